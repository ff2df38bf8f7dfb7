import SketchCore

/// Where a stroke in progress was drawn to in a frame, canvas pixels.
public struct DrawnTip: Hashable, Sendable {
    /// The end of its real ink (nil before it has any).
    public var real: Point?
    /// The end of its predicted ink and the time it predicts (nil when none was drawn).
    public var predicted: InkPoint?

    /// The tip the eye sees: the predicted one where there is one.
    public var shown: Point? { predicted?.point ?? real }
}
