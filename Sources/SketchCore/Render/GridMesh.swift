/// A mesh as `MeshRasterizer` reads it: every vertex snapped once to the rasterizer's grid
/// (whole 1/256 px) and its colour put in the target's byte order.
///
/// Snapping a vertex once instead of at every corner of every triangle that shares it, and
/// working on whole numbers, is what keeps the rasterizer's cost per triangle low: the wet ink
/// of a frame is thousands of small triangles. `assign` reuses the storage, so a renderer that
/// keeps one `GridMesh` allocates nothing per frame once it has grown.
public struct GridMesh: Sendable {
    /// A vertex in 1/256 px; `x == Vertex.away` marks one beyond `MeshRasterizer.reach` (or
    /// not finite): triangles using it are skipped.
    struct Vertex: Sendable {
        var x: Int32
        var y: Int32
        var color: RGBA

        static let away = Int32.min

        /// `v` on the grid, R and B swapped with `blueFirst`.
        @inline(__always)
        init(_ v: MeshVertex, blueFirst: Bool) {
            let x = Double(v.x), y = Double(v.y), reach = MeshRasterizer.reach
            color = blueFirst ? RGBA(v.color.b, v.color.g, v.color.r, v.color.a) : v.color
            guard abs(x) <= reach, abs(y) <= reach else {
                (self.x, self.y) = (Self.away, Self.away)
                return
            }
            self.x = Int32(MeshRasterizer.nearest(x * 256))
            self.y = Int32(MeshRasterizer.nearest(y * 256))
        }
    }

    private(set) var vertices: [Vertex] = []
    private(set) var indices: [Int32] = []
    /// Whether colours are B, G, R, A (SDL's ARGB8888 on a little-endian machine).
    public private(set) var blueFirst = false

    public init() {}

    public init(_ mesh: Mesh, blueFirst: Bool = false) {
        assign(mesh, blueFirst: blueFirst)
    }

    public var triangleCount: Int { indices.count / 3 }

    /// Makes this the grid of `mesh`, keeping the storage. O(vertices + indices). The indices
    /// are copied into this grid's own storage: sharing `mesh`'s buffer made the mesh's next
    /// `removeAll` allocate a fresh buffer of its whole capacity (megabytes, once a mesh has
    /// held a large drawing), and this grid free the old one, in every draw.
    public mutating func assign(_ mesh: Mesh, blueFirst: Bool) {
        self.blueFirst = blueFirst
        vertices.removeAll(keepingCapacity: true)
        vertices.reserveCapacity(mesh.vertices.count)
        for v in mesh.vertices { vertices.append(Vertex(v, blueFirst: blueFirst)) }
        indices.removeAll(keepingCapacity: true)
        indices.append(contentsOf: mesh.indices)
    }
}
