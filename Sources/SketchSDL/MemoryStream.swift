import CSDL2
import Foundation

/// An `SDL_RWops` that writes into a growing byte array in memory, so SDL_image can encode
/// a PNG without touching the disk; owns the RWops and frees it in `deinit`.
///
/// Supports write, seek, size and read (of what was written). Used on one thread at a time.
final class MemoryStream {
    /// Everything written so far.
    private(set) var bytes: [UInt8] = []
    private var position = 0
    private let rwops: UnsafeMutablePointer<SDL_RWops>

    init() throws(SDLError) {
        guard let rw = SDL_AllocRW() else { throw SDLError.last("SDL_AllocRW") }
        rwops = rw
        rw.pointee.type = SDL_RWOPS_UNKNOWN
        rw.pointee.hidden.unknown.data1 = Unmanaged.passUnretained(self).toOpaque()
        rw.pointee.size = { ctx in Int64(MemoryStream.owner(ctx).bytes.count) }
        rw.pointee.seek = { ctx, offset, whence in MemoryStream.owner(ctx).seek(offset, whence) }
        rw.pointee.read = { ctx, ptr, size, count in MemoryStream.owner(ctx).read(ptr, size, count) }
        rw.pointee.write = { ctx, ptr, size, count in MemoryStream.owner(ctx).write(ptr, size, count) }
        rw.pointee.close = { _ in 0 }  // freed by deinit, never by SDL
    }

    deinit { SDL_FreeRW(rwops) }

    /// Lends the RWops to an SDL call; it must not outlive `body` nor be freed by SDL.
    func withRWops<T>(_ body: (UnsafeMutablePointer<SDL_RWops>) throws -> T) rethrows -> T {
        try withExtendedLifetime(self) { try body(rwops) }
    }

    private static func owner(_ ctx: UnsafeMutablePointer<SDL_RWops>?) -> MemoryStream {
        Unmanaged<MemoryStream>.fromOpaque(ctx!.pointee.hidden.unknown.data1).takeUnretainedValue()
    }

    private func seek(_ offset: Int64, _ whence: Int32) -> Int64 {
        let base: Int
        switch whence {
        case RW_SEEK_SET: base = 0
        case RW_SEEK_CUR: base = position
        case RW_SEEK_END: base = bytes.count
        default: return -1
        }
        let target = Int64(base) + offset
        guard target >= 0, target <= Int64(Int.max / 2) else { return -1 }
        position = Int(target)
        return target
    }

    private func read(_ ptr: UnsafeMutableRawPointer?, _ size: Int, _ count: Int) -> Int {
        guard let ptr, size > 0, position < bytes.count else { return 0 }
        let whole = min(count, (bytes.count - position) / size)
        bytes.withUnsafeBytes { ptr.copyMemory(from: $0.baseAddress! + position, byteCount: whole * size) }
        position += whole * size
        return whole
    }

    private func write(_ ptr: UnsafeRawPointer?, _ size: Int, _ count: Int) -> Int {
        guard let ptr, size > 0, count > 0 else { return 0 }
        let (length, overflow) = size.multipliedReportingOverflow(by: count)
        guard !overflow else { return 0 }
        let chunk = UnsafeRawBufferPointer(start: ptr, count: length)
        if position > bytes.count { bytes.append(contentsOf: repeatElement(0, count: position - bytes.count)) }
        let overlap = min(length, bytes.count - position)
        if overlap > 0 {
            bytes.withUnsafeMutableBytes { $0.baseAddress!.advanced(by: position).copyMemory(from: ptr, byteCount: overlap) }
        }
        bytes.append(contentsOf: chunk[overlap...])
        position += length
        return count
    }
}
