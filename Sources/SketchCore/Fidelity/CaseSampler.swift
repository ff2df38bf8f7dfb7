import Foundation

/// Samples a `FidelityCase` as a touch screen would report its finger.
///
/// Samples fall at `t = k/rate` s from touch-down plus one at the exact end of the motion, so
/// the first true position is the curve's start and the last its end. Each coordinate gets
/// independent Gaussian jitter of the case's σ from `SeededRandom`, on a sub-stream per case
/// name, so adding a case to the suite does not change the others. Deterministic.
public enum CaseSampler {
    /// The samples of `c`, jitter drawn from `seed`, with the noise-free positions.
    public static func stroke(_ c: FidelityCase, seed: UInt64 = 1) -> FingerStroke {
        let path = c.shape.path
        let duration = Self.duration(c, path)
        let rate = c.rate
        let ticks = Int((duration * rate + 1e-9).rounded(.down))
        var times = (0...ticks).map { Double($0) / rate }
        if duration - times[times.count - 1] > 1e-9 { times.append(duration) }
        let truth = times.map { position(c, path, at: $0) }
        var rng = SeededRandom(seed: seed, stream: Self.key(c.name))
        let samples = zip(truth, times).map { p, t in
            let dx = rng.gaussian() * c.jitter, dy = rng.gaussian() * c.jitter
            return StrokeSample(p + Point(dx, dy), pressure: 1, time: t)
        }
        return FingerStroke(samples: samples, truePoints: truth)
    }

    /// Seconds the finger takes over the whole curve.
    static func duration(_ c: FidelityCase, _ path: FidelityPath) -> Double {
        let length = path.arc[path.arc.count - 1]
        switch c.profile {
        case .constant: return length / c.speed
        case .minimumJerk: return FidelityCurve.peakOverMeanSpeed * length / c.speed
        }
    }

    /// Where the finger is `time` s after touch-down; clamped to the curve's ends.
    static func position(_ c: FidelityCase, _ path: FidelityPath, at time: Double) -> Point {
        guard c.profile == .minimumJerk else { return path.point(atArcLength: time * c.speed) }
        var t0 = 0.0
        let stops = path.stops
        for k in 0..<(stops.count - 1) {
            let from = path.arc[stops[k]], length = path.arc[stops[k + 1]] - from
            let d = FidelityCurve.peakOverMeanSpeed * length / c.speed
            if time < t0 + d || k == stops.count - 2 {
                let tau = d > 0 ? min(max((time - t0) / d, 0), 1) : 1
                return path.point(atArcLength: from + length * FidelityCurve.minimumJerk(tau))
            }
            t0 += d
        }
        return path.points[0]
    }

    /// FNV-1a of the case's name: its jitter sub-stream.
    static func key(_ name: String) -> UInt64 {
        var h: UInt64 = 0xcbf29ce484222325
        for b in name.utf8 { h = (h ^ UInt64(b)) &* 0x100000001b3 }
        return h
    }
}
