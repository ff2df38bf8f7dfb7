import CSDL2
import Foundation
import SketchCore
import Testing
@testable import SketchSDL

extension SDLTests {
    /// A stroke committed at a lift is baked by the frame's worker while the canvas is copied,
    /// then blended into both the canvas and the frame.
    @MainActor @Suite struct DeferredBakeTests {
        static let size = CanvasSize(width: 300, height: 200)

        func wave(finger: Int64, y: Double, samples: Int) -> [TimedDeviceEvent] {
            var out = [Script.down(0, finger, 0.05, y)]
            for i in 1..<samples {
                let t = Double(i) / Double(samples)
                out.append(Script.move(Double(i) / 120, finger, 0.05 + 0.9 * t, y + 0.1 * sin(t * 12)))
            }
            guard case let .finger(_, _, _, x, yy, _) = out.last!.event else { fatalError() }
            out.append(Script.up(Double(samples) / 120, finger, x, yy))
            return out
        }

        func largestDifference(_ a: RasterImage, _ b: RasterImage) -> Int {
            zip(a.pixels, b.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
        }

        @Test(arguments: [1, 3])
        func strokesLiftedInAFrameShowInThatFrameAndStayInTheCanvas(fingers: Int) throws {
            let style = StrokeStyle(color: .black, width: 6, smoothing: .model, pressure: .speed)
            try withPlayer(size: Self.size, style: style) { p in
                var events: [TimedDeviceEvent] = []
                for f in 0..<fingers { events += wave(finger: Int64(f), y: 0.2 + 0.3 * Double(f), samples: 90) }
                events.sort { $0.time < $1.time }
                let lift = try #require(events.firstIndex { if case .finger(.up, _, _, _, _, _) = $0.event { true } else { false } })
                try p.play(Array(events[..<lift]))
                #expect(!p.loop.session.activeStrokes.isEmpty)
                try p.play(Array(events[lift...]))  // the lift's frame: every stroke committed
                #expect(p.loop.session.activeStrokes.isEmpty)
                #expect(p.loop.renderer.pendingBakes.isEmpty, "the frame baked what its sync left")
                let frame = try p.loop.device.readPixels(Self.size)
                let rebuilds = p.loop.renderer.rebuilds
                var e = SDL_Event()
                e.type = SDL_RENDER_TARGETS_RESET.rawValue
                SDL_PushEvent(&e)
                try p.loop.step()
                #expect(p.loop.renderer.rebuilds == rebuilds + 1)
                let rebuilt = try p.loop.device.readPixels(Self.size)
                #expect(largestDifference(frame, rebuilt) <= 2, "the lift's frame shows the strokes as a rebuild does")
                #expect(frame.pixels.contains { $0 < 64 }, "there is ink")
            }
        }

        @Test func bakesLeftPendingMakeTheNextSyncRebuild() throws {
            try withPlayer(size: Self.size) { p in
                try p.play(wave(finger: 0, y: 0.5, samples: 30))
                let stroke = try #require(p.loop.session.drawing.strokes.last)
                let rebuilds = p.loop.renderer.rebuilds
                // As if SDL failed between the sync that left the bake and the frame that blends it.
                p.loop.renderer.pendingBakes = [.init(stroke: stroke, live: nil, points: nil, dried: 0)]
                try p.loop.renderer.sync(p.loop.session)
                #expect(p.loop.renderer.rebuilds == rebuilds + 1)
                #expect(p.loop.renderer.pendingBakes.isEmpty)
            }
        }
    }
}
