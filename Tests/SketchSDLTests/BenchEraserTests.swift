import Foundation
import SketchCore
import Testing
@testable import SketchSDL

extension SDLTests {
    /// `bench --eraser`: the fingers sweep the eraser over the committed strokes.
    @MainActor @Suite struct BenchEraserTests {
        static func options() -> BenchRunner.Options {
            var o = BenchRunner.Options()
            o.size = CanvasSize(width: 320, height: 200)
            o.fingers = 2
            o.committed = 80
            o.frames = 40
            o.warmup = 0.1
            o.eraser = true
            return o
        }

        /// Each finger's path in canvas pixels, as the segments the eraser swept (a down is a
        /// segment from the point to itself).
        static func segments(_ fingers: SyntheticFingers, until t: Double) -> [(Point, Point)] {
            var last: [Int64: Point] = [:]
            var out: [(Point, Point)] = []
            for e in fingers.events(from: 0, to: t) {
                guard case let .finger(phase, _, finger, x, y, _) = e.event else { continue }
                let p = Point(x * Double(fingers.canvas.width), y * Double(fingers.canvas.height))
                out.append((phase == .down ? p : last[finger] ?? p, p))
                last[finger] = phase == .up ? nil : p
            }
            return out
        }

        @Test func theEraserScenarioErasesWhatItCrossesAndNothingElse() throws {
            let o = Self.options()
            let r = try BenchRunner.run(o)
            let drawing = try #require(r.drawing)
            let original = BenchRunner.committedStrokes(o, canvas: o.size)
            let left = Set(drawing.strokes.map(\.samples))
            let erased = original.filter { !left.contains($0.samples) }
            let path = Self.segments(SyntheticFingers(fingers: o.fingers, canvas: o.size, seed: o.seed), until: r.fedUntil)
            let reach = Pen.eraserReach
            #expect(!erased.isEmpty, "the sweep crosses some strokes")
            #expect(erased.count < original.count, "and misses others")
            #expect(drawing.strokes.count + erased.count == original.count)
            for s in erased {
                #expect(path.contains { s.comes(within: reach + s.style.width / 2 + 1, of: $0.0, $0.1) },
                        "an erased stroke lies on the eraser's path")
            }
            for s in drawing.strokes {
                #expect(!path.contains { s.comes(within: reach + s.style.width / 2 - 1, of: $0.0, $0.1) },
                        "a stroke on the eraser's path was left")
            }
            #expect(r.report.eraser?.erasedStrokes == erased.count)
        }

        @Test func theEraserReportCountsHitTestsPerEventAndFewRebuilds() throws {
            let r = try BenchRunner.run(Self.options())
            let e = try #require(r.report.eraser)
            #expect(e.events > 0)
            #expect(e.hitTests > 0)
            // Erases patch the canvas; on this small, crowded canvas some patches would redraw more
            // than half the strokes and rebuild instead (11 rebuilds for 48 strokes erased).
            #expect(e.canvasRebuilds < e.erasedStrokes / 2, "most erases patch the canvas instead of rebuilding it")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(r.report.json().utf8)) as? [String: Any])
            let keys = try #require(json["eraser"] as? [String: Any])
            #expect(Set(keys.keys) == ["erased_strokes", "hit_tests", "events", "hit_tests_per_event", "canvas_rebuilds"])
            #expect(r.report.table().contains("strokes erased"))
        }

        @Test func aDrawingRunReportsNoEraser() throws {
            var o = Self.options()
            o.eraser = false
            let r = try BenchRunner.run(o)
            #expect(r.report.eraser == nil)
            #expect(r.drawing == nil)
            #expect(!r.report.json().contains("\"eraser\""))
        }
    }
}
