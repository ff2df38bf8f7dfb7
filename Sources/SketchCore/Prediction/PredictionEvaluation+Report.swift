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
        func summary(_ e: ErrorSummary) -> (inout JSONWriter) -> Void {
            {
                $0.object { o in
                    o.member("mean", e.mean)
                    o.member("p50", e.p50)
                    o.member("p95", e.p95)
                    o.member("max", e.max)
                }
            }
        }
        var o = JSONWriter(numbers: .rounded(decimals: 3), layout: .spaced)
        o.object { o in
            o.member("horizon_ms", horizonMs)
            o.member("samples", samples)
            o.member("error_px", summary(error))
            o.member("baselines") {
                $0.object { b in
                    b.member("none", summary(noPrediction))
                    b.member("linear", summary(linear))
                }
            }
        }
        return o.text
    }
}
