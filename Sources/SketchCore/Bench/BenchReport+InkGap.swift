extension BenchReport {
    /// `ink_gap_px {mean, p95}` (predicted ink included), `ink_gap_unpredicted_px {mean, p95}`
    /// (the real ink's tip: the gap without prediction) and `wrong_ink_px {mean, p95, max}`.
    static func appendInkGap(_ g: InkGapSummary, to o: inout JSONWriter) {
        func pair(_ e: ErrorSummary) -> (inout JSONWriter) -> Void {
            { $0.object { p in p.member("mean", e.mean); p.member("p95", e.p95) } }
        }
        o.member("ink_gap_px", pair(g.gap))
        o.member("ink_gap_unpredicted_px", pair(g.unpredictedGap))
        o.member("wrong_ink_px") {
            $0.object { w in
                w.member("mean", g.wrongInk.mean)
                w.member("p95", g.wrongInk.p95)
                w.member("max", g.wrongInk.max)
            }
        }
    }

    /// Table rows for the ink gap: mean and p95 with and without prediction, wrong ink p95.
    static func inkGapRows(_ g: InkGapSummary) -> [[String]] {
        [
            ["ink gap mean / p95 (px)", "\(fixed(g.gap.mean, 2)) / \(fixed(g.gap.p95, 2))"],
            ["  without prediction (px)", "\(fixed(g.unpredictedGap.mean, 2)) / \(fixed(g.unpredictedGap.p95, 2))"],
            ["wrong ink p95 (px)", fixed(g.wrongInk.p95, 2)],
        ]
    }
}
