import Foundation

extension BenchReport {
    /// The report as an aligned plain-text table for a terminal, ending with a newline.
    ///
    /// A header line names the renderer, drivers, build configuration, canvas size, fingers, users, committed
    /// strokes and measured seconds; then one row per figure: frame time mean, p50, p90, p95,
    /// p99, p99.9 and max (ms), fps, frames over budget of the total (and their share), latency p50/p99/max (ms),
    /// points per second and peak memory (MiB). With a floor, the frame-time rows gain a
    /// `floor` and a `ratio` column (this renderer over the floor).
    public func table() -> String {
        let floor = floorFrameMs
        var rows: [[String]] = []
        rows.append(floor == nil ? ["", renderer] : ["", renderer, "floor", "ratio"])
        let frameRows: [(String, (FrameStatistics) -> Double)] = [
            ("frame mean (ms)", \.mean), ("frame p50 (ms)", \.p50), ("frame p90 (ms)", \.p90),
            ("frame p95 (ms)", \.p95), ("frame p99 (ms)", \.p99), ("frame p99.9 (ms)", \.p999),
            ("frame max (ms)", \.max),
        ]
        for (label, value) in frameRows {
            var row = [label, Self.fixed(value(frameMs))]
            if let floor {
                row += [Self.fixed(value(floor)), Self.ratio(value(frameMs), value(floor))]
            }
            rows.append(row)
        }
        let share = frames > 0 ? Double(overBudgetFrames) / Double(frames) * 100 : 0
        rows.append(["fps", Self.fixed(fps, 1)])
        rows.append(["frames over \(Self.fixed(budgetMs, 1)) ms (\(Self.fixed(share, 2))%)",
                     "\(overBudgetFrames) of \(frames)"])
        rows.append(["latency p50 (ms)", Self.fixed(latencyMs.p50)])
        rows.append(["latency p99 (ms)", Self.fixed(latencyMs.p99)])
        rows.append(["latency max (ms)", Self.fixed(latencyMs.max)])
        rows.append(["points/s", Self.fixed(pointsPerSecond, 0)])
        rows.append(["peak memory (MiB)", Self.fixed(peakMemoryMB, 1)])
        if let g = inkGap { rows += Self.inkGapRows(g) }
        if let e = eraser { rows += Self.eraserRows(e) }

        let header = "renderer \(renderer), video \(videoDriver), render \(renderDriver), \(build) build, "
            + "\(width)x\(height), \(fingers) finger\(fingers == 1 ? "" : "s"), "
            + "\(users) user\(users == 1 ? "" : "s"), \(committedStrokes) committed strokes, "
            + "\(Self.fixed(seconds, 1)) s"
        return header + "\n" + Self.align(rows)
    }

    /// Rows as text, indented two spaces: the first column left-aligned, the others
    /// right-aligned, columns two spaces apart. Rows may have fewer cells than others.
    static func align(_ rows: [[String]]) -> String {
        var widths = [Int](repeating: 0, count: rows.map(\.count).max() ?? 0)
        for row in rows {
            for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) }
        }
        var out = ""
        for row in rows {
            var line = "  "
            for (i, cell) in row.enumerated() {
                let pad = String(repeating: " ", count: max(widths[i] - cell.count, 0))
                line += i == 0 ? cell + pad : "  " + pad + cell
            }
            while line.hasSuffix(" ") { line.removeLast() }
            out += line + "\n"
        }
        return out
    }

    /// `value` with `digits` decimals ("-" when not finite).
    static func fixed(_ value: Double, _ digits: Int = 3) -> String {
        value.isFinite ? String(format: "%.\(digits)f", value) : "-"
    }

    /// `a / b` as `1.23x`; "-" when undefined.
    static func ratio(_ a: Double, _ b: Double) -> String {
        b > 0 && a.isFinite && b.isFinite ? String(format: "%.2fx", a / b) : "-"
    }
}
