/// Finding the known name a mistyped one was meant to be.
public enum NearestName {
    /// The name in `candidates` closest to `typed` by edit distance (insertions, deletions,
    /// substitutions and swaps of neighbours, case-insensitive), if it is within
    /// `max(1, typed.count / 3)` edits; the first of equals wins. O(n·m) per candidate.
    public static func suggestion(for typed: String, among candidates: [String]) -> String? {
        let limit = max(1, typed.count / 3)
        var best: (name: String, distance: Int)?
        for name in candidates {
            let d = distance(typed.lowercased(), name.lowercased())
            if d <= limit, d < (best?.distance ?? .max) { best = (name, d) }
        }
        return best?.name
    }

    /// Optimal string alignment distance between `a` and `b` (a swap of neighbours costs 1).
    public static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a), y = Array(b)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in 0...x.count { d[i][0] = i }
        for j in 0...y.count { d[0][j] = j }
        for i in 1...x.count {
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[x.count][y.count]
    }
}
