import Testing
@testable import SketchCore

/// How exports are cut into bands: the budget bounds the band, `maxSide` the picture.
struct ExportPlanTests {
    @Test func aSixteenThousandSquareExportFitsTheDefaultBudgetInBandsOfAtMostFourMegapixels() throws {
        let plan = try ExportPlan(size: CanvasSize(width: 16_384, height: 16_384), budget: PixelBudget(), "big.sketch")
        #expect(plan.bandRows == 256)
        #expect(plan.bands.count == 64)
        #expect(plan.bands.allSatisfy { $0.width == 16_384 && $0.width * $0.height <= ExportPlan.tilePixels })
        #expect(plan.bands.map(\.height).reduce(0, +) == 16_384)
    }

    @Test func bandsCoverEveryRowOnceTopToBottomWithAShortLastBand() throws {
        let plan = try ExportPlan(size: CanvasSize(width: 10, height: 25), budget: PixelBudget(), tilePixels: 70, "x")
        #expect(plan.bands == [0, 7, 14, 21].map { PixelRect(x: 0, y: $0, width: 10, height: $0 == 21 ? 4 : 7) })
    }

    @Test func aSmallBudgetMakesBandsThinnerNotTheExportSmaller() throws {
        let plan = try ExportPlan(size: CanvasSize(width: 4096, height: 4096), budget: PixelBudget(bytes: 1 << 20), "x")
        #expect(plan.bandRows == 16)  // 1 MiB / (4096 px * 4 bytes * 4 copies)
    }

    @Test func aSideOverTheLimitIsRefusedInOneLineNamingTheSize() {
        var message = ""
        do { _ = try ExportPlan(size: CanvasSize(width: 65_537, height: 10), budget: PixelBudget(), "big.sketch") } catch { message = error.description }
        #expect(message == "big.sketch: a 65537x10 export is too large (each side at most 65536 px)")
        #expect(throws: Never.self) { try ExportPlan(size: CanvasSize(width: 65_536, height: 65_536), budget: PixelBudget(), "x") }
    }

    @Test func theSmallestBudgetStillRendersTheWidestExportARowAtATime() throws {
        let plan = try ExportPlan(size: CanvasSize(width: 65_536, height: 10), budget: PixelBudget(bytes: 1 << 20), "x")
        #expect(plan.bandRows == 1)
        #expect(throws: PixelBudget.Refusal.self) {
            try ExportPlan(size: CanvasSize(width: 65_536, height: 10), budget: PixelBudget(bytes: 1 << 19), "x")
        }
    }
}
