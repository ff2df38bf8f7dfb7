import Dispatch

extension MeshRasterizer {
    /// Some consecutive triangles of a mesh and the canvas pixels they are drawn into, at
    /// `offset` bytes into a shared buffer (rows of `rect.width * 4` bytes).
    public struct Patch: Hashable, Sendable {
        public var triangles: Range<Int>
        public var rect: PixelRect
        public var offset: Int

        public init(triangles: Range<Int>, rect: PixelRect, offset: Int) {
            self.triangles = triangles
            self.rect = rect
            self.offset = offset
        }

        public var byteCount: Int { rect.width * rect.height * 4 }
    }

    /// Clears each patch's pixels and draws its triangles into them, patches side by side on
    /// the machine's cores: they are disjoint parts of `pixels` and the grid is only read, so
    /// the bytes are the same as drawing them one after another. Fewer than two patches, or
    /// little to draw, run on the calling thread.
    public static func draw(_ grid: GridMesh, patches: [Patch], into pixels: UnsafeMutableBufferPointer<UInt8>) {
        precondition(patches.allSatisfy { $0.offset >= 0 && $0.offset + $0.byteCount <= pixels.count },
                     "patch outside the buffer")
        let job = Job(grid: grid, patches: patches, pixels: pixels)
        let triangles = patches.reduce(0) { $0 + $1.triangles.count }
        let pixels = patches.reduce(0) { $0 + $1.byteCount / 4 }
        if patches.count < 2 || triangles < parallelTriangles && pixels < parallelPixels {
            for i in patches.indices { job.run(i) }
        } else {
            DispatchQueue.concurrentPerform(iterations: patches.count) { job.run($0) }
        }
    }

    /// Below this many triangles (and `parallelPixels` pixels) patches are drawn on the calling
    /// thread: waking the pool and waiting for it costs tens of microseconds, more than it
    /// saves on the wet ink's fresh pieces (about 600 triangles in 20 patches of some 30 pixels
    /// each: 0.08 ms a frame in parallel, 0.06 ms on one thread, bench --fingers 20 --users 4).
    static let parallelTriangles = 2048
    static let parallelPixels = 1 << 17

    /// One drawing of patches, shared by the threads that each draw some of them.
    private struct Job: @unchecked Sendable {
        let grid: GridMesh
        let patches: [Patch]
        let pixels: UnsafeMutableBufferPointer<UInt8>

        func run(_ i: Int) {
            let p = patches[i]
            let own = UnsafeMutableBufferPointer(rebasing: pixels[p.offset..<(p.offset + p.byteCount)])
            own.update(repeating: 0)
            MeshRasterizer.draw(grid, triangles: p.triangles, into: own, width: p.rect.width, height: p.rect.height,
                                origin: (p.rect.x, p.rect.y))
        }
    }
}
