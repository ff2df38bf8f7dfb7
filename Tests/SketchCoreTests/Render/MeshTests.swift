import Testing
@testable import SketchCore

@Suite("Mesh: winding and bookkeeping")
struct MeshTests {
    /// A mesh with the corners of a 10 px right triangle: (0,0), (10,0), (0,10).
    func corners() -> Mesh {
        var mesh = Mesh()
        for p in [Point(0, 0), Point(10, 0), Point(0, 10)] { _ = mesh.addVertex(p, .black) }
        return mesh
    }

    @Test func addVertexReturnsConsecutiveIndices() {
        var mesh = Mesh()
        #expect(mesh.addVertex(Point(1, 2), .black) == 0)
        #expect(mesh.addVertex(Point(3, 4), .white) == 1)
        #expect(mesh.vertices == [MeshVertex(Point(1, 2), .black), MeshVertex(Point(3, 4), .white)])
    }

    @Test func doubleAreaIsPositiveForCounterClockwiseOnScreen() {
        let mesh = corners()
        #expect(mesh.doubleArea(0, 1, 2) == 100)
        #expect(mesh.doubleArea(0, 2, 1) == -100)
    }

    @Test func clockwiseTrianglesAreFlippedToTheCommonWinding() {
        var mesh = corners()
        mesh.addTriangle(0, 2, 1)
        mesh.addTriangle(0, 1, 2)
        #expect(mesh.indices == [0, 1, 2, 0, 1, 2])
        #expect(mesh.triangleCount == 2)
    }

    @Test func degenerateTrianglesAreDropped() {
        var mesh = Mesh()
        for p in [Point(0, 0), Point(5, 0), Point(10, 0), Point(10, 1e-8)] { _ = mesh.addVertex(p, .black) }
        mesh.addTriangle(0, 1, 2)
        mesh.addTriangle(0, 0, 3)
        mesh.addTriangle(0, 2, 3)
        #expect(mesh.isEmpty)
        #expect(mesh.triangleCount == 0)
    }

    @Test func appendShiftsTheOtherMeshsIndices() {
        var a = corners()
        a.addTriangle(0, 1, 2)
        var b = corners()
        b.addTriangle(2, 0, 1)
        a.append(b)
        #expect(a.vertices.count == 6)
        #expect(a.indices == [0, 1, 2, 5, 3, 4])
    }

    @Test func removeAllEmptiesTheMesh() {
        var mesh = corners()
        mesh.addTriangle(0, 1, 2)
        mesh.removeAll()
        #expect(mesh.vertices.isEmpty)
        #expect(mesh.isEmpty)
    }

    @Test func verticesAreStoredAsFloats() {
        let v = MeshVertex(Point(0.1, 1e10), RGBA(1, 2, 3, 4))
        #expect(v.x == Float(0.1))
        #expect(v.y == Float(1e10))
        #expect(v.color == RGBA(1, 2, 3, 4))
    }
}
