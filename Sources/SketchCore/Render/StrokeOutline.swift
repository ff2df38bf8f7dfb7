import Foundation

/// A stroke's ink geometry, the one stage between a centreline and every way ink is drawn:
/// the mesh tessellator, the SVG writer and the bounds of translucent ink all read it.
///
/// From centreline points and a radius each (pixels) it keeps the points that are finite and
/// at least 1/1000 px from the previous kept one, each radius made finite and at least 0.05 px
/// (a non-finite one becomes 0.5), then works out once what both drawers need: the unit
/// direction of every segment, the turn at every interior point (radians, positive towards
/// the left normal `direction.perpendicular`) and the bounds of the ink discs.
///
/// Cost: O(points), three arrays; no further allocation.
public struct StrokeOutline: Sendable {
    /// The kept centreline points, in order.
    public private(set) var points: [Point] = []
    /// The radius at each kept point, pixels.
    public private(set) var radii: [Double] = []
    /// `directions[i]` is the unit vector from point `i` to point `i + 1` (count: points - 1).
    public private(set) var directions: [Point] = []
    /// The smallest box holding every disc (point, radius); nil when no point was kept.
    public private(set) var bounds: (min: Point, max: Point)?

    /// The outline of `points` with one radius each.
    public init(points: some Collection<Point>, radii: some Collection<Double>) {
        precondition(points.count == radii.count, "one radius per point")
        self.init(capacity: points.count)
        for (p, r) in zip(points, radii) { add(p, radius: r) }
        finish()
    }

    /// The outline of centreline points drawn in `style` (radii from their width factors).
    public init(_ ink: some Collection<InkPoint>, style: StrokeStyle) {
        self.init(capacity: ink.count)
        for p in ink { add(p.point, radius: StrokeTessellator.radius(width: p.width, style: style)) }
        finish()
    }

    /// The outline of a whole stroke: its centreline, smoothed and widened as its style says.
    public init(_ stroke: Stroke) {
        self.init(Centreline(stroke).points, style: stroke.style)
    }

    private init(capacity: Int) {
        points.reserveCapacity(capacity)
        radii.reserveCapacity(capacity)
    }

    public var isEmpty: Bool { points.isEmpty }
    public var count: Int { points.count }

    /// The turn at interior point `j` (0 < j < count - 1), radians in -π...π: from segment
    /// `j - 1`'s direction to segment `j`'s, positive towards the left normal.
    public func turn(at j: Int) -> Double {
        let a = directions[j - 1], b = directions[j]
        return atan2(a.cross(b), a.dot(b))
    }

    private mutating func add(_ p: Point, radius r: Double) {
        guard p.isFinite else { return }
        if let last = points.last, last.distance(to: p) < 1e-3 { return }
        points.append(p)
        radii.append(r.isFinite ? max(r, 0.05) : 0.5)
    }

    private mutating func finish() {
        guard let first = points.first else { return }
        directions.reserveCapacity(max(points.count - 1, 0))
        var lo = first, hi = first
        for i in points.indices {
            let p = points[i], r = radii[i]
            lo = Point(min(lo.x, p.x - r), min(lo.y, p.y - r))
            hi = Point(max(hi.x, p.x + r), max(hi.y, p.y + r))
            if i + 1 < points.count { directions.append((points[i + 1] - p).normalized) }
        }
        bounds = (lo, hi)
    }
}
