/// Measures a predictor on recorded strokes, the way Henze et al. measured theirs: at every
/// sample from a stroke's second whose time plus the horizon still lies inside the stroke, the
/// distance from the prediction to the stroke's actual position at that time (interpolated
/// linearly between samples), pooled over all strokes.
///
/// With it, two baselines on the same samples: no prediction (the latest sample) and linear
/// extrapolation from the last two samples. Where the predictor gives nothing, the latest sample
/// is its prediction (as on the canvas). O(samples × history).
public struct PredictionEvaluation: Hashable, Sendable {
    /// Samples measured.
    public var samples: Int
    /// The predictor's errors, pixels.
    public var error: ErrorSummary
    /// No prediction: the latest sample's distance to the actual position, pixels.
    public var noPrediction: ErrorSummary
    /// Linear extrapolation from the last two samples, pixels.
    public var linear: ErrorSummary

    public init(strokes: [[StrokeSample]], predictor: TouchPredictor) {
        let h = predictor.horizon
        var model: [Double] = [], none: [Double] = [], line: [Double] = []
        for stroke in strokes where stroke.count >= 2 {
            let end = stroke[stroke.count - 1].time
            var cursor = 1
            for i in 1..<stroke.count {
                let s = stroke[i]
                guard s.time + h <= end else { break }
                let actual = Self.position(of: stroke, at: s.time + h, from: &cursor)
                let guess = predictor.predict(stroke[...i])?.position ?? s.point
                let previous = stroke[i - 1]
                let dt = s.time - previous.time
                let extrapolated = dt > 0 ? s.point + (s.point - previous.point) * (h / dt) : s.point
                model.append(guess.distance(to: actual))
                none.append(s.point.distance(to: actual))
                line.append(extrapolated.distance(to: actual))
            }
        }
        samples = model.count
        error = ErrorSummary(model)
        noPrediction = ErrorSummary(none)
        linear = ErrorSummary(line)
    }

    /// The stroke's position at `time` (within its span), interpolated between the samples
    /// around it; `cursor` carries the search forward between calls with growing times.
    static func position(of stroke: [StrokeSample], at time: Double, from cursor: inout Int) -> Point {
        while cursor < stroke.count - 1, stroke[cursor].time < time { cursor += 1 }
        let b = stroke[cursor], a = stroke[cursor - 1]
        guard b.time > a.time, time < b.time else { return b.point }
        return a.point.lerp(to: b.point, (time - a.time) / (b.time - a.time))
    }
}

/// Mean and nearest-rank percentiles of a set of distances.
public struct ErrorSummary: Hashable, Sendable {
    public var mean: Double
    public var p50: Double
    public var p95: Double
    public var max: Double

    /// Summarizes `values` (non-finite ones are left out); all zero when empty.
    public init(_ values: [Double]) {
        let s = values.filter(\.isFinite).sorted()
        mean = s.isEmpty ? 0 : s.reduce(0, +) / Double(s.count)
        p50 = FrameStatistics.percentile(s, 50)
        p95 = FrameStatistics.percentile(s, 95)
        max = s.last ?? 0
    }

    public init(mean: Double, p50: Double, p95: Double, max: Double) {
        (self.mean, self.p50, self.p95, self.max) = (mean, p50, p95, max)
    }
}
