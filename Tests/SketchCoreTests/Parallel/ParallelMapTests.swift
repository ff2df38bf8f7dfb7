import Foundation
import Testing
@testable import SketchCore

@Suite struct ParallelMapTests {
    @Test(arguments: [0, 1, 2, 7, 100])
    func resultsComeInOrderAndEqualMap(count: Int) {
        let items = (0..<count).map { $0 * 3 + 1 }
        let square: @Sendable (Int) -> [Int] = { n in (0..<(n % 17)).map { $0 * n } }
        #expect(items.parallelMap(square) == items.map(square))
    }

    @Test func tailsWorkedOutSideBySideEqualThoseWorkedOutInTurn() {
        // Ten model-smoothed strokes in progress: their tails are what the renderer refits in
        // parallel, each reading and writing its own fit memo.
        var lines: [Centreline] = []
        for f in 0..<10 {
            var c = Centreline(smoothing: .model, pressure: .none)
            for k in 0..<40 {
                let t = Double(k) / 120
                c.add(StrokeSample(Point(100 + Double(f) * 30 + 80 * t, 100 + 40 * sin(t * 9 + Double(f))), time: t))
            }
            lines.append(c)
        }
        let parallel = lines.parallelMap { $0.tail }
        #expect(parallel == lines.map(\.tail))
        #expect(parallel.allSatisfy { !$0.isEmpty })
    }
}
