extension BenchReport {
    /// The report as one line of JSON, keys in a fixed order (snake_case), numbers rounded
    /// to 3 decimals:
    ///
    /// `renderer, video_driver, render_driver, build, width, height, fingers, users, committed_strokes,
    /// seconds, frames, fps, budget_ms, over_budget_frames, frame_ms {mean, p50, p90, p95, p99,
    /// p999, max}, latency_ms {p50, p99, max}, points, points_per_second, peak_memory_mb`, then,
    /// only when `floorFrameMs` is set, `floor_frame_ms {same keys as frame_ms},
    /// cached_over_floor_p50, cached_over_floor_p99`; then `ink_gap_px`, `ink_gap_unpredicted_px`,
    /// `wrong_ink_px` when `inkGap` is set and `eraser {...}` when `eraser` is set.
    ///
    /// A non-finite number (such as a ratio over a zero floor) is written as `null`, keeping
    /// the output valid JSON. `timeline` is not written.
    public func json() -> String {
        var o = JSONObjectWriter()
        o.string("renderer", renderer)
        o.string("video_driver", videoDriver)
        o.string("render_driver", renderDriver)
        o.string("build", build)
        o.int("width", width)
        o.int("height", height)
        o.int("fingers", fingers)
        o.int("users", users)
        o.int("committed_strokes", committedStrokes)
        o.number("seconds", seconds)
        o.int("frames", frames)
        o.number("fps", fps)
        o.number("budget_ms", budgetMs)
        o.int("over_budget_frames", overBudgetFrames)
        o.raw("frame_ms", Self.json(frameMs))
        var l = JSONObjectWriter()
        l.number("p50", latencyMs.p50)
        l.number("p99", latencyMs.p99)
        l.number("max", latencyMs.max)
        o.raw("latency_ms", l.text)
        o.int("points", points)
        o.number("points_per_second", pointsPerSecond)
        o.number("peak_memory_mb", peakMemoryMB)
        if let floor = floorFrameMs {
            o.raw("floor_frame_ms", Self.json(floor))
            o.number("cached_over_floor_p50", cachedOverFloorP50 ?? .nan)
            o.number("cached_over_floor_p99", cachedOverFloorP99 ?? .nan)
        }
        if let g = inkGap { Self.appendInkGap(g, to: &o) }
        if let e = eraser { Self.appendEraser(e, to: &o) }
        return o.text
    }

    private static func json(_ s: FrameStatistics) -> String {
        var o = JSONObjectWriter()
        o.number("mean", s.mean)
        o.number("p50", s.p50)
        o.number("p90", s.p90)
        o.number("p95", s.p95)
        o.number("p99", s.p99)
        o.number("p999", s.p999)
        o.number("max", s.max)
        return o.text
    }
}

/// Writes one JSON object, members in the order they are added. Keys are trusted literals.
struct JSONObjectWriter {
    private var members: [String] = []

    var text: String { "{" + members.joined(separator: ", ") + "}" }

    mutating func raw(_ key: String, _ json: String) {
        members.append("\"\(key)\": \(json)")
    }

    mutating func int(_ key: String, _ value: Int) { raw(key, String(value)) }

    mutating func string(_ key: String, _ value: String) { raw(key, Self.quoted(value)) }

    /// Rounded to 3 decimals in the shortest form that reads back the same; null if not finite.
    mutating func number(_ key: String, _ value: Double) { raw(key, Self.number(value)) }

    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let r = (value * 1000).rounded() / 1000
        guard r.isFinite else { return value.description }  // too big to scale: already whole
        if r == 0 { return "0" }  // also turns -0 into 0
        if abs(r) < 1e15, r == r.rounded() { return String(Int64(r)) }
        return r.description
    }

    /// `value` as a JSON string literal: quotes, backslashes and control characters escaped.
    static func quoted(_ value: String) -> String {
        var out = "\""
        for u in value.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where u.value < 0x20 || u.value == 0x7F || u.value == 0x2028 || u.value == 0x2029:
                let hex = String(u.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    }
}
