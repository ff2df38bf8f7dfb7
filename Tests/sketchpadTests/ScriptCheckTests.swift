import Foundation
import Testing
@testable import sketchpad

/// The streaming check `replay` and `draw --play` run before anything plays: every line, and
/// every resize against the pixel budget, so a problem near the end of a long script is found
/// in one reading pass instead of after playing everything before it.
@Suite struct ScriptCheckTests {
    private func script(_ lines: [String]) throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("check-\(UUID().uuidString).jsonl").path
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aResizeOverThePixelBudgetLateInTheScriptIsRefusedByTheCheck() throws {
        let path = try script([
            #"{"t": 0.0, "type": "finger-down", "touch": 1, "finger": 0, "x": 0.1, "y": 0.3}"#,
            #"{"t": 0.1, "type": "finger-up", "touch": 1, "finger": 0, "x": 0.2, "y": 0.3}"#,
            #"{"t": 0.2, "type": "resize", "width": 16384, "height": 16384}"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: CommandError.self) { try ReplayCommand.checkScript(path) }
    }

    @Test func aGoodScriptPassesTheCheck() throws {
        let path = try script([
            #"{"t": 0.0, "type": "finger-down", "touch": 1, "finger": 0, "x": 0.1, "y": 0.3}"#,
            #"{"t": 0.2, "type": "resize", "width": 1024, "height": 768}"#,
            #"{"t": 0.3, "type": "finger-up", "touch": 1, "finger": 0, "x": 0.2, "y": 0.3}"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        try ReplayCommand.checkScript(path)
    }

    @Test func aBadLastLineIsFoundByTheCheckWithItsLineNumber() throws {
        let path = try script([
            #"{"t": 0.0, "type": "finger-down", "touch": 1, "finger": 0, "x": 0.1, "y": 0.3}"#,
            #"{"t": 0.1, "type": "finger-down""#,
        ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            try ReplayCommand.checkScript(path)
            Issue.record("the check passed a malformed line")
        } catch let error as CommandError {
            #expect(error.description.hasPrefix("\(path):2: "), "\(error.description)")
        }
    }
}
