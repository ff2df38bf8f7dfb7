import Testing
@testable import SketchCore

/// Hostile event scripts: each is parsed or refused with a located one-line error, never a
/// crash or a hang.
@Suite struct EventScriptFuzzTests {
    let good = """
        {"t": 0.000, "type": "finger-down", "touch": 1, "finger": 0, "x": 0.25, "y": 0.50, "pressure": 1.0}
        {"t": 0.008, "type": "finger-move", "touch": 1, "finger": 0, "x": 0.26, "y": 0.51}
        {"t": 0.016, "type": "finger-up",   "touch": 1, "finger": 0, "x": 0.26, "y": 0.51}
        {"t": 0.100, "type": "key", "key": "Z", "mods": ["ctrl"]}
        """

    /// Parses `text`; returns the error's description, or nil when it parsed.
    func outcome(_ text: String) -> String? {
        do {
            _ = try EventScript.parse(text, file: "fuzz.jsonl")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aScriptCutAtAnyByteParsesOrNamesTheCutLine() {
        let bytes = Array(good.utf8)
        for cut in 0...bytes.count {
            let text = String(decoding: bytes[..<cut], as: UTF8.self)
            if let message = outcome(text) {
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
                #expect(message.hasPrefix("fuzz.jsonl:\(lines): "), "cut at \(cut): \(message)")
            }
        }
    }

    @Test(arguments: [
        ("a huge number", #"{"t": 1e400, "type": "focus-lost"}"#),
        ("NaN", #"{"t": NaN, "type": "focus-lost"}"#),
        ("Infinity", #"{"t": 0, "type": "mouse-move", "x": Infinity, "y": 1}"#),
        ("a huge touch id", #"{"t": 0, "type": "finger-down", "touch": 1e30, "finger": 0, "x": 0.1, "y": 0.1}"#),
        ("deep nesting", #"{"t": 0, "type": "focus-lost", "x": "# + String(repeating: "[", count: 100_000) + "}"),
        ("a long line", #"{"t": 0, "type": "focus-lost", "pad": ""# + String(repeating: "x", count: 5_000_000) + "\"}"),
        ("a lone surrogate", #"{"t": 0, "type": "key", "key": "\ud800"}"#),
    ])
    func hostileLinesAreRefusedOrReadSafely(name: String, line: String) {
        if let message = outcome(line) {
            #expect(message.hasPrefix("fuzz.jsonl:1: "), "\(name): \(message)")
        }
    }

    @Test func randomBytesNeverCrashTheParser() {
        var random = SeededRandom(seed: 7)
        let alphabet = Array(#"{}[]":,0123456789.eE-+tnrufals \"typex"#.utf8)
        for _ in 0..<2_000 {
            let length = Int(random.next() % 80)
            let bytes = (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            let text = String(decoding: bytes, as: UTF8.self)
            if let message = outcome(text) {
                #expect(message.hasPrefix("fuzz.jsonl:"), "\(message)")
            }
        }
    }
}
