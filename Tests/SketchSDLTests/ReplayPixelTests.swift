import CSDL2
import SketchCore
import Testing
@testable import SketchSDL

extension SDLTests {
    @MainActor @Suite struct ReplayPixelTests {
        @Test func aStrokeLeavesInkAlongItsPathAndWhiteFarFromIt() throws {
            let image = try withPlayer { p in
                try p.play(Script.line(finger: 0, from: 0.1, to: 0.9, y: 0.5, start: 0))
                return try p.snapshot()
            }
            for x in stride(from: 25, through: 175, by: 10) { #expect(image.ink(x: x, y: 50) > 200, "x=\(x)") }
            #expect(image.isBlank(x: 0, y: 0, width: 200, height: 40))
            #expect(image.isBlank(x: 0, y: 60, width: 200, height: 40))
            #expect(image[100, 10] == .white)
        }

        @Test func strokeEdgesAreAntiAliased() throws {
            let image = try withPlayer(style: StrokeStyle(color: .black, width: 9)) { p in
                try p.play(Script.line(finger: 0, from: 0.1, to: 0.9, y: 0.5, start: 0))
                return try p.snapshot()
            }
            // Across the stroke some pixels are neither paper nor full ink.
            let column = (40...60).map { image.ink(x: 100, y: $0) }
            #expect(column.contains(255))
            #expect(column.contains { $0 > 10 && $0 < 245 })
        }

        @Test func aTapLeavesARoundDot() throws {
            let image = try withPlayer(style: StrokeStyle(color: .black, width: 12)) { p in
                try p.play([Script.down(0, 0, 0.5, 0.5), Script.up(0.05, 0, 0.5, 0.5)])
                return try p.snapshot()
            }
            #expect(image.ink(x: 100, y: 50) == 255)
            // Same reach left, right, up and down (within a pixel): round, not a square or a line.
            func reach(_ dx: Int, _ dy: Int) -> Int {
                var r = 0
                while image.ink(x: 100 + dx * r, y: 50 + dy * r) > 127 { r += 1 }
                return r
            }
            let reaches = [reach(1, 0), reach(-1, 0), reach(0, 1), reach(0, -1)]
            #expect(reaches.max()! - reaches.min()! <= 1, "\(reaches)")
            #expect((5...7).contains(reaches.max()!))
            // Diagonal reach is the radius too, unlike a square's corner.
            var d = 0
            while image.ink(x: 100 + d, y: 50 + d) > 127 { d += 1 }
            #expect(Double(d) * 2.0.squareRoot() <= Double(reaches.max()!) + 1.5)
        }

        @Test func tenFingersDrawTenSeparateStrokes() throws {
            var events: [TimedDeviceEvent] = []
            for f in 0..<10 {
                events += Script.line(finger: Int64(f), from: 0.1, to: 0.9, y: 0.05 + 0.1 * Double(f), start: 0)
            }
            events.sort { $0.time < $1.time }
            let (image, strokes) = try withPlayer(size: CanvasSize(width: 200, height: 200)) { p in
                try p.play(events)
                return (try p.snapshot(), p.loop.session.drawing.strokes)
            }
            #expect(strokes.count == 10)
            for (f, stroke) in strokes.enumerated() {
                let ys = Set(stroke.samples.map { Int($0.point.y.rounded()) })
                #expect(ys.count == 1, "stroke \(f) mixes fingers: \(ys)")
            }
            for f in 0..<10 {
                let y = Int((0.05 + 0.1 * Double(f)) * 200)
                #expect(image.ink(x: 100, y: y) > 200, "finger \(f)")
                #expect(image.ink(x: 100, y: y + 10) == 0, "gap below finger \(f)")
            }
        }

        @Test func strokesSurviveAWindowResize() throws {
            let (image, size) = try withPlayer { p in
                try p.play(Script.line(finger: 0, from: 0.1, to: 0.4, y: 0.5, start: 0))
                try p.play([TimedDeviceEvent(0.5, .resize(width: 300, height: 150))])
                return (try p.snapshot(), p.loop.session.canvasSize)
            }
            #expect(size == CanvasSize(width: 300, height: 150))
            #expect(image.width == 300 && image.height == 150)
            #expect(image.ink(x: 50, y: 50) > 200)
            #expect(image.ink(x: 250, y: 120) == 0)
        }

        @Test func aRenderResetRebuildsTheCanvasFromTheStrokes() throws {
            let (image, rebuilds) = try withPlayer { p in
                try p.play(Script.line(finger: 0, from: 0.1, to: 0.9, y: 0.5, start: 0))
                let before = p.loop.renderer.rebuilds
                var e = SDL_Event()
                e.type = SDL_RENDER_TARGETS_RESET.rawValue
                SDL_PushEvent(&e)
                try p.loop.step()
                return (try p.snapshot(), p.loop.renderer.rebuilds - before)
            }
            #expect(rebuilds == 1)
            #expect(image.ink(x: 100, y: 50) > 200)
        }

        @Test func committingStrokesBakesThemWithoutRebuildingTheCanvas() throws {
            let rebuilds = try withPlayer { p in
                var events: [TimedDeviceEvent] = []
                for i in 0..<30 {
                    events += Script.line(finger: 0, from: 0.1, to: 0.9, y: Double(i) / 30, start: Double(i) * 0.2, steps: 3)
                }
                try p.play(events)
                #expect(p.loop.session.drawing.strokes.count == 30)
                return p.loop.renderer.rebuilds
            }
            #expect(rebuilds == 1, "only the first frame builds the canvas; commits are baked incrementally")
        }

        @Test func ctrlZInAScriptTakesBackTheLastStroke() throws {
            let image = try withPlayer { p in
                try p.play(Script.line(finger: 0, from: 0.1, to: 0.9, y: 0.3, start: 0)
                    + Script.line(finger: 1, from: 0.1, to: 0.9, y: 0.7, start: 0.2)
                    + [TimedDeviceEvent(0.5, .key(KeyPress("Z", [.ctrl])))])
                return try p.snapshot()
            }
            #expect(image.ink(x: 100, y: 30) > 200)
            #expect(image.ink(x: 100, y: 70) == 0)
        }

        @Test func aSyntheticTouchFromTheMouseDrawsNothing() throws {
            let strokes = try withPlayer { p in
                var e = SDL_Event()
                e.type = SDL_FINGERDOWN.rawValue
                e.tfinger.touchId = SKETCH_MOUSE_TOUCHID
                e.tfinger.x = 0.5
                e.tfinger.y = 0.5
                SDL_PushEvent(&e)
                e.type = SDL_FINGERUP.rawValue
                SDL_PushEvent(&e)
                try p.loop.step()
                return p.loop.session.drawing.strokes.count
            }
            #expect(strokes == 0)
        }

        @Test func theMouseDrawsThroughTheSameQueue() throws {
            let image = try withPlayer { p in
                try p.play([
                    TimedDeviceEvent(0, .mouseButton(down: true, x: 20, y: 20, button: 1)),
                    TimedDeviceEvent(0.01, .mouseMove(x: 100, y: 20)),
                    TimedDeviceEvent(0.02, .mouseButton(down: false, x: 180, y: 20, button: 1)),
                ])
                return try p.snapshot()
            }
            #expect(image.ink(x: 60, y: 20) > 200)
            #expect(image.ink(x: 150, y: 20) > 200)
        }

        @Test func focusLossEndsEveryTouchButKeepsTheInk() throws {
            let (image, active, strokes) = try withPlayer { p in
                try p.play([
                    Script.down(0, 0, 0.1, 0.3), Script.move(0.01, 0, 0.5, 0.3),
                    Script.down(0, 1, 0.1, 0.7), Script.move(0.01, 1, 0.5, 0.7),
                    TimedDeviceEvent(0.02, .focusLost),
                    Script.move(0.03, 0, 0.9, 0.3),
                ])
                return (try p.snapshot(), p.loop.session.activeStrokes.count, p.loop.session.drawing.strokes.count)
            }
            #expect(active == 0)
            #expect(strokes == 2)
            #expect(image.ink(x: 60, y: 30) > 200)
            #expect(image.ink(x: 170, y: 30) == 0, "moves after the cancel draw nothing")
        }

        @Test func scriptTimesReachTheTrackerExactly() throws {
            let times = try withPlayer { p in
                try p.play([Script.down(0.0125, 0, 0.1, 0.5), Script.move(0.0208, 0, 0.2, 0.5)])
                return p.loop.session.activeStrokes.first?.stroke.samples.map(\.time)
            }
            #expect(times == [0.0125, 0.0208])
        }

        @Test func theSameScriptGivesTheSamePixelsEveryRun() throws {
            let events = Script.line(finger: 0, from: 0.13, to: 0.77, y: 0.41, start: 0)
                + Script.line(finger: 1, from: 0.2, to: 0.6, y: 0.8, start: 0.01)
            let a = try withPlayer { p in try p.play(events); return try p.snapshot() }
            let b = try withPlayer { p in try p.play(events); return try p.snapshot() }
            #expect(a == b)
        }
    }
}
