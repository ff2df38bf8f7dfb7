/// `--prediction on|off|MS`: whether strokes in progress draw predicted ink, and how far past
/// the frame's time it reaches.
public enum PredictionSetting: Hashable, Sendable, CustomStringConvertible {
    case off
    /// Predicted ink reaches this many seconds past the frame's time (0...`longestHorizon`).
    case lead(Double)

    /// `on`: one frame at 60 Hz, the time a frame takes to reach the screen with vsync.
    public static let on = PredictionSetting.lead(1.0 / 60)

    /// Parses `on`, `off` or milliseconds (0 to 66.7); nil for anything else.
    public init?(argument: String) {
        switch argument.lowercased() {
        case "on": self = .on
        case "off": self = .off
        default:
            guard let ms = Double(argument), ms.isFinite, ms >= 0,
                  ms <= TouchPredictor.longestHorizon * 1000 + 0.05 else { return nil }
            self = ms == 0 ? .off : .lead(min(ms / 1000, TouchPredictor.longestHorizon))
        }
    }

    /// The lead in seconds, nil when off.
    public var lead: Double? {
        if case .lead(let s) = self { return s }
        return nil
    }

    public var description: String {
        switch self {
        case .off: "off"
        case .lead(let s): self == .on ? "on" : "\((s * 1000 * 10).rounded() / 10)"
        }
    }
}
