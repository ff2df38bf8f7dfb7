import Foundation
import Testing
@testable import SketchCore

@Suite("Touch traces: real recorded strokes")
struct TouchTraceTests {
    @Test func rowsBecomeStrokesTimedByTheEventClock() {
        let trace = TouchTrace(text: """
            1000;5000;100;200;0.4;0
            1016;5016;110;200;0.4;2
            1033;5033;120;205;0.4;1
            1100;5100;300;300;0.4;0
            1101;5100;300;300;0.4;1
            """)
        #expect(trace.strokes.count == 2)
        #expect(trace.strokes[0].map(\.time) == [0, 0.016, 0.033])
        #expect(trace.strokes[0][2].position == Point(120, 205))
        #expect(trace.strokes[1].count == 2)
    }

    @Test func damagedRowsAndStrayMovesAreSkipped() {
        let trace = TouchTrace(text: "garbage\n1;2;3;4;5;2\n1;0;10;10;1;0\n1;x;10;10;1;2\n1;8;12;10;1;1\n")
        #expect(trace.strokes.count == 1)
        #expect(trace.strokes[0].count == 2)
    }

    @Test func aStrokeBecomesADownItsMovesAndAnUpInScreenFractions() {
        let trace = TouchTrace(text: "0;0;960;600;1;0\n0;10;1920;1200;1;1\n")
        let events = trace.deviceEvents()
        #expect(events.count == 2)
        #expect(events[0].event == .finger(.down, touch: 1, finger: 0, x: 0.5, y: 0.5, pressure: 1))
        #expect(events[1].event == .finger(.up, touch: 1, finger: 0, x: 1, y: 1, pressure: 1))
    }

    @Test func theCommittedTracesLoad() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("assets/touch-traces/raw")
        let text = try String(contentsOf: folder.appendingPathComponent("WriteTasks-participant1.txt"),
                              encoding: .utf8)
        #expect(TouchTrace(text: text).strokes.count == 254)
    }
}
