import Testing
@testable import SketchCore

struct FrameStatisticsTests {
    @Test func oneToHundredGivesNearestRankPercentiles() {
        var rng = SeededRandom(seed: 1)
        let s = FrameStatistics(frameTimesMs: (1...100).map(Double.init).shuffled(using: &rng))
        #expect(s.p50 == 50)
        #expect(s.p90 == 90)
        #expect(s.p95 == 95)
        #expect(s.p99 == 99)
        #expect(s.p999 == 100)
        #expect(s.max == 100)
        #expect(s.mean == 50.5)
        #expect(s.count == 100)
    }

    @Test func oneToThousandGivesRank999ForP999() {
        let s = FrameStatistics(frameTimesMs: (1...1000).map(Double.init))
        #expect(s.p999 == 999)
        #expect(s.p99 == 990)
        #expect(s.max == 1000)
    }

    @Test func aSingleFrameIsEveryStatistic() {
        let s = FrameStatistics(frameTimesMs: [5])
        #expect([s.mean, s.p50, s.p90, s.p95, s.p99, s.p999, s.max] == [5, 5, 5, 5, 5, 5, 5])
    }

    @Test func noFramesGiveZeros() {
        let s = FrameStatistics(frameTimesMs: [])
        #expect([s.mean, s.p50, s.p90, s.p95, s.p99, s.p999, s.max] == [0, 0, 0, 0, 0, 0, 0])
        #expect(s.overBudget(budgetMs: 16.7) == 0)
    }

    @Test func percentileClampsTheRank() {
        let sorted = [1.0, 2, 3, 4]
        #expect(FrameStatistics.percentile(sorted, 0) == 1)
        #expect(FrameStatistics.percentile(sorted, 25) == 1)
        #expect(FrameStatistics.percentile(sorted, 26) == 2)
        #expect(FrameStatistics.percentile(sorted, 100) == 4)
        #expect(FrameStatistics.percentile(sorted, 250) == 4)
        #expect(FrameStatistics.percentile(sorted, -10) == 1)
        #expect(FrameStatistics.percentile([], 50) == 0)
    }

    @Test func overBudgetCountsFramesStrictlyAbove() {
        let s = FrameStatistics(frameTimesMs: [10, 16, 16.5, 17, 20, 33, 16.5])
        #expect(s.overBudget(budgetMs: 16.5) == 3)
        #expect(s.overBudget(budgetMs: 16.4) == 5)
        #expect(s.overBudget(budgetMs: 100) == 0)
        #expect(s.overBudget(budgetMs: 0) == 7)
    }

    @Test func nonFiniteTimesAreDropped() {
        let s = FrameStatistics(frameTimesMs: [1, .nan, 3, .infinity])
        #expect(s.count == 2)
        #expect(s.mean == 2)
        #expect(s.max == 3)
    }
}
