import Foundation

/// A self-contained SVG chart of a run's frame times, for reports and pull requests.
///
/// Two panels side by side: on the left, frame time (ms) against the frame's start (s) as a
/// polyline; on the right, the sorted percentile curve (x = percentile 0...100, y = ms). Both
/// share a log-scaled y axis from the decade below the fastest frame to the decade above the
/// slowest (and above 1.5 × the budget), so one slow outlier never flattens the rest and no
/// frame is clipped; ticks at 1, 2 and 5 times each power of ten. Each panel carries a dashed
/// horizontal line at the budget labelled e.g. "16.7 ms budget". With a floor run, its frames
/// are drawn in grey in both panels beside the run's own, and a legend names both.
///
/// Each polyline has at most about `maximumPoints` points: the time series keeps the minimum
/// and maximum of each bucket of frames (so no spike is lost), the percentile curve evenly
/// spaced ranks including the last. Non-finite times are skipped. The output is plain SVG 1.1,
/// valid XML, with no scripts, fonts or external references. O(n log n) for the sort.
public enum FramePlot {
    /// The most points drawn per polyline.
    public static let maximumPoints = 4000

    /// Chart geometry, in SVG user units.
    static let panelWidth = 560.0, panelHeight = 360.0
    static let left = 60.0, top = 50.0, gap = 90.0, bottom = 50.0, right = 30.0
    static let runColor = "#1f77b4", curveColor = "#d62728", floorColor = "#7f7f7f"

    /// One run's frames: start times (s) and frame times (ms), finite pairs only.
    struct Series {
        var points: [(t: Double, ms: Double)] = []
        var sorted: [Double] = []

        /// `starts[i]` is when frame `i` began; when the lengths differ, frames are placed end
        /// to end from 0 instead (cumulative frame times).
        init(times: [Double], starts: [Double]) {
            var starts = starts
            if starts.count != times.count {
                starts = []
                starts.reserveCapacity(times.count)
                var clock = 0.0
                for ms in times {
                    starts.append(clock)
                    clock += ms.isFinite ? ms / 1000 : 0
                }
            }
            points.reserveCapacity(times.count)
            for (t, ms) in zip(starts, times) where t.isFinite && ms.isFinite { points.append((t, ms)) }
            sorted = points.map(\.ms).sorted()
        }
    }

    /// The chart as an SVG document; `floorTimesMs`/`floorStartsS` (the floor run, if any) are
    /// drawn beside the run in grey.
    public static func svg(frameTimesMs: [Double], frameStartsS: [Double], budgetMs: Double,
                           title: String, floorTimesMs: [Double] = [], floorStartsS: [Double] = []) -> String {
        let run = Series(times: frameTimesMs, starts: frameStartsS)
        let floor = Series(times: floorTimesMs, starts: floorStartsS)
        let budget = budgetMs.isFinite && budgetMs > 0 ? budgetMs : BenchReport.defaultBudgetMs
        let all = run.sorted + floor.sorted
        let yRange = logRange(fastest: all.filter { $0 > 0 }.min() ?? budget, slowest: max(budget * 1.5, all.max() ?? 0))
        let times = (run.points + floor.points).map(\.t)
        let tMin = times.min() ?? 0
        let tMax = max(times.max() ?? 1, tMin + 1e-9)

        let width = left + panelWidth + gap + panelWidth + right
        let height = top + panelHeight + bottom
        var svg = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\(n(width))" height="\(n(height))" \
        viewBox="0 0 \(n(width)) \(n(height))" font-family="sans-serif" font-size="12">
        <rect x="0" y="0" width="\(n(width))" height="\(n(height))" fill="white"/>
        <text x="\(n(width / 2))" y="24" text-anchor="middle" font-size="16">\(escape(title))</text>

        """
        let budgetLabel = String(format: "%.1f ms budget", budget)
        let yLabel = "frame time (ms, log scale)"

        // Left panel: frame time against time.
        let a = Panel(x: left, y: top, xRange: tMin...tMax, yRange: yRange)
        svg += a.frame(xLabel: "time (s)", yLabel: yLabel, budget: budget, budgetLabel: budgetLabel)
        svg += polyline(downsampleSeries(floor.points).map { a.point($0.t, $0.ms) }, color: floorColor)
        svg += polyline(downsampleSeries(run.points).map { a.point($0.t, $0.ms) }, color: runColor)

        // Right panel: percentile curves.
        let b = Panel(x: left + panelWidth + gap, y: top, xRange: 0...100, yRange: yRange)
        svg += b.frame(xLabel: "percentile", yLabel: yLabel, budget: budget, budgetLabel: budgetLabel)
        svg += polyline(percentileCurve(floor.sorted, b), color: floorColor)
        svg += polyline(percentileCurve(run.sorted, b), color: curveColor)
        if !floor.points.isEmpty { svg += legend(x: left + 8, y: top + 16) }
        return svg + "</svg>\n"
    }

    /// Whole decades around `fastest...slowest` (ms, both above 0), at least one decade wide.
    static func logRange(fastest: Double, slowest: Double) -> ClosedRange<Double> {
        let low = fastest.isFinite && fastest > 0 ? fastest : 1
        let high = slowest.isFinite && slowest > low ? slowest : low
        let lo = pow(10, log10(low).rounded(.down)), hi = pow(10, log10(high).rounded(.up))
        return lo...max(hi, lo * 10)
    }

    /// Ticks at 1, 2 and 5 times each power of ten within `range` (both ends above 0).
    static func logTicks(_ range: ClosedRange<Double>) -> [Double] {
        var out: [Double] = []
        var decade = pow(10, log10(range.lowerBound).rounded(.down))
        while decade <= range.upperBound * (1 + 1e-9), out.count < 40 {
            for m in [1.0, 2, 5] {
                let v = decade * m
                if v >= range.lowerBound * (1 - 1e-9), v <= range.upperBound * (1 + 1e-9) { out.append(v) }
            }
            decade *= 10
        }
        return out
    }

    static func percentileCurve(_ sorted: [Double], _ panel: Panel) -> [(Double, Double)] {
        downsampleRanks(sorted.count).map { i in
            panel.point(sorted.count == 1 ? 100 : Double(i) / Double(sorted.count - 1) * 100, sorted[i])
        }
    }

    static func legend(x: Double, y: Double) -> String {
        var s = "<g class=\"legend\">\n"
        for (i, (name, color)) in [("run", runColor), ("floor (copy and present only)", floorColor)].enumerated() {
            let ly = y + Double(i) * 16
            s += "<line x1=\"\(n(x))\" y1=\"\(n(ly - 4))\" x2=\"\(n(x + 18))\" y2=\"\(n(ly - 4))\" stroke=\"\(color)\" stroke-width=\"2\"/>\n"
            s += "<text x=\"\(n(x + 24))\" y=\"\(n(ly))\">\(escape(name))</text>\n"
        }
        return s + "</g>\n"
    }

    /// One plotting area: maps data to SVG coordinates (y on a log scale) and draws axes,
    /// ticks and the budget.
    struct Panel {
        var x: Double, y: Double
        var xRange: ClosedRange<Double>
        var yRange: ClosedRange<Double>

        func point(_ dx: Double, _ dy: Double) -> (Double, Double) {
            let fx = (dx - xRange.lowerBound) / (xRange.upperBound - xRange.lowerBound)
            let v = min(max(dy, yRange.lowerBound), yRange.upperBound)
            let fy = (log10(v) - log10(yRange.lowerBound)) / (log10(yRange.upperBound) - log10(yRange.lowerBound))
            return (x + fx * FramePlot.panelWidth, y + (1 - fy) * FramePlot.panelHeight)
        }

        func frame(xLabel: String, yLabel: String, budget: Double, budgetLabel: String) -> String {
            let w = FramePlot.panelWidth, h = FramePlot.panelHeight
            var s = "<g>\n"
            s += "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(w))\" height=\"\(n(h))\" fill=\"none\" stroke=\"#888\"/>\n"
            for v in FramePlot.logTicks(yRange) {
                let (_, py) = point(xRange.lowerBound, v)
                s += "<line x1=\"\(n(x - 4))\" y1=\"\(n(py))\" x2=\"\(n(x + w))\" y2=\"\(n(py))\" stroke=\"#eee\"/>\n"
                s += "<text x=\"\(n(x - 6))\" y=\"\(n(py + 4))\" text-anchor=\"end\">\(FramePlot.label(v))</text>\n"
            }
            for v in FramePlot.ticks(xRange) {
                let (px, _) = point(v, 0)
                s += "<line x1=\"\(n(px))\" y1=\"\(n(y + h))\" x2=\"\(n(px))\" y2=\"\(n(y + h + 4))\" stroke=\"#888\"/>\n"
                s += "<text x=\"\(n(px))\" y=\"\(n(y + h + 18))\" text-anchor=\"middle\">\(FramePlot.label(v))</text>\n"
            }
            s += "<text x=\"\(n(x + w / 2))\" y=\"\(n(y + h + 38))\" text-anchor=\"middle\">\(escape(xLabel))</text>\n"
            let cy = y + h / 2
            s += "<text x=\"\(n(x - 44))\" y=\"\(n(cy))\" text-anchor=\"middle\" transform=\"rotate(-90 \(n(x - 44)) \(n(cy)))\">\(escape(yLabel))</text>\n"
            let (_, by) = point(xRange.lowerBound, budget)
            s += "<line class=\"budget\" x1=\"\(n(x))\" y1=\"\(n(by))\" x2=\"\(n(x + w))\" y2=\"\(n(by))\" stroke=\"#2ca02c\" stroke-width=\"1.5\" stroke-dasharray=\"6 4\"/>\n"
            s += "<text x=\"\(n(x + w - 4))\" y=\"\(n(by - 5))\" text-anchor=\"end\" fill=\"#2ca02c\">\(escape(budgetLabel))</text>\n"
            return s + "</g>\n"
        }
    }

    /// Round tick values (1, 2 or 5 times a power of ten apart) covering `range`, about 5.
    static func ticks(_ range: ClosedRange<Double>) -> [Double] {
        let span = range.upperBound - range.lowerBound
        guard span > 0, span.isFinite else { return [range.lowerBound] }
        let raw = span / 5
        let power = pow(10, (log10(raw)).rounded(.down))
        let step = [1.0, 2, 5, 10].map { $0 * power }.first { $0 >= raw } ?? 10 * power
        var out: [Double] = []
        var v = (range.lowerBound / step).rounded(.up) * step
        while v <= range.upperBound + step * 1e-9, out.count < 20 {
            out.append(v)
            v += step
        }
        return out
    }

    /// A tick label: whole numbers without decimals, others with up to 3.
    static func label(_ v: Double) -> String {
        if abs(v - v.rounded()) < 1e-9 { return String(Int(v.rounded())) }
        var s = String(format: "%.3f", v)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }

    /// The series cut to at most `maximumPoints`: min and max of each bucket, in time order.
    static func downsampleSeries(_ s: [(t: Double, ms: Double)]) -> [(t: Double, ms: Double)] {
        guard s.count > maximumPoints else { return s }
        let buckets = maximumPoints / 2
        var out: [(t: Double, ms: Double)] = []
        out.reserveCapacity(maximumPoints)
        for b in 0..<buckets {
            let lo = s.count * b / buckets, hi = s.count * (b + 1) / buckets
            guard lo < hi else { continue }
            var iMin = lo, iMax = lo
            for i in lo..<hi {
                if s[i].ms < s[iMin].ms { iMin = i }
                if s[i].ms > s[iMax].ms { iMax = i }
            }
            out.append(s[min(iMin, iMax)])
            if iMin != iMax { out.append(s[max(iMin, iMax)]) }
        }
        return out
    }

    /// At most `maximumPoints` indices into `0..<count`, evenly spaced, first and last included.
    static func downsampleRanks(_ count: Int) -> [Int] {
        guard count > maximumPoints else { return Array(0..<count) }
        return (0..<maximumPoints).map { $0 * (count - 1) / (maximumPoints - 1) }
    }

    static func polyline(_ points: [(Double, Double)], color: String) -> String {
        guard !points.isEmpty else { return "" }
        let coords = points.map { "\(n($0.0)),\(n($0.1))" }.joined(separator: " ")
        return "<polyline fill=\"none\" stroke=\"\(color)\" stroke-width=\"1\" points=\"\(coords)\"/>\n"
    }
}

/// A coordinate with at most 2 decimals, the shortest way.
private func n(_ v: Double) -> String {
    guard v.isFinite else { return "0" }
    let r = (v * 100).rounded() / 100
    return r == r.rounded() ? String(Int(r)) : String(format: "%.2f", r)
}

/// Text made safe for XML character data and attribute values.
private func escape(_ s: String) -> String {
    var out = ""
    for c in s.unicodeScalars {
        switch c {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&apos;"
        case _ where (c.value < 0x20 && c != "\n" && c != "\t") || c.value == 0xFFFE || c.value == 0xFFFF:
            out += " "  // XML 1.0 forbids these characters, even escaped
        default: out.unicodeScalars.append(c)
        }
    }
    return out
}
