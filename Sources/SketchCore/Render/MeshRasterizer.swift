/// Draws a `Mesh` into RGBA pixels in memory the way a GPU does: vertex positions kept to
/// 1/256 px, a pixel drawn when its centre lies inside a triangle, vertex colours interpolated
/// linearly and blended source-over with straight (not premultiplied) alpha.
///
/// Pixel centres on a shared edge go to one triangle only (the top-left rule, with exact
/// arithmetic on the 1/256 px grid), so triangles that share edges leave no cracks and draw
/// nothing twice. The software renderer uses this instead of SDL 2.26's own rasterizer, which
/// snaps every vertex to a whole pixel (thin strokes come out uneven) and mistakes some
/// triangle pairs for rectangles (cracks).
///
/// Cost: O(triangles + the pixels they cover, a pixel either side a row); no allocation.
public enum MeshRasterizer {
    /// Vertices further than this from the canvas (in pixels) skip their triangles: a document
    /// never holds them, and the edge arithmetic stays exact below it.
    public static let reach = 65_536.0

    /// A stretch of consecutive triangles and the pixels they may touch.
    public struct Run: Hashable, Sendable {
        public var triangles: Range<Int>
        public var bounds: PixelRect
    }

    /// The mesh's triangles in order, cut into runs whose bounds waste little: a triangle joins
    /// the run before it while their joint box is at most 128 by 128 px larger than the two
    /// boxes apart. Strokes far apart in one mesh become separate small patches instead of one
    /// box spanning both, without a patch per triangle (each costs an upload and a copy).
    /// Triangles wholly off `canvas`, or with a vertex beyond `reach`, are left out.
    public static func runs(of mesh: Mesh, in canvas: CanvasSize) -> [Run] {
        var out: [Run] = []
        var current: (start: Int, end: Int, box: PixelRect)?
        let ix = mesh.indices, vs = mesh.vertices
        func area(_ r: PixelRect) -> Int { r.width * r.height }
        for t in 0..<(ix.count / 3) {
            let a = vs[Int(ix[3 * t])], b = vs[Int(ix[3 * t + 1])], c = vs[Int(ix[3 * t + 2])]
            let lo = Point(Double(min(a.x, b.x, c.x)), Double(min(a.y, b.y, c.y)))
            let hi = Point(Double(max(a.x, b.x, c.x)), Double(max(a.y, b.y, c.y)))
            guard lo.x >= -reach, lo.y >= -reach, hi.x <= reach, hi.y <= reach,
                  let box = PixelRect(covering: lo, hi, margin: 0, in: canvas) else { continue }
            if let run = current {
                let union = run.box.union(box)
                if area(union) <= area(run.box) + area(box) + 128 * 128 {
                    current = (run.start, t + 1, union)
                    continue
                }
                out.append(Run(triangles: run.start..<run.end, bounds: run.box))
            }
            current = (t, t + 1, box)
        }
        if let run = current { out.append(Run(triangles: run.start..<run.end, bounds: run.box)) }
        return out
    }

    /// Blends `mesh` into `image`, whose top-left pixel is canvas pixel `origin`.
    public static func draw(_ mesh: Mesh, into image: inout RasterImage, origin: (x: Int, y: Int) = (0, 0)) {
        let (w, h) = (image.width, image.height)
        image.pixels.withUnsafeMutableBufferPointer {
            draw(mesh, triangles: 0..<mesh.triangleCount, into: $0, width: w, height: h, origin: origin)
        }
    }

    /// Blends `triangles` of `mesh` into `pixels`: `width × height` pixels, rows of `width * 4`
    /// bytes, whose top-left pixel is canvas pixel `origin`; R, G, B, A in that order, or B, G,
    /// R, A with `blueFirst` (SDL's ARGB8888 on a little-endian machine). Triangles with a
    /// vertex beyond `reach`, or none of their area, are skipped.
    public static func draw(_ mesh: Mesh, triangles: Range<Int>, into pixels: UnsafeMutableBufferPointer<UInt8>,
                            width: Int, height: Int, origin: (x: Int, y: Int), blueFirst: Bool = false) {
        precondition(pixels.count >= width * height * 4, "pixel buffer too small")
        let ox = Double(origin.x), oy = Double(origin.y)
        let vs = mesh.vertices, ix = mesh.indices
        /// On the 1/256 px grid, relative to the patch.
        func point(_ v: MeshVertex) -> Point? {
            let x = Double(v.x), y = Double(v.y)
            guard abs(x) <= reach, abs(y) <= reach else { return nil }
            return Point(nearest(x * 256) / 256 - ox, nearest(y * 256) / 256 - oy)
        }
        func color(_ v: MeshVertex) -> RGBA { blueFirst ? RGBA(v.color.b, v.color.g, v.color.r, v.color.a) : v.color }
        for t in triangles {
            var a = vs[Int(ix[3 * t])], b = vs[Int(ix[3 * t + 1])]
            let c = vs[Int(ix[3 * t + 2])]
            guard var pa = point(a), var pb = point(b), let pc = point(c) else { continue }
            var area = (pb - pa).cross(pc - pa)
            guard area != 0 else { continue }
            if area < 0 { swap(&a, &b); swap(&pa, &pb); area = -area }
            fill(Triangle(pa, pb, pc, color(a), color(b), color(c), area: area), pixels, width, height)
        }
    }

    /// One triangle wound so that its area is positive (clockwise on screen, y down).
    private struct Triangle {
        var p: (Point, Point, Point)
        var c: (RGBA, RGBA, RGBA)
        var area: Double

        init(_ a: Point, _ b: Point, _ c: Point, _ ca: RGBA, _ cb: RGBA, _ cc: RGBA, area: Double) {
            p = (a, b, c)
            self.c = (ca, cb, cc)
            self.area = area
        }
    }

    /// Whether a pixel centre exactly on edge `u → v` belongs to the triangle: the top-left rule
    /// for this winding (a left edge goes up, a top edge goes right).
    private static func ownsEdge(_ u: Point, _ v: Point) -> Bool {
        (u.y == v.y && v.x > u.x) || v.y < u.y
    }

    private static func fill(_ t: Triangle, _ pixels: UnsafeMutableBufferPointer<UInt8>, _ width: Int, _ height: Int) {
        let (a, b, c) = t.p
        // The first and last pixel centres inside the box, clamped as Doubles first: vertices
        // may lie far outside the patch.
        let x0 = Int(max((min(a.x, b.x, c.x) - 0.5).rounded(.up), 0))
        let x1 = Int(min((max(a.x, b.x, c.x) - 0.5).rounded(.down), Double(width - 1)))
        let y0 = Int(max((min(a.y, b.y, c.y) - 0.5).rounded(.up), 0))
        let y1 = Int(min((max(a.y, b.y, c.y) - 0.5).rounded(.down), Double(height - 1)))
        guard x0 <= x1, y0 <= y1 else { return }
        // Edge functions: e0 is twice the area of (b, c, p), a's weight times `area`; and so
        // on. Each falls by `step` a pixel to the right.
        func edge(_ u: Point, _ v: Point, _ p: Point) -> Double { (v - u).cross(p - u) }
        let own = (ownsEdge(b, c), ownsEdge(c, a), ownsEdge(a, b))
        let step = (c.y - b.y, a.y - c.y, b.y - a.y)
        let (ca, cb, cc) = t.c
        let uniform = ca == cb && cb == cc
        // Anti-aliasing fringes vary in alpha only: then the colour channels are taken as they
        // are (an interpolation of equal whole numbers rounds back to that number) and only
        // alpha is interpolated, by the same sums as the four-channel path.
        let alphaOnly = !uniform && ca.r == cb.r && cb.r == cc.r && ca.g == cb.g && cb.g == cc.g
            && ca.b == cb.b && cb.b == cc.b
        // Interpolation weights only where colours differ (a uniform triangle skips the setup).
        let inv = uniform ? 0 : 1 / t.area
        let wa = uniform ? .zero : channels(ca, inv), wb = uniform ? .zero : channels(cb, inv)
        let wc = uniform ? .zero : channels(cc, inv)
        /// Narrows `lo...hi` (columns after x0) to where edge value `e`, falling by `k` a column, stays >= 0.
        func clip(_ e: Double, _ k: Double, _ lo: inout Double, _ hi: inout Double) {
            if k > 0 { hi = min(hi, e / k) } else if k < 0 { lo = max(lo, e / k) } else if e < 0 { hi = -2 }
        }
        for y in y0...y1 {
            let start = Point(Double(x0) + 0.5, Double(y) + 0.5)
            let s0 = edge(b, c, start), s1 = edge(c, a, start), s2 = edge(a, b, start)
            // Only the columns where all three hold, give or take a pixel of rounding: thin
            // triangles (the fringe) then cost their area, not their bounding box.
            var lo = 0.0, hi = Double(x1 - x0)
            clip(s0, step.0, &lo, &hi)
            clip(s1, step.1, &lo, &hi)
            clip(s2, step.2, &lo, &hi)
            let span = Double(x1 - x0)
            let first = max(Int(min(max(lo, -1), span).rounded(.down)) - 1, 0)
            let last = min(Int(min(max(hi, -2), span).rounded(.up)) + 1, x1 - x0)
            guard first <= last else { continue }
            let skip = Double(first)
            var e0 = s0 - step.0 * skip, e1 = s1 - step.1 * skip, e2 = s2 - step.2 * skip
            var i = (y * width + x0 + first) * 4
            for _ in first...last {
                if (e0 > 0 || e0 == 0 && own.0) && (e1 > 0 || e1 == 0 && own.1) && (e2 > 0 || e2 == 0 && own.2) {
                    if uniform {
                        blend(ca, into: pixels, at: i)
                    } else if alphaOnly {
                        let a = wa[3] * e0 + wb[3] * e1 + wc[3] * e2
                        blend(RGBA(ca.r, ca.g, ca.b, UInt8(clamping: Int(a + 0.5))), into: pixels, at: i)
                    } else {
                        let v = wa * e0 + wb * e1 + wc * e2
                        func ch(_ x: Double) -> UInt8 { UInt8(clamping: Int(x + 0.5)) }
                        blend(RGBA(ch(v[0]), ch(v[1]), ch(v[2]), ch(v[3])), into: pixels, at: i)
                    }
                }
                e0 -= step.0; e1 -= step.1; e2 -= step.2
                i += 4
            }
        }
    }

    /// `v.rounded()` (halves away from zero) for `|v| <= reach * 256`, exactly, without a
    /// libm call: `v` less its integer part is exact at this size.
    @inline(__always)
    static func nearest(_ v: Double) -> Double {
        let t = Double(Int(v)), f = v - t
        return f >= 0.5 ? t + 1 : f <= -0.5 ? t - 1 : t
    }

    /// A colour's channels times `scale`, for interpolating with edge functions.
    private static func channels(_ c: RGBA, _ scale: Double) -> SIMD4<Double> {
        SIMD4(Double(c.r), Double(c.g), Double(c.b), Double(c.a)) * scale
    }

    /// Source-over with straight alpha: the result is what `color` over the pixel looks like
    /// over anything, so the patch can be composited with ordinary alpha blending.
    @inline(__always)
    private static func blend(_ s: RGBA, into p: UnsafeMutableBufferPointer<UInt8>, at i: Int) {
        guard s.a > 0 else { return }
        let da = Int(p[i + 3])
        if s.a == 255 || da == 0 {
            (p[i], p[i + 1], p[i + 2], p[i + 3]) = (s.r, s.g, s.b, s.a)
            return
        }
        let sa = Int(s.a), keep = da * (255 - sa)           // dst weight ×255
        let outA = sa * 255 + keep                          // ×255
        func ch(_ sc: UInt8, _ dc: UInt8) -> UInt8 {
            UInt8((Int(sc) * sa * 255 + Int(dc) * keep + outA / 2) / outA)
        }
        (p[i], p[i + 1], p[i + 2]) = (ch(s.r, p[i]), ch(s.g, p[i + 1]), ch(s.b, p[i + 2]))
        p[i + 3] = UInt8((outA + 127) / 255)
    }
}
