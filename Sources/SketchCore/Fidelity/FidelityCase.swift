import Foundation

/// One case of the wider fidelity suite: a shape traced by a synthetic finger at a sample rate,
/// with a speed profile, a speed and Gaussian jitter.
public struct FidelityCase: Hashable, Sendable {
    /// How the finger's speed varies along the curve.
    public enum Profile: String, Hashable, Sendable, Codable {
        /// The same speed from touch-down to lift (and through a zig-zag's corners).
        case constant
        /// Minimum jerk (`FidelityCurve.minimumJerk`) from rest to rest, stopping at every corner.
        case minimumJerk = "min-jerk"
    }

    public var shape: FidelityShape
    /// Touch reports per second.
    public var rate: Double
    public var profile: Profile
    /// The finger's speed in px/s: constant, or the peak of a minimum-jerk stretch.
    public var speed: Double
    /// Standard deviation of the Gaussian jitter on each coordinate, in px.
    public var jitter: Double

    public init(_ shape: FidelityShape, rate: Double, _ profile: Profile, speed: Double, jitter: Double) {
        self.shape = shape
        self.rate = rate
        self.profile = profile
        self.speed = speed
        self.jitter = jitter
    }

    /// A unique, readable name, e.g. `circle r30 60Hz min-jerk 2000px/s σ0.15`.
    public var name: String {
        "\(shape.name) \(Int(rate))Hz \(profile.rawValue) \(Int(speed))px/s σ\(Self.format(jitter))"
    }

    /// Pixels the finger moves between samples at full speed: large against the curve's
    /// radius means sparse samples, small against the jitter means dense noisy ones.
    public var spacing: Double { speed / rate }

    static func format(_ x: Double) -> String {
        var s = String(format: "%.2f", x)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }
}
