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
        var o = JSONWriter(numbers: .rounded(decimals: 3), layout: .spaced)
        o.object { o in
            o.member("renderer", renderer)
            o.member("video_driver", videoDriver)
            o.member("render_driver", renderDriver)
            o.member("build", build)
            o.member("width", width)
            o.member("height", height)
            o.member("fingers", fingers)
            o.member("users", users)
            o.member("committed_strokes", committedStrokes)
            o.member("seconds", seconds)
            o.member("frames", frames)
            o.member("fps", fps)
            o.member("budget_ms", budgetMs)
            o.member("over_budget_frames", overBudgetFrames)
            o.member("frame_ms") { Self.write(frameMs, to: &$0) }
            o.member("latency_ms") {
                $0.object { l in
                    l.member("p50", latencyMs.p50)
                    l.member("p99", latencyMs.p99)
                    l.member("max", latencyMs.max)
                }
            }
            o.member("points", points)
            o.member("points_per_second", pointsPerSecond)
            o.member("peak_memory_mb", peakMemoryMB)
            if let floor = floorFrameMs {
                o.member("floor_frame_ms") { Self.write(floor, to: &$0) }
                o.member("cached_over_floor_p50", cachedOverFloorP50 ?? .nan)
                o.member("cached_over_floor_p99", cachedOverFloorP99 ?? .nan)
            }
            if let g = inkGap { Self.appendInkGap(g, to: &o) }
            if let e = eraser { Self.appendEraser(e, to: &o) }
        }
        return o.text
    }

    private static func write(_ s: FrameStatistics, to w: inout JSONWriter) {
        w.object { o in
            o.member("mean", s.mean)
            o.member("p50", s.p50)
            o.member("p90", s.p90)
            o.member("p95", s.p95)
            o.member("p99", s.p99)
            o.member("p999", s.p999)
            o.member("max", s.max)
        }
    }
}
