import CZlib

/// A zlib deflate stream (RFC 1950 framing, as PNG's IDAT data is): bytes in, compressed
/// bytes out, in pieces, with memory fixed by the level (about 256 KiB at level 6) whatever
/// the input's length. The only owner of its `z_stream`, freed in `deinit`.
public final class Deflater {
    /// zlib refused: one line with zlib's code and message (kind `.zlib`).
    public typealias Failure = ExportError

    private let stream: UnsafeMutablePointer<z_stream>
    private var output = [UInt8](repeating: 0, count: 1 << 16)
    private var finished = false

    /// A stream at compression `level` (0 to 9; zlib's default is 6).
    public init(level: Int32 = 6) throws(Failure) {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        let status = deflateInit_(stream, level, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else {
            stream.deallocate()
            throw Failure(.zlib, "zlib deflateInit failed (\(status))")
        }
    }

    deinit {
        deflateEnd(stream)
        stream.deallocate()
    }

    /// Compresses `bytes`, handing each piece of output that is ready to `emit` (it may be
    /// none: zlib keeps up to its window before it writes).
    public func compress(_ bytes: UnsafeBufferPointer<UInt8>, _ emit: (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        precondition(!finished, "a finished deflate stream takes no more bytes")
        try run(bytes, flush: Z_NO_FLUSH, emit)
    }

    /// Ends the stream: hands the rest of the output, and zlib's checksum, to `emit`.
    public func finish(_ emit: (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        precondition(!finished, "a deflate stream finishes once")
        finished = true
        try run(UnsafeBufferPointer(start: nil, count: 0), flush: Z_FINISH, emit)
    }

    private func run(_ bytes: UnsafeBufferPointer<UInt8>, flush: Int32, _ emit: (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        stream.pointee.next_in = UnsafeMutablePointer(mutating: bytes.baseAddress)
        stream.pointee.avail_in = UInt32(bytes.count)
        defer { stream.pointee.next_in = nil; stream.pointee.avail_in = 0 }
        while true {
            let (status, produced): (Int32, Int) = output.withUnsafeMutableBufferPointer { out in
                stream.pointee.next_out = out.baseAddress
                stream.pointee.avail_out = UInt32(out.count)
                let status = deflate(stream, flush)
                return (status, out.count - Int(stream.pointee.avail_out))
            }
            guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
                throw Failure(.zlib, "zlib deflate failed (\(status))")
            }
            if produced > 0 { try output.withUnsafeBufferPointer { try emit(UnsafeBufferPointer(rebasing: $0[0..<produced])) } }
            if flush == Z_FINISH {
                if status == Z_STREAM_END { return }
            } else if stream.pointee.avail_in == 0 && produced < output.count {
                return
            }
        }
    }
}
