extension BenchReport {
    /// `ink_gap_px {mean, p95}` (predicted ink included), `ink_gap_unpredicted_px {mean, p95}`
    /// (the real ink's tip: the gap without prediction) and `wrong_ink_px {mean, p95, max}`.
    static func appendInkGap(_ g: InkGapSummary, to o: inout JSONObjectWriter) {
        func pair(_ e: ErrorSummary) -> String {
            var p = JSONObjectWriter()
            p.number("mean", e.mean)
            p.number("p95", e.p95)
            return p.text
        }
        o.raw("ink_gap_px", pair(g.gap))
        o.raw("ink_gap_unpredicted_px", pair(g.unpredictedGap))
        var w = JSONObjectWriter()
        w.number("mean", g.wrongInk.mean)
        w.number("p95", g.wrongInk.p95)
        w.number("max", g.wrongInk.max)
        o.raw("wrong_ink_px", w.text)
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
