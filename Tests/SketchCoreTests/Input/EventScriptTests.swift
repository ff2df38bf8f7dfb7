import Testing
@testable import SketchCore

/// One example line of the event-script contract and the event it stands for.
struct ContractLine: Sendable, CustomTestStringConvertible {
    var name: String
    var line: String
    var event: TimedDeviceEvent
    var testDescription: String { name }
}

let contractLines = [
    ContractLine(name: "finger-down",
                 line: #"{"t": 0.000, "type": "finger-down", "touch": 1, "finger": 0, "x": 0.25, "y": 0.50, "pressure": 1.0}"#,
                 event: TimedDeviceEvent(0, .finger(.down, touch: 1, finger: 0, x: 0.25, y: 0.5, pressure: 1))),
    ContractLine(name: "finger-move",
                 line: #"{"t": 0.008, "type": "finger-move", "touch": 1, "finger": 0, "x": 0.26, "y": 0.51, "pressure": 0.8}"#,
                 event: TimedDeviceEvent(0.008, .finger(.move, touch: 1, finger: 0, x: 0.26, y: 0.51, pressure: 0.8))),
    ContractLine(name: "finger-up",
                 line: #"{"t": 0.016, "type": "finger-up",   "touch": 1, "finger": 0, "x": 0.26, "y": 0.51}"#,
                 event: TimedDeviceEvent(0.016, .finger(.up, touch: 1, finger: 0, x: 0.26, y: 0.51, pressure: 1))),
    ContractLine(name: "mouse-down",
                 line: #"{"t": 0.100, "type": "mouse-down",  "x": 120, "y": 80, "button": 1}"#,
                 event: TimedDeviceEvent(0.1, .mouseButton(down: true, x: 120, y: 80, button: 1))),
    ContractLine(name: "mouse-move",
                 line: #"{"t": 0.110, "type": "mouse-move",  "x": 125, "y": 84}"#,
                 event: TimedDeviceEvent(0.11, .mouseMove(x: 125, y: 84))),
    ContractLine(name: "mouse-up",
                 line: #"{"t": 0.120, "type": "mouse-up",    "x": 125, "y": 84, "button": 1}"#,
                 event: TimedDeviceEvent(0.12, .mouseButton(down: false, x: 125, y: 84, button: 1))),
    ContractLine(name: "key",
                 line: #"{"t": 0.200, "type": "key", "key": "Z", "mods": ["ctrl"]}"#,
                 event: TimedDeviceEvent(0.2, .key(KeyPress("Z", .ctrl)))),
    ContractLine(name: "focus-lost",
                 line: #"{"t": 0.300, "type": "focus-lost"}"#,
                 event: TimedDeviceEvent(0.3, .focusLost)),
    ContractLine(name: "resize",
                 line: #"{"t": 0.400, "type": "resize", "width": 1024, "height": 768}"#,
                 event: TimedDeviceEvent(0.4, .resize(width: 1024, height: 768))),
]

@Suite("Event script: parsing the contract")
struct EventScriptTests {
    @Test(arguments: contractLines)
    func everyContractExampleLineParsesToItsEvent(_ example: ContractLine) throws {
        let events = try EventScript.parse(example.line, file: "contract.jsonl")
        #expect(events == [example.event])
    }

    @Test func theWholeContractExampleParsesInOrder() throws {
        let text = contractLines.map(\.line).joined(separator: "\n") + "\n"
        let events = try EventScript.parse(text, file: "contract.jsonl")
        #expect(events == contractLines.map(\.event))
    }

    @Test func blankLinesAndCommentsAreSkipped() throws {
        let text = """
            # a recorded session

               \t
            {"t": 0.5, "type": "focus-lost"}
                # an indented comment
            #{"t": 0.6, "type": "focus-lost"}

            {"t": 0.7, "type": "mouse-move", "x": 1, "y": 2}
            """
        let events = try EventScript.parse(text, file: "s.jsonl")
        #expect(events == [TimedDeviceEvent(0.5, .focusLost), TimedDeviceEvent(0.7, .mouseMove(x: 1, y: 2))])
    }

    @Test func anEmptyScriptHasNoEvents() throws {
        try #expect(EventScript.parse("", file: "empty.jsonl").isEmpty)
        try #expect(EventScript.parse("\n\n# only comments\n", file: "empty.jsonl").isEmpty)
    }

    @Test func windowsLineEndingsAreAccepted() throws {
        let text = "{\"t\": 0.1, \"type\": \"focus-lost\"}\r\n{\"t\": 0.2, \"type\": \"focus-lost\"}\r\n"
        let events = try EventScript.parse(text, file: "crlf.jsonl")
        #expect(events == [TimedDeviceEvent(0.1, .focusLost), TimedDeviceEvent(0.2, .focusLost)])
    }

    @Test(arguments: ["finger-down", "finger-move", "finger-up"])
    func fingerPressureDefaultsToOne(type: String) throws {
        let line = #"{"t": 1, "type": "\#(type)", "touch": 4, "finger": 2, "x": 0.5, "y": 0.75}"#
        let events = try EventScript.parse(line, file: "s.jsonl")
        let phase = try #require(DeviceEvent.FingerPhase(rawValue: type))
        #expect(events == [TimedDeviceEvent(1, .finger(phase, touch: 4, finger: 2, x: 0.5, y: 0.75, pressure: 1))])
    }

    @Test(arguments: ["mouse-down", "mouse-up"])
    func mouseButtonDefaultsToTheLeftButton(type: String) throws {
        let events = try EventScript.parse(#"{"t": 0, "type": "\#(type)", "x": 3, "y": 4}"#, file: "s.jsonl")
        #expect(events == [TimedDeviceEvent(0, .mouseButton(down: type == "mouse-down", x: 3, y: 4, button: 1))])
    }

    @Test func keyModifiersAreReadInAnyCaseAndOrder() throws {
        let events = try EventScript.parse(#"{"t": 0, "type": "key", "key": "Z", "mods": ["Shift", "CTRL", "alt"]}"#,
                                           file: "s.jsonl")
        #expect(events == [TimedDeviceEvent(0, .key(KeyPress("Z", [.ctrl, .shift, .alt])))])
    }

    @Test func aKeyWithoutModsHasNone() throws {
        let events = try EventScript.parse(#"{"t": 0, "type": "key", "key": "Escape"}"#, file: "s.jsonl")
        #expect(events == [TimedDeviceEvent(0, .key(KeyPress("Escape")))])
    }

    @Test func unknownFieldsAreIgnored() throws {
        let events = try EventScript.parse(#"{"t": 0, "type": "focus-lost", "note": "alt-tab", "x": 5}"#,
                                           file: "s.jsonl")
        #expect(events == [TimedDeviceEvent(0, .focusLost)])
    }

    @Test func equalTimesAreAllowed() throws {
        let text = #"""
            {"t": 0.25, "type": "focus-lost"}
            {"t": 0.25, "type": "focus-lost"}
            """#
        try #expect(EventScript.parse(text, file: "s.jsonl").map(\.time) == [0.25, 0.25])
    }

    @Test func knownKeysPassTheKeyCheck() throws {
        var asked: [String] = []
        let text = #"""
            {"t": 0, "type": "key", "key": "Z", "mods": ["ctrl"]}
            {"t": 1, "type": "key", "key": "Delete"}
            """#
        let events = try EventScript.parse(text, file: "s.jsonl") { name in
            asked.append(name)
            return true
        }
        #expect(events.count == 2)
        #expect(asked == ["Z", "Delete"])
    }
}
