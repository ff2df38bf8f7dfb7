import CSDL2
import SketchCore

/// Reads PNG files (what `sketchpad replay` writes) through SDL2_image.
enum PNGImage {
    struct ReadError: Error, CustomStringConvertible {
        var description: String
    }

    static func read(_ path: String) throws(ReadError) -> RasterImage {
        guard let loaded = IMG_Load(path) else {
            throw ReadError(description: "\(path): IMG_Load: \(String(cString: SDL_GetError()))")
        }
        defer { SDL_FreeSurface(loaded) }
        guard let surface = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else {
            throw ReadError(description: "\(path): SDL_ConvertSurfaceFormat: \(String(cString: SDL_GetError()))")
        }
        defer { SDL_FreeSurface(surface) }
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        guard let base = surface.pointee.pixels?.assumingMemoryBound(to: UInt8.self) else {
            throw ReadError(description: "\(path): no pixels")
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                (out.baseAddress! + y * width * 4).update(from: base + y * pitch, count: width * 4)
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }
}
