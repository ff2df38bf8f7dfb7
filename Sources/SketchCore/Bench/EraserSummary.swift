/// What the bench's eraser scenario did over its whole run (warm-up included): strokes erased,
/// hit tests made, eraser events fed, and full rebuilds of the baked canvas.
///
/// `hitTestsPerEvent` is the grid's cost per eraser event: it stays near the number of strokes
/// near the eraser, not the number in the drawing. A rebuild redraws every committed stroke
/// (O(strokes)), so `canvasRebuilds` close to the number of frames that erased means erasing
/// frames cost O(strokes).
public struct EraserSummary: Hashable, Sendable {
    public var erasedStrokes: Int
    public var hitTests: Int
    public var events: Int
    public var canvasRebuilds: Int

    public init(erasedStrokes: Int, hitTests: Int, events: Int, canvasRebuilds: Int) {
        self.erasedStrokes = erasedStrokes
        self.hitTests = hitTests
        self.events = events
        self.canvasRebuilds = canvasRebuilds
    }

    /// Hit tests per eraser event; 0 with no events.
    public var hitTestsPerEvent: Double { events > 0 ? Double(hitTests) / Double(events) : 0 }
}

extension BenchReport {
    /// `eraser {erased_strokes, hit_tests, events, hit_tests_per_event, canvas_rebuilds}`.
    static func appendEraser(_ e: EraserSummary, to o: inout JSONWriter) {
        o.member("eraser") {
            $0.object { w in
                w.member("erased_strokes", e.erasedStrokes)
                w.member("hit_tests", e.hitTests)
                w.member("events", e.events)
                w.member("hit_tests_per_event", e.hitTestsPerEvent)
                w.member("canvas_rebuilds", e.canvasRebuilds)
            }
        }
    }

    /// Table rows for the eraser scenario.
    static func eraserRows(_ e: EraserSummary) -> [[String]] {
        [
            ["strokes erased", String(e.erasedStrokes)],
            ["eraser hit tests / event", "\(fixed(e.hitTestsPerEvent, 1)) (\(e.hitTests) / \(e.events))"],
            ["canvas rebuilds", String(e.canvasRebuilds)],
        ]
    }
}
