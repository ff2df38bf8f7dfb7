import Testing
@testable import SketchCore

/// A stroke with `count` samples 1/60 s apart from `t0`, along a row at height `y`.
private func stroke(_ id: StrokeID, t0: Double, count: Int = 5, y: Double = 100, owner: Int = 0,
                    tool: Tool = .pen, color: RGBA = .black) -> Stroke {
    let samples = (0..<count).map { i in
        StrokeSample(Point(50 + Double(i) * 10, y), pressure: 1, time: t0 + Double(i) / 60)
    }
    // A committed line is straight and even, whatever the pen's smoothing.
    let style = tool == .line ? StrokeStyle(color: color, width: 6)
        : StrokeStyle(color: color, width: 6, smoothing: .init(.model), pressure: .speed)
    return Stroke(id: id, style: style, samples: samples, owner: owner, tool: tool)
}

/// Feeds every cue through a session that never clears on a double tap.
private func replayed(_ playback: StrokePlayback) -> [Stroke] {
    var tracker = CanvasSession(canvasSize: CanvasSize(width: 800, height: 600))
    tracker.doubleTapClears = false
    for cue in playback.cues { tracker.play(cue.event, pen: cue.pen) }
    return tracker.drawing.strokes
}

@Suite struct StrokePlaybackTests {
    @Test func playingTheCuesDrawsTheSameStrokesAgain() {
        let original = [stroke(1, t0: 2, owner: 0), stroke(2, t0: 3, y: 200, owner: 1, color: .init(0, 114, 178)),
                        stroke(3, t0: 4, count: 1, y: 300, owner: 2), stroke(4, t0: 5, count: 2, y: 400, tool: .line)]
        let again = replayed(StrokePlayback(strokes: original))
        #expect(again.map(\.samples.count) == original.map(\.samples.count))
        #expect(again.map(\.owner) == original.map(\.owner))
        #expect(again.map(\.style) == original.map(\.style))
        #expect(again.map(\.tool) == original.map(\.tool))
        #expect(again.map { $0.samples.map(\.point) } == original.map { $0.samples.map(\.point) })
    }

    @Test func strokesPlayInTheOrderTheyWereCommitted() {
        let playback = StrokePlayback(strokes: [stroke(2, t0: 10, y: 200), stroke(1, t0: 5, y: 100)])
        let downs = playback.cues.filter { $0.event.phase == .down }.map(\.event.position.y)
        #expect(downs == [100, 200])
    }

    @Test func longPausesAreShortenedToTheLongestGap() {
        let playback = StrokePlayback(strokes: [stroke(1, t0: 0), stroke(2, t0: 600)], maxGap: 1)
        let second = playback.cues.first { $0.event.phase == .down && $0.event.position.y == 100 && $0.time > 0 }
        let firstDuration = 4.0 / 60
        #expect(abs((second?.time ?? 0) - (firstDuration + 1)) < 1e-9)
    }

    @Test func strokesDrawnAtOnceOverlapAsTheyDid() {
        // Two fingers: the second went down 0.02 s after the first, while it was still moving.
        let playback = StrokePlayback(strokes: [stroke(1, t0: 1.00), stroke(2, t0: 1.02, y: 200)])
        let downs = playback.cues.filter { $0.event.phase == .down }.map(\.time)
        let firstUp = playback.cues.first { $0.event.phase == .up }!.time
        #expect(downs[0] == 0)
        #expect(abs(downs[1] - 0.02) < 1e-9)
        #expect(downs[1] < firstUp)
    }

    @Test func aClockThatWentBackwardsStartsRightAfterTheStrokeBefore() {
        let playback = StrokePlayback(strokes: [stroke(1, t0: 500), stroke(2, t0: 3, y: 200)])
        let secondDown = playback.cues.filter { $0.event.phase == .down }[1].time
        #expect(abs(secondDown - 4.0 / 60) < 1e-9)
    }

    @Test(arguments: [Double.nan, .infinity, -5])
    func unusableSampleTimesStillPlayInOrder(bad: Double) {
        var s = stroke(1, t0: 1)
        s.samples[2].time = bad
        let times = StrokePlayback(strokes: [s]).cues.map(\.time)
        #expect(times == times.sorted())
        #expect(times.allSatisfy { $0.isFinite })
    }

    @Test func advanceHandsOutEachCueOnceWhenItIsDue() {
        var playback = StrokePlayback(strokes: [stroke(1, t0: 0, count: 4)])
        #expect(playback.advance(to: 0).count == 1)
        #expect(playback.advance(to: 0).isEmpty)
        #expect(playback.advance(to: 2.0 / 60).count == 2)
        #expect(!playback.isFinished)
        #expect(playback.advance(to: 100).count == 1)
        #expect(playback.isFinished)
    }

    @Test func anEmptyDrawingHasNothingToPlay() {
        var playback = StrokePlayback(strokes: [])
        #expect(playback.duration == 0)
        #expect(playback.advance(to: 1).isEmpty)
        #expect(playback.isFinished)
    }
}

@Suite struct PlaybackClockTests {
    @Test func theTimelineRunsAtTheChosenSpeed() {
        let clock = PlaybackClock(start: 10, speed: 2)
        #expect(clock.position(at: 10) == 0)
        #expect(clock.position(at: 13) == 6)
    }

    @Test func aPausedClockStandsStillAndResumesWhereItStopped() {
        var clock = PlaybackClock(start: 0)
        clock.togglePause(at: 2)
        #expect(clock.isPaused)
        #expect(clock.position(at: 50) == 2)
        clock.togglePause(at: 50)
        #expect(clock.position(at: 51) == 3)
    }

    @Test(arguments: [0.0, -1, .nan, 1e9])
    func impossibleSpeedsAreKeptInRange(speed: Double) {
        #expect(PlaybackClock.speedRange.contains(PlaybackClock(start: 0, speed: speed).speed))
    }

    @Test func theTimelineNeverRunsBackwardsWhenTheWallClockDoes() {
        let clock = PlaybackClock(start: 10)
        #expect(clock.position(at: 5) == 0)
    }
}
