import Foundation
import Testing
@testable import SketchCore

struct FramePlotLogScaleTests {
    /// The y coordinate `ms` lands on in a panel spanning 0.1 to 1000 ms.
    func y(_ ms: Double, _ range: ClosedRange<Double>) -> Double {
        FramePlot.Panel(x: 0, y: 0, xRange: 0...1, yRange: range).point(0, ms).1
    }

    @Test func theAxisSpansWholeDecadesAroundEveryFrameAndTheBudget() {
        #expect(FramePlot.logRange(fastest: 0.8, slowest: 108) == 0.1...1000)
        #expect(FramePlot.logRange(fastest: 2, slowest: 25) == 1...100)
        #expect(FramePlot.logRange(fastest: 5, slowest: 5) == 1...10, "at least a decade")
        #expect(FramePlot.logRange(fastest: 0, slowest: .nan) == 1...10)
    }

    @Test func eachDecadeTakesTheSameHeightSoAnOutlierLeavesTheRestReadable() {
        let range = FramePlot.logRange(fastest: 1, slowest: 108)
        let oneToTen = y(1, range) - y(10, range), tenToHundred = y(10, range) - y(100, range)
        #expect(abs(oneToTen - tenToHundred) < 1e-9)
        // On a linear axis to 108 ms, 1 and 2 ms would be 3 units apart; here a third of a decade.
        #expect(y(1, range) - y(2, range) > FramePlot.panelHeight / 3 * 0.3)
        #expect(y(500, range) >= y(1000, range), "nothing is drawn above the axis")
    }

    @Test func ticksAreOneTwoAndFiveTimesEachPowerOfTen() {
        #expect(FramePlot.logTicks(0.1...10) == [0.1, 0.2, 0.5, 1, 2, 5, 10])
        #expect(FramePlot.logTicks(1...100).count == 7)
    }

    @Test func theFloorIsPlottedBesideTheRunWithALegendAndTheBudgetStays() {
        let run = (0..<300).map { $0 == 150 ? 108.0 : 2 + Double($0 % 7) / 10 }
        let floor = [Double](repeating: 0.7, count: 100)
        let svg = FramePlot.svg(frameTimesMs: run, frameStartsS: [], budgetMs: 1000.0 / 60, title: "t",
                                floorTimesMs: floor, floorStartsS: [])
        #expect(svg.components(separatedBy: "<polyline").count - 1 == 4)
        #expect(svg.components(separatedBy: "stroke=\"\(FramePlot.floorColor)\" stroke-width=\"1\"").count - 1 == 2)
        #expect(svg.contains("floor (copy and present only)"))
        #expect(svg.components(separatedBy: "class=\"budget\"").count - 1 == 2)
        #expect(svg.contains("log scale"))
        #expect(svg.contains(">1000<") && svg.contains(">0.1<"), "decades from below the floor to above the outlier")
        let withoutFloor = FramePlot.svg(frameTimesMs: run, frameStartsS: [], budgetMs: 16.7, title: "t")
        #expect(!withoutFloor.contains("legend"))
    }
}
