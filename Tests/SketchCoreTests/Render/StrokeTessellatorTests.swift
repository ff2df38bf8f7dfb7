import Foundation
import Testing
@testable import SketchCore

/// A centreline with a radius per point, named for parameterised tests.
struct TessellatorCase: Sendable, CustomTestStringConvertible {
    var name: String
    var points: [Point]
    var radii: [Double]
    var testDescription: String { name }

    init(_ name: String, _ points: [Point], radius: Double) {
        self.init(name, points, radii: Array(repeating: radius, count: points.count))
    }

    init(_ name: String, _ points: [Point], radii: [Double]) {
        self.name = name
        self.points = points
        self.radii = radii
    }

    func mesh(color: RGBA = inkColor) -> Mesh {
        var mesh = Mesh()
        StrokeTessellator.append(points: points, radii: radii, color: color, to: &mesh)
        return mesh
    }
}

let inkColor = RGBA(200, 40, 10, 180)

let zigZag = (0..<24).map { Point(20 + 15 * Double($0), $0.isMultiple(of: 2) ? 40 : 80) }

let centrelines = [
    TessellatorCase("dot", [Point(50, 40)], radius: 4),
    TessellatorCase("straight line", [Point(20, 50), Point(120, 50)], radius: 4),
    TessellatorCase("diagonal line", [Point(10, 10), Point(90, 70)], radius: 6),
    TessellatorCase("left turn", [Point(20, 20), Point(80, 20), Point(80, 80)], radius: 5),
    TessellatorCase("right turn", [Point(20, 80), Point(80, 80), Point(80, 20)], radius: 5),
    TessellatorCase("zig-zag", zigZag, radius: 3),
    TessellatorCase("hairpin", [Point(20, 20), Point(100, 20), Point(20, 22)], radius: 4),
    TessellatorCase("full reversal", [Point(20, 20), Point(100, 20), Point(20, 20)], radius: 4),
    TessellatorCase("spiral", (0..<80).map { k in
        let a = Double(k) * 0.3, r = 5 + 2 * Double(k)
        return Point(200 + r * cos(a), 200 + r * sin(a))
    }, radius: 6),
    TessellatorCase("hairline, 1 px wide", [Point(10, 10), Point(60, 30), Point(110, 10)], radius: 0.5),
    TessellatorCase("faint, 0.4 px wide", [Point(10, 10), Point(60, 30), Point(110, 10)], radius: 0.2),
    TessellatorCase("broad, 80 px wide", [Point(100, 100), Point(300, 120), Point(150, 300)], radius: 40),
    TessellatorCase("varying radius", [Point(10, 10), Point(60, 10), Point(60, 60), Point(110, 60)],
               radii: [1, 4, 9, 0.3]),
]

@Suite("Stroke tessellator: meshes for strokes")
struct StrokeTessellatorTests {
    static let outerOfDot = StrokeTessellator.fringe / 2

    /// The opaque and transparent radii around a centreline point of radius `r`.
    func radii(_ r: Double) -> (inner: Double, outer: Double, coreAlpha: UInt8) {
        let half = StrokeTessellator.fringe / 2
        return (max(r - half, 0), max(r, half) + half, UInt8((Double(inkColor.a) * min(1, r / half)).rounded()))
    }

    // MARK: invariants on every shape

    @Test(arguments: centrelines)
    func everyTriangleIsCounterClockwiseAndNotDegenerate(_ line: TessellatorCase) throws {
        let mesh = line.mesh()
        try #require(mesh.triangleCount > 0)
        let bad = mesh.triangles.filter { mesh.doubleArea($0.0, $0.1, $0.2) <= Mesh.degenerateArea }
        #expect(bad.isEmpty, "\(bad.count) of \(mesh.triangleCount) triangles are clockwise or degenerate")
    }

    @Test(arguments: centrelines)
    func allIndicesAreInRange(_ line: TessellatorCase) {
        let mesh = line.mesh()
        #expect(mesh.indices.count.isMultiple(of: 3))
        #expect(mesh.indices.allSatisfy { $0 >= 0 && Int($0) < mesh.vertices.count })
    }

    @Test(arguments: centrelines)
    func fringeVerticesAreTransparentAndCoreVerticesCarryTheStrokeAlpha(_ line: TessellatorCase) {
        let mesh = line.mesh()
        var misplaced: [Point] = []
        for v in mesh.vertices {
            #expect(v.color.r == inkColor.r && v.color.g == inkColor.g && v.color.b == inkColor.b)
            let fits = line.points.indices.contains { j in
                let c = line.points[j], r = line.radii[j]
                let d = v.point.distance(to: c), expected = radii(r)
                // A segment whose radius changes widens its fringe along its normal (by the
                // slope of its edges) so it stays a pixel wide across them.
                let widenings: [Double] = [j - 1, j].filter { $0 >= 0 && $0 + 1 < line.points.count }.map { k -> Double in
                    let slope = (line.radii[k + 1] - line.radii[k]) / line.points[k].distance(to: line.points[k + 1])
                    return min((1 + slope * slope).squareRoot(), 4)
                } + [1.0]
                if v.color.a == 0 {
                    return widenings.contains { abs(d - (max(r, 0.5) + 0.5 * $0)) < 1e-3 }
                }
                return v.color.a == expected.coreAlpha
                    && (d < 1e-3 || widenings.contains { abs(d - max(r - 0.5 * $0, 0)) < 1e-3 })
            }
            if !fits { misplaced.append(v.point) }
        }
        #expect(misplaced.isEmpty, "vertices with the wrong alpha for their place: \(misplaced.prefix(5))")
        #expect(mesh.vertices.contains { $0.color.a == 0 })
        #expect(mesh.vertices.contains { $0.color.a > 0 })
    }

    @Test(arguments: [(from: 6.0, to: 3.0), (3.0, 6.0), (6.0, 5.0)])
    func aFringeStaysOnePixelAcrossTheEdgesOfATaperingSegment(from ra: Double, to rb: Double) {
        // A 2 px segment whose radius changes: its edges slope, and the fringe between the
        // line through the inner vertices and the one through the outer vertices (both ends,
        // on the left side, y > 0) must be one pixel across, not one pixel along the normal.
        var mesh = Mesh()
        StrokeTessellator.append(points: [Point(0, 0), Point(2, 0)], radii: [ra, rb], color: inkColor, to: &mesh)
        func vertex(x: Double, transparent: Bool) -> Point? {
            mesh.vertices.first { $0.x == Float(x) && $0.y > 0.01 && ($0.color.a == 0) == transparent }.map(\.point)
        }
        guard let o0 = vertex(x: 0, transparent: true), let o1 = vertex(x: 2, transparent: true),
              let i0 = vertex(x: 0, transparent: false), let i1 = vertex(x: 2, transparent: false) else {
            Issue.record("no edge vertices at the segment's ends")
            return
        }
        let edge = (o1 - o0).normalized
        #expect(abs(edge.cross((i1 - i0).normalized)) < 1e-5, "inner and outer edges are parallel")
        #expect(abs(edge.cross(i0 - o0) - 1) < 1e-4 || abs(edge.cross(o0 - i0) - 1) < 1e-4,
                "one pixel across: \(abs(edge.cross(i0 - o0)))")
        #expect(abs((o0.y + i0.y) / 2 - ra) < 1e-4 && abs((o1.y + i1.y) / 2 - rb) < 1e-4, "the fringe's middle is the radius")
    }

    @Test(arguments: centrelines)
    func theSameInputAlwaysGivesTheSameMesh(_ line: TessellatorCase) {
        let a = line.mesh(), b = line.mesh()
        #expect(a.vertices == b.vertices)
        #expect(a.indices == b.indices)
    }

    /// Round caps and joins: the disc of ink and fringe around every centreline point is covered
    /// (up to the arcs' tolerance), without cracks.
    @Test(arguments: centrelines.filter { $0.radii.allSatisfy { $0 >= 3 } })
    func inkCoversADiscAroundEveryCentrelinePoint(_ line: TessellatorCase) {
        let mesh = line.mesh()
        var holes: [Point] = []
        for (c, r) in zip(line.points, line.radii) {
            let fringe = radii(r).outer - StrokeTessellator.tolerance - 0.05, core = radii(r).inner - 0.05
            for k in 0..<32 {
                let u = Point(cos(Double(k) * .pi / 16), sin(Double(k) * .pi / 16))
                for p in [c, c + u * fringe, c + u * core, c + u * (core / 2)]
                where !mesh.covers(p) {
                    holes.append(p)
                }
            }
        }
        // Along every segment, the band out to the fringe's outer edge.
        for (i, (a, b)) in zip(line.points, line.points.dropFirst()).enumerated() {
            let n = (b - a).normalized.perpendicular, reach = radii(min(line.radii[i], line.radii[i + 1])).outer - 0.05
            for k in 0...10 {
                let c = a.lerp(to: b, Double(k) / 10)
                for p in [c + n * reach, c + n * (reach / 2), c - n * (reach / 2), c - n * reach] where !mesh.covers(p) {
                    holes.append(p)
                }
            }
        }
        #expect(holes.isEmpty, "uncovered points: \(holes.prefix(5))")
    }

    // MARK: dots

    @Test(arguments: [1.0, 2, 4, 9, 30, 256])
    func aSinglePointGivesARoundDot(width: Double) throws {
        let centre = Point(300, 200)
        let mesh = tessellate([centre], radius: width / 2, color: .black)
        let radius = width / 2 + StrokeTessellator.fringe / 2
        let rim = mesh.vertices.filter { $0.color.a == 0 }
        try #require(rim.count >= 6)
        for v in rim { #expect(abs(v.point.distance(to: centre) - radius) < 1e-3) }
        #expect(mesh.vertices.contains { $0.point == centre && $0.color == .black })

        // A closed disc: its area is between the circle's and that of the circle shrunk by the tolerance.
        let area = mesh.totalArea
        #expect(area <= Double.pi * radius * radius + 1e-3)
        #expect(area >= Double.pi * pow(radius - StrokeTessellator.tolerance, 2) - 1e-3)
    }

    @Test func aStrokeWithOneSampleIsADotOfItsWidth() throws {
        var mesh = Mesh()
        let dot = Stroke(style: StrokeStyle(color: .black, width: 10), samples: [StrokeSample(Point(40, 40))])
        StrokeTessellator.append(dot, to: &mesh)
        let rim = mesh.vertices.filter { $0.color.a == 0 }
        try #require(!rim.isEmpty)
        #expect(rim.allSatisfy { abs($0.point.distance(to: Point(40, 40)) - 5.5) < 1e-3 })
    }

    @Test func pointsThatAllCoincideGiveADot() {
        let p = Point(70.25, 33.5)
        let dot = tessellate([p], radius: 3)
        for repeated in [[p, p], [p, p, p, p], [p, p + Point(0.0005, 0), p - Point(0, 0.0009)]] {
            let mesh = tessellate(repeated, radius: 3)
            #expect(mesh.vertices == dot.vertices)
            #expect(mesh.indices == dot.indices)
        }
    }

    // MARK: lines

    @Test func aStraightStrokeCoversItsSegmentFromCapToCap() throws {
        let start = Point(20, 50), end = Point(120, 50)
        let mesh = tessellate([start, end], radius: 4)
        let radius = 4 + StrokeTessellator.fringe / 2, slack = StrokeTessellator.tolerance
        let xs = mesh.vertices.map { Double($0.x) }, ys = mesh.vertices.map { Double($0.y) }
        let minX = try #require(xs.min()), maxX = try #require(xs.max())
        let minY = try #require(ys.min()), maxY = try #require(ys.max())
        #expect(minX >= start.x - radius - 1e-3 && minX <= start.x - radius + slack)
        #expect(maxX <= end.x + radius + 1e-3 && maxX >= end.x + radius - slack)
        #expect(abs(minY - (50 - radius)) < 1e-3)
        #expect(abs(maxY - (50 + radius)) < 1e-3)

        for x in stride(from: 20.0, through: 120, by: 2.5) {
            for y in [46.5, 48.0, 50.0, 52.0, 53.5] {
                #expect(mesh.covers(Point(x, y)), "(\(x), \(y)) is not inked")
            }
        }
        #expect(!mesh.covers(Point(70, 55)))
        #expect(!mesh.covers(Point(125, 50)))
    }

    @Test func nonFinitePointsAreSkipped() {
        let a = Point(10, 10), b = Point(60, 40), c = Point(110, 10)
        let clean = tessellate([a, b, c], radius: 3)
        let dirty = tessellate([Point(.nan, 5), a, Point(.nan, .nan), b, Point(.infinity, 3),
                                Point(4, -.infinity), c], radius: 3)
        #expect(dirty.vertices == clean.vertices)
        #expect(dirty.indices == clean.indices)
    }

    @Test func onlyNonFinitePointsGiveNoMesh() {
        #expect(tessellate([Point(.nan, .nan), Point(.infinity, 0)], radius: 3).isEmpty)
        #expect(tessellate([], radius: 3).vertices.isEmpty)
    }

    @Test func aOnePixelWideStrokeStillInksItsCore() throws {
        var mesh = Mesh()
        let hairline = Stroke(style: StrokeStyle(color: .black, width: 1),
                              samples: [StrokeSample(Point(10, 10)), StrokeSample(Point(200, 10))])
        StrokeTessellator.append(hairline, to: &mesh)
        try #require(mesh.triangleCount > 0)
        let inked = Set(mesh.indices).map { mesh.vertices[Int($0)].color.a }
        #expect(inked.max() == 255)
        #expect(mesh.covers(Point(100, 10)))
    }

    @Test func radiiUnderHalfTheFringeFadeInsteadOfThinning() throws {
        let mesh = tessellate([Point(10, 10), Point(50, 10)], radius: 0.25)
        try #require(mesh.triangleCount > 0)
        #expect(Set(mesh.vertices.map(\.color.a)) == [0, 128])
        let ys = mesh.vertices.map { Double($0.y) }
        #expect(abs((ys.max() ?? 0) - 11) < 1e-3)
        #expect(abs((ys.min() ?? 0) - 9) < 1e-3)
    }

    @Test func zigZagMeshIsInRangeAndDeterministic() {
        let points = (0..<200).map { Point(5 + 3 * Double($0), $0.isMultiple(of: 2) ? 10 : 14) }
        let a = tessellate(points, radius: 2.5), b = tessellate(points, radius: 2.5)
        #expect(a.triangleCount > 200)
        #expect(a.indices.allSatisfy { $0 >= 0 && Int($0) < a.vertices.count })
        #expect(a.vertices == b.vertices)
        #expect(a.indices == b.indices)
    }

    @Test func appendingAddsAfterWhatTheMeshAlreadyHeld() {
        var mesh = tessellate([Point(10, 10)], radius: 3)
        let before = mesh
        StrokeTessellator.append(points: [Point(40, 40), Point(90, 40)], radii: [2, 2], color: .black, to: &mesh)
        let alone = tessellate([Point(40, 40), Point(90, 40)], radius: 2)
        #expect(Array(mesh.vertices.prefix(before.vertices.count)) == before.vertices)
        #expect(Array(mesh.indices.prefix(before.indices.count)) == before.indices)
        #expect(Array(mesh.vertices.dropFirst(before.vertices.count)) == alone.vertices)
        #expect(Array(mesh.indices.dropFirst(before.indices.count))
            == alone.indices.map { $0 + Int32(before.vertices.count) })
    }

    @Test(arguments: [(Double.pi, 0.15), (2 * Double.pi, 4.0), (0.01, 100.0), (Double.pi / 2, 0.05)])
    func arcsUseEnoughStepsToStayWithinTolerance(angle: Double, radius: Double) {
        let steps = StrokeTessellator.arcSteps(angle: angle, radius: radius)
        #expect(steps >= 1)
        let sagitta = radius * (1 - cos(angle / Double(steps) / 2))
        #expect(sagitta <= StrokeTessellator.tolerance + 1e-12)
    }
}
