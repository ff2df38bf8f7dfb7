import Foundation
import Testing
@testable import SketchCore

struct AppIconTests {
    @Test func theCommittedScalableIconIsTheOneTheCodeDraws() throws {
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let committed = try String(contentsOf: repo.appendingPathComponent("assets/icons/sketchpad.svg"), encoding: .utf8)
        #expect(committed == AppIcon.svg(), "regenerate assets/icons/sketchpad.svg from AppIcon.svg()")
    }

    @Test func theWindowIconShowsTheSquareTheScribbleAndTheDotOnTransparency() throws {
        let image = AppIcon.image(size: 64)
        #expect(image.width == 64 && image.height == 64)
        #expect(image[0, 0]?.a == 0, "outside the rounded square")
        #expect(image[8, 56] == RGBA(0, 114, 178), "inside the square, away from the ink")
        #expect(image[32, 37] == RGBA(255, 255, 255), "on the scribble's middle vertex")
        #expect(image[46, 47] == RGBA(230, 159, 0), "the dot's centre")
        let soft = try #require(image[7, 7])
        #expect(soft.a > 0 && soft.a < 255, "the rounded corner is anti-aliased")
    }

    @Test func theIconScalesToAnySize() {
        let big = AppIcon.image(size: 256), small = AppIcon.image(size: 16)
        #expect(big.pixels.count == 256 * 256 * 4 && small.pixels.count == 16 * 16 * 4)
        #expect(big[128, 148] == RGBA(255, 255, 255), "the same shapes, four times larger")
    }
}
