import Testing
@testable import SketchCore

/// The pixel budget: four RGBA copies of a canvas against 1 GiB, or what the environment says.
struct PixelBudgetTests {
    @Test func theDefaultBudgetTakesAnEightThousandSquareCanvasAndNoMore() throws {
        let budget = PixelBudget()
        #expect(throws: Never.self) { try budget.check(CanvasSize(width: 8192, height: 8192), "x") }
        #expect(throws: PixelBudget.Refusal.self) { try budget.check(CanvasSize(width: 8192, height: 8193), "x") }
    }

    @Test func aRefusalNamesTheSizeAndTheBudgetInOneLine() {
        var message = ""
        do { try PixelBudget().check(CanvasSize(width: 16_384, height: 16_384), "big.sketch") } catch { message = error.description }
        #expect(message == "big.sketch: a 16384x16384 canvas needs 4096 MiB of pixel memory, more than the 1024 MiB budget "
                + "(SKETCHPAD_PIXEL_BUDGET_MB changes it)")
    }

    @Test func costsSaturateInsteadOfOverflowing() {
        #expect(PixelBudget.cost(of: CanvasSize(width: Int.max, height: 3)) == Int.max)
        #expect(PixelBudget.cost(of: CanvasSize(width: 10, height: 10)) == 1600)
    }

    @Test func theBudgetCanBeRaisedOrLoweredByTheEnvironment() throws {
        let canvas = CanvasSize(width: 4096, height: 4096)  // 256 MiB at 4 copies
        #expect(throws: Never.self) { try PixelBudget(environment: [:]).check(canvas, "x") }
        #expect(throws: PixelBudget.Refusal.self) {
            try PixelBudget(environment: [PixelBudget.environmentKey: "255"]).check(canvas, "x")
        }
        #expect(throws: Never.self) {
            try PixelBudget(environment: [PixelBudget.environmentKey: "4096"]).check(CanvasSize(width: 16_384, height: 16_384), "x")
        }
        for bad in ["", "-1", "0", "1.5", "lots"] {
            #expect(throws: PixelBudget.Refusal.self) { try PixelBudget(environment: [PixelBudget.environmentKey: bad]) }
        }
    }
}
