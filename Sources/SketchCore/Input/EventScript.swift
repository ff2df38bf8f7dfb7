import Foundation

/// Reads and writes event scripts: one JSON object per line, in time order (see CONTRACT.md).
///
/// Parsing is all-or-nothing: the first bad line throws a `ScriptError` naming it, so a
/// caller never acts on half a script. Blank lines and lines starting with `#` are skipped.
public enum EventScript {
    /// Largest script accepted, in bytes (16 GiB); larger ones are refused before reading.
    /// Scripts are read streaming (`EventScriptReader`), so this bounds time, not memory.
    public static let maximumBytes = 16 << 30

    /// Parses script text. `file` only names the source in errors; `isKnownKey` vets key names.
    public static func parse(_ text: String, file: String,
                             isKnownKey: (String) -> Bool = { _ in true }) throws(ScriptError) -> [TimedDeviceEvent] {
        var events: [TimedDeviceEvent] = []
        var order = Order()
        var lineNumber = 0
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            lineNumber += 1
            if let event = try order.check(Substring(raw), line: lineNumber, file: file, isKnownKey: isKnownKey) {
                events.append(event)
            }
        }
        return events
    }

    /// The checks that span lines (times never decrease), applied one line at a time, so
    /// whole texts and streamed files give the same events and the same errors.
    public struct Order: Sendable {
        /// Time of the last event accepted.
        public private(set) var lastTime = 0.0

        public init() {}

        /// The event on `raw` (line `line` of `file`), nil for a blank line or a comment;
        /// any problem is a `FILE:LINE` error.
        public mutating func check(_ raw: Substring, line: Int, file: String,
                                   isKnownKey: (String) -> Bool) throws(ScriptError) -> TimedDeviceEvent? {
            let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if text.isEmpty || text.hasPrefix("#") { return nil }
            let event: TimedDeviceEvent
            do {
                event = try parseLine(text)
            } catch {
                throw ScriptError(file: file, line: line, error.message)
            }
            if event.time < lastTime {
                throw ScriptError(file: file, line: line,
                                  "time \(event.time) goes back before \(lastTime); times must never decrease")
            }
            if case .key(let k) = event.event, !isKnownKey(k.name) {
                throw ScriptError(file: file, line: line, "unknown key name '\(k.name)'")
            }
            lastTime = event.time
            return event
        }
    }

    /// Parses one line (already known not to be blank or a comment).
    public static func parseLine(_ line: String) throws(LineError) -> TimedDeviceEvent {
        let f: Line
        do {
            f = try JSONDecoder().decode(Line.self, from: Data(line.utf8))
        } catch let DecodingError.typeMismatch(type, context) {
            throw LineError(mismatch: type, at: context.codingPath)
        } catch let DecodingError.dataCorrupted(context) where !context.codingPath.isEmpty {
            throw LineError("field '\(context.codingPath.map(\.stringValue).joined(separator: "."))' has an unusable value")
        } catch {
            throw LineError("not a valid JSON object")
        }
        let type = try required(f.type, "type")
        let t = try finite(required(f.t, "t"), "t")
        guard t >= 0 else { throw LineError("field 't' must not be negative") }
        guard t <= FrameSchedule.maximumTime else {
            throw LineError("field 't' must be at most 1e9 seconds (about 31 years), not \(t)")
        }
        switch type {
        case "finger-down", "finger-move", "finger-up":
            let pressure = try finite(f.pressure ?? 1, "pressure")
            guard (0...1).contains(pressure) else { throw LineError("field 'pressure' must be within 0...1") }
            return TimedDeviceEvent(t, .finger(
                DeviceEvent.FingerPhase(rawValue: type)!,
                touch: try whole(required(f.touch, "touch"), "touch"),
                finger: try whole(required(f.finger, "finger"), "finger"),
                x: try finite(required(f.x, "x"), "x"), y: try finite(required(f.y, "y"), "y"),
                pressure: pressure))
        case "mouse-down", "mouse-up":
            return TimedDeviceEvent(t, .mouseButton(
                down: type == "mouse-down",
                x: try finite(required(f.x, "x"), "x"), y: try finite(required(f.y, "y"), "y"),
                button: Int(try whole(f.button ?? .int(1), "button"))))
        case "mouse-move":
            return TimedDeviceEvent(t, .mouseMove(
                x: try finite(required(f.x, "x"), "x"), y: try finite(required(f.y, "y"), "y")))
        case "key":
            var mods: KeyModifiers = []
            for m in f.mods ?? [] {
                switch m.lowercased() {
                case "ctrl": mods.insert(.ctrl)
                case "shift": mods.insert(.shift)
                case "alt": mods.insert(.alt)
                default: throw LineError("unknown modifier '\(m)' (expected ctrl, shift or alt)")
                }
            }
            let key = try required(f.key, "key")
            guard !key.isEmpty else { throw LineError("field 'key' must not be empty") }
            return TimedDeviceEvent(t, .key(KeyPress(key, mods)))
        case "focus-lost":
            return TimedDeviceEvent(t, .focusLost)
        case "resize":
            let w = Int(try whole(required(f.width, "width"), "width"))
            let h = Int(try whole(required(f.height, "height"), "height"))
            let side = 1...CanvasSize.maximumSide
            guard side.contains(w), side.contains(h) else {
                throw LineError("resize to \(w)x\(h) is out of range (1...\(CanvasSize.maximumSide) per side)")
            }
            return TimedDeviceEvent(t, .resize(width: w, height: h))
        default:
            throw LineError("unknown event type '\(type)'")
        }
    }

    /// One script line for an event, or nil for events the format does not carry.
    /// Numbers are written in Swift's shortest round-tripping form, so parse(format(e)) == e.
    public static func format(_ e: TimedDeviceEvent) -> String? {
        if case .renderReset = e.event { return nil }
        if case .quit = e.event { return nil }
        var w = JSONWriter(numbers: .swift, layout: .spaced)
        w.object { o in
            o.member("t", e.time)
            switch e.event {
            case let .finger(phase, touch, finger, x, y, pressure):
                o.member("type", phase.rawValue)
                o.member("touch", touch)
                o.member("finger", finger)
                o.member("x", x)
                o.member("y", y)
                o.member("pressure", pressure)
            case let .mouseButton(down, x, y, button):
                o.member("type", down ? "mouse-down" : "mouse-up")
                o.member("x", x)
                o.member("y", y)
                o.member("button", button)
            case let .mouseMove(x, y):
                o.member("type", "mouse-move")
                o.member("x", x)
                o.member("y", y)
            case let .key(k):
                o.member("type", "key")
                o.member("key", k.name)
                o.member("mods") {
                    $0.array { m in
                        if k.modifiers.contains(.ctrl) { m.element("ctrl") }
                        if k.modifiers.contains(.shift) { m.element("shift") }
                        if k.modifiers.contains(.alt) { m.element("alt") }
                    }
                }
            case .focusLost:
                o.member("type", "focus-lost")
            case let .resize(w, h):
                o.member("type", "resize")
                o.member("width", w)
                o.member("height", h)
            case .renderReset, .quit:
                break
            }
        }
        return w.text
    }

    /// What is wrong with one line, without its location.
    public struct LineError: Error {
        public var message: String
        init(_ message: String) { self.message = message }
    }

    /// The fields a line may carry; unknown fields are ignored.
    private struct Line: Decodable {
        var t: Double?
        var type: String?
        var touch: Number?
        var finger: Number?
        var x: Double?
        var y: Double?
        var pressure: Double?
        var button: Number?
        var key: String?
        var mods: [String]?
        var width: Number?
        var height: Number?
    }

    private static func required<T>(_ value: T?, _ name: String) throws(LineError) -> T {
        guard let value else { throw LineError("missing field '\(name)'") }
        return value
    }

    /// A JSON number as written: exact when whole and within Int64, else a Double.
    private enum Number: Decodable {
        case int(Int64)
        case double(Double)

        init(from decoder: any Decoder) throws {
            let c = try decoder.singleValueContainer()
            if let i = try? c.decode(Int64.self) { self = .int(i) } else { self = .double(try c.decode(Double.self)) }
        }
    }

    /// The whole number in a field, or a located error.
    private static func whole(_ value: Number, _ name: String) throws(LineError) -> Int64 {
        switch value {
        case .int(let i): return i
        case .double(let d):
            guard d.isFinite, d == d.rounded(), abs(d) < 9.0e15 else {
                throw LineError("field '\(name)' must be a whole number")
            }
            return Int64(d)
        }
    }

    private static func finite(_ value: Double, _ name: String) throws(LineError) -> Double {
        guard value.isFinite else { throw LineError("field '\(name)' must be a finite number") }
        return value
    }
}

extension EventScript.LineError {
    init(mismatch type: Any.Type, at path: [any CodingKey]) {
        let name = path.map(\.stringValue).joined(separator: ".")
        let kind: String
        switch type {
        case is String.Type: kind = "a string"
        case is Int.Type, is Int64.Type: kind = "a whole number"
        case is Double.Type: kind = ["touch", "finger", "button", "width", "height"].contains(name) ? "a whole number" : "a number"
        case is [String].Type: kind = "a list of strings"
        default: kind = String(describing: type).hasPrefix("Array") ? "a list of strings" : "of another type"
        }
        self.init(path.isEmpty ? "expected a JSON object" : "field '\(name)' must be \(kind)")
    }
}
