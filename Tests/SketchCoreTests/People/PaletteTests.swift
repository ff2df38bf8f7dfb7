import Foundation
import Testing
@testable import SketchCore

@Suite("Palette")
struct PaletteTests {
    /// `assets/palettes/okabe-ito.txt`, found from this file's place in the repository.
    static let assetURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("assets/palettes/okabe-ito.txt")

    @Test func theAssetFileHoldsTheBuiltInPalette() throws {
        let text = try String(contentsOf: Self.assetURL, encoding: .utf8)
        #expect(try Palette(parsing: text, file: "okabe-ito.txt") == Palette.standard)
    }

    @Test func theStandardPaletteIsOkabeItoPlusGreyInSwatchOrder() {
        #expect(Palette.standard.colors.map(\.description) == [
            "#000000", "#D55E00", "#0072B2", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#F0E442", "#999999",
        ])
        #expect(Palette.standard.names.first == "black" && Palette.standard.names.last == "grey")
        #expect(Palette.standard.names.count == 9)
        #expect(Palette.standardWidths == [2, 4, 8, 16])
    }

    @Test func defaultColoursDifferForTheFirstEightPeople() {
        let colours = (0..<8).map { Palette.standard.defaultColor(forPerson: $0) }
        #expect(Set(colours).count == 8)
        #expect(colours[0] == .black && colours[1] == RGBA(0xD5, 0x5E, 0x00))
    }

    @Test func defaultColoursWrapRoundThePalette() {
        #expect(Palette.standard.defaultColor(forPerson: 9) == .black)
        #expect(Palette.standard.defaultColor(forPerson: 10) == RGBA(0xD5, 0x5E, 0x00))
        #expect(Palette.standard.defaultColor(forPerson: -1) == RGBA(0x99, 0x99, 0x99))
    }

    @Test func commentsBlankLinesCarriageReturnsAndSpacesInNamesAreAccepted() throws {
        let text = "# a palette\r\n#\n\n  #FF8000   warm orange  \r\n#\tTab comment\n#00ff00\tgreen\n"
        let palette = try Palette(parsing: text)
        #expect(palette.colors == [RGBA(255, 128, 0), RGBA(0, 255, 0)])
        #expect(palette.names == ["warm orange", "green"])
    }

    static let notAColourLine = "expected '#RRGGBB name' or a '# ' comment"
    static let noName = "expected white space and a name after #000000"

    @Test(arguments: [
        ("#12345 short", notAColourLine), ("#1234567 long", "expected white space and a name after #123456"), ("#GG0000 bad", notAColourLine),
        ("000000 black", notAColourLine), ("#comment without space", notAColourLine),
        ("black #000000", notAColourLine), ("#000000", noName), ("#000000 ", noName), ("#000000black", noName),
        ("#00000080 alpha", noName),
    ])
    func aBadLineIsRefusedWithItsLineNumber(bad: String, message: String) {
        #expect(throws: ScriptError(file: "p.txt", line: 3, message)) {
            try Palette(parsing: "# two good lines round a bad one\n#FFFFFF white\n\(bad)\n#000000 black", file: "p.txt")
        }
    }

    @Test(arguments: ["", "\n\n", "# only a comment\n"])
    func aFileWithoutColoursIsRefused(text: String) {
        #expect(throws: ScriptError(file: "p.txt", "no colours")) { try Palette(parsing: text, file: "p.txt") }
    }
}
