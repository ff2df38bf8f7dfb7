import Testing
@testable import SketchCore

/// Key names are written through the one JSON writer and read back unchanged.
@Suite struct EventScriptKeyNameTests {
    @Test(arguments: ["/", "\"", "\\", "a\tb", "\u{1}", "é", "Keypad /"])
    func anyKeyNameRoundTripsOnOneLine(_ name: String) throws {
        let event = TimedDeviceEvent(1, .key(KeyPress(name, [.ctrl])))
        let line = try #require(EventScript.format(event))
        #expect(!line.contains("\n"))
        #expect(try EventScript.parse(line, file: "keys.jsonl") == [event])
    }
}
