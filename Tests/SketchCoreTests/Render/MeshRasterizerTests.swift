import Testing
@testable import SketchCore

@Suite struct MeshRasterizerTests {
    static func blank(_ w: Int, _ h: Int) -> RasterImage {
        RasterImage(width: w, height: h, pixels: [UInt8](repeating: 0, count: w * h * 4))
    }

    static func mesh(_ corners: [Point], _ colors: [RGBA], triangles: [(Int32, Int32, Int32)]) -> Mesh {
        var m = Mesh()
        for (p, c) in zip(corners, colors) { _ = m.addVertex(p, c) }
        for (a, b, c) in triangles { m.addTriangle(a, b, c) }
        return m
    }

    /// The pixels with any alpha, as "x,y".
    static func covered(_ image: RasterImage) -> Set<String> {
        var out: Set<String> = []
        for y in 0..<image.height { for x in 0..<image.width where image[x, y]!.a > 0 { out.insert("\(x),\(y)") } }
        return out
    }

    @Test func aTriangleDrawsThePixelsWhoseCentresItCovers() {
        // Right triangle (1, 1), (9, 1), (1, 9): centres (x + 0.5, y + 0.5) with x + y + 1 < 9,
        // plus those on the hypotenuse x + y + 1 == 9 only where the rule gives them to it.
        var image = Self.blank(12, 12)
        let m = Self.mesh([Point(1, 1), Point(9, 1), Point(1, 9)], Array(repeating: .black, count: 3), triangles: [(0, 1, 2)])
        MeshRasterizer.draw(m, into: &image)
        let inside = Set((1..<9).flatMap { y in (1..<9).filter { x in x + y + 1 < 9 }.map { "\($0),\(y)" } })
        let drawn = Self.covered(image)
        #expect(inside.isSubset(of: drawn))
        #expect(drawn.allSatisfy { s in let v = s.split(separator: ",").map { Int($0)! }; return v[0] + v[1] + 1 <= 9 })
    }

    @Test(arguments: [0.0, 0.25, 0.5, 0.37])
    func trianglesSharingAnEdgeDrawEachPixelOnce(offset: Double) {
        // A translucent quad split on either diagonal, at sub-pixel offsets: every pixel is
        // inked once (alpha 128) or not at all, none twice, and which pixels does not depend on
        // the diagonal (a pixel centre on it left out would be a crack that the other keeps).
        var coverage: [Set<String>] = []
        for split in [(Int32(0), Int32(1), Int32(2), Int32(3)), (1, 2, 3, 0)] {
            var image = Self.blank(20, 20)
            let o = offset
            // Corners 0 and 2 on the line y = x, through pixel centres (k + 0.5, k + 0.5).
            let corners = [Point(2.5 + o, 2.5 + o), Point(17 + o, 2), Point(16.5 + o, 16.5 + o), Point(3, 15 + o)]
            let (a, b, c, d) = split
            let m = Self.mesh(corners, Array(repeating: RGBA(0, 0, 0, 128), count: 4), triangles: [(a, b, c), (a, c, d)])
            MeshRasterizer.draw(m, into: &image)
            let alphas = Set((0..<400).map { image.pixels[$0 * 4 + 3] })
            #expect(alphas == [0, 128], "offset \(offset): alphas \(alphas.sorted())")
            coverage.append(Self.covered(image))
        }
        let differ = coverage[0].symmetricDifference(coverage[1])
        #expect(differ.isEmpty, "only one split covers \(differ.sorted())")
    }

    @Test func vertexColoursBlendAcrossTheTriangle() {
        var image = Self.blank(30, 30)
        let m = Self.mesh([Point(0, 0), Point(30, 0), Point(0, 30)],
                          [RGBA(255, 0, 0), RGBA(0, 255, 0), RGBA(0, 0, 255)], triangles: [(0, 1, 2)])
        MeshRasterizer.draw(m, into: &image)
        let near = image[1, 1]!, middle = image[9, 9]!
        #expect(near.r >= 229 && near.g <= 13 && near.b <= 13, "\(near): (1.5, 1.5) is 90% red")
        // (9.5, 9.5) weighs red 11/30, green and blue 9.5/30 each.
        #expect(abs(Int(middle.r) - 94) <= 1 && abs(Int(middle.g) - 81) <= 1 && abs(Int(middle.b) - 81) <= 1, "\(middle)")
    }

    @Test func aFringeThatFadesOnlyInAlphaKeepsTheInksColourExactlyAndFadesAcross() {
        var image = Self.blank(40, 10)
        let ink = RGBA(200, 40, 10, 255)
        let m = Self.mesh([Point(0, 0), Point(40, 0), Point(40, 10), Point(0, 10)],
                          [ink, ink, ink.fading(by: 0), ink.fading(by: 0)], triangles: [(0, 1, 2), (0, 2, 3)])
        MeshRasterizer.draw(m, into: &image)
        var alphas: [UInt8] = []
        for y in 0..<10 {
            let p = image[20, y]!
            alphas.append(p.a)
            if p.a > 0 { #expect(p.r == 200 && p.g == 40 && p.b == 10, "\(p) at row \(y)") }
        }
        // Row y's centre is (y + 0.5) / 10 of the way to the transparent edge.
        let expected: [UInt8] = [242, 217, 191, 166, 140, 115, 89, 64, 38, 13]  // 255 × (1 - (y + 0.5) / 10), rounded
        #expect(alphas == expected)
    }

    @Test func translucentInkBlendsOverWhatIsThere() {
        var image = RasterImage(width: 4, height: 4, pixels: Array(repeating: 255, count: 64))  // opaque white
        let m = Self.mesh([Point(0, 0), Point(4, 0), Point(4, 4), Point(0, 4)],
                          Array(repeating: RGBA(0, 0, 255, 64), count: 4), triangles: [(0, 1, 2), (0, 2, 3)])
        MeshRasterizer.draw(m, into: &image)
        // A quarter of blue over white, opaque: (191, 191, 255).
        #expect(image[2, 2] == RGBA(191, 191, 255, 255), "\(image[2, 2]!)")
        // Over a transparent pixel it keeps its own colour and alpha.
        var clear = Self.blank(4, 4)
        MeshRasterizer.draw(m, into: &clear)
        #expect(clear[2, 2] == RGBA(0, 0, 255, 64))
    }

    @Test func theImageCanStartAnywhereOnTheCanvasAndNothingSpillsOutOfIt() {
        // Canvas pixels 100..<110 × 50..<60, a triangle reaching past them on two sides.
        var image = Self.blank(10, 10)
        let m = Self.mesh([Point(90, 40), Point(120, 40), Point(90, 70)], Array(repeating: .black, count: 3), triangles: [(0, 1, 2)])
        MeshRasterizer.draw(m, into: &image, origin: (100, 50))
        #expect(image[0, 0]!.a == 255)
        #expect(image[9, 9]!.a == 0, "(109.5, 59.5) is past the hypotenuse x + y = 160")
        #expect(MeshRasterizer.runs(of: m, in: CanvasSize(width: 110, height: 60))
                == [MeshRasterizer.Run(triangles: 0..<1, bounds: PixelRect(x: 90, y: 40, width: 20, height: 20))])
        #expect(MeshRasterizer.runs(of: m, in: CanvasSize(width: 50, height: 30)).isEmpty)
    }

    @Test func nonFiniteVerticesAreSkipped() {
        var image = Self.blank(8, 8)
        var m = Mesh()
        let a = m.addVertex(Point(0, 0), .black), b = m.addVertex(Point(8, 0), .black), c = m.addVertex(Point(0, 8), .black)
        m.addTriangle(a, b, c)
        let n = m.addVertex(Point(.nan, 4), .black)
        m.addTriangle(a, b, n)
        MeshRasterizer.draw(m, into: &image)
        #expect(image[1, 1]!.a == 255)
        #expect(MeshRasterizer.runs(of: m, in: CanvasSize(width: 50, height: 50)).map(\.bounds) == [PixelRect(x: 0, y: 0, width: 8, height: 8)])
    }

    @Test func meshesFarApartGoInSeparateRunsAndNeighboursInOne() {
        var m = Mesh()
        func square(_ x: Double, _ y: Double) {
            let a = m.addVertex(Point(x, y), .black), b = m.addVertex(Point(x + 10, y), .black)
            let c = m.addVertex(Point(x + 10, y + 10), .black), d = m.addVertex(Point(x, y + 10), .black)
            m.addTriangle(a, b, c)
            m.addTriangle(a, c, d)
        }
        square(0, 0); square(10, 0); square(500, 300); square(0, 0)
        let runs = MeshRasterizer.runs(of: m, in: CanvasSize(width: 800, height: 600))
        #expect(runs.map(\.triangles) == [0..<4, 4..<6, 6..<8], "in order, so blending order is kept")
        #expect(runs.map(\.bounds) == [PixelRect(x: 0, y: 0, width: 20, height: 10), PixelRect(x: 500, y: 300, width: 10, height: 10),
                                       PixelRect(x: 0, y: 0, width: 10, height: 10)])
    }

    @Test func verticesFarOffTheCanvasSkipTheirTrianglesWithoutTrapping() {
        var image = Self.blank(10, 10)
        var m = Mesh()
        let a = m.addVertex(Point(0, 0), .black), b = m.addVertex(Point(1e20, 0), .black), c = m.addVertex(Point(0, 10), .black)
        let d = m.addVertex(Point(-6e4, 5), .black), e = m.addVertex(Point(6e4, 4), .black), f = m.addVertex(Point(0, 6), .black)
        m.addTriangle(a, b, c)
        m.addTriangle(d, e, f)  // within reach but long and thin: clipped, not trapped
        MeshRasterizer.draw(m, into: &image)
        #expect(image[1, 1]!.a == 0, "the 1e20 triangle is skipped")
        #expect(image[5, 5]!.a == 255, "the long thin one is drawn where it crosses")
        #expect(MeshRasterizer.runs(of: m, in: CanvasSize(width: 10, height: 10)).map(\.triangles) == [1..<2])
    }
}
