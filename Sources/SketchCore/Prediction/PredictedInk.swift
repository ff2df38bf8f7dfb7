/// Predicted ink: where a stroke in progress is drawn on to, ahead of its latest sample, so the
/// ink keeps up with the finger. Wet only: it is computed afresh every frame from the stroke's
/// real samples, never becomes part of a stroke, and goes with the stroke's lift.
public enum PredictedInk {
    /// The one ink point that continues `stroke` from `end` (the drawn tip: the last point of
    /// its real ink) to where its finger is predicted to be at `time` (seconds on the samples'
    /// clock, at most `TouchPredictor.longestHorizon` past the latest sample). Nil for tools
    /// other than the pen, before the predictor has enough samples, while the finger rests, and
    /// when the prediction lies within half a pixel of the tip. Width: the tip's. O(1), allocates
    /// nothing, so a frame pays only for one more segment of ink per finger.
    public static func point(continuing stroke: Stroke, from end: InkPoint?, at time: Double) -> InkPoint? {
        var memo = Memo()
        return point(continuing: stroke, from: end, at: time, memo: &memo)
    }

    /// `point(continuing:from:at:)`, keeping the model's reading of the stroke in `memo` and
    /// using it again while the stroke takes no sample and the horizon reads alike (frames
    /// come faster than samples): the same point, without evaluating the model again.
    public static func point(continuing stroke: Stroke, from end: InkPoint?, at time: Double,
                             memo: inout Memo) -> InkPoint? {
        guard stroke.tool == .pen, let end, let last = stroke.samples.last, time.isFinite else { return nil }
        let predictor = TouchPredictor(horizon: time - last.time)
        guard predictor.horizon > 0 else { return nil }
        let key = Memo.Key(samples: stroke.samples.count, last: last)
        let reading: TouchPredictor.Reading?
        if let kept = memo.kept, kept.key == key, TouchPredictor.readsAlike(kept.horizon, predictor.horizon) {
            reading = kept.reading
        } else {
            reading = predictor.read(stroke.samples)
            memo.kept = (key, predictor.horizon, reading)
            memo.reads += 1
        }
        guard let p = reading.map(predictor.prediction), p.position.distance(to: end.point) >= 0.5 else { return nil }
        return InkPoint(p.position, width: end.width, time: p.time)
    }

    /// One stroke's last model reading and what it was made for.
    public struct Memo: Sendable {
        struct Key: Equatable, Sendable {
            var samples: Int
            var last: StrokeSample
        }
        var kept: (key: Key, horizon: Double, reading: TouchPredictor.Reading?)?
        /// How many times the model was read through this memo.
        public internal(set) var reads = 0
        public init() {}
    }
}
