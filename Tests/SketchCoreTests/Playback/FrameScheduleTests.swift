import Testing
@testable import SketchCore

@Suite("Frame schedule: virtual time for replay")
struct FrameScheduleTests {
    @Test(arguments: [
        (0.0, 0), (1.0 / 60, 1), (1.0 / 60 + 1e-6, 2), (0.5, 30),
        (0.001, 1), (2.0 / 60, 2), (0.05, 3), (0.016, 1), (0.017, 2), (1.0, 60), (10.0, 600),
    ])
    func eachTimeIsShownByTheFirstFrameAtOrAfterIt(time: Double, frame: Int) {
        #expect(FrameSchedule.frame(for: time) == frame)
    }

    @Test(arguments: [-1.0, -1e-9, .nan, -.infinity, .infinity])
    func negativeAndNonFiniteTimesGoToFrameZero(time: Double) {
        #expect(FrameSchedule.frame(for: time) == 0)
    }

    @Test(arguments: [1e9, 1e18, 1e300, .greatestFiniteMagnitude])
    func hugeTimesStopAtTheLongestSessionInsteadOfTrapping(time: Double) {
        #expect(FrameSchedule.frame(for: time) == Int(FrameSchedule.maximumTime * FrameSchedule.rate))
    }

    @Test func frameTimesAreMultiplesOfTheRate() {
        #expect(FrameSchedule.rate == 60)
        #expect(FrameSchedule.time(ofFrame: 0) == 0)
        #expect(FrameSchedule.time(ofFrame: 30) == 0.5)
        #expect(FrameSchedule.time(ofFrame: 60) == 1)
    }

    @Test(arguments: 0...240)
    func everyFrameShowsItsOwnTimeAndNotTheNextFramesEvents(k: Int) {
        let t = FrameSchedule.time(ofFrame: k)
        #expect(FrameSchedule.frame(for: t) == k)
        #expect(FrameSchedule.frame(for: t + 1e-6) == k + 1)
    }

    @Test func batchesGroupEventsByFrameInOrder() throws {
        func key(_ name: String, _ t: Double) -> TimedDeviceEvent { TimedDeviceEvent(t, .key(KeyPress(name))) }
        let events = [key("a", 0), key("b", 0), key("c", 0.01), key("d", 1.0 / 60), key("e", 0.02),
                      key("f", 0.5), key("g", 0.5)]
        let batches = FrameSchedule.batches(events)
        #expect(batches.map(\.frame) == [0, 1, 2, 30])
        #expect(batches.map { $0.events.map(\.time) } == [[0, 0], [0.01, 1.0 / 60], [0.02], [0.5, 0.5]])
        let names = batches.map { $0.events.compactMap { e -> String? in
            if case .key(let k) = e.event { return k.name } else { return nil }
        } }
        #expect(names == [["a", "b"], ["c", "d"], ["e"], ["f", "g"]])
    }

    @Test func batchesKeepEveryEventExactlyOnce() {
        let events = (0..<100).map { TimedDeviceEvent(Double($0) * 0.007, .focusLost) }
        let batches = FrameSchedule.batches(events)
        #expect(batches.flatMap(\.events) == events)
        #expect(batches.map(\.frame) == batches.map(\.frame).sorted())
        #expect(Set(batches.map(\.frame)).count == batches.count)
        for b in batches {
            for e in b.events {
                #expect(FrameSchedule.time(ofFrame: b.frame) >= e.time - 1e-9)
                #expect(b.frame == 0 || FrameSchedule.time(ofFrame: b.frame - 1) < e.time)
            }
        }
    }

    @Test func noEventsMakeNoBatches() {
        #expect(FrameSchedule.batches([]).isEmpty)
    }
}
