import Foundation
import Testing
@testable import SketchCore

/// Every JSON output goes through one writer: one escaper, one number rule.
struct JSONWriterTests {
    static let awkward = "q\"b\\s/\u{1}\u{1F}\n\r\t\u{7F}é😀\u{2028}\u{2029}end"

    func escaped(_ text: String) -> String {
        var w = JSONWriter()
        w.string(text)
        return w.text
    }

    func parse(_ json: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func stringsEscapeQuotesBackslashesControlsAndLineSeparatorsAndKeepUnicode() {
        #expect(escaped(Self.awkward)
                == #""q\"b\\s/\u0001\u001f\n\r\t\u007fé😀\u2028\u2029end""#)
    }

    @Test func documentsReportsAndEventScriptsEscapeStringsTheSameWay() throws {
        let expected = escaped(Self.awkward)
        let bench = BenchReport(renderer: "cached", videoDriver: Self.awkward, renderDriver: "software",
                                canvas: CanvasSize(width: 10, height: 10), fingers: 1, users: 1, committedStrokes: 0,
                                seconds: 1, frameTimesMs: [1], latencyMs: LatencySummary(p50: 1, p99: 1, max: 1),
                                points: 0, peakMemoryMB: 1)
        #expect(bench.json().contains("\"video_driver\": \(expected),"))
        let line = try #require(EventScript.format(TimedDeviceEvent(1, .key(KeyPress(Self.awkward, [])))))
        #expect(line.contains("\"key\": \(expected),"))
        #expect(try EventScript.parse(line, file: "k.jsonl") == [TimedDeviceEvent(1, .key(KeyPress(Self.awkward, [])))])
        var document = JSONWriter(layout: .compact)
        document.object { $0.member("name", Self.awkward) }
        #expect(document.text == "{\"name\":\(expected)}")
        #expect(try parse(document.text)["name"] as? String == Self.awkward)
    }

    @Test func aNonFiniteNumberInABenchReportIsNull() throws {
        var r = BenchReport(renderer: "cached", videoDriver: "x11", renderDriver: "software",
                            canvas: CanvasSize(width: 10, height: 10), fingers: 1, users: 1, committedStrokes: 0,
                            seconds: 1, frameTimesMs: [1], latencyMs: LatencySummary(p50: .nan, p99: .infinity, max: 1),
                            points: 0, peakMemoryMB: -.infinity)
        r.fps = .nan
        let d = try parse(r.json())
        let latency = try #require(d["latency_ms"] as? [String: Any])
        #expect(d["fps"] is NSNull && d["peak_memory_mb"] is NSNull)
        #expect(latency["p50"] is NSNull && latency["p99"] is NSNull && latency["max"] as? Int == 1)
    }

    @Test func aNonFiniteNumberInAPredictionReportIsNull() throws {
        var e = PredictionEvaluation(strokes: [], predictor: TouchPredictor(horizon: 0.05))
        e.error = ErrorSummary(mean: .nan, p50: .infinity, p95: -.infinity, max: 2)
        let d = try parse(e.json(horizonMs: .nan))
        let error = try #require(d["error_px"] as? [String: Any])
        #expect(d["horizon_ms"] is NSNull)
        #expect(error["mean"] is NSNull && error["p50"] is NSNull && error["p95"] is NSNull && error["max"] as? Int == 2)
    }

    @Test func aNonFiniteNumberInAFidelityReportIsNull() throws {
        let result = FidelityResult(mode: .none, curve: FidelityCurve.allCases[0], regime: FidelityRegime.allCases[0],
                                    maxDeviation: .nan, p99Deviation: .infinity, kinkDegrees: -.infinity,
                                    cornerError: nil, cornerTurn: .nan, cornerStray: 1.5, tipLagPx: 0, tipLagSamples: 2)
        let data = try FidelityReport(results: [result], seed: 7).jsonData()
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let r = try #require((object["results"] as? [[String: Any]])?.first)
        #expect(r["max_deviation_px"] is NSNull && r["p99_deviation_px"] is NSNull && r["kink_degrees"] is NSNull)
        #expect(r["corner_error_px"] is NSNull && r["corner_turn_degrees"] is NSNull)
        #expect(r["corner_stray_px"] as? Double == 1.5 && object["seed"] as? Int == 7)
    }

    @Test func theFidelityReportIsPrettyWithSortedKeys() throws {
        let result = FidelityResult(mode: .none, curve: FidelityCurve.allCases[0], regime: FidelityRegime.allCases[0],
                                    maxDeviation: 1, p99Deviation: 0.5, kinkDegrees: 3, cornerError: nil,
                                    cornerTurn: nil, cornerStray: nil, tipLagPx: 0, tipLagSamples: 2)
        let text = String(decoding: try FidelityReport(results: [result], seed: 7).jsonData(), as: UTF8.self)
        let lines = text.split(separator: "\n")
        #expect(lines.first == "{" && lines.last == "}")
        #expect(lines[1] == "  \"model_improvement\" : null,")
        #expect(lines[2] == "  \"results\" : [")
        #expect(lines[4] == "      \"corner_error_px\" : null,")
        #expect(lines[lines.count - 2] == "  \"seed\" : 7")
    }

    @Test func aNonFiniteNumberInTheFidelitySuiteReportIsNullAndKeysAreSorted() throws {
        let result = FidelitySuiteReport.Result(caseName: "c", mode: .model, p99: .nan, mean: .infinity,
                                                tipLagSamples: 1.5, kinkDegrees: -.infinity)
        let trace = TraceFidelity(trace: "t", mode: .model, strokes: 1, samples: 2, p99ToRaw: .nan, meanToRaw: 1,
                                  maxToRaw: .infinity, kinksPer1000px: 0, tipLagSamples: 2)
        let data = FidelitySuiteReport(results: [result], cases: [], seed: 3).jsonData(traces: [trace], corners: nil)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["cases_won", "results", "seed", "traces"])
        let r = try #require((object["results"] as? [[String: Any]])?.first)
        let t = try #require((object["traces"] as? [[String: Any]])?.first)
        #expect(r["p99_px"] is NSNull && r["mean_px"] is NSNull && r["kink_degrees"] is NSNull)
        #expect(r["tip_lag_samples"] as? Double == 1.5 && r["case"] as? String == "c")
        #expect(t["p99_to_raw_px"] is NSNull && t["max_to_raw_px"] is NSNull && t["mean_to_raw_px"] as? Int == 1)
        let text = String(decoding: data, as: UTF8.self)
        let keys = ["\"cases_won\"", "\"results\"", "\"seed\"", "\"traces\""].map { text.range(of: $0)!.lowerBound }
        #expect(keys == keys.sorted() && text.hasSuffix("}\n"))
    }

    @Test func aNonFiniteTimeInAnEventScriptLineIsNullAndRefusedOnReading() throws {
        let line = try #require(EventScript.format(TimedDeviceEvent(.nan, .focusLost)))
        #expect(line == #"{"t": null, "type": "focus-lost"}"#)
        #expect(throws: (any Error).self) { try EventScript.parse(line, file: "nan.jsonl") }
    }

    @Test func aStrokeBuiltWithNonFiniteSamplesStillSavesAReadableDocument() throws {
        let samples = [StrokeSample(Point(.nan, 2), pressure: .infinity, time: -.infinity),
                       StrokeSample(Point(3, 4), pressure: 0.5, time: 0.25)]
        let document = SketchDocument(canvas: CanvasSize(width: 10, height: 10),
                                      strokes: [Stroke(id: 1, style: StrokeStyle(), samples: samples)], saveID: "s")
        let bytes = document.encoded()
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(!text.contains("null") && !text.contains("nan") && !text.contains("inf"))
        let back = try SketchDocument.decode(bytes, name: "d.sketch").document
        #expect(back.strokes.first?.samples.first == StrokeSample(Point(0, 2), pressure: 0, time: 0))
    }
}
