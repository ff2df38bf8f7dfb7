import Foundation
import Testing
@testable import sketchpad

@MainActor @Suite(.serialized) struct PredictCommandTests {
    let folder: URL
    private let scratch: TemporaryFolder
    init() throws {
        scratch = try TemporaryFolder()
        folder = scratch.url
    }

    @Test func predictWritesTheHandComputedBaselinesAsJSON() throws {
        let script = folder.appendingPathComponent("finger.jsonl").path
        try """
            {"t": 0.0, "type": "finger-down", "touch": 1, "finger": 0, "x": 0.0, "y": 0.5}
            {"t": 0.1, "type": "finger-move", "touch": 1, "finger": 0, "x": 0.1, "y": 0.5}
            {"t": 0.2, "type": "finger-move", "touch": 1, "finger": 0, "x": 0.3, "y": 0.5}
            {"t": 0.3, "type": "finger-up", "touch": 1, "finger": 0, "x": 0.3, "y": 0.5}
            """.write(toFile: script, atomically: true, encoding: .utf8)
        let json = folder.appendingPathComponent("p.json").path
        let result = sketchpad("predict", script, "--horizon", "50", "--size", "100x100", "--json", json)
        #expect(result.status == 0, "\(result.errors)")
        let text = try String(contentsOfFile: json, encoding: .utf8)
        #expect(text.contains("\"samples\": 2"))
        #expect(text.contains("\"none\": {\"mean\": 5, \"p50\": 0, \"p95\": 10, \"max\": 10}"))
        #expect(text.contains("\"linear\": {\"mean\": 7.5, \"p50\": 5, \"p95\": 10, \"max\": 10}"))
    }

    @Test func predictRefusesAHorizonItWasNotTrainedFor() {
        let result = sketchpad("predict", "x.jsonl", "--horizon", "500")
        #expect(result.status == 64)
        #expect(result.errors.count == 1)
    }

    @Test func predictNamesAMissingFile() {
        let result = sketchpad("predict", folder.appendingPathComponent("none.txt").path)
        #expect(result.status == 1)
        #expect(result.errors.first?.hasSuffix("no such file") == true)
    }
}

@MainActor @Suite(.serialized) struct PredictionOptionTests {
    let folder: URL
    private let scratch: TemporaryFolder
    init() throws {
        scratch = try TemporaryFolder()
        folder = scratch.url
    }

    /// Two fingers sweeping fast, then lifting.
    var script: String {
        var lines: [String] = []
        for finger in 0..<2 {
            let y = 0.3 + 0.4 * Double(finger)
            lines.append(#"{"t": 0, "type": "finger-down", "touch": 1, "finger": \#(finger), "x": 0.1, "y": \#(y)}"#)
            for i in 1...30 {
                let t = Double(i) / 120, x = 0.1 + 2.5 * t * t
                lines.append(#"{"t": \#(t), "type": "finger-move", "touch": 1, "finger": \#(finger), "x": \#(x), "y": \#(y + 0.2 * t)}"#)
            }
            lines.append(#"{"t": 0.26, "type": "finger-up", "touch": 1, "finger": \#(finger), "x": 0.3, "y": \#(y)}"#)
        }
        return lines.sorted { $0.split(separator: ",")[0] < $1.split(separator: ",")[0] }.joined(separator: "\n")
    }

    @Test func aReplayWhoseTouchesLiftedIsTheSameWithPredictionOnAndOff() throws {
        let path = folder.appendingPathComponent("s.jsonl").path
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        var outputs: [Data] = []
        for setting in ["on", "off", "66.7"] {
            let png = folder.appendingPathComponent("\(setting).png").path
            let sketch = folder.appendingPathComponent("\(setting).sketch").path
            let result = sketchpad("replay", path, "--output", png, "--save", sketch, "--no-ui", "--prediction", setting)
            #expect(result.status == 0, "\(result.errors)")
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: png)))
            // Every save has its own random saveID; everything else must match.
            let saved = try String(contentsOfFile: sketch, encoding: .utf8)
                .replacingOccurrences(of: #""saveID":"[0-9a-f]+""#, with: "", options: .regularExpression)
            outputs.append(Data(saved.utf8))
        }
        #expect(outputs[0] == outputs[2] && outputs[0] == outputs[4])
        #expect(outputs[1] == outputs[3] && outputs[1] == outputs[5])
    }

    @Test func aBadPredictionSettingIsAUsageError() {
        let result = sketchpad("replay", "x.jsonl", "--output", "x.png", "--prediction", "soon")
        #expect(result.status == 64)
        #expect(result.errors.count == 1)
    }
}
