import Foundation

/// How a synthetic finger moves: fast and nearly clean, or slow and shaky.
public enum FidelityRegime: String, CaseIterable, Sendable, Codable {
    /// Peak speed 2000 px/s with 0.15 px of jitter: few, far-apart samples.
    case fast
    /// Peak speed 150 px/s with 0.6 px of jitter: many close samples, noise comparable to their spacing.
    case slow

    /// Peak speed of the finger, in pixels per second.
    public var peakSpeed: Double {
        switch self {
        case .fast: 2000
        case .slow: 150
        }
    }

    /// Standard deviation of the Gaussian jitter added to each coordinate, in pixels.
    public var jitter: Double {
        switch self {
        case .fast: 0.15
        case .slow: 0.6
        }
    }
}

/// The samples of one synthetic stroke, with where the finger truly was at each.
public struct FingerStroke: Hashable, Sendable {
    /// What the touch device reports: jittered positions, pressure 1, times from 0 in seconds.
    public var samples: [StrokeSample]
    /// The noise-free position of each sample (same count and order), for measuring lag.
    public var truePoints: [Point]
}

/// Samples a `FidelityCurve` as a finger on a 60 Hz touch screen would report it.
///
/// Samples fall at `t = k/60` s from touch-down, plus one at the exact end of the motion
/// (unless a tick falls on it), so the first true position is the curve's start and the last
/// its end. Each coordinate gets independent Gaussian jitter (Box-Muller from `SeededRandom`)
/// of the regime's σ. Deterministic: the same curve, regime and seed give the same stroke;
/// each curve and regime draws from its own sub-stream of the seed.
public enum FingerSampler {
    /// Touch reports per second.
    public static let sampleRate = 60.0

    /// The stroke of `curve` traced in `regime`, its jitter drawn from `seed`.
    public static func stroke(_ curve: FidelityCurve, regime: FidelityRegime, seed: UInt64 = 1) -> FingerStroke {
        let times = sampleTimes(duration: curve.duration(peakSpeed: regime.peakSpeed))
        let truth = times.map { curve.position(at: $0, peakSpeed: regime.peakSpeed) }
        var rng = SeededRandom(seed: seed, stream: UInt64(index(of: curve)), UInt64(index(of: regime)))
        let samples = zip(truth, times).map { p, t in
            let dx = rng.gaussian() * regime.jitter
            let dy = rng.gaussian() * regime.jitter
            return StrokeSample(p + Point(dx, dy), pressure: 1, time: t)
        }
        return FingerStroke(samples: samples, truePoints: truth)
    }

    /// Times `k/60` s from 0 up to `duration`, then `duration` itself unless the last tick is on it
    /// (within a nanosecond).
    public static func sampleTimes(duration: Double) -> [Double] {
        guard duration > 0, duration.isFinite else { return [0] }
        let ticks = Int((duration * sampleRate + 1e-9).rounded(.down))
        var times = (0...ticks).map { Double($0) / sampleRate }
        if duration - times[times.count - 1] > 1e-9 { times.append(duration) }
        return times
    }

    private static func index<T: CaseIterable & Equatable>(of value: T) -> Int {
        Array(T.allCases).firstIndex(of: value) ?? 0
    }
}
