/// Predicts where a finger will be a short time ahead from its samples so far: a small learned
/// model (`PredictorWeights`, trained by `tools/train-predictor.py` on recorded touches) damped
/// by a confidence that drops the prediction while the finger rests or barely moves.
///
/// Pure and deterministic: the same samples and horizon give the same prediction. Each call
/// reads only the samples of the last `historySpan` seconds (plus one before), so it costs O(1)
/// per call however long the stroke; about 700 multiply-adds.
public struct TouchPredictor: Hashable, Sendable {
    /// How far ahead to predict, in seconds (0 predicts nothing).
    public var horizon: Double

    /// Samples with distinct times needed before anything is predicted.
    public static let minimumSamples = 2
    /// Spacing of the resampled history, seconds.
    static let step = 1.0 / 60
    /// Resampled past instants the model reads.
    static let history = 8
    /// Seconds of history the model reads.
    public static var historySpan: Double { step * Double(history) }
    /// Pixels per model unit.
    static let scale = 50.0
    /// Below this speed (px/s over the last step) the finger is resting: nothing is predicted;
    /// confidence grows linearly to 1 at `confidentSpeed`.
    public static let restSpeed = 20.0
    public static let confidentSpeed = 80.0
    /// The longest horizon the model was trained for; longer ones are clamped to it.
    public static let longestHorizon = 1.0 / 15

    public init(horizon: Double) {
        self.horizon = horizon.isFinite ? min(max(horizon, 0), Self.longestHorizon) : 0
    }

    /// Where the finger will be `horizon` after the last sample, or nil when there are too few
    /// samples, the horizon is 0, or the finger is resting. `samples` are in time order; a
    /// sample at or before the previous one's time replaces it.
    public func predict<C: BidirectionalCollection>(_ samples: C) -> Prediction?
    where C.Element == StrokeSample {
        guard horizon > 0, let last = samples.last, last.point.isFinite else { return nil }
        // The recent history, newest first, one sample per distinct time.
        var recent: [(time: Double, point: Point)] = [(last.time, last.point)]
        let oldest = last.time - Self.historySpan
        var index = samples.index(before: samples.endIndex)
        while index != samples.startIndex {
            index = samples.index(before: index)
            let s = samples[index]
            guard s.time < recent[recent.count - 1].time, s.point.isFinite else { continue }
            recent.append((s.time, s.point))
            if s.time <= oldest { break }
        }
        guard recent.count >= Self.minimumSamples else { return nil }
        let now = last.point
        var past = [Point](repeating: .zero, count: Self.history)
        var k = 0
        for j in 0..<Self.history {
            let t = last.time - Self.step * Double(j + 1)
            while k + 1 < recent.count, recent[k + 1].time > t { k += 1 }
            if k + 1 >= recent.count {
                past[j] = recent[recent.count - 1].point - now
            } else {
                let (a, b) = (recent[k + 1], recent[k])
                past[j] = a.point.lerp(to: b.point, (t - a.time) / (b.time - a.time)) - now
            }
        }
        let speed = past[0].length / Self.step
        let confidence = min(max((speed - Self.restSpeed) / (Self.confidentSpeed - Self.restSpeed), 0), 1)
        guard confidence > 0 else { return nil }
        let along = (-past[0]).normalized
        let across = along.perpendicular
        var input = [Double](repeating: 0, count: 2 * Self.history + 1)
        for j in 0..<Self.history {
            input[j] = past[j].dot(along) / Self.scale
            input[Self.history + j] = past[j].dot(across) / Self.scale
        }
        input[2 * Self.history] = horizon * 30
        let out = PredictorNetwork.evaluate(input)
        let offset = (along * out.0 + across * out.1) * (Self.scale * confidence)
        return Prediction(position: now + offset, confidence: confidence, time: last.time + horizon)
    }
}

/// A predicted position.
public struct Prediction: Hashable, Sendable {
    /// Canvas pixels.
    public var position: Point
    /// 0...1: how much of the model's offset was kept.
    public var confidence: Double
    /// The time it predicts, seconds on the samples' clock.
    public var time: Double
}
