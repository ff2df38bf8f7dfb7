import Foundation

/// A streaming PNG encoder: RGBA rows in, top to bottom, PNG bytes out, in memory that does
/// not grow with the image's height (two rows, zlib's window, one IDAT chunk being filled).
///
/// Each row gets the filter libpng's heuristic picks (`PNGFilter.best`), then goes through
/// zlib's deflate; output leaves in IDAT chunks of up to `chunkBytes`. Output: 8-bit RGBA,
/// non-interlaced, readable by every PNG decoder. Usage: `start()`, `append` every row (any
/// number at a time), `finish()`; each hands bytes to the `emit` given, in file order.
public final class PNGEncoder {
    /// A size PNG cannot hold, rows it does not have, or zlib refused: one line and its kind.
    public typealias Failure = ExportError

    public let width: Int
    public let height: Int
    /// Compressed bytes gathered before an IDAT chunk is written.
    public static let chunkBytes = 1 << 18
    /// PNG's limit on either side: 2^31 - 1 pixels.
    public static let maxSide = Int(Int32.max)

    private let deflater: Deflater
    private var previous: [UInt8]
    private var filtered: [UInt8]
    private var scratch: [UInt8]
    private var pending: [UInt8] = []
    private var rows = 0

    /// An encoder for a `width` x `height` image; either side outside 1...2^31-1 is a failure.
    public init(width: Int, height: Int, level: Int32 = 6) throws(Failure) {
        guard (1...Self.maxSide).contains(width), (1...Self.maxSide).contains(height), width <= (Int.max - 1) / 4 else {
            throw Failure(.badSize, "a PNG cannot be \(width)x\(height) pixels (each side 1 to \(Self.maxSide))")
        }
        self.width = width
        self.height = height
        deflater = try Deflater(level: level)
        previous = []
        filtered = [UInt8](repeating: 0, count: width * 4 + 1)
        scratch = [UInt8](repeating: 0, count: width * 4)
        pending.reserveCapacity(Self.chunkBytes)
    }

    /// The signature and the IHDR chunk.
    public func start() -> [UInt8] {
        PNGChunk.signature + PNGChunk.header(width: width, height: height)
    }

    /// Encodes `pixels`, whole rows of `width * 4` bytes (R, G, B, A), the next rows of the
    /// image; hands any IDAT chunks that fill up to `emit`.
    public func append(_ pixels: UnsafeBufferPointer<UInt8>, _ emit: ([UInt8]) throws -> Void) throws {
        let stride = width * 4
        precondition(pixels.count % stride == 0, "whole rows only")
        let count = pixels.count / stride
        guard rows + count <= height else { throw Failure(.wrongRows, "more rows than the PNG's \(height)") }
        for r in 0..<count {
            let row = UnsafeBufferPointer(rebasing: pixels[(r * stride)..<((r + 1) * stride)])
            try filterRow(row)
            try filtered.withUnsafeBufferPointer { line in
                try deflater.compress(line) { out in try take(out, emit) }
            }
            if previous.isEmpty { previous = Array(row) } else { previous.withUnsafeMutableBufferPointer { _ = $0.update(fromContentsOf: row) } }
            rows += 1
        }
    }

    /// Ends the image: the last IDAT chunk and IEND. Every row must have been appended.
    public func finish(_ emit: ([UInt8]) throws -> Void) throws {
        guard rows == height else { throw Failure(.wrongRows, "\(rows) of the PNG's \(height) rows were given") }
        try deflater.finish { out in try take(out, emit) }
        if !pending.isEmpty { try emit(PNGChunk.frame("IDAT", pending)) }
        pending.removeAll()
        try emit(PNGChunk.end)
    }

    /// `filtered` = the filter-type byte, then `row` under the best filter. A row equal to
    /// the one above (blank paper) is Up, all zeros, found by one comparison.
    private func filterRow(_ row: UnsafeBufferPointer<UInt8>) throws {
        if previous.count == row.count, previous.withUnsafeBytes({ memcmp($0.baseAddress!, row.baseAddress!, row.count) == 0 }) {
            filtered.withUnsafeMutableBufferPointer { _ = $0.update(repeating: 0) }
            filtered[0] = PNGFilter.up.rawValue
            return
        }
        let filter: PNGFilter = previous.withUnsafeBufferPointer { prev in
            filtered.withUnsafeMutableBufferPointer { out in
                scratch.withUnsafeMutableBufferPointer { work in
                    PNGFilter.best(row, previous: prev.isEmpty ? nil : prev, bytesPerPixel: 4,
                                   into: UnsafeMutableBufferPointer(rebasing: out[1...]), scratch: work)
                }
            }
        }
        filtered[0] = filter.rawValue
    }

    /// Gathers compressed bytes, emitting a chunk each time `chunkBytes` are held.
    private func take(_ bytes: UnsafeBufferPointer<UInt8>, _ emit: ([UInt8]) throws -> Void) throws {
        var rest = bytes[...]
        while !rest.isEmpty {
            let n = min(rest.count, Self.chunkBytes - pending.count)
            pending += rest.prefix(n)
            rest = rest.dropFirst(n)
            if pending.count == Self.chunkBytes {
                try emit(PNGChunk.frame("IDAT", pending))
                pending.removeAll(keepingCapacity: true)
            }
        }
    }
}
