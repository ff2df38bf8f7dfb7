import SketchCore

/// How a canvas window session failed, as one line for the user, with a kind a caller can
/// switch on: it could not start (no display, worded with what to run instead), or a quit could
/// not keep the drawing where the user asked (saved elsewhere, or lost). SDL's own failures
/// are `SDLError`.
public struct CanvasError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// The window could not open.
        case cannotStart
        /// The drawing was not saved where the user asked.
        case notSaved
    }

    public var kind: Kind
    /// The one line for the user.
    public var description: String

    public init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
}
