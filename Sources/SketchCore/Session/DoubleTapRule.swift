/// When two taps in a row are a deliberate double tap (which clears the canvas) rather than
/// handwriting's dots: the i's dot, a colon, an umlaut.
///
/// Both taps must be quick (each at most `maxTapDuration` seconds), the second must go down
/// within `interval` seconds of the first's lift and within `distance` pixels of it, and both
/// must land on blank canvas: no committed ink (dots included, the first tap's own dot excepted)
/// within `blankRadius` pixels of either. The recorded traces in `assets/touch-traces/` (four
/// people writing, painting and pointing) hold 28 pairs of quick taps that pass the time and
/// distance tests; every one lies within 190 px of earlier ink, which is why `blankRadius` is
/// 220 px. Pure; the ink check is O(committed samples) and runs only for a candidate second tap.
public struct DoubleTapRule: Hashable, Sendable {
    /// A tap lasting longer than this (seconds) still leaves a dot but is no half of a double tap.
    public var maxTapDuration = 0.3
    /// Greatest gap (seconds) from the first tap's up to the second tap's down.
    public var interval = 0.3
    /// Greatest distance (pixels) between the two taps.
    public var distance = 24.0
    /// Least distance (pixels) from either tap to any committed ink.
    public var blankRadius = 220.0

    public init() {}

    /// One quick tap: where it went down, when it went down and when it lifted (seconds).
    public struct Tap: Hashable, Sendable {
        public var point: Point
        public var downTime: Double
        public var upTime: Double

        public init(point: Point, downTime: Double, upTime: Double) {
            self.point = point
            self.downTime = downTime
            self.upTime = upTime
        }

        /// Seconds the finger stayed down.
        public var duration: Double { upTime - downTime }
    }

    /// Whether `tap` is quick enough to be half of a double tap.
    public func isQuick(_ tap: Tap) -> Bool { tap.duration <= maxTapDuration }

    /// Whether `second` follows `first` closely enough in time and space (ink aside).
    public func pairs(_ first: Tap, _ second: Tap) -> Bool {
        isQuick(first) && isQuick(second)
            && (0...interval).contains(second.downTime - first.upTime)
            && second.point.distance(to: first.point) <= distance
    }

    /// Whether no stroke of `ink` comes within `blankRadius` of `point` (plus the stroke's half width).
    public func isBlank<Ink: Sequence>(_ point: Point, amid ink: Ink) -> Bool where Ink.Element == Stroke {
        !ink.contains { $0.comes(within: blankRadius + $0.style.width / 2, of: point, point) }
    }

    /// Whether the two taps clear: they pair, and both land on blank canvas amid `ink`
    /// (the committed strokes without the first tap's dot).
    public func isDeliberate<Ink: Sequence>(_ first: Tap, _ second: Tap, amid ink: Ink) -> Bool where Ink.Element == Stroke {
        pairs(first, second) && isBlank(first.point, amid: ink) && isBlank(second.point, amid: ink)
    }
}
