/// The ink gap people see: how far the drawn tip is from the finger's true position when a
/// frame is presented, with prediction and without; and how far predicted ink strays from the
/// path the finger then actually took (Nancel et al.'s "wrong ink").
public struct InkGapMeter: Sendable {
    private var shown: [Double] = []
    private var real: [Double] = []
    private var wrong: [Double] = []

    public init() {}

    /// Records one stroke in progress at a presented frame: `truth` is the finger's true
    /// position then; `shownTip` the end of all its ink (predicted where there is some),
    /// `realTip` the end of its real ink. Non-finite points are skipped.
    public mutating func record(shownTip: Point, realTip: Point, truth: Point) {
        guard shownTip.isFinite, realTip.isFinite, truth.isFinite else { return }
        shown.append(shownTip.distance(to: truth))
        real.append(realTip.distance(to: truth))
    }

    /// Records a predicted tip's distance to the finger's true path, `path` sampled every
    /// `step` seconds over `window` (the time around the prediction's own). O(window / step).
    public mutating func recordPrediction(_ predicted: Point, path: (Double) -> Point, over window: ClosedRange<Double>,
                                          step: Double = 0.002) {
        guard predicted.isFinite, step > 0, window.lowerBound.isFinite, window.upperBound.isFinite else { return }
        var best = Double.infinity
        var a = path(window.lowerBound)
        var t = window.lowerBound
        while t < window.upperBound {
            t = min(t + step, window.upperBound)
            let b = path(t)
            best = min(best, Self.distance(from: predicted, toSegment: a, b))
            a = b
        }
        if best.isFinite { wrong.append(best) }
    }

    /// The summary so far.
    public var summary: InkGapSummary {
        InkGapSummary(samples: shown.count, gap: ErrorSummary(shown), unpredictedGap: ErrorSummary(real),
                      predictions: wrong.count, wrongInk: ErrorSummary(wrong))
    }

    static func distance(from p: Point, toSegment a: Point, _ b: Point) -> Double {
        let d = b - a
        let l = d.dot(d)
        let u = l > 0 ? min(max((p - a).dot(d) / l, 0), 1) : 0
        return p.distance(to: a + d * u)
    }
}

/// What an `InkGapMeter` measured, pixels.
public struct InkGapSummary: Hashable, Sendable {
    /// Strokes-in-progress-at-a-frame measured.
    public var samples: Int
    /// Drawn tip (predicted ink included) to the finger's true position.
    public var gap: ErrorSummary
    /// The real ink's tip to the finger's true position: the gap without prediction.
    public var unpredictedGap: ErrorSummary
    /// Predicted tips measured for wrong ink.
    public var predictions: Int
    /// Predicted tip to the path the finger took.
    public var wrongInk: ErrorSummary
}
