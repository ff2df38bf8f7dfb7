import CSDL2
import Foundation
import SketchCore
import Testing
@testable import SketchSDL

extension SDLTests {
    @MainActor @Suite struct PredictedInkTests {
        static let size = CanvasSize(width: 300, height: 100)

        /// A finger sweeping right at 600 px/s along y = 50, sampled at 120 Hz, still down.
        func sweep(until t1: Double = 0.25) -> [TimedDeviceEvent] {
            var out = [Script.down(0, 0, 0.1, 0.5)]
            var t = 1.0 / 120
            while t <= t1 {
                out.append(Script.move(t, 0, 0.1 + 2 * t, 0.5))
                t += 1.0 / 120
            }
            return out
        }

        /// What the window would show now: the canvas with the wet ink, predicted ink included.
        func windowFrame(_ p: ScriptPlayer) throws -> RasterImage {
            try p.loop.renderer.sync(p.loop.session)
            let target = try p.loop.device.makeTarget(Self.size)
            try p.loop.renderer.drawCanvas(p.loop.session, time: p.now, into: target)
            let image = try p.loop.device.readPixels(Self.size)
            try p.loop.device.setTarget(nil)
            return image
        }

        func lastX(_ events: [TimedDeviceEvent]) -> Int {
            guard case let .finger(_, _, _, x, _, _) = events.last!.event else { return 0 }
            return Int((x * Double(Self.size.width)).rounded())
        }

        @Test func predictedInkReachesAheadOfTheLatestSample() throws {
            let events = sweep()
            let x = lastX(events)
            let (on, off) = try withPlayer(size: Self.size) { p in
                try p.play(events)
                p.loop.renderer.predictionLead = PredictionSetting.on.lead
                let on = try windowFrame(p)
                p.loop.renderer.predictionLead = nil
                return (on, try windowFrame(p))
            }
            #expect(on.maxInk(around: x + 7, 50) > 200, "predicted ink ahead of the finger")
            #expect(off.maxInk(around: x + 7, 50) == 0, "no ink ahead without prediction")
            #expect(on.maxInk(around: x - 20, 50) > 200 && off.maxInk(around: x - 20, 50) > 200)
        }

        @Test func predictedInkIsNeverInTheCanvasImage() throws {
            let events = sweep()
            let (on, off) = try withPlayer(size: Self.size) { p in
                try p.play(events)
                p.loop.renderer.predictionLead = PredictionSetting.on.lead
                let on = try p.snapshot()
                p.loop.renderer.predictionLead = nil
                return (on, try p.snapshot())
            }
            #expect(on == off)
        }

        @Test func predictedInkIsGoneAtLift() throws {
            var events = sweep()
            let x = lastX(events)
            events.append(Script.up(events.last!.time + 0.001, 0, Double(x) / Double(Self.size.width), 0.5))
            let (lifted, tips) = try withPlayer(size: Self.size) { p in
                p.loop.renderer.predictionLead = PredictionSetting.on.lead
                try p.play(events)
                return (try windowFrame(p), p.loop.renderer.tips)
            }
            #expect(tips.isEmpty)
            #expect(lifted.maxInk(around: x + 7, 50) == 0)
        }

        @Test func theRendererReportsTheRealAndPredictedTips() throws {
            let events = sweep()
            let tip = try withPlayer(size: Self.size) { p in
                p.loop.renderer.predictionLead = PredictionSetting.on.lead
                try p.play(events)
                _ = try windowFrame(p)
                return p.loop.renderer.tips[.touch(device: 1, finger: 0)]
            }
            let real = try #require(tip?.real), predicted = try #require(tip?.predicted)
            #expect(predicted.point.x > real.x + 5)
            #expect(abs(predicted.point.y - 50) < 2)
        }
    }
}
