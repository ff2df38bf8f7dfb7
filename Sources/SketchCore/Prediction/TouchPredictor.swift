/// Predicts where a finger will be a short time ahead from its samples so far: a small learned
/// model (`PredictorWeights`, trained by `tools/train-predictor.py` on recorded touches) damped
/// by a confidence that drops the prediction while the finger rests or barely moves.
///
/// Pure and deterministic: the same samples and horizon give the same prediction. Each call
/// reads only the samples of the last `historySpan` seconds (plus one before), so it costs O(1)
/// per call however long the stroke (about 600 multiply-adds and 32 tanh), allocating nothing.
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
    /// The shortest horizon the model was trained for (one frame at 60 Hz): the offset for a
    /// shorter one is this one's scaled down in proportion, so it shrinks to nothing at 0.
    public static let shortestHorizon = 1.0 / 60
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
        guard horizon > 0 else { return nil }
        return read(samples).map(prediction)
    }

    /// What the model makes of the samples before the horizon scales it down: the same for
    /// every horizon up to `shortestHorizon` (`readsAlike`), so a caller may keep it while no
    /// sample comes and predict each frame with `prediction(from:)` alone, exactly as `predict`
    /// would. Nil when `predict` gives nil for a horizon above 0.
    public struct Reading: Hashable, Sendable {
        var now: Point
        var along: Point
        var out: SIMD2<Double>
        var confidence: Double
        var lastTime: Double
    }

    /// Whether horizons `a` and `b` give the same `Reading` of the same samples.
    public static func readsAlike(_ a: Double, _ b: Double) -> Bool {
        max(a, shortestHorizon) == max(b, shortestHorizon)
    }

    /// The prediction at this horizon from a reading made for a horizon that `readsAlike` it.
    public func prediction(from r: Reading) -> Prediction {
        let shorten = min(horizon / Self.shortestHorizon, 1)
        let offset = (r.along * r.out.x + r.along.perpendicular * r.out.y) * (Self.scale * r.confidence * shorten)
        return Prediction(position: r.now + offset, confidence: r.confidence, time: r.lastTime + horizon)
    }

    /// The model's reading of `samples` for this horizon (see `Reading`).
    public func read<C: BidirectionalCollection>(_ samples: C) -> Reading?
    where C.Element == StrokeSample {
        guard let last = samples.last, last.point.isFinite else { return nil }
        let n = Self.history
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * n + 1) { input in
            // Offsets of the path at last.time - step·(j+1) from the latest sample, walking back
            // over the samples (one per distinct time), held at the oldest before it.
            let now = last.point
            var newer = (time: last.time, point: last.point)
            var distinct = 1
            var j = 0
            var index = samples.index(before: samples.endIndex)
            while j < n, index != samples.startIndex {
                index = samples.index(before: index)
                let s = samples[index]
                guard s.time < newer.time, s.point.isFinite else { continue }
                distinct += 1
                while j < n {
                    let t = last.time - Self.step * Double(j + 1)
                    guard t >= s.time else { break }
                    let p = s.point.lerp(to: newer.point, (t - s.time) / (newer.time - s.time)) - now
                    (input[j], input[n + j]) = (p.x, p.y)
                    j += 1
                }
                newer = (s.time, s.point)
            }
            guard distinct >= Self.minimumSamples else { return nil }
            while j < n {
                (input[j], input[n + j]) = (newer.point.x - now.x, newer.point.y - now.y)
                j += 1
            }
            let recent = Point(input[0], input[n])
            let speed = recent.length / Self.step
            let confidence = min(max((speed - Self.restSpeed) / (Self.confidentSpeed - Self.restSpeed), 0), 1)
            guard confidence > 0 else { return nil }
            // Into the frame of the latest motion: x along it, y across it, in model units.
            let along = (-recent).normalized
            for k in 0..<n {
                let p = Point(input[k], input[n + k])
                input[k] = p.dot(along) / Self.scale
                input[n + k] = p.dot(along.perpendicular) / Self.scale
            }
            // Shorter horizons than the model was trained for take that one's offset, scaled down.
            input[2 * n] = max(horizon, Self.shortestHorizon) * 30
            let out = PredictorNetwork.evaluate(UnsafeBufferPointer(input))
            return Reading(now: now, along: along, out: SIMD2(out.0, out.1), confidence: confidence, lastTime: last.time)
        }
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
