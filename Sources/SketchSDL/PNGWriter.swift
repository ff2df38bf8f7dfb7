import CSDL2
import Foundation
import SketchCore

/// Writes images as PNG files through SDL2_image, atomically.
public enum PNGWriter {
    /// Writes `image` to `path`: first to a temporary file in the same folder, then renamed
    /// over `path`, so a reader never sees half a file and a failure leaves nothing behind.
    public static func write(_ image: RasterImage, to path: String) throws {
        let temporary = AtomicFile.temporaryPath(for: path)
        var pixels = image.pixels
        let failure: SDLError? = pixels.withUnsafeMutableBytes { buf in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                buf.baseAddress, Int32(image.width), Int32(image.height), 32, Int32(image.width * 4),
                SDL_PIXELFORMAT_RGBA32.rawValue) else { return SDLError.last("SDL_CreateRGBSurfaceWithFormatFrom") }
            defer { SDL_FreeSurface(surface) }
            guard IMG_SavePNG(surface, temporary) == 0 else { return SDLError.last("IMG_SavePNG(\(path))") }
            return nil
        }
        if let failure {
            unlink(temporary)
            throw failure
        }
        try AtomicFile.commit(temporary: temporary, to: path)
    }
}
