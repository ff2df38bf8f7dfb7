import Foundation

extension PredictionEvaluation {
    /// A table for stdout: one row each for the predictor and the two baselines, pixels.
    public func table(horizonMs: Double) -> String {
        func row(_ name: String, _ e: ErrorSummary) -> String {
            name.padding(toLength: 12, withPad: " ", startingAt: 0)
                + [e.mean, e.p50, e.p95, e.max].map { String(format: "%9.2f", $0) }.joined()
        }
        return [
            String(format: "%d samples, %.1f ms ahead; distance to the actual position, px", samples, horizonMs),
            "approach         mean      p50      p95      max",
            row("model", error), row("linear", linear), row("none", noPrediction),
        ].joined(separator: "\n")
    }

    /// The report as one line of JSON: `horizon_ms, samples, error_px {mean, p50, p95, max},
    /// baselines {none {same keys}, linear {same keys}}`, numbers rounded to 3 decimals.
    public func json(horizonMs: Double) -> String {
        func summary(_ e: ErrorSummary) -> String {
            var o = JSONObjectWriter()
            o.number("mean", e.mean)
            o.number("p50", e.p50)
            o.number("p95", e.p95)
            o.number("max", e.max)
            return o.text
        }
        var baselines = JSONObjectWriter()
        baselines.raw("none", summary(noPrediction))
        baselines.raw("linear", summary(linear))
        var o = JSONObjectWriter()
        o.number("horizon_ms", horizonMs)
        o.int("samples", samples)
        o.raw("error_px", summary(error))
        o.raw("baselines", baselines.text)
        return o.text
    }
}
