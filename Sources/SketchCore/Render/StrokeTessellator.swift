import Foundation

/// Builds anti-aliased triangle meshes for strokes: round caps, round joins, a fringe.
///
/// Each centreline point has a radius. Around it the ink is fully opaque out to
/// `radius - fringe/2`, then fades linearly to transparent at `radius + fringe/2`, so
/// edges are anti-aliased by the rasterizer's colour interpolation. Segments are quads
/// with fringe strips; the outer side of each join is filled with an arc fan whose end
/// vertices are the segments' own (shared edges, so no cracks); the inner side overlaps
/// opaque ink of the same colour. Radii under half the fringe fade the ink instead of
/// thinning it, so a 1 px line stays visible and even.
///
/// Cost is O(points + arc steps); arcs use as few steps as keep them within `tolerance`.
public enum StrokeTessellator {
    /// Width of the anti-aliasing fringe, in pixels.
    public static let fringe = 1.0
    /// Largest distance (pixels) between a true arc and its polygon.
    public static let tolerance = 0.15

    /// Which part of a stroke a mesh is for. A stroke can be drawn in consecutive pieces
    /// (samples `0...k`, then `k-1...m`, then `m-1...n`): each later piece starts with a
    /// lead-in segment that only steers the join, and only the last piece has an end cap, so
    /// the pieces together are exactly the mesh of the whole stroke (no seams, no double ink).
    public struct Piece: Hashable, Sendable {
        /// The first segment only gives the direction of the join at the second point.
        public var leadIn: Bool
        /// Whether to round off the end.
        public var endCap: Bool
        public init(leadIn: Bool, endCap: Bool) {
            self.leadIn = leadIn
            self.endCap = endCap
        }
        public static let whole = Piece(leadIn: false, endCap: true)
    }

    /// Appends the mesh of a whole stroke: its outline (centreline, smoothing and width from its style).
    public static func append(_ stroke: Stroke, to mesh: inout Mesh) {
        append(StrokeOutline(stroke), color: stroke.style.color, piece: .whole, to: &mesh)
    }

    /// Appends the mesh of some of a stroke's centreline points, as one piece of it.
    ///
    /// - Parameter color: the ink colour; the style's colour when nil.
    public static func append(_ points: ArraySlice<InkPoint>, style: StrokeStyle, color: RGBA? = nil,
                              piece: Piece, to mesh: inout Mesh) {
        append(StrokeOutline(points, style: style), color: color ?? style.color, piece: piece, to: &mesh)
    }

    /// The radius (pixels) of ink drawn at width factor `width` (0...1). Thinning never takes a
    /// stroke below 1 px across (or its full width, if that is less), so thin ink stays even.
    public static func radius(width factor: Double, style: StrokeStyle) -> Double {
        let f = factor.isFinite ? min(max(factor, 0), 1) : 1
        return max(style.width * f, min(style.width, 1)) / 2
    }

    /// Appends the mesh of a centreline with a radius per point (pixels), cleaned as
    /// `StrokeOutline` cleans it; one remaining point gives a round dot.
    public static func append(points: [Point], radii: [Double], color: RGBA, piece: Piece = .whole,
                              to mesh: inout Mesh) {
        append(StrokeOutline(points: points, radii: radii), color: color, piece: piece, to: &mesh)
    }

    /// Appends the mesh of an outline: a round dot for one point, else segments, joins and caps.
    public static func append(_ outline: StrokeOutline, color: RGBA, piece: Piece = .whole, to mesh: inout Mesh) {
        guard !outline.isEmpty else { return }
        var builder = Builder(mesh: mesh, color: color)
        mesh = Mesh()  // one owner of the storage while building: appends never copy it
        if outline.count == 1 {
            if !piece.leadIn { builder.dot(outline.points[0], radius: outline.radii[0]) }
        } else {
            builder.polyline(outline, piece: piece)
        }
        mesh = builder.mesh
    }

    /// The steps an arc of `angle` radians at radius `r` needs to stay within `tolerance`.
    static func arcSteps(angle: Double, radius r: Double) -> Int {
        let step = r > tolerance ? 2 * acos(1 - tolerance / r) : Double.pi / 2
        return max(1, Int((abs(angle) / min(max(step, 0.05), Double.pi / 2)).rounded(.up)))
    }

    /// Rotates unit vector `u` by `a` radians towards `u.perpendicular`.
    static func rotate(_ u: Point, by a: Double) -> Point {
        let c = cos(a), s = sin(a)
        return Point(u.x * c - u.y * s, u.x * s + u.y * c)
    }

    /// The four edge vertices of one end of a segment and the point's centre vertex.
    private struct Edge {
        var leftInner: Int32, leftOuter: Int32, rightInner: Int32, rightOuter: Int32
    }

    private struct Builder {
        var mesh: Mesh
        let color: RGBA

        /// Ink shades at one point: opaque-ish core and transparent edge. `widen` stretches the
        /// fringe along the segment's normal (see `fringeWidening`), keeping its middle at `r`.
        func shades(_ r: Double, widen: Double = 1) -> (inner: Double, outer: Double, core: RGBA, edge: RGBA) {
            let half = fringe / 2
            let inner = max(r - half * widen, 0)
            let outer = max(r, half) + half * widen
            let core = color.fading(by: min(1, r / half))
            return (inner, outer, core, core.fading(by: 0))
        }

        mutating func dot(_ c: Point, radius r: Double) {
            let s = shades(r)
            let center = mesh.addVertex(c, s.core)
            let u0 = Point(1, 0)
            let (i0, o0) = ring(c, u0, s, center: center)
            arc(c, center: center, from: u0, angle: 2 * .pi, s,
                start: (i0, o0), end: (i0, o0))
        }

        mutating func polyline(_ outline: StrokeOutline, piece: Piece) {
            let p = outline.points, r = outline.radii
            let n = p.count
            // A segment takes 9 vertices and 8 triangles, a join's arc a few more: grow once.
            mesh.reserve(vertices: 11 * n, triangles: 11 * n)
            var centers: [Int32] = []
            centers.reserveCapacity(n)
            for i in 0..<n { centers.append(piece.leadIn && i == 0 ? -1 : mesh.addVertex(p[i], shades(r[i]).core)) }
            var previous: (end: Edge, normal: Point)?
            for i in 0..<(n - 1) {
                let d = outline.directions[i]
                let nrm = d.perpendicular
                let widen = fringeWidening(from: p[i], r[i], to: p[i + 1], r[i + 1])
                if piece.leadIn && i == 0 {
                    // Drawn by the previous piece: only its direction and end edge are needed here.
                    previous = (edge(p[1], nrm, shades(r[1], widen: widen), center: centers[1]), nrm)
                    if n == 2 && piece.endCap {
                        let e = previous!.end
                        arc(p[1], center: centers[1], from: -nrm, angle: .pi, shades(r[1]),
                            start: (e.rightInner, e.rightOuter), end: (e.leftInner, e.leftOuter))
                    }
                    continue
                }
                let a = edge(p[i], nrm, shades(r[i], widen: widen), center: centers[i])
                let b = edge(p[i + 1], nrm, shades(r[i + 1], widen: widen), center: centers[i + 1])
                // Core in two halves that meet on the centreline: the join fans use the centre
                // vertex, so a single quad across it would leave T-junctions (cracks).
                quad(a.leftInner, centers[i], centers[i + 1], b.leftInner)
                quad(centers[i], a.rightInner, b.rightInner, centers[i + 1])
                quad(a.leftInner, a.leftOuter, b.leftOuter, b.leftInner)
                quad(a.rightInner, a.rightOuter, b.rightOuter, b.rightInner)
                let s = shades(r[i])
                if let prev = previous {
                    let turn = outline.turn(at: i)
                    if abs(turn) > 1e-9 {
                        if turn > 0 {
                            arc(p[i], center: centers[i], from: -prev.normal, angle: turn, s,
                                start: (prev.end.rightInner, prev.end.rightOuter), end: (a.rightInner, a.rightOuter))
                        } else {
                            arc(p[i], center: centers[i], from: prev.normal, angle: turn, s,
                                start: (prev.end.leftInner, prev.end.leftOuter), end: (a.leftInner, a.leftOuter))
                        }
                    }
                } else {
                    arc(p[i], center: centers[i], from: nrm, angle: .pi, s,
                        start: (a.leftInner, a.leftOuter), end: (a.rightInner, a.rightOuter))
                }
                if i == n - 2 && piece.endCap {
                    arc(p[i + 1], center: centers[i + 1], from: -nrm, angle: .pi, shades(r[i + 1]),
                        start: (b.rightInner, b.rightOuter), end: (b.leftInner, b.leftOuter))
                }
                previous = (b, nrm)
            }
        }

        /// How much wider, along a segment's normal, its fringe must be to stay one pixel wide
        /// across its edges: where the radius changes along the segment the edges slope, and a
        /// fringe one pixel wide along the normal is only `1 / widening` across them (a radius
        /// falling 3 px over 1.4 px left a fringe of 0.4 px, so ink stopped almost hard). 1 for
        /// an even radius; at most 4 (a radius jumping over a hair-short segment).
        func fringeWidening(from a: Point, _ ra: Double, to b: Point, _ rb: Double) -> Double {
            guard ra != rb else { return 1 }
            let slope = (rb - ra) / max(a.distance(to: b), 1e-9)
            return min((1 + slope * slope).squareRoot(), 4)
        }

        /// Edge vertices at `c` across unit normal `nrm`; inner vertices collapse onto the centre
        /// when the core has no width.
        mutating func edge(_ c: Point, _ nrm: Point, _ s: (inner: Double, outer: Double, core: RGBA, edge: RGBA),
                           center: Int32) -> Edge {
            let (li, lo) = ring(c, nrm, s, center: center)
            let (ri, ro) = ring(c, -nrm, s, center: center)
            return Edge(leftInner: li, leftOuter: lo, rightInner: ri, rightOuter: ro)
        }

        /// The inner and outer vertex at `c + u * radius`.
        mutating func ring(_ c: Point, _ u: Point, _ s: (inner: Double, outer: Double, core: RGBA, edge: RGBA),
                           center: Int32) -> (Int32, Int32) {
            let inner = s.inner > 0 ? mesh.addVertex(c + u * s.inner, s.core) : center
            let outer = mesh.addVertex(c + u * s.outer, s.edge)
            return (inner, outer)
        }

        /// A fan from `start` to `end` around `c`, sweeping `angle` radians from unit vector `u0`.
        mutating func arc(_ c: Point, center: Int32, from u0: Point, angle: Double,
                          _ s: (inner: Double, outer: Double, core: RGBA, edge: RGBA),
                          start: (Int32, Int32), end: (Int32, Int32)) {
            let steps = arcSteps(angle: angle, radius: s.outer)
            var last = start
            for k in 1...steps {
                let next: (Int32, Int32) = k == steps
                    ? end
                    : ring(c, rotate(u0, by: angle * Double(k) / Double(steps)), s, center: center)
                mesh.addTriangle(center, last.0, next.0)
                quad(last.0, last.1, next.1, next.0)
                last = next
            }
        }

        /// Two triangles for quad `a b c d` (in order around it).
        mutating func quad(_ a: Int32, _ b: Int32, _ c: Int32, _ d: Int32) {
            mesh.addTriangle(a, b, c)
            mesh.addTriangle(a, c, d)
        }
    }
}
