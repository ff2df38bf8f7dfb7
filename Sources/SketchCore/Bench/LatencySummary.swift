/// Input-to-screen latency in milliseconds: median, 99th percentile and maximum.
///
/// Percentiles are nearest-rank, as in `FrameStatistics`. Zeros mean "not measured".
public struct LatencySummary: Hashable, Sendable {
    public var p50: Double
    public var p99: Double
    public var max: Double

    public init(p50: Double = 0, p99: Double = 0, max: Double = 0) {
        self.p50 = p50
        self.p99 = p99
        self.max = max
    }

    /// Summarizes latency samples (any order; non-finite ones are dropped). O(n log n).
    public init(samplesMs: [Double]) {
        let s = samplesMs.filter(\.isFinite).sorted()
        self.init(p50: FrameStatistics.percentile(s, 50), p99: FrameStatistics.percentile(s, 99),
                  max: s.last ?? 0)
    }
}
