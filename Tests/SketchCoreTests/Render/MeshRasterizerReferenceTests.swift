import Testing
@testable import SketchCore

/// The whole-number rasterizer against the plainest possible one: every pixel centre of the
/// image tested against every triangle in Doubles (exact on the 1/256 px grid), colours
/// interpolated by barycentric weights in pixels, blended in order.
@Suite struct MeshRasterizerReferenceTests {
    /// Draws `mesh` pixel by pixel, the slow and obvious way.
    static func reference(_ mesh: Mesh, width: Int, height: Int, origin: (x: Int, y: Int)) -> [UInt8] {
        var image = RasterImage(width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4))
        func snap(_ v: MeshVertex) -> Point {
            Point((Double(v.x) * 256).rounded() / 256 - Double(origin.x), (Double(v.y) * 256).rounded() / 256 - Double(origin.y))
        }
        func owns(_ u: Point, _ v: Point) -> Bool { (u.y == v.y && v.x > u.x) || v.y < u.y }
        for t in 0..<mesh.triangleCount {
            var ia = Int(mesh.indices[3 * t]), ib = Int(mesh.indices[3 * t + 1])
            let ic = Int(mesh.indices[3 * t + 2])
            var a = snap(mesh.vertices[ia]), b = snap(mesh.vertices[ib])
            let c = snap(mesh.vertices[ic])
            var area = (b - a).cross(c - a)
            if area == 0 { continue }
            if area < 0 { swap(&a, &b); swap(&ia, &ib); area = -area }
            let (ca, cb, cc) = (mesh.vertices[ia].color, mesh.vertices[ib].color, mesh.vertices[ic].color)
            for y in 0..<height {
                for x in 0..<width {
                    let p = Point(Double(x) + 0.5, Double(y) + 0.5)
                    let e0 = (c - b).cross(p - b), e1 = (a - c).cross(p - c), e2 = (b - a).cross(p - a)
                    guard e0 > 0 || e0 == 0 && owns(b, c), e1 > 0 || e1 == 0 && owns(c, a),
                          e2 > 0 || e2 == 0 && owns(a, b) else { continue }
                    func mix(_ k: KeyPath<RGBA, UInt8>) -> UInt8 {
                        let inv = 1 / area
                        let v = Double(ca[keyPath: k]) * inv * e0 + Double(cb[keyPath: k]) * inv * e1 + Double(cc[keyPath: k]) * inv * e2
                        return UInt8(clamping: Int(v + 0.5))
                    }
                    let s = RGBA(mix(\.r), mix(\.g), mix(\.b), mix(\.a))
                    guard s.a > 0 else { continue }
                    let d = image[x, y]!
                    let i = (y * width + x) * 4
                    if s.a == 255 || d.a == 0 {
                        image.pixels.replaceSubrange(i..<(i + 4), with: [s.r, s.g, s.b, s.a])
                        continue
                    }
                    let sa = Int(s.a), keep = Int(d.a) * (255 - sa), outA = sa * 255 + keep
                    func ch(_ sc: UInt8, _ dc: UInt8) -> UInt8 { UInt8((Int(sc) * sa * 255 + Int(dc) * keep + outA / 2) / outA) }
                    image.pixels.replaceSubrange(i..<(i + 4), with: [ch(s.r, d.r), ch(s.g, d.g), ch(s.b, d.b), UInt8((outA + 127) / 255)])
                }
            }
        }
        return image.pixels
    }

    /// The pixels ("x,y") where two images differ, the first few.
    static func differences(_ a: [UInt8], _ b: [UInt8], width: Int) -> [String] {
        let pixels = (0..<(a.count / 4)).filter { a[4 * $0..<4 * $0 + 4] != b[4 * $0..<4 * $0 + 4] }
        return pixels.prefix(5).map { "\($0 % width),\($0 / width)" }
    }

    /// A fan of random triangles inside a 24 px square, corners off the grid, colours varying.
    static func randomMesh(seed: UInt64, triangles: Int) -> Mesh {
        var random = SeededRandom(seed: seed)
        var m = Mesh()
        let colors = [RGBA(20, 40, 200), RGBA(20, 40, 200, 0), RGBA(200, 30, 10, 128), RGBA(0, 0, 0)]
        for _ in 0..<triangles {
            var corners: [Int32] = []
            for _ in 0..<3 {
                // Whole, half and quarter pixels too, so edges run through pixel centres.
                let grid = [1.0, 2.0, 4.0, 256.0][Int(random.next() % 4)]
                let x = ((random.unit() * 26 - 1) * grid).rounded() / grid
                let y = ((random.unit() * 26 - 1) * grid).rounded() / grid
                corners.append(m.addVertex(Point(x, y), colors[Int(random.next() % 4)]))
            }
            m.addTriangle(corners[0], corners[1], corners[2])
        }
        return m
    }

    @Test(arguments: [(seed: UInt64(1), origin: (0, 0)), (2, (0, 0)), (3, (7, 5)), (4, (-3, 11))])
    func everyPixelMatchesTheObviousRasterizer(seed: UInt64, origin: (Int, Int)) {
        let mesh = Self.randomMesh(seed: seed, triangles: 60)
        var image = RasterImage(width: 24, height: 24, pixels: [UInt8](repeating: 0, count: 24 * 24 * 4))
        MeshRasterizer.draw(mesh, into: &image, origin: origin)
        #expect(Self.differences(image.pixels, Self.reference(mesh, width: 24, height: 24, origin: origin), width: 24) == [])
    }

    @Test func sharedVerticesSnapOnceToTheSameGridPoint() {
        // A vertex a hair off the grid in both meshes: snapped once (GridMesh) or per corner,
        // the same pixels.
        var m = Mesh()
        let a = m.addVertex(Point(2.001953, 1), .black), b = m.addVertex(Point(9, 1.4), .black)
        let c = m.addVertex(Point(2.5, 9.998), RGBA(0, 0, 0, 0)), d = m.addVertex(Point(10, 10), .black)
        m.addTriangle(a, b, c)
        m.addTriangle(b, d, c)
        var image = RasterImage(width: 12, height: 12, pixels: [UInt8](repeating: 0, count: 12 * 12 * 4))
        MeshRasterizer.draw(m, into: &image)
        #expect(Self.differences(image.pixels, Self.reference(m, width: 12, height: 12, origin: (0, 0)), width: 12) == [])
    }
}
