/// The position on a playback's timeline, from a wall clock, a speed and pauses.
///
/// Pure: the wall time is a parameter, so tests and replays step it exactly. Seconds.
public struct PlaybackClock: Hashable, Sendable {
    /// Timeline seconds per wall second; greater than zero.
    public let speed: Double
    public private(set) var isPaused = false
    /// Timeline position at `anchor` wall time.
    private var base = 0.0
    private var anchor: Double

    public static let speedRange = 0.01...100.0

    /// Starts at timeline 0 at wall time `start`. `speed` is clamped into `speedRange`.
    public init(start: Double, speed: Double = 1) {
        self.speed = speed.isFinite ? min(max(speed, Self.speedRange.lowerBound), Self.speedRange.upperBound) : 1
        anchor = start
    }

    /// The timeline position at wall time `wall` (it never goes backwards).
    public func position(at wall: Double) -> Double {
        isPaused ? base : base + max(0, wall - anchor) * speed
    }

    /// Pauses a running clock, or resumes a paused one, at wall time `wall`.
    public mutating func togglePause(at wall: Double) {
        base = position(at: wall)
        anchor = wall
        isPaused.toggle()
    }
}
