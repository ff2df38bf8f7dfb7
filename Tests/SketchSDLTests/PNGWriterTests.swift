import CSDL2
import Foundation
import SketchCore
import Testing
@testable import SketchSDL

extension SDLTests {
    /// PNGs of images in memory: what libpng (through SDL_image) reads back is the image, and
    /// the file holds exactly the encoder's bytes.
    @MainActor @Suite struct PNGWriterTests {
        @Test func aWrittenPNGDecodesThroughIMGLoadToTheSamePixels() throws {
            let image = try withPlayer { p in
                try p.play(Script.line(finger: 0, from: 0.1, to: 0.9, y: 0.5, start: 0))
                return try p.snapshot()
            }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("png-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let written = folder.appendingPathComponent("written.png").path
            try PNGWriter.write(image, to: written)
            let encoded = try PNGWriter.encode(image)
            #expect(encoded.count > 100)
            #expect(try Data(contentsOf: URL(fileURLWithPath: written)) == Data(encoded))
            let loaded = try #require(IMG_Load(written), "\(String(cString: SDL_GetError()))")
            defer { SDL_FreeSurface(loaded) }
            let surface = try #require(SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32.rawValue, 0))
            defer { SDL_FreeSurface(surface) }
            let w = Int(surface.pointee.w), h = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
            let base = try #require(surface.pointee.pixels?.assumingMemoryBound(to: UInt8.self))
            var pixels: [UInt8] = []
            for y in 0..<h { pixels += UnsafeBufferPointer(start: base + y * pitch, count: w * 4) }
            #expect(RasterImage(width: w, height: h, pixels: pixels) == image)
            #expect(image.ink(x: 100, y: 50) > 100, "the picture has a stroke")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["written.png"])
        }
    }
}
