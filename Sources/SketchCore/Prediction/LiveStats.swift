/// `draw --stats`: frame rate, frame time and input-to-present latency over the last second,
/// for people tuning a real touch display. Times are seconds on one clock, given by the caller
/// (deterministic: no clock inside). Memory: one entry per frame of the last `window` seconds.
public struct LiveStats: Sendable {
    /// Seconds of frames summarized.
    public var window = 1.0
    private var frames: [(end: Double, duration: Double, latency: Double?)] = []

    public init() {}

    /// Records a frame that began at `start` and was presented at `end`, showing input
    /// `latency` seconds after its oldest event happened (nil: the frame showed no new input).
    public mutating func frame(start: Double, end: Double, latency: Double?) {
        guard start.isFinite, end.isFinite, end >= start else { return }
        frames.append((end, end - start, latency.map { $0.isFinite ? max(0, $0) : 0 }))
        let cut = end - window
        if let first = frames.firstIndex(where: { $0.end > cut }), first > 0 { frames.removeFirst(first) }
    }

    /// Frames per second over the window; 0 with fewer than two frames.
    public var fps: Double {
        guard frames.count >= 2, let first = frames.first, let last = frames.last, last.end > first.end else { return 0 }
        return Double(frames.count - 1) / (last.end - first.end)
    }

    /// The 99th-percentile frame time in the window, ms.
    public var frameP99Ms: Double {
        FrameStatistics.percentile(frames.map(\.duration).sorted(), 99) * 1000
    }

    /// The median input-to-present latency of frames that showed input, ms; nil when none did.
    public var latencyP50Ms: Double? {
        let l = frames.compactMap(\.latency).sorted()
        return l.isEmpty ? nil : FrameStatistics.percentile(l, 50) * 1000
    }

    /// The overlay's text: `60 FPS  P99 4.2 MS  LAT 12 MS` (`LAT -` with no input).
    public var text: String {
        func one(_ v: Double) -> String { String(Int((v * 10).rounded()) / 10) + "." + String(Int((v * 10).rounded()) % 10) }
        let latency = latencyP50Ms.map { "\(Int($0.rounded())) MS" } ?? "-"
        return "\(Int(fps.rounded())) FPS  P99 \(one(frameP99Ms)) MS  LAT \(latency)"
    }
}
