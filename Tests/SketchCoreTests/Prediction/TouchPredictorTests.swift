import Testing
@testable import SketchCore

/// A finger moving right at `speed` px/s, curving gently, sampled at 60 Hz.
private func swipe(count: Int, speed: Double = 600, from t0: Double = 0) -> [StrokeSample] {
    (0..<count).map { i in
        let t = t0 + Double(i) / 60
        return StrokeSample(Point(100 + speed * t, 300 + 40 * t * t), time: t)
    }
}

@Suite struct TouchPredictorTests {
    let predictor = TouchPredictor(horizon: 1.0 / 60)

    @Test func theSameSamplesGiveTheSamePrediction() throws {
        let samples = swipe(count: 12)
        let a = try #require(predictor.predict(samples))
        let b = try #require(predictor.predict(samples))
        #expect(a == b)
    }

    @Test func onlyTheRecentHistoryMatters() throws {
        let long = swipe(count: 80)
        let recent = Array(long.suffix(10))
        #expect(predictor.predict(long) == predictor.predict(recent))
    }

    @Test func oneSampleIsNotEnoughToPredict() {
        #expect(predictor.predict(swipe(count: 1)) == nil)
        #expect(predictor.predict([StrokeSample]()) == nil)
    }

    @Test func samplesAtTheSameInstantCountOnce() {
        let a = StrokeSample(Point(10, 10), time: 0.5), b = StrokeSample(Point(30, 10), time: 0.5)
        #expect(predictor.predict([a, b]) == nil)
    }

    @Test func twoMovingSamplesAreEnough() throws {
        let p = try #require(predictor.predict(swipe(count: 2)))
        #expect(p.position.x > 110)
    }

    @Test func aMovingFingerIsPredictedAheadAlongItsPath() throws {
        let samples = swipe(count: 20)
        let last = samples[samples.count - 1]
        let p = try #require(predictor.predict(samples))
        let truth = Point(100 + 600 * (last.time + 1.0 / 60), 300 + 40 * pow2(last.time + 1.0 / 60))
        #expect(p.position.distance(to: truth) < last.point.distance(to: truth) / 2)
        #expect(p.time == last.time + 1.0 / 60)
    }

    @Test func aRestingFingerIsNotPredicted() {
        let still = (0..<10).map { StrokeSample(Point(200, 200), time: Double($0) / 60) }
        #expect(predictor.predict(still) == nil)
        let creeping = swipe(count: 10, speed: 10)
        #expect(predictor.predict(creeping) == nil)
    }

    @Test func aZeroHorizonPredictsNothing() {
        #expect(TouchPredictor(horizon: 0).predict(swipe(count: 10)) == nil)
        #expect(TouchPredictor(horizon: .nan).predict(swipe(count: 10)) == nil)
    }

    @Test func aHorizonShorterThanOneFrameLeadsInProportionToIt() throws {
        let samples = swipe(count: 20)
        let now = samples[samples.count - 1].point
        let frame = try #require(predictor.predict(samples)).position - now
        let half = try #require(TouchPredictor(horizon: 1.0 / 120).predict(samples)).position - now
        let tiny = try #require(TouchPredictor(horizon: 0.0001).predict(samples)).position - now
        #expect((half - frame * 0.5).length < 1e-9)
        #expect(tiny.length < frame.length * 0.01)
    }

    @Test func longHorizonsAreClampedToTheTrainedOnes() {
        #expect(TouchPredictor(horizon: 5).horizon == TouchPredictor.longestHorizon)
    }
}

private func pow2(_ x: Double) -> Double { x * x }
