import SketchCore

/// Writes images as PNG files through `PNGEncoder` (the same encoder as the banded export,
/// so equal pixels give equal files) and `AtomicFile`.
public enum PNGWriter {
    /// The PNG encoding of `image`, in memory. Memory: the compressed bytes.
    public static func encode(_ image: RasterImage) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try stream(image) { bytes += $0 }
        return bytes
    }

    /// Writes `image` as a PNG file at `path` atomically: a full disk or a file size limit
    /// is an error (`cannot write out.png: no space left on device`) and the old file stays
    /// as it was, never a 0-byte or truncated one.
    public static func write(_ image: RasterImage, to path: String) throws {
        try stage(image, at: path).commit()
    }

    /// `image` encoded, row by row, into a temporary file beside `path`, ready to commit.
    public static func stage(_ image: RasterImage, at path: String) throws -> AtomicFile.Staged {
        do {
            return try AtomicFile.stage(at: path, streaming: { try stream(image, $0) })
        } catch let error as AtomicFile.WriteError {
            throw error
        } catch {
            throw AtomicFile.WriteError(description: "cannot encode \(path) as PNG: \(error)")
        }
    }

    /// Hands the PNG's bytes to `emit` in file order.
    private static func stream(_ image: RasterImage, _ emit: ([UInt8]) throws -> Void) throws {
        let encoder = try PNGEncoder(width: image.width, height: image.height)
        try emit(encoder.start())
        try image.pixels.withUnsafeBufferPointer { try encoder.append($0, emit) }
        try encoder.finish(emit)
    }
}
