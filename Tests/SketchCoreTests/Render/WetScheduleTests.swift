import Testing
@testable import SketchCore

/// Strokes in progress are worked out again when the frame rate leaves no room to spread
/// them, and spread over the frames before their deadline when frames come fast.
@Suite struct WetScheduleTests {
    /// `n` strokes that all took a sample at `since`.
    private func strokes(_ n: Int, since: Double) -> [WetSchedule.Candidate] {
        (0..<n).map { WetSchedule.Candidate(order: UInt64($0), waitingSince: since) }
    }

    @Test func theFirstFrameWorksOutEveryStroke() {
        #expect(WetSchedule.choose(strokes(10, since: 1), at: 1.001, interval: nil).count == 10)
    }

    @Test(arguments: [60.0, 120.0, 144.0])
    func framesAtDisplayRatesWorkOutEveryStrokeEveryFrame(hertz: Double) {
        // Samples taken a millisecond before the frame, the last frame one period before.
        let chosen = WetSchedule.choose(strokes(10, since: 1), at: 1.001, interval: 1 / hertz)
        #expect(chosen.count == 10)
    }

    @Test func fastFramesSpreadTheWorkAndMeetTheDeadline() {
        let interval = 0.0005, start = 2.0
        var waiting = strokes(10, since: start)
        var perFrame: [Int] = []
        var time = start
        while !waiting.isEmpty && perFrame.count < 100 {
            let chosen = WetSchedule.choose(waiting, at: time, interval: interval)
            perFrame.append(chosen.count)
            waiting.removeAll { chosen.contains($0.order) }
            time += interval
        }
        #expect(perFrame.first == 0, "the frame that took the samples leaves the work to the next ones")
        #expect(perFrame.max() == 1, "one stroke a frame is enough: \(perFrame)")
        #expect(Double(perFrame.count - 1) * interval < WetSchedule.deadline, "all worked out before the deadline")
    }

    @Test func aStrokeAtItsDeadlineIsWorkedOutWhateverElseWaits() {
        var waiting = strokes(6, since: 3)
        waiting.append(.init(order: 99, waitingSince: 3 - WetSchedule.deadline))
        let chosen = WetSchedule.choose(waiting, at: 3.0001, interval: 0.0005)
        #expect(chosen.contains(99))
    }

    @Test func slowerFramesWorkOutMoreAtOnce() {
        // Ten strokes due in about 12 ms: at 4.5 ms a frame there are three frames left.
        let waiting = strokes(10, since: 1)
        let chosen = WetSchedule.choose(waiting, at: 1.005, interval: 0.0045)
        #expect(chosen.count == 4)
        #expect(chosen == [0, 1, 2, 3], "the longest waiting first, ties by order")
    }

    @Test(arguments: [
        ("urgent", WetSchedule.Candidate(order: 99, waitingSince: 5, urgent: true)),
        ("ahead of the frame (another clock)", WetSchedule.Candidate(order: 99, waitingSince: 6)),
        ("not finite", WetSchedule.Candidate(order: 99, waitingSince: .nan)),
    ])
    func aStrokeThatCannotWaitIsWorkedOutAtOnce(_ name: String, _ c: WetSchedule.Candidate) {
        var waiting = strokes(8, since: 5)
        waiting.append(c)
        #expect(WetSchedule.choose(waiting, at: 5.0001, interval: 0.0005).contains(99), "\(name)")
    }

    @Test func aFrameThatTookSamplesLeavesTheWorkToTheNextFramesWhileOthersWait() {
        // Five strokes waiting 3 ms (due in 13.7), five that took a sample in this frame.
        var waiting = (0..<5).map { WetSchedule.Candidate(order: UInt64($0), waitingSince: 6.997) }
        waiting += (5..<10).map { WetSchedule.Candidate(order: UInt64($0), waitingSince: 6.9999) }
        #expect(WetSchedule.choose(waiting, at: 7, interval: 0.0005).isEmpty)
        // Without a new sample the same frame works out the longest waiting.
        #expect(WetSchedule.choose(Array(waiting.prefix(5)), at: 7, interval: 0.0005) == [0])
    }

    @Test(arguments: [
        ("one slow frame", [0.0005, 0.0005, 0.004, 0.0005, 0.0005], 0.0005),
        ("even count", [0.0004, 0.0006], 0.0005),
        ("not finite dropped", [Double.nan, 0.0005], 0.0005),
    ])
    func thePaceIsTheMedianOfRecentIntervals(_ name: String, _ recent: [Double], _ pace: Double) {
        #expect(WetSchedule.pace(recent) == pace, "\(name)")
    }

    @Test func oneSlowFrameDoesNotCrowdTheSpreadWorkIntoTheNextFrames() {
        // Ten strokes took a sample; the frame after next takes 4 ms (a toolbar drawn again).
        var waiting = strokes(10, since: 8)
        var recent: [Double] = [0.0005, 0.0005, 0.0005]
        var time = 8.0, perFrame: [Int] = []
        for frame in 0..<30 where !waiting.isEmpty {
            let step = frame == 2 ? 0.004 : 0.0005
            time += step
            recent = Array((recent + [step]).suffix(WetSchedule.paceFrames))
            let chosen = WetSchedule.choose(waiting, at: time, interval: WetSchedule.pace(recent))
            perFrame.append(chosen.count)
            waiting.removeAll { chosen.contains($0.order) }
        }
        #expect(waiting.isEmpty)
        #expect(perFrame.max() == 1, "\(perFrame)")
        // Scheduled by the last interval alone, the frame after the slow one works out several.
        #expect(WetSchedule.choose(strokes(10, since: 8), at: 8.005, interval: 0.004).count > 1)
    }
}
