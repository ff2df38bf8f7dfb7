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
        // Three plain appends: `indices += [a, b, c]` would build and free an array per triangle.
        indices.append(a)
        if area > 0 { indices.append(b); indices.append(c) } else { indices.append(c); indices.append(b) }
    }

    /// Makes room for `vertices` more vertices and `triangles` more triangles, so building a
    /// mesh of known size grows its storage at most once. Grows geometrically: calling it
    /// before every small piece stays O(1) amortized.
    public mutating func reserve(vertices: Int, triangles: Int) {
        let v = self.vertices.count + vertices, i = indices.count + 3 * triangles
        if v > self.vertices.capacity { self.vertices.reserveCapacity(max(v, 2 * self.vertices.capacity)) }
        if i > indices.capacity { indices.reserveCapacity(max(i, 2 * indices.capacity)) }
    }

    /// Triangles with less than this doubled area (square pixels) cover nothing and are dropped.
    public static let degenerateArea = 1e-6

    /// Appends another mesh, shifting its indices.
    public mutating func append(_ other: Mesh) {
        let base = Int32(vertices.count)
        vertices += other.vertices
        reserve(vertices: 0, triangles: other.triangleCount)
        for i in other.indices { indices.append(i + base) }
    }
}
