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
        guard stroke.tool == .pen, let end, let last = stroke.samples.last, time.isFinite else { return nil }
        let predictor = TouchPredictor(horizon: time - last.time)
        guard let p = predictor.predict(stroke.samples), p.position.distance(to: end.point) >= 0.5 else { return nil }
        return InkPoint(p.position, width: end.width, time: p.time)
    }
}
