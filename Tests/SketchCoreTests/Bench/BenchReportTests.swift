import Foundation
import Testing
@testable import SketchCore

struct BenchReportTests {
    static let frameKeys = ["mean", "p50", "p90", "p95", "p99", "p999", "max"]

    func report(floor: FrameStatistics? = nil) -> BenchReport {
        BenchReport(renderer: "cached \"fast\"\n", videoDriver: "x11", renderDriver: "opengl",
                    canvas: CanvasSize(width: 1280, height: 800), fingers: 10, users: 2,
                    committedStrokes: 5000, seconds: 2,
                    frameTimesMs: (1...100).map { Double($0) / 3 },
                    latencyMs: LatencySummary(p50: 12.3456, p99: 30, max: 41.25), points: 2400,
                    peakMemoryMB: 123.45678, floorFrameMs: floor)
    }

    func parse(_ json: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        return try #require(object as? [String: Any])
    }

    @Test func derivedFieldsComeFromTheFrameTimes() {
        let r = report()
        #expect(r.frames == 100)
        #expect(r.fps == 50)
        #expect(r.pointsPerSecond == 1200)
        #expect(r.overBudgetFrames == 50)  // 50/3 = 16.67 > 16.667 and above
        #expect(r.budgetMs == 1000.0 / 60)
        #expect(r.timeline?.count == 100)
    }

    @Test func jsonParsesBackWithEveryKeyAndValue() throws {
        let d = try parse(report().json())
        #expect(d["renderer"] as? String == "cached \"fast\"\n")
        #expect(d["video_driver"] as? String == "x11")
        #expect(d["render_driver"] as? String == "opengl")
        #expect((d["width"] as? NSNumber)?.intValue == 1280)
        #expect((d["height"] as? NSNumber)?.intValue == 800)
        #expect((d["fingers"] as? NSNumber)?.intValue == 10)
        #expect((d["users"] as? NSNumber)?.intValue == 2)
        #expect((d["committed_strokes"] as? NSNumber)?.intValue == 5000)
        #expect((d["seconds"] as? NSNumber)?.doubleValue == 2)
        #expect((d["frames"] as? NSNumber)?.intValue == 100)
        #expect((d["fps"] as? NSNumber)?.doubleValue == 50)
        #expect((d["budget_ms"] as? NSNumber)?.doubleValue == 16.667)
        #expect((d["over_budget_frames"] as? NSNumber)?.intValue == 50)
        #expect((d["points"] as? NSNumber)?.intValue == 2400)
        #expect((d["points_per_second"] as? NSNumber)?.doubleValue == 1200)
        #expect((d["peak_memory_mb"] as? NSNumber)?.doubleValue == 123.457)

        let frame = try #require(d["frame_ms"] as? [String: Any])
        #expect(Set(frame.keys) == Set(Self.frameKeys))
        #expect((frame["mean"] as? NSNumber)?.doubleValue == 16.833)
        #expect((frame["p50"] as? NSNumber)?.doubleValue == 16.667)
        #expect((frame["p90"] as? NSNumber)?.doubleValue == 30)
        #expect((frame["p95"] as? NSNumber)?.doubleValue == 31.667)
        #expect((frame["p99"] as? NSNumber)?.doubleValue == 33)
        #expect((frame["p999"] as? NSNumber)?.doubleValue == 33.333)
        #expect((frame["max"] as? NSNumber)?.doubleValue == 33.333)

        let latency = try #require(d["latency_ms"] as? [String: Any])
        #expect(Set(latency.keys) == ["p50", "p99", "max"])
        #expect((latency["p50"] as? NSNumber)?.doubleValue == 12.346)
        #expect((latency["p99"] as? NSNumber)?.doubleValue == 30)
        #expect((latency["max"] as? NSNumber)?.doubleValue == 41.25)

        #expect(d["floor_frame_ms"] == nil)
        #expect(d["cached_over_floor_p50"] == nil)
        #expect(d["timeline"] == nil)
        #expect(d["build"] as? String == BuildInfo.configuration)
        #expect(d.count == 19)
    }

    @Test func jsonKeysComeInTheDocumentedOrder() {
        let json = report(floor: FrameStatistics(frameTimesMs: [1, 2])).json()
        let keys = ["renderer", "video_driver", "render_driver", "build", "width", "height", "fingers", "users",
                    "committed_strokes", "seconds", "frames", "fps", "budget_ms", "over_budget_frames",
                    "frame_ms", "latency_ms", "points", "points_per_second", "peak_memory_mb",
                    "floor_frame_ms", "cached_over_floor_p50", "cached_over_floor_p99"]
        let positions = keys.map { json.range(of: "\"\($0)\":")?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        let found = positions.compactMap { $0 }
        #expect(found == found.sorted())
        #expect(json == report(floor: FrameStatistics(frameTimesMs: [1, 2])).json())
    }

    @Test func jsonCarriesTheFloorAndTheRatiosWhenSet() throws {
        let floor = FrameStatistics(frameTimesMs: (1...100).map { Double($0) / 30 })
        let d = try parse(report(floor: floor).json())
        let f = try #require(d["floor_frame_ms"] as? [String: Any])
        #expect(Set(f.keys) == Set(Self.frameKeys))
        #expect((f["p50"] as? NSNumber)?.doubleValue == 1.667)
        #expect((f["max"] as? NSNumber)?.doubleValue == 3.333)
        #expect((d["cached_over_floor_p50"] as? NSNumber)?.doubleValue == 10)
        #expect((d["cached_over_floor_p99"] as? NSNumber)?.doubleValue == 10)
        #expect(d.count == 22)
    }

    @Test func ratiosOverAZeroFloorAreNullNotInvalidJSON() throws {
        let d = try parse(report(floor: FrameStatistics(frameTimesMs: [0])).json())
        #expect(d["cached_over_floor_p50"] is NSNull)
    }

    @Test func stringsAreEscaped() throws {
        var r = report()
        r.videoDriver = "a\\b\u{1}c\td/é\u{2028}"
        let d = try parse(r.json())
        #expect(d["video_driver"] as? String == "a\\b\u{1}c\td/é\u{2028}")
    }

    @Test func numbersAreRoundedToThreeDecimals() {
        #expect(JSONWriter.rounded(16.666666, decimals: 3) == "16.667")
        #expect(JSONWriter.rounded(60, decimals: 3) == "60")
        #expect(JSONWriter.rounded(-0.0001, decimals: 3) == "0")
        #expect(JSONWriter.rounded(0.0005, decimals: 3) == "0.001")
        #expect(JSONWriter.rounded(.nan, decimals: 3) == "null")
        #expect(JSONWriter.rounded(-2.5, decimals: 3) == "-2.5")
    }

    @Test func tableMentionsTheHeadlineFigures() {
        let t = report().table()
        #expect(t.contains("p99"))
        #expect(t.contains("p99.9"))
        #expect(t.contains("1280x800"))
        #expect(t.contains("opengl") && t.contains("x11"))
        #expect(t.contains("5000 committed"))
        #expect(t.contains("50 of 100"))
        #expect(t.contains("16.667"))
        #expect(t.contains("latency p99"))
        #expect(t.contains("points/s"))
        #expect(t.contains("peak memory"))
        #expect(!t.contains("floor"))
    }

    @Test func tableGainsFloorAndRatioColumnsWithAFloor() {
        let t = report(floor: FrameStatistics(frameTimesMs: (1...100).map { Double($0) / 30 })).table()
        #expect(t.contains("floor"))
        #expect(t.contains("ratio"))
        #expect(t.contains("10.00x"))
    }

    @Test func tableValueColumnsAreAligned() {
        let lines = report().table().split(separator: "\n").filter { $0.contains("frame ") }
        #expect(lines.count == 7)
        #expect(Set(lines.map(\.count)).count == 1)
    }
}
