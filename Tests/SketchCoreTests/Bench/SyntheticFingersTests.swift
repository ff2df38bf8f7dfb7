import Testing
@testable import SketchCore

struct SyntheticFingersTests {
    let canvas = CanvasSize(width: 1280, height: 800)

    /// The finger events of one finger, as (phase, time) pairs in order.
    func phases(_ events: [TimedDeviceEvent], finger: Int64) -> [(DeviceEvent.FingerPhase, Double)] {
        events.compactMap { e in
            guard case let .finger(phase, _, f, _, _, _) = e.event, f == finger else { return nil }
            return (phase, e.time)
        }
    }

    @Test func sameSeedGivesSameEvents() {
        let a = SyntheticFingers(fingers: 4, canvas: canvas, seed: 99)
        let b = SyntheticFingers(fingers: 4, canvas: canvas, seed: 99)
        #expect(a.events(from: 0, to: 3) == b.events(from: 0, to: 3))
        #expect(!a.events(from: 0, to: 3).isEmpty)
    }

    @Test func differentSeedsGiveDifferentEvents() {
        let a = SyntheticFingers(fingers: 4, canvas: canvas, seed: 1)
        let b = SyntheticFingers(fingers: 4, canvas: canvas, seed: 2)
        #expect(a.events(from: 0, to: 3) != b.events(from: 0, to: 3))
    }

    @Test func adjacentWindowsJoinUpExactly() {
        let g = SyntheticFingers(fingers: 5, canvas: canvas, seed: 7)
        #expect(g.events(from: 0, to: 1) + g.events(from: 1, to: 2) == g.events(from: 0, to: 2))
        // Windows that do not fall on sample times, as frame clocks do.
        let cuts = [0.0, 1.0 / 60, 0.1234, 0.5, 0.50001, 1.7, 2.0]
        let pieces = zip(cuts, cuts.dropFirst()).flatMap { g.events(from: $0, to: $1) }
        #expect(pieces == g.events(from: 0, to: 2))
    }

    @Test func eventsAreInTimeOrderWithinTheWindow() {
        let g = SyntheticFingers(fingers: 3, canvas: canvas, seed: 4)
        let events = g.events(from: 0.3, to: 1.9)
        #expect(zip(events, events.dropFirst()).allSatisfy { $0.time <= $1.time })
        #expect(events.allSatisfy { $0.time >= 0.3 && $0.time < 1.9 })
    }

    @Test func eachFingerReports120SamplesPerSecond() {
        let g = SyntheticFingers(fingers: 3, canvas: canvas, seed: 5)
        let events = g.events(from: 10, to: 12)
        for f in 0..<3 {
            let p = phases(events, finger: Int64(f))
            let moves = p.filter { $0.0 == .move }.count
            // 240 sample slots, less about two strokes' down, up and empty sample.
            #expect((225...240).contains(moves), "finger \(f): \(moves) moves")
            #expect((228...240).contains(p.count), "finger \(f): \(p.count) samples")
        }
    }

    @Test func sampleRateParameterIsHonoured() {
        let g = SyntheticFingers(fingers: 1, canvas: canvas, seed: 5, sampleRate: 240, neverLift: true)
        #expect(g.events(from: 1, to: 2).count == 240)
    }

    @Test func eachFingerLiftsAboutOncePerSecond() {
        let g = SyntheticFingers(fingers: 6, canvas: canvas, seed: 8)
        let events = g.events(from: 0, to: 10)
        for f in 0..<6 {
            let ups = phases(events, finger: Int64(f)).filter { $0.0 == .up }.count
            #expect((7...13).contains(ups), "finger \(f): \(ups) ups")
        }
    }

    @Test func strokesLastBetweenPoint8And1Point2StrokeDurations() {
        let g = SyntheticFingers(fingers: 2, canvas: canvas, seed: 12)
        let events = g.events(from: 0, to: 30)
        for f in 0..<2 {
            let downs = phases(events, finger: Int64(f)).filter { $0.0 == .down }.map(\.1)
            let gaps = zip(downs, downs.dropFirst()).map { $1 - $0 }
            #expect(gaps.count > 20)
            #expect(gaps.allSatisfy { $0 >= 0.8 - 1e-9 && $0 <= 1.2 + 1e-9 })
            #expect(Set(gaps.map { ($0 * 120).rounded() }).count > 3, "durations are jittered")
        }
    }

    @Test func coordinatesAndPressureStayInRange() {
        let g = SyntheticFingers(fingers: 10, canvas: canvas, seed: 3)
        let events = g.events(from: 0, to: 60)
        #expect(events.count > 60 * 120 * 9)
        for e in events {
            guard case let .finger(_, touch, _, x, y, pressure) = e.event else {
                Issue.record("not a finger event: \(e)")
                continue
            }
            #expect(touch == 1)
            #expect((0...1).contains(x) && (0...1).contains(y))
            #expect((0...1).contains(pressure) && pressure > 0)
        }
        // The margin keeps fingers about 20 px from every edge.
        let xs = events.compactMap { e -> Double? in
            if case let .finger(_, _, _, x, _, _) = e.event { return x } else { return nil }
        }
        #expect(xs.min()! >= 20.0 / 1280 - 1e-12 && xs.max()! <= 1 - 20.0 / 1280 + 1e-12)
    }

    @Test func fingersMoveSmoothly() {
        let g = SyntheticFingers(fingers: 1, canvas: canvas, seed: 21, neverLift: true)
        var last: (Double, Double)?
        for e in g.events(from: 0, to: 20) {
            guard case let .finger(_, _, _, x, y, _) = e.event else { continue }
            let px = (x * 1280, y * 800)
            if let l = last {
                let step = ((px.0 - l.0) * (px.0 - l.0) + (px.1 - l.1) * (px.1 - l.1)).squareRoot()
                #expect(step < 20, "jump of \(step) px at \(e.time)")
            }
            last = px
        }
    }

    @Test func everyDownHasItsUpBeforeTheNextDown() {
        let g = SyntheticFingers(fingers: 4, canvas: canvas, seed: 6)
        let events = g.events(from: 0, to: 12)
        for f in 0..<4 {
            var down = false
            var ups = 0
            for (phase, _) in phases(events, finger: Int64(f)) {
                switch phase {
                case .down:
                    #expect(!down, "finger \(f) went down twice")
                    down = true
                case .move:
                    #expect(down, "finger \(f) moved while up")
                case .up:
                    #expect(down, "finger \(f) lifted while up")
                    down = false
                    ups += 1
                }
            }
            #expect(ups > 5)
        }
    }

    @Test func nextDownComesTwoSamplesAfterTheUp() {
        let g = SyntheticFingers(fingers: 1, canvas: canvas, seed: 6)
        let p = phases(g.events(from: 0, to: 5), finger: 0)
        for (i, (phase, t)) in p.enumerated() where phase == .up && i + 1 < p.count {
            #expect(p[i + 1].0 == .down)
            #expect(abs((p[i + 1].1 - t) * 120 - 2) < 1e-6)
        }
    }

    @Test func fingersDoNotStartTogether() {
        let g = SyntheticFingers(fingers: 4, canvas: canvas, seed: 2)
        let events = g.events(from: 0, to: 2)
        let firstDowns = (0..<4).map { f in phases(events, finger: Int64(f)).first { $0.0 == .down }!.1 }
        #expect(Set(firstDowns).count == 4)
        #expect(firstDowns.allSatisfy { $0 < 1 })
    }

    @Test func neverLiftGivesOneDownAndNoUpPerFinger() {
        let g = SyntheticFingers(fingers: 3, canvas: canvas, seed: 10, neverLift: true)
        let events = g.events(from: 0, to: 10)
        for f in 0..<3 {
            let p = phases(events, finger: Int64(f))
            #expect(p.filter { $0.0 == .down }.count == 1)
            #expect(p.filter { $0.0 == .up }.isEmpty)
            #expect(p.first?.0 == .down)
        }
    }

    @Test func emptyOrReversedWindowsGiveNoEvents() {
        let g = SyntheticFingers(fingers: 2, canvas: canvas, seed: 1)
        #expect(g.events(from: 1, to: 1).isEmpty)
        #expect(g.events(from: 2, to: 1).isEmpty)
        #expect(g.events(from: -5, to: 0).isEmpty)
        #expect(SyntheticFingers(fingers: 0, canvas: canvas, seed: 1).events(from: 0, to: 1).isEmpty)
    }
}
