import Foundation

/// The bench's input: several fingers drawing continuously, as finger events in time order.
///
/// Every finger reports one sample each `1 / sampleRate` seconds, all fingers on the same
/// sample clock (sample `k` happens at `Double(k) / sampleRate`, from `k = 0`), like a
/// digitizer that scans every touch at once. Each finger follows its own smooth wandering
/// path (a slow drift plus a few sines, seeded) that stays at least `margin` inside the
/// canvas. It lifts about once per `strokeDuration` seconds (each stroke lasts 0.8...1.2 of
/// it, seeded), leaves one sample out, and goes down again. Finger `i` first touches a
/// fraction `i / fingers` of a stroke into the run, so fingers do not start or lift together.
///
/// Events are `.finger(phase, touch: 1, finger: Int64(i), x:, y:, pressure:)` with `x`, `y`
/// normalized to 0...1 of the canvas and pressure in 0.3...1.
///
/// `events(from:to:)` is a pure function of the parameters and the window: every sample is
/// computed from its index alone, so adjacent windows join up exactly
/// (`events(0, 1) + events(1, 2) == events(0, 2)`). Cost is O(fingers x samples in window).
public struct SyntheticFingers: Hashable, Sendable {
    public let fingers: Int
    public let canvas: CanvasSize
    public let seed: UInt64
    /// Samples per second per finger.
    public let sampleRate: Double
    /// Mean seconds from one finger's down to its next down.
    public let strokeDuration: Double
    /// When true every finger goes down once and never lifts: one ever-growing stroke each.
    public let neverLift: Bool

    /// Distance kept from the canvas edge, normalized per axis (about 20 px, at most 10%).
    public var margin: (x: Double, y: Double) {
        (min(20 / Double(max(canvas.width, 1)), 0.1), min(20 / Double(max(canvas.height, 1)), 0.1))
    }

    /// Samples from one down to the next, before jitter (at least 5).
    var period: Int { max(5, Int((strokeDuration * sampleRate).rounded())) }

    let paths: [Path]

    /// `fingers` below 0 count as 0; a non-finite or non-positive `sampleRate` becomes 120 and
    /// `strokeDuration` becomes 1.
    public init(fingers: Int, canvas: CanvasSize, seed: UInt64, sampleRate: Double = 120,
                strokeDuration: Double = 1.0, neverLift: Bool = false) {
        self.fingers = max(0, fingers)
        self.canvas = canvas
        self.seed = seed
        self.sampleRate = sampleRate.isFinite && sampleRate > 0 ? sampleRate : 120
        self.strokeDuration = strokeDuration.isFinite && strokeDuration > 0 ? strokeDuration : 1
        self.neverLift = neverLift
        paths = (0..<self.fingers).map { Path(seed: seed, finger: UInt64($0)) }
    }

    /// The events with time in `[t0, t1)`, ordered by time and, at equal times, by finger.
    public func events(from t0: Double, to t1: Double) -> [TimedDeviceEvent] {
        guard fingers > 0, t0.isFinite, t1.isFinite, t1 > t0, t1 > 0 else { return [] }
        var out: [TimedDeviceEvent] = []
        out.reserveCapacity(Int(((t1 - max(t0, 0)) * sampleRate).rounded(.up) + 1) * fingers)
        // Start one sample early and test each time exactly, so that the window edges are
        // decided by `time(ofSample:)` alone and split windows agree to the last bit.
        var k = max(0, Int((max(t0, 0) * sampleRate).rounded(.down)) - 1)
        while true {
            let t = time(ofSample: k)
            if t >= t1 { break }
            if t >= t0 {
                for i in 0..<fingers {
                    if let e = event(finger: i, sample: k) { out.append(e) }
                }
            }
            k += 1
        }
        return out
    }

    /// The time of sample `k`, in seconds.
    public func time(ofSample k: Int) -> Double { Double(k) / sampleRate }

    /// What finger `i` reports at sample `k`, or nil when it is off the glass then.
    func event(finger i: Int, sample k: Int) -> TimedDeviceEvent? {
        guard let phase = phase(finger: i, sample: k) else { return nil }
        let t = time(ofSample: k)
        let p = paths[i].position(at: t)
        let m = margin
        let x = m.x + (1 - 2 * m.x) * p.x
        let y = m.y + (1 - 2 * m.y) * p.y
        return TimedDeviceEvent(t, .finger(phase, touch: 1, finger: Int64(i), x: x, y: y,
                                           pressure: paths[i].pressure(at: t)))
    }

    /// Whether sample `k` of finger `i` is its down, a move, its up, or nothing (nil).
    func phase(finger i: Int, sample k: Int) -> DeviceEvent.FingerPhase? {
        let first = firstDown(finger: i)
        guard k >= first else { return nil }
        if k == first { return .down }
        if neverLift { return .move }
        // Stroke j spans samples [down(j), down(j+1)): down, moves, up, one empty sample.
        let p = period
        var j = max(0, (k - first) / p - 1)
        while down(finger: i, stroke: j + 1) <= k { j += 1 }
        let start = down(finger: i, stroke: j), next = down(finger: i, stroke: j + 1)
        switch k {
        case start: return .down
        case next - 2: return .up
        case next - 1: return nil
        default: return .move
        }
    }

    /// The sample of finger `i`'s first down: spread over one period by finger index.
    func firstDown(finger i: Int) -> Int {
        period * i / max(fingers, 1)
    }

    /// The sample of finger `i`'s `j`-th down. Strictly increasing in `j`, with gaps of
    /// 0.8...1.2 periods (at least 4 samples), found without visiting earlier strokes.
    func down(finger i: Int, stroke j: Int) -> Int {
        let first = firstDown(finger: i)
        guard j > 0 else { return first }
        let p = period
        let reach = p / 10  // each down moves by at most a tenth of a period either way
        var rng = SeededRandom(seed: seed, stream: 1, UInt64(i), UInt64(j))
        return first + j * p + (reach > 0 ? rng.int(in: -reach...reach) : 0)
    }
}

extension SyntheticFingers {
    /// One finger's seeded path: position and pressure as smooth functions of time.
    ///
    /// Each axis is 0.5 plus a slow drift (one cycle in 20...45 s) of amplitude 0.3 and three
    /// sines (0.15...1.6 Hz) whose amplitudes sum to 0.2, so it always lies in 0...1.
    struct Path: Hashable, Sendable {
        struct Wave: Hashable, Sendable {
            var amplitude: Double
            var frequency: Double
            var phase: Double

            func value(at t: Double) -> Double {
                amplitude * sin(2 * Double.pi * frequency * t + phase)
            }
        }

        var x: [Wave]
        var y: [Wave]
        var pressure: Wave

        init(seed: UInt64, finger: UInt64) {
            var rng = SeededRandom(seed: seed, stream: 0, finger)
            func axis() -> [Wave] {
                let drift = Wave(amplitude: 0.3, frequency: 1 / rng.uniform(20...45),
                                 phase: rng.uniform(0...(2 * .pi)))
                let weights = (0..<3).map { _ in rng.uniform(0.5...1) }
                let total = weights.reduce(0, +)
                let bands: [ClosedRange<Double>] = [0.15...0.4, 0.4...0.9, 0.9...1.6]
                return [drift] + zip(weights, bands).map { w, band in
                    Wave(amplitude: 0.2 * w / total, frequency: rng.uniform(band),
                         phase: rng.uniform(0...(2 * .pi)))
                }
            }
            x = axis()
            y = axis()
            pressure = Wave(amplitude: 0.3, frequency: rng.uniform(0.3...0.8),
                            phase: rng.uniform(0...(2 * .pi)))
        }

        /// Position in 0...1 on both axes.
        func position(at t: Double) -> (x: Double, y: Double) {
            (clamp01(0.5 + x.reduce(0) { $0 + $1.value(at: t) }),
             clamp01(0.5 + y.reduce(0) { $0 + $1.value(at: t) }))
        }

        /// Pressure in 0.3...1 (0.65 on average).
        func pressure(at t: Double) -> Double {
            min(max(0.65 + pressure.value(at: t) * (0.35 / 0.3), 0.3), 1)
        }

        private func clamp01(_ v: Double) -> Double { min(max(v, 0), 1) }
    }
}
