import CSDL2
import Foundation
import SketchCore

/// Encodes images as PNG through SDL2_image, in memory, and writes them through `AtomicFile`.
public enum PNGWriter {
    /// The PNG encoding of `image` (SDL_image's encoder, so the same bytes as `IMG_SavePNG`).
    /// Memory: the compressed bytes; the surface borrows the image's pixels (SDL only reads them).
    public static func encode(_ image: RasterImage) throws(SDLError) -> [UInt8] {
        let stream = try MemoryStream()
        let failure: SDLError? = image.pixels.withUnsafeBytes { buf in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                UnsafeMutableRawPointer(mutating: buf.baseAddress), Int32(image.width), Int32(image.height), 32, Int32(image.width * 4),
                SDL_PIXELFORMAT_RGBA32.rawValue) else { return SDLError.last("SDL_CreateRGBSurfaceWithFormatFrom") }
            defer { SDL_FreeSurface(surface) }
            let status = stream.withRWops { IMG_SavePNG_RW(surface, $0, 0) }
            guard status == 0 else { return SDLError.last("IMG_SavePNG_RW") }
            return nil
        }
        if let failure { throw failure }
        return stream.bytes
    }

    /// Writes `image` as a PNG file at `path` atomically: encoded in memory first, so a full
    /// disk or a file size limit is an error (`cannot write out.png: no space left on
    /// device`) and the old file stays as it was, never a 0-byte or truncated one.
    public static func write(_ image: RasterImage, to path: String) throws {
        try stage(image, at: path).commit()
    }

    /// `image` encoded and written to a temporary file beside `path`, ready to commit.
    public static func stage(_ image: RasterImage, at path: String) throws -> AtomicFile.Staged {
        let bytes: [UInt8]
        do { bytes = try encode(image) } catch { throw AtomicFile.WriteError(description: "cannot encode \(path) as PNG: \(error)") }
        return try AtomicFile.stage(bytes, at: path)
    }
}
