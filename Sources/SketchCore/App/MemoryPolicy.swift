#if canImport(Glibc)
import Glibc
#endif

/// How the process keeps the memory it frees: for reuse, not given back to the system.
///
/// glibc serves a block of 128 KiB or more with a fresh mapping and unmaps it when it is freed,
/// and gives the top of the heap back once 128 KiB of it are free. A frame that allocates and
/// frees such a block (a mesh's grid, a patch of pixels, the list of strokes in progress with
/// 40 fingers) then pays for a new mapping, a page fault for every page it touches, and an
/// unmapping with a TLB shootdown on the other cores, every frame. With 40 fingers that was
/// 9% of a frame, in spikes of milliseconds. `keepFreedMemory` raises both thresholds (to
/// glibc's maximum of 32 MiB for mappings, and 512 MiB for trimming), so freed memory is
/// reused by the next frame. The cost is memory the process has used once staying with it.
public enum MemoryPolicy {
    /// Blocks under this many bytes come from the heap, not from a mapping of their own.
    public static let mappingThreshold = 32 << 20
    /// Free memory at the heap's top kept before any is given back, in bytes.
    public static let trimThreshold = 512 << 20

    // <malloc.h>'s M_MMAP_THRESHOLD and M_TRIM_THRESHOLD (Glibc's module map leaves it out).
    static let mmapThresholdOption: Int32 = -3
    static let trimThresholdOption: Int32 = -1

    /// Sets the policy for the whole process; call once, before the first frame. Returns
    /// whether the allocator took it (false where it is not glibc's).
    @discardableResult
    public static func keepFreedMemory() -> Bool {
        #if canImport(Glibc)
        return glibcMallopt(mmapThresholdOption, Int32(mappingThreshold)) == 1
            && glibcMallopt(trimThresholdOption, Int32(trimThreshold)) == 1
        #else
        return false
        #endif
    }
}

#if canImport(Glibc)
/// glibc's `int mallopt(int param, int value)`: 1 on success.
@_silgen_name("mallopt")
private func glibcMallopt(_ param: Int32, _ value: Int32) -> Int32
#endif
