#if canImport(Glibc)
import Glibc
import Testing
@testable import SketchCore

/// Freed memory stays with the process: a large block comes from the heap, so a frame that
/// allocates one again touches pages it already has.
@Suite struct MemoryPolicyTests {
    /// Whether glibc served the block at `p` with a mapping of its own: bit 1 (IS_MMAPPED) of
    /// the chunk's size word, just before the block.
    static func isMapped(_ p: UnsafeMutableRawPointer) -> Bool {
        (p - MemoryLayout<Int>.size).load(as: Int.self) & 2 != 0
    }

    @Test func aLargeBlockComesFromTheHeapOnceThePolicyIsSet() throws {
        #expect(MemoryPolicy.keepFreedMemory())
        // 24 MiB: over any threshold glibc reaches by itself from blocks this process freed
        // (canvases are 8 MiB), under the policy's 32 MiB.
        let p = try #require(malloc(24 << 20))
        defer { free(p) }
        #expect(!Self.isMapped(p))
    }

    @Test func theCheckSeesAMappedBlock() throws {
        // Over glibc's largest mapping threshold a block is always mapped.
        let p = try #require(malloc(64 << 20))
        defer { free(p) }
        #expect(Self.isMapped(p))
    }
}
#endif
