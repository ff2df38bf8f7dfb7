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
    /// A triangle's box holds exactly the pixels whose centres its snapped corners' box holds;
    /// triangles that hold no pixel centre of `canvas`, or have a vertex beyond `reach`, are
    /// left out.
    public static func runs(of mesh: Mesh, in canvas: CanvasSize) -> [Run] {
        runs(of: GridMesh(mesh), in: canvas)
    }

    /// `runs(of:in:)` of a mesh already on the grid, or of some of its `triangles`.
    public static func runs(of grid: GridMesh, in canvas: CanvasSize, triangles: Range<Int>? = nil) -> [Run] {
        var out: [Run] = []
        var current: (start: Int, end: Int, box: PixelRect)?
        func area(_ r: PixelRect) -> Int { r.width * r.height }
        grid.vertices.withUnsafeBufferPointer { vs in
            grid.indices.withUnsafeBufferPointer { ix in
                for t in triangles ?? 0..<(ix.count / 3) {
                    let a = vs[Int(ix[3 * t])], b = vs[Int(ix[3 * t + 1])], c = vs[Int(ix[3 * t + 2])]
                    guard a.x != GridMesh.Vertex.away, b.x != GridMesh.Vertex.away, c.x != GridMesh.Vertex.away,
                          let box = centres(a, b, c, width: canvas.width, height: canvas.height, ox: 0, oy: 0)
                    else { continue }
                    let rect = PixelRect(x: box.x0, y: box.y0, width: box.x1 - box.x0 + 1, height: box.y1 - box.y0 + 1)
                    if let run = current {
                        let union = run.box.union(rect)
                        if area(union) <= area(run.box) + area(rect) + 128 * 128 {
                            current = (run.start, t + 1, union)
                            continue
                        }
                        out.append(Run(triangles: run.start..<run.end, bounds: run.box))
                    }
                    current = (t, t + 1, rect)
                }
            }
        }
        if let run = current { out.append(Run(triangles: run.start..<run.end, bounds: run.box)) }
        return out
    }

    /// The first and last pixel (inclusive) of a `width × height` image whose top-left pixel is
    /// canvas pixel (`ox`, `oy`) with a centre inside the box of `a b c`; nil when none.
    @inline(__always)
    private static func centres(_ a: GridMesh.Vertex, _ b: GridMesh.Vertex, _ c: GridMesh.Vertex,
                                width: Int, height: Int, ox: Int, oy: Int) -> (x0: Int, x1: Int, y0: Int, y1: Int)? {
        // A centre (i + 0.5) lies in lo...hi when ceil((lo - 128) / 256) <= i <= floor((hi - 128) / 256),
        // on the 1/256 grid; `>> 8` is floor division by 256.
        let lox = Int(min(a.x, b.x, c.x)) - ox << 8, hix = Int(max(a.x, b.x, c.x)) - ox << 8
        let loy = Int(min(a.y, b.y, c.y)) - oy << 8, hiy = Int(max(a.y, b.y, c.y)) - oy << 8
        let x0 = max(-((128 - lox) >> 8), 0), x1 = min((hix - 128) >> 8, width - 1)
        let y0 = max(-((128 - loy) >> 8), 0), y1 = min((hiy - 128) >> 8, height - 1)
        return x0 <= x1 && y0 <= y1 ? (x0, x1, y0, y1) : nil
    }

    /// Blends `mesh` into `image`, whose top-left pixel is canvas pixel `origin`.
    public static func draw(_ mesh: Mesh, into image: inout RasterImage, origin: (x: Int, y: Int) = (0, 0)) {
        let (w, h) = (image.width, image.height)
        image.pixels.withUnsafeMutableBufferPointer {
            draw(GridMesh(mesh), triangles: 0..<mesh.triangleCount, into: $0, width: w, height: h, origin: origin)
        }
    }

    /// Blends `triangles` of `mesh` into `pixels` (see the `GridMesh` form); R, G, B, A bytes,
    /// or B, G, R, A with `blueFirst`.
    public static func draw(_ mesh: Mesh, triangles: Range<Int>, into pixels: UnsafeMutableBufferPointer<UInt8>,
                            width: Int, height: Int, origin: (x: Int, y: Int), blueFirst: Bool = false) {
        draw(GridMesh(mesh, blueFirst: blueFirst), triangles: triangles, into: pixels, width: width, height: height,
             origin: origin)
    }

    /// Blends `triangles` of `grid` into `pixels`: `width × height` pixels, rows of `width * 4`
    /// bytes, whose top-left pixel is canvas pixel `origin`, in the grid's byte order.
    /// Triangles with a vertex beyond `reach`, or none of their area, are skipped.
    public static func draw(_ grid: GridMesh, triangles: Range<Int>, into pixels: UnsafeMutableBufferPointer<UInt8>,
                            width: Int, height: Int, origin: (x: Int, y: Int)) {
        precondition(pixels.count >= width * height * 4, "pixel buffer too small")
        grid.vertices.withUnsafeBufferPointer { vs in
            grid.indices.withUnsafeBufferPointer { ix in
                for t in triangles {
                    var a = vs[Int(ix[3 * t])], b = vs[Int(ix[3 * t + 1])]
                    let c = vs[Int(ix[3 * t + 2])]
                    guard a.x != GridMesh.Vertex.away, b.x != GridMesh.Vertex.away, c.x != GridMesh.Vertex.away,
                          let box = centres(a, b, c, width: width, height: height, ox: origin.x, oy: origin.y)
                    else { continue }
                    // Twice the area in 1/65536 px²: exact in 64 bits (corners are within 2^25 grid units).
                    var area = (Int(b.x) - Int(a.x)) * (Int(c.y) - Int(a.y)) - (Int(b.y) - Int(a.y)) * (Int(c.x) - Int(a.x))
                    guard area != 0 else { continue }
                    if area < 0 { swap(&a, &b); area = -area }
                    fill(a, b, c, area: area, box: box, origin: origin, pixels, width)
                }
            }
        }
    }

    /// Whether a pixel centre exactly on edge `u → v` belongs to the triangle: the top-left rule
    /// for this winding (a left edge goes up, a top edge goes right).
    @inline(__always)
    private static func ownsEdge(_ u: (x: Int, y: Int), _ v: (x: Int, y: Int)) -> Bool {
        (u.y == v.y && v.x > u.x) || v.y < u.y
    }

    /// Fills triangle `a b c` (wound so that `area`, twice its area in grid units², is positive)
    /// over the pixels of `box`. Edge functions are exact integers on the grid; the colour
    /// weights are the same Doubles (px², the integers scaled by an exact 2^-16) as an
    /// interpolation in pixels would give, so the pixels do not depend on the grid.
    private static func fill(_ a: GridMesh.Vertex, _ b: GridMesh.Vertex, _ c: GridMesh.Vertex, area: Int,
                             box: (x0: Int, x1: Int, y0: Int, y1: Int), origin: (x: Int, y: Int),
                             _ pixels: UnsafeMutableBufferPointer<UInt8>, _ width: Int) {
        let pa = (x: Int(a.x) - origin.x << 8, y: Int(a.y) - origin.y << 8)
        let pb = (x: Int(b.x) - origin.x << 8, y: Int(b.y) - origin.y << 8)
        let pc = (x: Int(c.x) - origin.x << 8, y: Int(c.y) - origin.y << 8)
        let (x0, x1, y0, y1) = box
        // A centre exactly on an edge the triangle does not own is outside: on whole numbers,
        // `e > 0` is `e - 1 >= 0`, so one sign test per edge decides (the top-left rule).
        let bias = (ownsEdge(pb, pc) ? 0 : 1, ownsEdge(pc, pa) ? 0 : 1, ownsEdge(pa, pb) ? 0 : 1)
        // Edge function of u → v at the first pixel centre: e0 is twice the area of (b, c, p),
        // a's weight times `area`; and so on. Each falls by `k` a column and rises by `r` a row.
        let px = x0 << 8 + 128, py = y0 << 8 + 128
        // Wrapping arithmetic below: every value is bounded well inside 64 bits (corners within
        // 2^25 grid units, products within 2^52), so overflow checks would only cost.
        func edge(_ u: (x: Int, y: Int), _ v: (x: Int, y: Int)) -> Int { (v.x &- u.x) &* (py &- u.y) &- (v.y &- u.y) &* (px &- u.x) }
        var row = (edge(pb, pc) - bias.0, edge(pc, pa) - bias.1, edge(pa, pb) - bias.2)
        let k = ((pc.y - pb.y) << 8, (pa.y - pc.y) << 8, (pb.y - pa.y) << 8)
        let r = ((pc.x - pb.x) << 8, (pa.x - pc.x) << 8, (pb.x - pa.x) << 8)
        let (ca, cb, cc) = (a.color, b.color, c.color)
        let uniform = ca == cb && cb == cc
        // Anti-aliasing fringes vary in alpha only: then the colour channels are taken as they
        // are (an interpolation of equal whole numbers rounds back to that number) and only
        // alpha is interpolated, by the same sums as the four-channel path.
        let alphaOnly = !uniform && ca.r == cb.r && cb.r == cc.r && ca.g == cb.g && cb.g == cc.g
            && ca.b == cb.b && cb.b == cc.b
        let unit = 1.0 / 65536  // grid units² to px², exactly
        let inv = uniform ? 0 : 1 / (Double(area) * unit)
        let wa = uniform ? .zero : channels(ca, inv), wb = uniform ? .zero : channels(cb, inv)
        let wc = uniform ? .zero : channels(cc, inv)
        /// Narrows `lo...hi` (columns after x0) to where edge value `e`, falling by `k` a column, stays >= 0.
        @inline(__always)
        func clip(_ e: Int, _ k: Int, _ lo: inout Double, _ hi: inout Double) {
            if k > 0 { hi = min(hi, Double(e) / Double(k)) } else if k < 0 { lo = max(lo, Double(e) / Double(k)) } else if e < 0 { hi = -2 }
        }
        let span = x1 - x0
        for y in y0...y1 {
            defer { row.0 &+= r.0; row.1 &+= r.1; row.2 &+= r.2 }
            var first = 0, last = span
            // Wide rows: only the columns where all three hold, give or take a pixel of
            // rounding, so thin triangles cost their area, not their box. Narrow ones (most
            // of a stroke's) are cheaper to walk than to clip.
            if span > 6 {
                var lo = 0.0, hi = Double(span)
                clip(row.0, k.0, &lo, &hi)
                clip(row.1, k.1, &lo, &hi)
                clip(row.2, k.2, &lo, &hi)
                guard lo <= hi + 1 else { continue }
                first = max(Int(max(lo, -1)) - 1, 0)
                last = min(Int(min(hi, Double(span))) + 1, span)
                guard first <= last else { continue }
            }
            var e0 = row.0 &- k.0 &* first, e1 = row.1 &- k.1 &* first, e2 = row.2 &- k.2 &* first
            var i = (y &* width &+ x0 &+ first) &* 4
            for _ in first...last {
                if e0 | e1 | e2 >= 0 {
                    if uniform {
                        blend(ca, into: pixels, at: i)
                    } else {
                        let d0 = Double(e0 + bias.0) * unit, d1 = Double(e1 + bias.1) * unit
                        let d2 = Double(e2 + bias.2) * unit
                        if alphaOnly {
                            let a = wa[3] * d0 + wb[3] * d1 + wc[3] * d2
                            blend(RGBA(ca.r, ca.g, ca.b, UInt8(clamping: Int(a + 0.5))), into: pixels, at: i)
                        } else {
                            let v = wa * d0 + wb * d1 + wc * d2
                            func ch(_ x: Double) -> UInt8 { UInt8(clamping: Int(x + 0.5)) }
                            blend(RGBA(ch(v[0]), ch(v[1]), ch(v[2]), ch(v[3])), into: pixels, at: i)
                        }
                    }
                }
                e0 &-= k.0; e1 &-= k.1; e2 &-= k.2
                i &+= 4
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
