/// An input event as the device reported it, in the device's own units: the one-to-one
/// mirror of the SDL events Sketchpad uses, and the model of one event-script line.
///
/// Finger positions are normalized to 0...1 of the window; mouse positions are window
/// coordinates. `InputMapper` turns these into canvas `InputEvent`s.
public enum DeviceEvent: Hashable, Sendable {
    case finger(FingerPhase, touch: Int64, finger: Int64, x: Double, y: Double, pressure: Double)
    case mouseButton(down: Bool, x: Double, y: Double, button: Int)
    case mouseMove(x: Double, y: Double)
    case key(KeyPress)
    case focusLost
    /// The window's size changed to this many window units.
    case resize(width: Int, height: Int)
    /// The renderer lost its render targets (or its device); not part of the script format.
    case renderReset
    /// The user asked to close the window; not part of the script format.
    case quit

    public enum FingerPhase: String, Hashable, Sendable {
        case down = "finger-down", move = "finger-move", up = "finger-up"
    }
}

/// A device event and the time it happened, in seconds since the script (or session) began.
public struct TimedDeviceEvent: Hashable, Sendable {
    public var time: Double
    public var event: DeviceEvent

    public init(_ time: Double, _ event: DeviceEvent) {
        self.time = time
        self.event = event
    }
}
