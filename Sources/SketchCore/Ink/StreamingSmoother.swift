/// A smoother that reads a stroke's ink points one at a time.
///
/// The centreline it produces has two parts: `settled` points, which never change once
/// appended, and a provisional `tail` from the last settled point to the stroke's current
/// end, recomputed as samples arrive. The whole centreline is `settled + tail`; it always
/// starts at the first sample and reaches the latest one, so nothing is dropped.
protocol StreamingSmoother: Sendable {
    /// Takes the next input point; appends every centreline point that can no longer change.
    mutating func add(_ p: InkPoint, settled: inout [InkPoint])
    /// The provisional points after `settled.last`, ending at the stroke's current end.
    func tail(after settled: [InkPoint]) -> [InkPoint]
}

/// `none`: the samples themselves.
struct PolylineSmoother: StreamingSmoother {
    mutating func add(_ p: InkPoint, settled: inout [InkPoint]) { settled.append(p) }
    func tail(after settled: [InkPoint]) -> [InkPoint] { [] }
}

/// `bezier`: each new group of three samples closes one cubic from the previous group's end,
/// the first two as control points (seed 003's BezierInterpView). The seed dropped the last
/// one or two samples; here they are the tail (a line or a quadratic), so nothing is lost.
struct BezierSmoother: StreamingSmoother {
    private var pts: [InkPoint] = []

    mutating func add(_ p: InkPoint, settled: inout [InkPoint]) {
        if pts.isEmpty {
            settled.append(p)
            pts = [p]
            return
        }
        pts.append(p)
        if pts.count == 4 {
            CubicBezier(pts[0], pts[1].point, pts[2].point, pts[3]).flatten(into: &settled)
            pts = [pts[3]]
        }
    }

    func tail(after settled: [InkPoint]) -> [InkPoint] {
        var out: [InkPoint] = []
        switch pts.count {
        case 2: out.append(pts[1])
        case 3: CubicBezier(quadratic: pts[0], pts[1].point, pts[2]).flatten(into: &out)
        default: break
        }
        return out
    }
}

/// `midpoint`: cubics from one midpoint to the next, the samples between as control points,
/// so consecutive cubics meet tangent-continuously (seed 003's SmoothedBIView). The seed
/// dropped up to three samples at the end; here they are the tail.
struct MidpointSmoother: StreamingSmoother {
    private var pts: [InkPoint] = []

    mutating func add(_ p: InkPoint, settled: inout [InkPoint]) {
        if pts.isEmpty {
            settled.append(p)
            pts = [p]
            return
        }
        pts.append(p)
        if pts.count == 5 {
            let mid = pts[2].lerp(to: pts[4], 0.5)
            CubicBezier(pts[0], pts[1].point, pts[2].point, mid).flatten(into: &settled)
            pts = [mid, pts[4]]
        }
    }

    func tail(after settled: [InkPoint]) -> [InkPoint] {
        var out: [InkPoint] = []
        switch pts.count {
        case 2: out.append(pts[1])
        case 3: CubicBezier(quadratic: pts[0], pts[1].point, pts[2]).flatten(into: &out)
        case 4: CubicBezier(pts[0], pts[1].point, pts[2].point, pts[3]).flatten(into: &out)
        default: break
        }
        return out
    }
}
