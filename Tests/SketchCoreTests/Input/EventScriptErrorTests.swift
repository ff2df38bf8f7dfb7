import Testing
@testable import SketchCore

/// A bad script line and the message its error must carry.
struct BadLine: Sendable, CustomTestStringConvertible {
    var name: String
    var line: String
    var message: String
    var testDescription: String { name }
}

let badLines = [
    BadLine(name: "malformed JSON", line: #"{"t": 1, "type": "focus-lost""#,
            message: "not a valid JSON object"),
    BadLine(name: "plain text", line: "finger-down at 3,4", message: "not a valid JSON object"),
    BadLine(name: "a JSON list, not an object", line: "[1, 2, 3]", message: "expected a JSON object"),
    BadLine(name: "a JSON number, not an object", line: "42", message: "expected a JSON object"),
    BadLine(name: "a JSON string, not an object", line: #""focus-lost""#, message: "expected a JSON object"),
    BadLine(name: "unknown type", line: #"{"t": 1, "type": "pen-down"}"#,
            message: "unknown event type 'pen-down'"),
    BadLine(name: "missing type", line: #"{"t": 1}"#, message: "missing field 'type'"),
    BadLine(name: "missing t", line: #"{"type": "focus-lost"}"#, message: "missing field 't'"),
    BadLine(name: "missing x", line: #"{"t": 1, "type": "mouse-move", "y": 3}"#, message: "missing field 'x'"),
    BadLine(name: "missing y", line: #"{"t": 1, "type": "mouse-down", "x": 3, "button": 1}"#,
            message: "missing field 'y'"),
    BadLine(name: "missing touch", line: #"{"t": 1, "type": "finger-down", "finger": 0, "x": 0.1, "y": 0.1}"#,
            message: "missing field 'touch'"),
    BadLine(name: "missing finger", line: #"{"t": 1, "type": "finger-up", "touch": 1, "x": 0.1, "y": 0.1}"#,
            message: "missing field 'finger'"),
    BadLine(name: "missing key", line: #"{"t": 1, "type": "key", "mods": ["ctrl"]}"#, message: "missing field 'key'"),
    BadLine(name: "missing height", line: #"{"t": 1, "type": "resize", "width": 100}"#,
            message: "missing field 'height'"),
    BadLine(name: "x is a string", line: #"{"t": 1, "type": "mouse-move", "x": "a", "y": 3}"#,
            message: "field 'x' must be a number"),
    BadLine(name: "t is a string", line: #"{"t": "soon", "type": "focus-lost"}"#,
            message: "field 't' must be a number"),
    BadLine(name: "type is a number", line: #"{"t": 1, "type": 7}"#, message: "field 'type' must be a string"),
    BadLine(name: "touch is a string",
            line: #"{"t": 1, "type": "finger-down", "touch": "one", "finger": 0, "x": 0.1, "y": 0.1}"#,
            message: "field 'touch' must be a whole number"),
    BadLine(name: "button is a string", line: #"{"t": 1, "type": "mouse-down", "x": 1, "y": 3, "button": "left"}"#,
            message: "field 'button' must be a whole number"),
    BadLine(name: "t is true", line: #"{"t": true, "type": "focus-lost"}"#, message: "field 't' must be a number"),
    BadLine(name: "x is null", line: #"{"t": 1, "type": "mouse-move", "x": null, "y": 3}"#,
            message: "missing field 'x'"),
    BadLine(name: "pressure above 1",
            line: #"{"t": 1, "type": "finger-down", "touch": 1, "finger": 0, "x": 0.1, "y": 0.1, "pressure": 1.5}"#,
            message: "field 'pressure' must be within 0...1"),
    BadLine(name: "pressure below 0",
            line: #"{"t": 1, "type": "finger-move", "touch": 1, "finger": 0, "x": 0.1, "y": 0.1, "pressure": -0.1}"#,
            message: "field 'pressure' must be within 0...1"),
    BadLine(name: "negative t", line: #"{"t": -0.5, "type": "focus-lost"}"#,
            message: "field 't' must not be negative"),
    BadLine(name: "t of 1e18 seconds", line: #"{"t": 1e18, "type": "focus-lost"}"#,
            message: "field 't' must be at most 1e9 seconds (about 31 years), not 1e+18"),
    BadLine(name: "t just past the longest session", line: #"{"t": 1000000000.5, "type": "focus-lost"}"#,
            message: "field 't' must be at most 1e9 seconds (about 31 years), not 1000000000.5"),
    BadLine(name: "unknown modifier", line: #"{"t": 1, "type": "key", "key": "Z", "mods": ["ctrl", "meta"]}"#,
            message: "unknown modifier 'meta' (expected ctrl, shift or alt)"),
    BadLine(name: "empty key", line: #"{"t": 1, "type": "key", "key": ""}"#, message: "field 'key' must not be empty"),
    BadLine(name: "resize to zero width", line: #"{"t": 1, "type": "resize", "width": 0, "height": 768}"#,
            message: "resize to 0x768 is out of range (1...16384 per side)"),
    BadLine(name: "resize too tall", line: #"{"t": 1, "type": "resize", "width": 1024, "height": 16385}"#,
            message: "resize to 1024x16385 is out of range (1...16384 per side)"),
    BadLine(name: "resize to negative size", line: #"{"t": 1, "type": "resize", "width": -5, "height": -5}"#,
            message: "resize to -5x-5 is out of range (1...16384 per side)"),
]

/// The error `parse` throws for `text`, or nil when it parses.
func parseError(_ text: String, file: String = "demo.jsonl",
                isKnownKey: (String) -> Bool = { _ in true }) -> ScriptError? {
    do {
        _ = try EventScript.parse(text, file: file, isKnownKey: isKnownKey)
        return nil
    } catch {
        return error
    }
}

@Suite("Event script: errors name file, line and problem")
struct EventScriptErrorTests {
    /// Two lines (a comment and a good event) come before the bad one.
    let preamble = "# recorded on a tablet\n{\"t\": 0, \"type\": \"focus-lost\"}\n"

    @Test(arguments: badLines)
    func aBadLineIsReportedWithFileLineAndMessage(_ bad: BadLine) throws {
        let error = try #require(parseError(preamble + bad.line + "\n{\"t\": 9, \"type\": \"focus-lost\"}\n"))
        #expect(error == ScriptError(file: "demo.jsonl", line: 3, bad.message))
        #expect(error.description == "demo.jsonl:3: \(bad.message)")
    }

    @Test func timeGoingBackwardsIsReportedOnTheLaterLine() throws {
        let text = """
            {"t": 1.0, "type": "focus-lost"}

            {"t": 0.5, "type": "focus-lost"}
            """
        let error = try #require(parseError(text, file: "back.jsonl"))
        #expect(error.description == "back.jsonl:3: time 0.5 goes back before 1.0; times must never decrease")
    }

    @Test func anUnknownKeyIsReportedThroughTheKeyCheck() throws {
        let text = """
            {"t": 0, "type": "key", "key": "Z", "mods": ["ctrl"]}
            {"t": 1, "type": "key", "key": "Bogus"}
            """
        let error = try #require(parseError(text, file: "keys.jsonl", isKnownKey: { $0 != "Bogus" }))
        #expect(error == ScriptError(file: "keys.jsonl", line: 2, "unknown key name 'Bogus'"))
    }

    @Test func theFirstBadLineIsTheOneReported() throws {
        let text = """
            {"t": 0, "type": "nonsense"}
            {"t": -1, "type": "focus-lost"}
            """
        let error = try #require(parseError(text))
        #expect(error.line == 1)
        #expect(error.message == "unknown event type 'nonsense'")
    }

    @Test func lineNumbersCountBlankAndCommentLines() throws {
        let text = "\n\n# comment\n\n{\"t\": 0, \"type\": \"finger-down\"}\n"
        let error = try #require(parseError(text))
        #expect(error.line == 5)
        #expect(error.message == "missing field 'touch'")
    }

    @Test func modsThatAreNotAListAreReportedAsSuch() throws {
        let error = try #require(parseError(#"{"t": 1, "type": "key", "key": "Z", "mods": "ctrl"}"#))
        #expect(error.description == "demo.jsonl:1: field 'mods' must be a list of strings")
    }

    @Test func aFractionalTouchIdIsReportedAgainstItsField() throws {
        let line = #"{"t": 1, "type": "finger-down", "touch": 1.5, "finger": 0, "x": 0.1, "y": 0.1}"#
        let error = try #require(parseError(line))
        #expect(error.line == 1)
        #expect(error.message.contains("'touch'"), "message was: \(error.message)")
    }

    @Test func descriptionIsFileColonLineColonMessage() {
        #expect(ScriptError(file: "a/b.jsonl", line: 12, "boom").description == "a/b.jsonl:12: boom")
        #expect(ScriptError(file: "a/b.jsonl", "too big").description == "a/b.jsonl: too big")
    }
}
