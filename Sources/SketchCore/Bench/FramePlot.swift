import Foundation

/// A self-contained SVG chart of a run's frame times, for reports and pull requests.
///
/// Two panels side by side: on the left, frame time (ms) against the frame's start (s) as a
/// polyline; on the right, the sorted percentile curve (x = percentile 0...100, y = ms). Both
/// share the y scale `0...max(budget * 1.2, max frame time)`, have axes with a few round tick
/// labels, and carry a dashed horizontal line at the budget labelled e.g. "16.7 ms budget".
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

    /// The chart as an SVG document.
    ///
    /// `frameStartsS[i]` is when frame `i` began, in seconds; when it is not the same length as
    /// `frameTimesMs`, frames are placed end to end from 0 instead (cumulative frame times).
    public static func svg(frameTimesMs: [Double], frameStartsS: [Double], budgetMs: Double,
                           title: String) -> String {
        var starts = frameStartsS
        if starts.count != frameTimesMs.count {
            starts = []
            starts.reserveCapacity(frameTimesMs.count)
            var clock = 0.0
            for ms in frameTimesMs {
                starts.append(clock)
                clock += ms.isFinite ? ms / 1000 : 0
            }
        }
        var series: [(t: Double, ms: Double)] = []
        series.reserveCapacity(frameTimesMs.count)
        for (t, ms) in zip(starts, frameTimesMs) where t.isFinite && ms.isFinite {
            series.append((t, ms))
        }
        let sorted = series.map(\.ms).sorted()
        let budget = budgetMs.isFinite && budgetMs > 0 ? budgetMs : BenchReport.defaultBudgetMs
        let yMax = max(budget * 1.2, sorted.last ?? 0)
        let tMin = series.map(\.t).min() ?? 0
        let tMax = max(series.map(\.t).max() ?? 1, tMin + 1e-9)

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

        // Left panel: frame time against time.
        let a = Panel(x: left, y: top, xRange: tMin...tMax, yMax: yMax)
        svg += a.frame(xLabel: "time (s)", yLabel: "frame time (ms)", budget: budget, budgetLabel: budgetLabel)
        let timePoints = downsampleSeries(series).map { a.point($0.t, $0.ms) }
        svg += polyline(timePoints, color: "#1f77b4")

        // Right panel: percentile curve.
        let b = Panel(x: left + panelWidth + gap, y: top, xRange: 0...100, yMax: yMax)
        svg += b.frame(xLabel: "percentile", yLabel: "frame time (ms)", budget: budget, budgetLabel: budgetLabel)
        let curve = downsampleRanks(sorted.count).map { i in
            b.point(sorted.count == 1 ? 100 : Double(i) / Double(sorted.count - 1) * 100, sorted[i])
        }
        svg += polyline(curve, color: "#d62728")
        return svg + "</svg>\n"
    }

    /// One plotting area: maps data to SVG coordinates and draws axes, ticks and the budget.
    struct Panel {
        var x: Double, y: Double
        var xRange: ClosedRange<Double>
        var yMax: Double

        func point(_ dx: Double, _ dy: Double) -> (Double, Double) {
            let fx = (dx - xRange.lowerBound) / (xRange.upperBound - xRange.lowerBound)
            let fy = yMax > 0 ? dy / yMax : 0
            return (x + fx * FramePlot.panelWidth, y + (1 - fy) * FramePlot.panelHeight)
        }

        func frame(xLabel: String, yLabel: String, budget: Double, budgetLabel: String) -> String {
            let w = FramePlot.panelWidth, h = FramePlot.panelHeight
            var s = "<g>\n"
            s += "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(w))\" height=\"\(n(h))\" fill=\"none\" stroke=\"#888\"/>\n"
            for v in FramePlot.ticks(0...yMax) {
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
