extension CanvasSession {
    /// The policies a session applies to touches, given once at `init`.
    public struct Configuration: Hashable, Sendable {
        /// A touch that never strays further than this (pixels) from where it went down is a tap.
        public var tapSlop = 2.0
        /// When two taps are a double tap (`setDisplayScale` scales its blank radius).
        public var doubleTap = DoubleTapRule()
        /// Whether a double tap clears; nil: only for one person seated by zone (not where
        /// several people share the canvas). Playback and benchmarks turn it off.
        public var doubleTapClears: Bool?
        public init() {}
    }
}
