extension FidelityResult {
    /// The result as a JSON object, keys sorted (the `CodingKeys` names), the `corner_` ones
    /// null where there are no corners; a non-finite number is written as `null`.
    func write(to w: inout JSONWriter) {
        w.object { o in
            o.member("corner_error_px", cornerError)
            o.member("corner_stray_px", cornerStray)
            o.member("corner_turn_degrees", cornerTurn)
            o.member("curve", curve.rawValue)
            o.member("kink_degrees", kinkDegrees)
            o.member("max_deviation_px", maxDeviation)
            o.member("mode", mode.rawValue)
            o.member("p99_deviation_px", p99Deviation)
            o.member("regime", regime.rawValue)
            o.member("tip_lag_px", tipLagPx)
            o.member("tip_lag_samples", tipLagSamples)
        }
    }
}
