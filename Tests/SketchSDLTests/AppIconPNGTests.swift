import CSDL2
import Foundation
import SketchCore
import Testing

extension SDLTests {
    @MainActor struct AppIconPNGTests {
        @Test func theCommittedPNGIconIsTheWindowIconDrawnAt256Pixels() throws {
            let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            let path = repo.appendingPathComponent("assets/icons/sketchpad.png").path
            let loaded = try #require(IMG_Load(path), "SDL_image cannot load \(path)")
            defer { SDL_FreeSurface(loaded) }
            let surface = try #require(SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32.rawValue, 0))
            defer { SDL_FreeSurface(surface) }
            let expected = AppIcon.image(size: 256)
            #expect(Int(surface.pointee.w) == 256 && Int(surface.pointee.h) == 256)
            let pitch = Int(surface.pointee.pitch)
            let bytes = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
            var worst = 0
            for y in 0..<256 {
                for x in 0..<256 {
                    for c in 0..<4 {
                        let got = Int(bytes[y * pitch + x * 4 + c]), want = Int(expected.pixels[(y * 256 + x) * 4 + c])
                        worst = max(worst, abs(got - want))
                    }
                }
            }
            #expect(worst <= 1, "the PNG differs from AppIcon.image(size: 256) by up to \(worst) levels")
        }
    }
}
