import Testing
@testable import SketchCore

@Suite("GridMesh: storage kept between draws")
struct GridMeshTests {
    /// A mesh of `n` triangles along a row, cleared and refilled as a renderer's scratch mesh is.
    static func fill(_ mesh: inout Mesh, triangles n: Int) {
        mesh.removeAll()
        for k in 0..<n {
            let x = Double(k)
            let a = mesh.addVertex(Point(x, 0), .black), b = mesh.addVertex(Point(x + 1, 0), .black)
            let c = mesh.addVertex(Point(x, 1), .black)
            mesh.addTriangle(a, b, c)
        }
    }

    static func storage(_ indices: [Int32]) -> UnsafeRawPointer? {
        indices.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test func aScratchMeshKeepsItsIndexStorageAfterItsGridIsMade() {
        var mesh = Mesh(), grid = GridMesh()
        Self.fill(&mesh, triangles: 2_000)
        let before = Self.storage(mesh.indices)
        grid.assign(mesh, blueFirst: false)
        Self.fill(&mesh, triangles: 10)
        // Sharing the buffer with the grid would make `removeAll` allocate a new one.
        #expect(Self.storage(mesh.indices) == before)
    }

    @Test func theGridKeepsItsOwnIndicesWhenTheMeshChanges() {
        var mesh = Mesh(), grid = GridMesh()
        Self.fill(&mesh, triangles: 3)
        grid.assign(mesh, blueFirst: true)
        let indices = grid.indices
        Self.fill(&mesh, triangles: 1)
        #expect(grid.indices == indices)
        #expect(grid.triangleCount == 3)
    }
}
