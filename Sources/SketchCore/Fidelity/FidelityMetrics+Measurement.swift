import Foundation

extension FidelityMetrics {
    /// What one mode drew from one finger stroke, measured against the true curve: the figures
    /// both fidelity reports give per mode and case.
    public struct Measurement: Sendable {
        /// The whole drawn centreline (what is rendered and exported).
        public var drawn: [Point]
        /// Two-sided distance to the part of the truth the finger covered, in px.
        public var deviation: Deviation
        public var tipLag: TipLag
        /// Sharpest turn between consecutive 1 px chords of `drawn`, in degrees.
        public var kinkDegrees: Double
    }

    /// Draws `stroke` with `smoothing` and measures it against `truth` (dense, see `deviation`),
    /// over the stretch the finger's first and last true positions cover. O(samples), but the
    /// tip lag rebuilds the tail after every sample (bounded work per sample).
    public static func measure(_ stroke: FingerStroke, truth: [Point], smoothing: Smoothing) -> Measurement {
        let drawn = centreline(stroke.samples, smoothing: smoothing)
        return Measurement(drawn: drawn,
                           deviation: deviation(drawn: drawn, truth: truth, from: stroke.truePoints.first, to: stroke.truePoints.last),
                           tipLag: tipLag(stroke.samples, smoothing: smoothing),
                           kinkDegrees: kinkDegrees(drawn))
    }
}
