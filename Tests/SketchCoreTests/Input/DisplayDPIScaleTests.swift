import Testing
@testable import SketchCore

@Suite struct DisplayDPIScaleTests {
    /// Millimetres on the glass of a 48 logical px target at `scale` on a display of `dpi`.
    static func millimetres(scale: Double, dpi: Double) -> Double { 48 * scale / dpi * 25.4 }

    @Test(arguments: [60.0, 96, 135.5, 160, 192, 220, 280, 400, 600])
    func targetsAreAtLeastNineMillimetresOnAPlausibleDisplay(dpi: Double) {
        let scale = DisplayScale.scale(dpi: dpi, ratio: 1)
        #expect(Self.millimetres(scale: scale, dpi: dpi) >= 9 - 1e-9)
        #expect(scale >= 1)
        #expect(scale == (scale * 4).rounded() / 4, "quarter steps")
    }

    @Test func anOrdinaryDesktopDisplayKeepsFortyEightPixelTargets() {
        #expect(DisplayScale.scale(dpi: 96, ratio: 1) == 1)
        #expect(DisplayScale.scale(dpi: 110, ratio: 1) == 1)
    }

    @Test func aDenseDisplayGrowsTheTargetsToNineMillimetres() {
        #expect(DisplayScale.scale(dpi: 192, ratio: 1) == 1.5)   // 48 px would be 6.4 mm
        #expect(DisplayScale.scale(dpi: 280, ratio: 1) == 2.25)
    }

    @Test func theRatioWinsWhenItAsksForMore() {
        #expect(DisplayScale.scale(dpi: 192, ratio: 2) == 2)
        #expect(DisplayScale.scale(dpi: 96, ratio: 1.5) == 1.5)
    }

    @Test(arguments: [nil, 0, -96, 12, 5000, .nan, .infinity] as [Double?])
    func anUnknownOrImplausibleDensityLeavesTheRatioAlone(dpi: Double?) {
        #expect(DisplayScale.scale(dpi: dpi, ratio: 2) == 2)
        #expect(DisplayScale.scale(dpi: dpi, ratio: 1) == 1)
        #expect(DisplayScale.scale(dpi: dpi, ratio: .nan) == 1)
    }
}
