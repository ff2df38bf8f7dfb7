import Foundation

/// Turns samples into ink points with a width factor, one at a time (O(1) each).
///
/// - `device`: the sample's pressure.
/// - `speed`: `slowest + (1 - slowest) * exp(-speed / speedScale)`, from a speed that is
///   low-pass filtered over `timeConstant` seconds so widths swell and thin smoothly.
/// - `none` (and an unresolved `auto`): 1.
///
/// Pure: the same samples give the same widths on every run.
public struct WidthFilter: Hashable, Sendable {
    public let mode: PressureMode
    /// Width factor at very high speed.
    public static let slowest = 0.45
    /// Speed (pixels per second) at which thinning has gone 1/e of the way.
    public static let speedScale = 1000.0
    /// Time constant of the speed filter, in seconds.
    public static let timeConstant = 0.05

    private var last: StrokeSample?
    private var speed = 0.0

    public init(mode: PressureMode) {
        self.mode = mode
    }

    /// The ink point for the next sample of the stroke.
    public mutating func next(_ s: StrokeSample) -> InkPoint {
        defer { last = s }
        switch mode {
        case .device:
            return InkPoint(s.point, width: s.pressure, time: s.time)
        case .none, .auto:
            return InkPoint(s.point, width: 1, time: s.time)
        case .speed:
            if let last {
                let dt = s.time - last.time
                let d = s.point.distance(to: last.point)
                // Samples with no time between them (or time going back) carry no speed.
                if dt > 1e-4 {
                    let a = 1 - exp(-dt / Self.timeConstant)
                    speed += (d / dt - speed) * a
                }
            }
            return InkPoint(s.point, width: Self.factor(speed: speed), time: s.time)
        }
    }

    /// Width factor for a filtered speed in pixels per second.
    public static func factor(speed: Double) -> Double {
        guard speed.isFinite else { return slowest }
        return slowest + (1 - slowest) * exp(-max(speed, 0) / speedScale)
    }

    /// The ink points of a whole stroke.
    public static func inkPoints(_ samples: [StrokeSample], mode: PressureMode) -> [InkPoint] {
        var f = WidthFilter(mode: mode)
        return samples.map { f.next($0) }
    }
}
