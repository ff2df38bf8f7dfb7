/// Summary of frame times: mean, nearest-rank percentiles and maximum, in milliseconds.
///
/// Built from the frame times measured after warm-up (the caller drops the warm-up frames).
/// Percentiles use the nearest-rank method on the sorted times: the p-th percentile is the
/// value at 1-based rank `ceil(p / 100 * n)`, clamped to `1...n`, so it is always one of the
/// measured times. Non-finite times are dropped. Empty input gives zeros everywhere.
/// Keeps the sorted times (8 bytes a frame) for `overBudget(budgetMs:)`; building is O(n log n).
public struct FrameStatistics: Hashable, Sendable {
    /// The finite frame times, ascending, in milliseconds.
    public let sorted: [Double]
    public let mean: Double
    public let p50: Double
    public let p90: Double
    public let p95: Double
    public let p99: Double
    /// The 99.9th percentile.
    public let p999: Double
    public let max: Double

    /// Number of frames summarized.
    public var count: Int { sorted.count }

    public init(frameTimesMs: [Double]) {
        let s = frameTimesMs.filter(\.isFinite).sorted()
        sorted = s
        mean = s.isEmpty ? 0 : s.reduce(0, +) / Double(s.count)
        p50 = Self.percentile(s, 50)
        p90 = Self.percentile(s, 90)
        p95 = Self.percentile(s, 95)
        p99 = Self.percentile(s, 99)
        p999 = Self.percentile(s, 99.9)
        max = s.last ?? 0
    }

    /// The number of frames that took strictly longer than `budgetMs`. O(log n).
    public func overBudget(budgetMs: Double) -> Int {
        // First index whose value exceeds the budget, by binary search on the sorted times.
        var lo = 0, hi = sorted.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sorted[mid] > budgetMs { hi = mid } else { lo = mid + 1 }
        }
        return sorted.count - lo
    }

    /// The nearest-rank `p`-th percentile (p in 0...100) of an ascending array; 0 when empty.
    ///
    /// The rank is `ceil(p / 100 * n)` clamped to `1...n`; a relative slack of 1e-9 absorbs
    /// decimal round-off (so p = 99.9 of 1000 values is rank 999, not 1000). The caller
    /// must pass the values already sorted ascending; this is not checked. O(1).
    public static func percentile(_ sorted: [Double], _ p: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let n = sorted.count
        let exact = (p.isNaN ? 0 : p) / 100 * Double(n)
        let raw = (exact - 1e-9 * Swift.max(1, abs(exact))).rounded(.up)
        let rank = raw.isFinite ? Int(Swift.min(Swift.max(raw, 1), Double(n))) : (raw > 0 ? n : 1)
        return sorted[rank - 1]
    }
}
