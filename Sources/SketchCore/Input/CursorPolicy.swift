/// Whether the mouse cursor shows over the canvas.
///
/// A cursor left where the mouse last was gets in the way on a touch screen: it hides as soon
/// as a finger touches, stays hidden while fingers draw, and comes back when a real mouse moves
/// or clicks. Mouse events SDL made from touches never count as the mouse.
public struct CursorPolicy: Hashable, Sendable {
    /// What a raw input event says about who is pointing.
    public enum Activity: Hashable, Sendable {
        /// A finger went down or moved.
        case touch
        /// A real mouse moved (with or without a button held) or clicked.
        case mouse
    }

    /// Whether the cursor should be shown now.
    public private(set) var visible = true

    public init() {}

    /// Updates the visibility for one input event's activity (nil for events that are neither).
    public mutating func note(_ activity: Activity?) {
        switch activity {
        case .touch?: visible = false
        case .mouse?: visible = true
        case nil: break
        }
    }
}
