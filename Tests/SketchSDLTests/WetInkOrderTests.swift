import Foundation
import SketchCore
import Testing
@testable import SketchSDL

extension SDLTests {
    /// Kept wet ink keeps the order strokes began in frame after frame, also where a later
    /// stroke's fresh piece (drawn by the worker, blended at once) meets an earlier stroke's
    /// ink still waiting in the frame's mesh.
    @MainActor @Suite struct WetInkOrderTests {
        static let size = CanvasSize(width: 200, height: 100)

        /// A red stroke from the left and, begun `offset` later, a blue one from the right,
        /// head-on along the middle at 120 Hz (3.3 px a sample), tips meeting at 0.1 s.
        func headOn(offset: Double) -> [TimedDeviceEvent] {
            var events = [Script.down(0, 0, 0.3, 0.5), Script.down(offset, 1, 0.7, 0.5)]
            for k in 1...12 {
                events.append(Script.move(Double(k) / 120, 0, 0.3 + 0.2 * Double(k) / 12, 0.5))
                events.append(Script.move(offset + Double(k) / 120, 1, 0.7 - 0.2 * Double(k) / 12, 0.5))
            }
            return events.sorted { $0.time < $1.time }
        }

        /// The window after each frame from 60 ms on (frames every half millisecond until the
        /// tips meet), and how often a worker's fresh piece waited for pending ink.
        func frames(_ events: [TimedDeviceEvent], keeping: Bool) throws -> (frames: [RasterImage], freshFlushes: Int) {
            let style = StrokeStyle(color: RGBA(220, 40, 40, 255), width: 8, smoothing: .none, pressure: .none)
            return try withPlayer(size: Self.size, style: style) { p in
                p.loop.renderer.keepsWetInkWhereItCan = keeping
                p.loop.renderer.predictionLead = 0.016  // predicted ink reaches past each body's end
                var next = 0, out: [RasterImage] = []
                for k in 0..<190 {
                    let t = Double(k) * 0.0005
                    var batch: [TimedDeviceEvent] = []
                    while next < events.count && events[next].time <= t { batch.append(events[next]); next += 1 }
                    p.now = t
                    try p.push(batch)
                    try p.loop.step()
                    if k == 0 { p.loop.session.people.pens[0].color = RGBA(40, 60, 220, 255) }
                    if t >= 0.06 { out.append(try p.loop.device.readPixels(Self.size)) }
                }
                return (out, p.loop.renderer.freshFlushes)
            }
        }

        @Test func strokesKeepTheOrderTheyBeganInEveryFrameWhereTheirTipsMeet() throws {
            var exercised = 0
            for offset in [0.002, 0.005] {
                let events = headOn(offset: offset)
                let kept = try frames(events, keeping: true)
                let whole = try frames(events, keeping: false)
                exercised += kept.freshFlushes
                for (k, (a, b)) in zip(kept.frames, whole.frames).enumerated() {
                    let worst = zip(a.pixels, b.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
                    // A few levels of 8-bit rounding where pieces blended apart meet; a stroke
                    // on the wrong side of another is off by the colours' difference (180).
                    #expect(worst <= 4, "offset \(offset) s, frame \(k)")
                }
            }
            #expect(exercised > 0, "some frame had a worker's fresh piece wait for pending ink")
        }
    }
}
