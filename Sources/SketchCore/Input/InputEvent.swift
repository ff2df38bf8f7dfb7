/// What a pointer did.
public enum PointerPhase: Hashable, Sendable {
    case down, move, up
    /// The system took the touch away (focus lost, palm rejection); the stroke so far is kept.
    case cancel
}

/// One pointer sample in canvas pixels, ready for the session.
public struct PointerEvent: Hashable, Sendable {
    public var phase: PointerPhase
    public var pointer: PointerID
    /// Position in canvas pixels. May be anything, NaN included: the session cleans it.
    public var position: Point
    /// Pressure 0...1; 1 where the device reports none.
    public var pressure: Double
    /// Seconds on the session's clock (script time in replay, SDL ticks live).
    public var time: Double

    public init(_ phase: PointerPhase, _ pointer: PointerID, at position: Point, pressure: Double = 1, time: Double) {
        self.phase = phase
        self.pointer = pointer
        self.position = position
        self.pressure = pressure
        self.time = time
    }
}

/// Modifier keys held with a key press.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let ctrl = KeyModifiers(rawValue: 1)
    public static let shift = KeyModifiers(rawValue: 2)
    public static let alt = KeyModifiers(rawValue: 4)
}

/// A key press by SDL key name (`"Z"`, `"Escape"`, `"["`), compared case-insensitively.
public struct KeyPress: Hashable, Sendable {
    public var name: String
    public var modifiers: KeyModifiers

    public init(_ name: String, _ modifiers: KeyModifiers = []) {
        self.name = name
        self.modifiers = modifiers
    }

    /// True for this key name (any case) with exactly these modifiers.
    public func matches(_ key: String, _ mods: KeyModifiers = []) -> Bool {
        modifiers == mods && name.lowercased() == key.lowercased()
    }
}

/// An input event in canvas terms: what the session reacts to. SketchSDL produces these.
public enum InputEvent: Hashable, Sendable {
    case pointer(PointerEvent)
    case key(KeyPress)
    /// Focus went elsewhere: every touch in progress ends as a cancel.
    case cancelAll(time: Double)
    /// The canvas now has this many pixels.
    case resize(CanvasSize)
    /// The GPU lost its textures: everything baked must be drawn again from the strokes.
    case renderReset
    case quit
}
