import CSDL2
import Foundation
import SketchCore
import Testing
@testable import SketchSDL

extension SDLTests {
    /// PNGs encoded in memory: the same bytes as SDL_image writing the file itself.
    @MainActor @Suite struct PNGWriterTests {
        @Test func pngBytesFromMemoryEqualIMGSavePNGsFile() throws {
            let image = try withPlayer { p in
                try p.play(Script.line(finger: 0, from: 0.1, to: 0.9, y: 0.5, start: 0))
                return try p.snapshot()
            }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("png-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let direct = folder.appendingPathComponent("direct.png").path
            let status = image.pixels.withUnsafeBytes { buf -> Int32 in
                let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                    UnsafeMutableRawPointer(mutating: buf.baseAddress), Int32(image.width), Int32(image.height), 32,
                    Int32(image.width * 4), SDL_PIXELFORMAT_RGBA32.rawValue)
                defer { SDL_FreeSurface(surface) }
                return IMG_SavePNG(surface, direct)
            }
            #expect(status == 0)
            let written = folder.appendingPathComponent("written.png").path
            try PNGWriter.write(image, to: written)
            let encoded = try PNGWriter.encode(image)
            #expect(encoded.count > 100)
            #expect(Data(encoded) == (try Data(contentsOf: URL(fileURLWithPath: direct))))
            #expect(try Data(contentsOf: URL(fileURLWithPath: written)) == Data(encoded))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["direct.png", "written.png"])
        }
    }
}
