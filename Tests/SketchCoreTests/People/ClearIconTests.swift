import Testing
@testable import SketchCore

@Suite struct ClearIconTests {
    let palette = Palette.standard

    /// The popover bars of `people` seated round a table.
    func popovers(_ people: Int) -> [ToolbarLayout] {
        let canvas = CanvasSize(width: 1920, height: 1080)
        return People(count: people, canvas: canvas, layout: .table, base: StrokeStyle(), showsToolbars: true).popovers
    }

    /// Which points of a 15 by 15 grid over the middle of `control`'s button its icon covers,
    /// as for a person facing up (the grid is turned with the button for one facing down).
    func inked(_ control: ToolbarControl, on bar: ToolbarLayout) -> [Bool] {
        let mesh = ToolbarArt.mesh(for: bar, palette: palette, widths: Palette.standardWidths, selection: ToolbarSelection())
        let rect = bar.rect(of: control), turned = bar.zone.facing == .down ? -1.0 : 1.0
        let plain: Set<RGBA?> = [ToolbarArt.buttonColor, ToolbarArt.borderColor]
        return (0..<225).map { k in
            let offset = Point(Double(k % 15) / 14 - 0.5, Double(k / 15) / 14 - 0.5) * (rect.width * 0.6) * turned
            guard let top = mesh.artTriangles.last(where: { $0.contains(rect.center + offset) }) else { return false }
            return !plain.contains(top.solidColor)
        }
    }

    @Test(arguments: 1...8)
    func clearMineAndClearAllDifferInShapeNotJustColour(people: Int) {
        for bar in popovers(people) {
            let mine = inked(.clearMine, on: bar), all = inked(.clearAll, on: bar)
            let differing = zip(mine, all).filter { $0 != $1 }.count
            #expect(differing >= 40, "person \(bar.zone.person): \(differing) of 225 points differ")
        }
    }

    @Test func clearMineSweepsInItsPersonsOwnColour() {
        for bar in popovers(8) {
            let person = bar.zone.person, rect = bar.rect(of: .clearMine)
            let mesh = ToolbarArt.mesh(for: bar, palette: palette, widths: Palette.standardWidths, selection: ToolbarSelection())
            let own = mesh.artTriangles.filter { rect.contains($0.centroid) && $0.solidColor == palette.defaultColor(forPerson: person) }
            #expect(own.map(\.area).reduce(0, +) > rect.width * rect.width * 0.02, "person \(person)")
        }
    }

    @Test func clearAllFillsFromTheLeftAsItsPressArms() {
        let bar = popovers(1)[0], rect = bar.rect(of: .clearAll)
        func armed(_ progress: Double) -> Double {
            ToolbarArt.mesh(for: bar, palette: palette, widths: Palette.standardWidths, selection: ToolbarSelection(),
                            clearAllProgress: progress)
                .artTriangles.filter { $0.solidColor == ToolbarArt.armingColor && rect.contains($0.centroid) }
                .map(\.area).reduce(0, +)
        }
        #expect(armed(0) == 0)
        #expect(armed(0.25) > 0)
        #expect(abs(armed(1) - 4 * armed(0.25)) < 1)
        #expect(armed(2) == armed(1))
    }
}
