import Testing
@testable import SketchCore

@Suite struct InkGapMeterTests {
    @Test func theGapIsTheDistanceFromEachTipToTheTruth() {
        var meter = InkGapMeter()
        meter.record(shownTip: Point(10, 0), realTip: Point(4, 0), truth: Point(12, 0))
        meter.record(shownTip: Point(0, 3), realTip: Point(0, 0), truth: Point(0, 4))
        let s = meter.summary
        #expect(s.samples == 2)
        #expect(s.gap.mean == 1.5)
        #expect(s.gap.p95 == 2)
        #expect(s.unpredictedGap.mean == 6)
        #expect(s.unpredictedGap.p95 == 8)
    }

    @Test func wrongInkIsTheDistanceToTheNearestPointOfThePathTaken() {
        var meter = InkGapMeter()
        // The finger moves along y = 0 at 100 px/s.
        let path = { (t: Double) in Point(100 * t, 0) }
        meter.recordPrediction(Point(5, 3), path: path, over: 0...0.1)
        meter.recordPrediction(Point(50, -1), path: path, over: 0...0.1)
        let s = meter.summary
        #expect(s.predictions == 2)
        #expect(abs(s.wrongInk.max - 40.0122) < 1e-3, "(50, -1) lies past the path's end at (10, 0)")
        #expect(abs(s.wrongInk.p50 - 3) < 1e-9)
    }

    @Test func nonFiniteTipsAreLeftOut() {
        var meter = InkGapMeter()
        meter.record(shownTip: Point(.nan, 0), realTip: Point(0, 0), truth: Point(0, 0))
        meter.recordPrediction(Point(.infinity, 0), path: { _ in .zero }, over: 0...1)
        #expect(meter.summary.samples == 0)
        #expect(meter.summary.predictions == 0)
    }
}

@Suite struct PredictionSettingTests {
    @Test(arguments: [("on", PredictionSetting.on), ("off", .off), ("OFF", .off), ("0", .off),
                      ("25", .lead(0.025)), ("66.7", .lead(TouchPredictor.longestHorizon))])
    func settingsParse(text: String, setting: PredictionSetting) {
        #expect(PredictionSetting(argument: text) == setting)
    }

    @Test(arguments: ["soon", "-5", "100", "nan", ""])
    func impossibleSettingsAreRefused(text: String) {
        #expect(PredictionSetting(argument: text) == nil)
    }
}

@Suite struct PredictedInkPointsTests {
    func stroke(_ tool: Tool, count: Int) -> Stroke {
        Stroke(style: StrokeStyle(), samples: (0..<count).map {
            StrokeSample(Point(100 + 10 * Double($0), 50), time: Double($0) / 120)
        }, tool: tool)
    }

    @Test func aMovingPenIsContinuedAheadOfItsTip() throws {
        let s = stroke(.pen, count: 10)
        let tip = InkPoint(s.samples.last!.point, width: 0.7)
        let p = try #require(PredictedInk.point(continuing: s, from: tip, at: s.samples.last!.time + 1.0 / 60))
        #expect(p.point.x > tip.point.x + 5)
        #expect(p.width == 0.7)
    }

    @Test func linesAndSingleSamplesAreNotPredicted() {
        let line = stroke(.line, count: 10), dot = stroke(.pen, count: 1)
        let tip = InkPoint(Point(190, 50))
        #expect(PredictedInk.point(continuing: line, from: tip, at: 1) == nil)
        #expect(PredictedInk.point(continuing: dot, from: tip, at: 1) == nil)
    }

    @Test func aFrameBeforeTheLatestSamplePredictsNothing() {
        let s = stroke(.pen, count: 10)
        #expect(PredictedInk.point(continuing: s, from: InkPoint(Point(190, 50)), at: 0) == nil)
    }

    @Test func theModelIsReadOncePerSampleWhileFramesComeFasterThanSamples() {
        var s = stroke(.pen, count: 10)
        var memo = PredictedInk.Memo()
        let tip = InkPoint(s.samples.last!.point)
        for k in 1...30 { _ = PredictedInk.point(continuing: s, from: tip, at: s.samples.last!.time + Double(k) * 0.0005, memo: &memo) }
        #expect(memo.reads == 1)
        s.samples.append(StrokeSample(Point(200, 50), time: s.samples.last!.time + 1.0 / 120))
        _ = PredictedInk.point(continuing: s, from: tip, at: s.samples.last!.time + 0.001, memo: &memo)
        #expect(memo.reads == 2)
    }

    /// Frames between samples, then a turning sample, then horizons past one 60 Hz frame: the
    /// kept reading gives exactly the point the model gives afresh, and a new sample or a
    /// longer horizon reads again.
    @Test func aKeptReadingPredictsExactlyWhatReadingAfreshDoes() {
        var s = stroke(.pen, count: 10)
        var memo = PredictedInk.Memo()
        let tip = InkPoint(s.samples.last!.point, width: 0.5)
        // Ending within one 60 Hz frame, so that the next sample alone makes it read again.
        var times = (stride(from: 0.0005, to: 0.03, by: 0.0005) + [0.001]).map { s.samples.last!.time + $0 }
        for t in times {
            #expect(PredictedInk.point(continuing: s, from: tip, at: t, memo: &memo)
                    == PredictedInk.point(continuing: s, from: tip, at: t))
        }
        s.samples.append(StrokeSample(Point(195, 58), time: s.samples.last!.time + 1.0 / 120))
        times = [0.001, 0.004, 0.02, 0.05].map { s.samples.last!.time + $0 }
        for t in times {
            #expect(PredictedInk.point(continuing: s, from: tip, at: t, memo: &memo)
                    == PredictedInk.point(continuing: s, from: tip, at: t))
        }
    }
}
