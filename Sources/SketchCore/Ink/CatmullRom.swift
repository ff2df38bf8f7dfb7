/// Uniform Catmull-Rom interpolation (seed 001).
public enum CatmullRom {
    /// The point `t` (0...1) of the way along the span from `p1` to `p2`.
    public static func point(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
        let tt = t * t, ttt = tt * t
        let a = p1 * 2
        let b = (p2 - p0) * t
        let c = (p0 * 2 - p1 * 5 + p2 * 4 - p3) * tt
        let d = (p1 * 3 - p0 - p2 * 3 + p3) * ttt
        return (a + b + c + d) * 0.5
    }

    /// Appends the span from `p1` to `p2` in `granularity` segments, excluding `p1`, ending at `p2`.
    static func span(_ p0: InkPoint, _ p1: InkPoint, _ p2: InkPoint, _ p3: InkPoint,
                     granularity: Int, into out: inout [InkPoint]) {
        for k in 1..<max(granularity, 1) {
            let t = Double(k) / Double(granularity)
            var q = p1.lerp(to: p2, t)
            q.point = point(p0.point, p1.point, p2.point, p3.point, t)
            out.append(q)
        }
        out.append(p2)
    }
}

/// `catmull-rom`: the spline through every sample. A span settles once the sample after its
/// end has arrived; the last span (its far neighbour repeated, as the seed does) is the tail.
struct CatmullRomSmoother: StreamingSmoother {
    let granularity: Int
    /// The last four points (fewer at the start).
    private var last: [InkPoint] = []
    private var count = 0

    init(granularity: Int) {
        self.granularity = granularity
    }

    mutating func add(_ p: InkPoint, settled: inout [InkPoint]) {
        count += 1
        if count == 1 { settled.append(p) }
        if last.count == 4 { last.removeFirst() }
        last.append(p)
        // With p = p[n], the span p[n-2] -> p[n-1] can be drawn; before p[0] stands p[0] again.
        if count == 3 {
            CatmullRom.span(last[0], last[0], last[1], last[2], granularity: granularity, into: &settled)
        } else if count >= 4 {
            CatmullRom.span(last[0], last[1], last[2], last[3], granularity: granularity, into: &settled)
        }
    }

    func tail(after settled: [InkPoint]) -> [InkPoint] {
        guard count >= 2 else { return [] }
        let n = last.count
        let p1 = last[n - 2], p2 = last[n - 1]
        let p0 = n >= 3 ? last[n - 3] : p1
        var out: [InkPoint] = []
        CatmullRom.span(p0, p1, p2, p2, granularity: granularity, into: &out)
        return out
    }
}
