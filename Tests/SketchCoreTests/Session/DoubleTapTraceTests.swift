import Foundation
import Testing
@testable import SketchCore

/// The double-tap rule against real hands: the recorded traces in `assets/touch-traces/` and the
/// sample script `assets/scripts/double-tap-undo.jsonl`.
@Suite("Double tap on recorded writing and drawing")
struct DoubleTapTraceTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let traceNames = ["Fitts", "Paint", "Write"].flatMap { task in
        (1...4).map { "\(task)Tasks-participant\($0).txt" }
    }

    static func trace(_ name: String) throws -> TouchTrace {
        let url = repository.appendingPathComponent("assets/touch-traces/raw").appendingPathComponent(name)
        return TouchTrace(text: try String(contentsOf: url, encoding: .utf8))
    }

    /// Plays `trace` to one person on a canvas the size of the recording screen, as `replay` would;
    /// returns how many strokes the drawing ends with.
    static func strokesLeft(_ trace: TouchTrace, configuration: CanvasSession.Configuration = .init()) -> Int {
        var session = CanvasSession(canvasSize: TouchTrace.screen, configuration: configuration)
        var mapper = InputMapper(windowSize: TouchTrace.screen)
        for event in trace.deviceEvents() {
            if let input = mapper.map(event) { session.handle(input) }
        }
        return session.drawing.strokes.count
    }

    @Test(arguments: traceNames)
    func replayingARecordedTraceWithOnePersonLosesNoStrokeToAClear(name: String) throws {
        let trace = try Self.trace(name)
        #expect(trace.strokes.count > 50)
        #expect(Self.strokesLeft(trace) == trace.strokes.count)
    }

    /// Without the blank-canvas condition, dotting an i or writing a colon clears the canvas:
    /// the traces test the condition, not luck.
    @Test func withoutTheBlankCanvasConditionRealWritingClearsTheCanvas() throws {
        var loose = CanvasSession.Configuration()
        loose.doubleTap.blankRadius = 0
        let names = Self.traceNames.filter { $0.hasPrefix("Write") }
        let lost = try names.map { name in
            let trace = try Self.trace(name)
            return trace.strokes.count - Self.strokesLeft(trace, configuration: loose)
        }
        #expect(lost.allSatisfy { $0 > 0 }, "strokes lost per writer: \(lost)")
    }

    @Test func theSampleDoubleTapScriptClearsAndCtrlZBringsTheDrawingBack() throws {
        let url = Self.repository.appendingPathComponent("assets/scripts/double-tap-undo.jsonl")
        let events = try EventScript.parse(try String(contentsOf: url, encoding: .utf8), file: "double-tap-undo.jsonl")
        let size = CanvasSize(width: 800, height: 600)
        var session = CanvasSession(canvasSize: size)
        var mapper = InputMapper(windowSize: size)
        var strokesBeforeTheDoubleTap = 0
        var clearedAt: Double?
        for event in events {
            if event.time == 1.0 { strokesBeforeTheDoubleTap = session.drawing.strokes.count }
            if let input = mapper.map(event) { session.handle(input) }
            if clearedAt == nil, let clear = session.lastClear {
                clearedAt = clear.time
                #expect(session.drawing.strokes.isEmpty)
            }
        }
        #expect(strokesBeforeTheDoubleTap == 2)
        #expect(clearedAt == 1.2)
        #expect(session.drawing.strokes.count == 2)
        #expect(session.lastClear == nil)
    }
}
