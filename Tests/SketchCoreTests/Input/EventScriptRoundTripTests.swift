import Testing
@testable import SketchCore

/// An event with a readable name for parameterised round trips.
struct NamedEvent: Sendable, CustomTestStringConvertible {
    var name: String
    var event: TimedDeviceEvent
    var testDescription: String { name }
    init(_ name: String, _ event: TimedDeviceEvent) {
        self.name = name
        self.event = event
    }
}

/// Every event type the script format carries, with awkward numbers (0.1 + 0.2 and friends).
let scriptableEvents = [
    NamedEvent("finger-down", TimedDeviceEvent(0.1 + 0.2,
        .finger(.down, touch: 3, finger: 7, x: 1.0 / 3, y: 0.1 + 0.7, pressure: 0.1 * 3))),
    NamedEvent("finger-move", TimedDeviceEvent(0.1 + 0.2 + 1e-12,
        .finger(.move, touch: Int64.max, finger: Int64.min, x: 0.000_123_456_789, y: 1 - 1e-15, pressure: 2.0 / 3))),
    NamedEvent("finger-up", TimedDeviceEvent(0.7 + 0.1,
        .finger(.up, touch: 0, finger: -1, x: 0, y: 1, pressure: 0))),
    NamedEvent("mouse-down", TimedDeviceEvent(1.1 * 1.1,
        .mouseButton(down: true, x: 120.5, y: 1e-7, button: 1))),
    NamedEvent("mouse-move", TimedDeviceEvent(2.675,
        .mouseMove(x: 1234.567_890_123_4, y: 0.1 + 0.2))),
    NamedEvent("mouse-up with the right button", TimedDeviceEvent(3.0000000000000004,
        .mouseButton(down: false, x: -12.25, y: 1e21, button: 3))),
    NamedEvent("key with every modifier", TimedDeviceEvent(4 + 1.0 / 7,
        .key(KeyPress("Z", [.ctrl, .shift, .alt])))),
    NamedEvent("key with quotes and a backslash", TimedDeviceEvent(5.5,
        .key(KeyPress(#"Quote " and \ slash /"#, [.alt])))),
    NamedEvent("key with a non-ASCII name", TimedDeviceEvent(5.5, .key(KeyPress("ä€", [])))),
    NamedEvent("plain key", TimedDeviceEvent(6, .key(KeyPress("Escape")))),
    NamedEvent("focus-lost", TimedDeviceEvent(1e5 + 1.0 / 3, .focusLost)),
    NamedEvent("resize", TimedDeviceEvent(1e5 + 0.5, .resize(width: 1024, height: 768))),
    NamedEvent("resize to the extremes", TimedDeviceEvent(1e6, .resize(width: 1, height: CanvasSize.maximumSide))),
]

@Suite("Event script: format and parse round trip")
struct EventScriptRoundTripTests {
    @Test(arguments: scriptableEvents)
    func formattingThenParsingGivesTheEventBackExactly(_ named: NamedEvent) throws {
        let line = try #require(EventScript.format(named.event))
        #expect(!line.contains("\n"))
        let parsed = try EventScript.parse(line, file: "round.jsonl")
        #expect(parsed == [named.event])
    }

    @Test func aWholeFormattedScriptParsesBackToTheSameEvents() throws {
        let events = scriptableEvents.map(\.event)
        let text = try events.map { try #require(EventScript.format($0)) }.joined(separator: "\n")
        let parsed = try EventScript.parse(text, file: "round.jsonl")
        #expect(parsed == events)
        // Bit-for-bit, not merely equal within a tolerance.
        #expect(parsed.map(\.time.bitPattern) == events.map(\.time.bitPattern))
    }

    @Test func formatWritesTheContractFieldNames() throws {
        let line = try #require(EventScript.format(TimedDeviceEvent(0.5,
            .finger(.move, touch: 1, finger: 2, x: 0.25, y: 0.75, pressure: 0.5))))
        #expect(line == #"{"t": 0.5, "type": "finger-move", "touch": 1, "finger": 2, "x": 0.25, "y": 0.75, "pressure": 0.5}"#)
        let key = try #require(EventScript.format(TimedDeviceEvent(1, .key(KeyPress("Z", [.ctrl, .shift])))))
        #expect(key == #"{"t": 1.0, "type": "key", "key": "Z", "mods": ["ctrl", "shift"]}"#)
    }

    @Test(arguments: [DeviceEvent.renderReset, .quit])
    func eventsOutsideTheFormatAreNotWritten(_ event: DeviceEvent) {
        #expect(EventScript.format(TimedDeviceEvent(1, event)) == nil)
    }
}
