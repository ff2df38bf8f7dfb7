import CSDL2
import SketchCore
import Testing
@testable import SketchSDL

extension SDLTests {
    @MainActor @Suite struct TranslucentInkTests {
        /// A loop that crosses itself at the canvas centre (100, 100): a figure eight.
        func figureEight(start t0: Double) -> [TimedDeviceEvent] {
            var out: [TimedDeviceEvent] = []
            let n = 120
            for i in 0...n {
                let a = Double(i) / Double(n) * 2 * Double.pi
                let x = 0.5 + 0.35 * sin(a), y = 0.5 + 0.25 * sin(2 * a)
                let t = t0 + Double(i) / 60
                out.append(i == 0 ? Script.down(t, 0, x, y) : Script.move(t, 0, x, y))
            }
            out.append(Script.up(t0 + Double(n + 1) / 60, 0, 0.5, 0.5))
            return out
        }

        static let half = StrokeStyle(color: RGBA(0, 0, 200, 128), width: 12, smoothing: .model, pressure: .none)

        @Test(arguments: [false, true])
        func translucentInkDoesNotDarkenWhereAStrokeCrossesItself(lifted: Bool) throws {
            let image = try withPlayer(size: CanvasSize(width: 200, height: 200), style: Self.half) { p in
                var events = figureEight(start: 0)
                if !lifted { events.removeLast() }
                try p.play(events)
                return try p.snapshot()
            }
            // The crossing at the centre and a plain stretch of the loop (its rightmost point).
            let crossing = image[100, 100]!
            let plain = image[170, 100]!
            #expect(abs(Int(crossing.b) - Int(plain.b)) <= 2 && abs(Int(crossing.r) - Int(plain.r)) <= 2,
                    "crossing \(crossing) against plain \(plain)")
            // Half-transparent blue over white: about (127, 127, 227).
            #expect((120...135).contains(Int(plain.r)) && plain.b > 215)
        }

        @Test func translucentInkLooksTheSameAfterARebuild() throws {
            let (before, after) = try withPlayer(size: CanvasSize(width: 200, height: 200), style: Self.half) { p in
                try p.play(figureEight(start: 0))
                let before = try p.snapshot()
                var e = SDL_Event()
                e.type = SDL_RENDER_TARGETS_RESET.rawValue
                SDL_PushEvent(&e)
                try p.loop.step()
                #expect(p.loop.renderer.rebuilds >= 2)
                return (before, try p.snapshot())
            }
            #expect(before.pixels == after.pixels)
        }
    }
}
