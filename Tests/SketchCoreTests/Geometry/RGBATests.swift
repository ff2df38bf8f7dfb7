import Testing
@testable import SketchCore

@Suite("RGBA colours")
struct RGBATests {
    @Test(arguments: [
        ("#FF8000", RGBA(255, 128, 0, 255)),
        ("ff8000", RGBA(255, 128, 0, 255)),
        ("#11223344", RGBA(0x11, 0x22, 0x33, 0x44)),
        ("#000000", RGBA.black),
        ("#FFFFFFFF", RGBA.white),
        ("#aBcDeF00", RGBA(0xAB, 0xCD, 0xEF, 0)),
    ])
    func hexColoursParse(text: String, colour: RGBA) {
        #expect(RGBA(hex: text) == colour)
    }

    @Test(arguments: ["", "#", "#FFF", "#FFFFF", "#FFFFFFF", "#FFFFFFFFF", "#GG0000", "##FF0000",
                      "+12345", "-12345", " FF0000", "FF0000 ", "#ＦＦ００００", "0x12345"])
    func anythingElseIsRefused(text: String) {
        #expect(RGBA(hex: text) == nil)
    }

    @Test(arguments: [
        (RGBA(255, 128, 0), "#FF8000"),
        (RGBA(1, 2, 3, 4), "#01020304"),
        (RGBA.black, "#000000"),
        (RGBA(0xAB, 0xCD, 0xEF, 0xFE), "#ABCDEFFE"),
    ])
    func descriptionIsHexWithAlphaOnlyWhenNotOpaque(colour: RGBA, text: String) {
        #expect(colour.description == text)
        #expect(RGBA(hex: text) == colour)
    }

    @Test(arguments: [(1.0, UInt8(200)), (0.5, 100), (0.25, 50), (0, 0), (2, 200), (-1, 0), (0.0025, 1)])
    func fadingScalesOnlyTheAlpha(factor: Double, alpha: UInt8) {
        #expect(RGBA(10, 20, 30, 200).fading(by: factor) == RGBA(10, 20, 30, alpha))
    }

    @Test func fadingRoundsToTheNearestStep() {
        #expect(RGBA.black.fading(by: 0.5).a == 128)
        #expect(RGBA.black.fading(by: 1.0 / 3).a == 85)
    }
}
