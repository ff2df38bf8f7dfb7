/// A vertex of a coloured triangle mesh, in canvas pixels.
public struct MeshVertex: Hashable, Sendable {
    public var x: Float
    public var y: Float
    public var color: RGBA

    public init(_ p: Point, _ color: RGBA) {
        x = Float(p.x)
        y = Float(p.y)
        self.color = color
    }
}

/// An indexed triangle list with per-vertex colour, ready for `SDL_RenderGeometry`.
///
/// Invariants kept by `addTriangle`: every triangle is wound counter-clockwise in canvas
/// coordinates (positive signed area with y down) and none is degenerate.
public struct Mesh: Sendable {
    public private(set) var vertices: [MeshVertex] = []
    public private(set) var indices: [Int32] = []

    public init() {}

    public var triangleCount: Int { indices.count / 3 }
    public var isEmpty: Bool { indices.isEmpty }

    public mutating func removeAll() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }

    /// Adds a vertex and returns its index.
    public mutating func addVertex(_ p: Point, _ color: RGBA) -> Int32 {
        vertices.append(MeshVertex(p, color))
        return Int32(vertices.count - 1)
    }

    /// Twice the signed area of triangle `a b c` (positive when counter-clockwise on screen).
    public func doubleArea(_ a: Int32, _ b: Int32, _ c: Int32) -> Double {
        let pa = vertices[Int(a)], pb = vertices[Int(b)], pc = vertices[Int(c)]
        let abx = Double(pb.x - pa.x), aby = Double(pb.y - pa.y)
        let acx = Double(pc.x - pa.x), acy = Double(pc.y - pa.y)
        return abx * acy - aby * acx
    }

    /// Adds a triangle, flipping it to the common winding; drops it if degenerate.
    public mutating func addTriangle(_ a: Int32, _ b: Int32, _ c: Int32) {
        let area = doubleArea(a, b, c)
        guard abs(area) > Self.degenerateArea else { return }
        if area > 0 { indices += [a, b, c] } else { indices += [a, c, b] }
    }

    /// Triangles with less than this doubled area (square pixels) cover nothing and are dropped.
    public static let degenerateArea = 1e-6

    /// Appends another mesh, shifting its indices.
    public mutating func append(_ other: Mesh) {
        let base = Int32(vertices.count)
        vertices += other.vertices
        indices += other.indices.map { $0 + base }
    }
}
