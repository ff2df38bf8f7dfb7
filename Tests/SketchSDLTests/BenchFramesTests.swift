import SketchCore
import Testing
@testable import SketchSDL

extension SDLTests {
    /// `bench --frames N`: a virtual frame clock, so a profile sees the same work every run.
    @MainActor @Suite struct BenchFramesTests {
        func run() throws -> BenchRunner.Result {
            var o = BenchRunner.Options()
            o.size = CanvasSize(width: 320, height: 200)
            o.fingers = 4
            o.committed = 20
            o.frames = 40
            o.warmup = 0.1
            return try BenchRunner.run(o)
        }

        @Test func aRunOfNFramesCountsExactlyNAndFeedsTheSameSamplesEveryTime() throws {
            let a = try run(), b = try run()
            #expect(a.report.frames == 40)
            #expect(a.frameStarts == b.frameStarts, "frames start on the virtual clock")
            #expect(a.frameStarts.first == 6 / BenchRunner.virtualRate, "warm-up frames are not counted")
            #expect(a.report.points == b.report.points)
            #expect(a.report.points > 0)
            #expect(a.report.floorFrameMs?.count == 10, "the floor runs a fifth as many frames, at least 10")
        }

        @Test func theFloorRendererDrawsNoFingersSoItProcessesNoSamples() throws {
            var o = BenchRunner.Options()
            o.size = CanvasSize(width: 320, height: 200)
            o.fingers = 4
            o.committed = 20
            o.frames = 20
            o.warmup = 0.1
            o.strategy = .floor
            let r = try BenchRunner.run(o)
            #expect(r.report.frames == 20)
            #expect(r.report.points == 0, "the floor copies the baked canvas and presents, nothing else")
            #expect(r.report.fingers == 0)
            #expect(r.report.floorFrameMs == nil)
        }

        @Test func theSoftwareRendererIsTimedToThePresent() throws {
            let r = try run()
            #expect(r.timing.contains("SDL_RenderPresent"))
        }
    }
}

/// At a lift the renderer finishes the live centreline, never a stale one.
@Suite struct CommitCentrelineTests {
    let samples = (0..<60).map { i in StrokeSample(Point(10 + 3 * Double(i), 50 + 20 * Double(i % 7)), time: Double(i) / 120) }

    @Test func aLiveCentrelineThatTookEverySampleIsUsedAsItIs() {
        let stroke = Stroke(style: StrokeStyle(smoothing: .model), samples: samples)
        var live = Centreline(smoothing: .model, pressure: stroke.style.pressure)
        for s in samples { live.add(s) }
        #expect(CanvasRenderer.centreline(of: stroke, live: live).points == Centreline(stroke).points)
    }

    @Test func aLiveCentrelineShortOfSamplesOrInAnotherStyleIsSmoothedAgain() {
        let stroke = Stroke(style: StrokeStyle(smoothing: .model), samples: samples)
        var short = Centreline(smoothing: .model, pressure: stroke.style.pressure)
        for s in samples.dropLast(5) { short.add(s) }
        #expect(CanvasRenderer.centreline(of: stroke, live: short).sampleCount == samples.count)
        var other = Centreline(smoothing: .none, pressure: stroke.style.pressure)
        for s in samples { other.add(s) }
        #expect(CanvasRenderer.centreline(of: stroke, live: other).smoothing == .model)
    }
}
