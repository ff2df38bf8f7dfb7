import Foundation

extension FidelitySuiteReport {
    /// What `sketchpad fidelity --json` writes: pretty-printed JSON, keys sorted, through the one
    /// JSON writer (a non-finite number is `null`): `cases_won`, `corners` (only when given),
    /// `mean_gain` (only when measurable), `results`, `seed`, `traces`; a newline at the end.
    public func jsonData(traces: [TraceFidelity], corners: [FidelityResult]?) -> Data {
        var w = JSONWriter(layout: .pretty)
        w.object { o in
            o.member("cases_won", verdicts.filter(\.wins).count)
            if let corners { o.member("corners") { $0.array { a in for r in corners { r.write(to: &a) } } } }
            if let meanGain { o.member("mean_gain", meanGain) }
            o.member("results") { $0.array { a in for r in results { r.write(to: &a) } } }
            o.member("seed", seed)
            o.member("traces") { $0.array { a in for t in traces { t.write(to: &a) } } }
        }
        w.byte(0x0A)
        return Data(w.bytes)
    }
}

extension FidelitySuiteReport.Result {
    /// The result as a JSON object, keys sorted (the `CodingKeys` names).
    func write(to w: inout JSONWriter) {
        w.object { o in
            o.member("case", caseName)
            o.member("kink_degrees", kinkDegrees)
            o.member("mean_px", mean)
            o.member("mode", mode.rawValue)
            o.member("p99_px", p99)
            o.member("tip_lag_samples", tipLagSamples)
        }
    }
}

extension TraceFidelity {
    /// The measure as a JSON object, keys sorted (the `CodingKeys` names).
    func write(to w: inout JSONWriter) {
        w.object { o in
            o.member("kinks_per_1000px", kinksPer1000px)
            o.member("max_to_raw_px", maxToRaw)
            o.member("mean_to_raw_px", meanToRaw)
            o.member("mode", mode.rawValue)
            o.member("p99_to_raw_px", p99ToRaw)
            o.member("samples", samples)
            o.member("strokes", strokes)
            o.member("tip_lag_samples", tipLagSamples)
            o.member("trace", trace)
        }
    }
}
