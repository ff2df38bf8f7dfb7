import Testing
@testable import SketchCore

@Suite struct MeshRasterizerPatchesTests {
    @Test(arguments: [UInt64(5), 6])
    func patchesDrawnSideBySideMatchPatchesDrawnInTurn(seed: UInt64) {
        // Enough triangles to take the parallel path, cut into the renderer's runs.
        var mesh = Mesh()
        for k in 0..<8 {
            let m = MeshRasterizerReferenceTests.randomMesh(seed: seed &+ UInt64(k), triangles: 300)
            var shifted = Mesh()
            for v in m.vertices { _ = shifted.addVertex(Point(Double(v.x) + Double(k % 4) * 300, Double(v.y) + Double(k / 4) * 200), v.color) }
            for t in 0..<m.triangleCount { shifted.addTriangle(m.indices[3 * t], m.indices[3 * t + 1], m.indices[3 * t + 2]) }
            mesh.append(shifted)
        }
        let grid = GridMesh(mesh, blueFirst: true)
        var offset = 0
        let patches = MeshRasterizer.runs(of: grid, in: CanvasSize(width: 1200, height: 500)).map { run in
            defer { offset += run.bounds.width * run.bounds.height * 4 }
            return MeshRasterizer.Patch(triangles: run.triangles, rect: run.bounds, offset: offset)
        }
        #expect(patches.count >= 2 && mesh.triangleCount >= MeshRasterizer.parallelTriangles, "the parallel path is the one tested")
        var parallel = [UInt8](repeating: 7, count: offset), inTurn = [UInt8](repeating: 0, count: offset)
        parallel.withUnsafeMutableBufferPointer { MeshRasterizer.draw(grid, patches: patches, into: $0) }
        inTurn.withUnsafeMutableBufferPointer { all in
            for p in patches {
                MeshRasterizer.draw(grid, triangles: p.triangles, into: UnsafeMutableBufferPointer(rebasing: all[p.offset..<(p.offset + p.byteCount)]),
                                    width: p.rect.width, height: p.rect.height, origin: (p.rect.x, p.rect.y))
            }
        }
        #expect(parallel == inTurn)
        #expect(parallel.contains { $0 != 0 })
    }
}
