/// What a person's touches do on the canvas; chosen on their toolbar.
public enum Tool: String, CaseIterable, Hashable, Sendable, Codable {
    /// Freehand ink along the touch, with the current smoothing.
    case pen
    /// A straight line from where the touch began to where it is now.
    case line
    /// Fading circles that follow the touch and leave nothing behind.
    case trail
    /// Removes every whole stroke the touch passes over.
    case eraser
}
