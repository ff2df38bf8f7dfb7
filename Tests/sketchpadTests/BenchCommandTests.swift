import Foundation
import Testing
@testable import sketchpad

extension CommandLineTests {
    @Test func aShortBenchWritesEveryReportKeyWithSaneValues() throws {
        let json = folder.appendingPathComponent("bench.json").path
        let plot = folder.appendingPathComponent("bench.svg").path
        let result = sketchpad("bench", "--seconds", "1", "--size", "160x120", "--fingers", "3",
                               "--committed", "20", "--json", json, "--plot", plot, "--seed", "7")
        #expect(result.status == 0, "\(result.errors)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        for key in ["renderer", "video_driver", "render_driver", "width", "height", "fingers", "committed_strokes",
                    "seconds", "frames", "fps", "budget_ms", "over_budget_frames", "frame_ms", "latency_ms",
                    "points", "points_per_second", "peak_memory_mb", "floor_frame_ms"] {
            #expect(object[key] != nil, "missing \(key)")
        }
        #expect(object["renderer"] as? String == "cached")
        #expect(object["render_driver"] as? String == "software")
        #expect(object["width"] as? Int == 160 && object["height"] as? Int == 120)
        #expect(object["committed_strokes"] as? Int == 20)
        #expect((object["frames"] as? Int ?? 0) >= 3)
        #expect((object["points"] as? Int ?? 0) > 0, "the fingers drew")
        #expect((object["budget_ms"] as? Double).map { abs($0 - 16.667) < 0.001 } == true)
        let frame = try #require(object["frame_ms"] as? [String: Double])
        for key in ["mean", "p50", "p90", "p95", "p99", "p999", "max"] { #expect((frame[key] ?? -1) > 0, "\(key)") }
        #expect(frame["p50"]! <= frame["p99"]! && frame["p99"]! <= frame["max"]!)
        let latency = try #require(object["latency_ms"] as? [String: Double])
        #expect(latency["p50"]! <= latency["max"]!)
        #expect(try String(contentsOfFile: plot, encoding: .utf8).contains("<svg"))
    }

    @Test(arguments: [["--fingers", "-1"], ["--seconds", "0"], ["--renderer", "fast"], ["--plot", "x.png"]])
    func impossibleBenchOptionsAreOneLineErrors(options: [String]) {
        var errors: [String] = []
        let status = Sketchpad.execute(["bench"] + options) { errors.append($0) }
        #expect(status != 0)
        #expect(errors.count == 1)
    }
}
