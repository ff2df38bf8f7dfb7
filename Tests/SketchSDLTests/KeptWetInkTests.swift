import Foundation
import SketchCore
import Testing
@testable import SketchSDL

extension SDLTests {
    /// The software renderer keeps each stroke in progress's wet ink in a sprite between its
    /// samples and spreads the work of new samples over fast frames; what it shows must be
    /// the wet ink drawn whole, and no tip may wait.
    @MainActor @Suite struct KeptWetInkTests {
        static let size = CanvasSize(width: 400, height: 300)

        /// `fingers` fingers drawing waves across the canvas, sampled at 120 Hz until `t1`.
        func waves(fingers: Int, until t1: Double) -> [TimedDeviceEvent] {
            var out: [TimedDeviceEvent] = []
            for f in 0..<fingers {
                let y = 0.1 + 0.8 * Double(f) / Double(max(fingers - 1, 1))
                out.append(Script.down(0, Int64(f), 0.05, y))
            }
            var t = 1.0 / 120
            while t <= t1 + 1e-9 {
                for f in 0..<fingers {
                    let y = 0.1 + 0.8 * Double(f) / Double(max(fingers - 1, 1))
                    out.append(Script.move(t, Int64(f), 0.05 + 0.9 * t / 1.2, y + 0.03 * sin(t * 25)))
                }
                t += 1.0 / 120
            }
            return out
        }

        /// The canvas with the wet ink as a frame at `time` draws it, in an image.
        func frame(_ p: ScriptPlayer, at time: Double) throws -> RasterImage {
            let target = try p.loop.device.makeTarget(Self.size)
            try p.loop.renderer.drawCanvas(p.loop.session, time: time, into: target)
            let image = try p.loop.device.readPixels(Self.size)
            try p.loop.device.setTarget(nil)
            return image
        }

        /// Steps one frame at `t`, first pushing the events due by then (from `next` on); returns
        /// them and how many bodies the frame worked out.
        func step(_ p: ScriptPlayer, _ events: [TimedDeviceEvent], next: inout Int, at t: Double) throws
            -> (batch: [TimedDeviceEvent], worked: Int) {
            var batch: [TimedDeviceEvent] = []
            while next < events.count && events[next].time <= t { batch.append(events[next]); next += 1 }
            let before = p.loop.renderer.bodiesWorkedOut
            p.now = t
            try p.push(batch)
            try p.loop.step()
            return (batch, p.loop.renderer.bodiesWorkedOut - before)
        }

        func largestDifference(_ a: RasterImage, _ b: RasterImage) -> Int {
            zip(a.pixels, b.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
        }

        nonisolated static let styles: [StrokeStyle] = [
            StrokeStyle(color: .black, width: 6, smoothing: .model, pressure: .speed),
            StrokeStyle(color: .black, width: 3, smoothing: .none, pressure: .none),
            StrokeStyle(color: RGBA(200, 40, 40, 255), width: 12, smoothing: Smoothing(.catmullRom), pressure: .none),
        ]

        @Test(arguments: styles)
        func keptWetInkLooksTheSameAsWetInkDrawnWhole(style: StrokeStyle) throws {
            let (kept, whole) = try withPlayer(size: Self.size, style: style) { p in
                try p.play(waves(fingers: 3, until: 0.4))
                let kept = try frame(p, at: p.now)
                p.loop.renderer.keepsWetInkWhereItCan = false
                return (kept, try frame(p, at: p.now))
            }
            #expect(largestDifference(kept, whole) <= 2)
            #expect(kept.pixels.contains { $0 < 128 }, "there is ink")
        }

        /// A red stroke (begun first) crosses the wet ink of a blue one that is still down, with frames half a
        /// millisecond apart: at the frame that takes the red stroke's sample at the crossing its
        /// body waits and its fresh piece draws the new segment, yet the window shows what wet
        /// ink drawn whole shows, the blue stroke (begun later) on top.
        @Test func aWaitingStrokeShowsWhatWetInkDrawnWholeShowsAndKeepsItsPlaceInTheOrder() throws {
            let style = StrokeStyle(color: RGBA(220, 40, 40, 255), width: 8, smoothing: .none, pressure: .none)
            try withPlayer(size: Self.size, style: style) { p in
                var events: [TimedDeviceEvent] = [Script.down(0, 0, 0.2, 0.5)]
                for k in 1...72 { events.append(Script.move(Double(k) / 120, 0, 0.2 + 0.5 * Double(k) / 120, 0.5)) }
                // Few samples, so none of the blue stroke dries (dried ink lies under wet ink).
                events.append(Script.down(0.01, 1, 0.5, 0.1))
                for k in 1...3 { events.append(Script.move(0.01 + Double(k) / 30, 1, 0.5, 0.1 + 0.25 * Double(k))) }
                events.sort { $0.time < $1.time }
                var next = 0, compared = false
                for k in 0...1400 where !compared {
                    let t = Double(k) * 0.0005
                    var batch: [TimedDeviceEvent] = []
                    while next < events.count && events[next].time <= t { batch.append(events[next]); next += 1 }
                    p.now = t
                    try p.push(batch)
                    let before = p.loop.renderer.bodiesWorkedOut
                    try p.loop.step()
                    if k == 0 { p.loop.session.people.pens[0].color = RGBA(40, 60, 220, 255) }
                    // The red stroke's tip just reached the blue stroke, and its body waits.
                    guard let red = p.loop.session.activeStrokes.first(where: { $0.stroke.style.color.r == 220 }),
                          let tip = red.stroke.samples.last?.point, abs(tip.x - 200) < 3,
                          !batch.isEmpty, p.loop.renderer.bodiesWorkedOut == before else { continue }
                    let kept = try p.loop.device.readPixels(Self.size)
                    p.loop.renderer.keepsWetInkWhereItCan = false
                    try p.loop.renderer.renderFrame(p.loop.session, time: t)
                    #expect(largestDifference(kept, try p.loop.device.readPixels(Self.size)) <= 2)
                    let centre = try #require(kept[200, 150])
                    #expect(centre.b > centre.r, "the blue stroke, begun later, lies on top: \(centre)")
                    compared = true
                }
                #expect(compared, "a frame where the red stroke's body waited at the crossing")
            }
        }

        @Test func aFrameWithoutNewSamplesWorksOutNoWetInk() throws {
            try withPlayer(size: Self.size, style: StrokeStyle(color: .black, width: 6, smoothing: .model)) { p in
                try p.play(waves(fingers: 4, until: 0.3))
                let before = p.loop.renderer.bodiesWorkedOut
                #expect(before > 0)
                p.now += 0.001
                try p.loop.step()
                try p.loop.step()
                #expect(p.loop.renderer.bodiesWorkedOut == before)
            }
        }

        @Test func fingersTouchingDownTogetherAreDrawnAtOnceAndWorkedOutInTurn() throws {
            try withPlayer(size: Self.size, style: StrokeStyle(color: .black, width: 6, smoothing: .model)) { p in
                let fingers = 4
                let events = waves(fingers: fingers, until: 0.1).map { e in
                    var e = e
                    e.time += 0.01
                    return e
                }
                var next = 0, most = 0
                // Frames every half millisecond; the fingers touch down together at 10 ms.
                for k in 0...60 {
                    let t = Double(k) * 0.0005
                    let worked = try step(p, events, next: &next, at: t).worked
                    if t >= 0.01 { most = max(most, worked) }
                    for a in p.loop.session.activeStrokes {
                        #expect(p.loop.renderer.tips[a.pointer]?.real != nil, "\(a.pointer) drawn at \(t) s")
                    }
                }
                #expect(p.loop.session.activeStrokes.count == fingers)
                #expect(most == 1, "at most one stroke's wet ink worked out a frame")
            }
        }

        @Test func fastFramesSpreadTheWorkAndEveryTipReachesItsNewestSample() throws {
            try withPlayer(size: Self.size, style: StrokeStyle(color: .black, width: 6, smoothing: .model)) { p in
                let fingers = 8
                let events = waves(fingers: fingers, until: 0.5)
                var next = 0, spread = false
                // Frames every half millisecond, as the bench's free-running frames come.
                for k in 0...1000 {
                    let t = Double(k) * 0.0005
                    let (batch, worked) = try step(p, events, next: &next, at: t)
                    if !batch.isEmpty && t > 0.1 && worked < fingers { spread = true }
                    for a in p.loop.session.activeStrokes {
                        let tip = try #require(p.loop.renderer.tips[a.pointer]?.real)
                        let newest = a.stroke.samples.last!.point
                        let step = a.stroke.samples.count > 1
                            ? newest.distance(to: a.stroke.samples[a.stroke.samples.count - 2].point) : 0
                        #expect(tip.distance(to: newest) <= max(step, 1), "tip of \(a.pointer) at \(t) s")
                    }
                }
                #expect(spread, "some frame that took samples left work to later frames")
                // Once no sample waits, the window shows what wet ink drawn whole shows.
                p.now += WetSchedule.deadline
                try p.loop.step()
                let kept = try frame(p, at: p.now)
                p.loop.renderer.keepsWetInkWhereItCan = false
                #expect(largestDifference(kept, try frame(p, at: p.now)) <= 2)
            }
        }
    }
}
