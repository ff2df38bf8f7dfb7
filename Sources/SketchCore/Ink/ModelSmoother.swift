import Foundation

/// `model`: Sketchpad's own smoothing, built for both regimes a finger produces.
///
/// 1. **Corners.** A sample is a corner when the path turns by more than `cornerAngle`
///    between chords reaching `cornerScale` pixels back and ahead, and no sample within half
///    that distance turns more. Nothing below smooths across a corner, so zig-zags stay sharp.
/// 2. **Denoising** (the wobble filter). Each sample is replaced by a local linear fit of
///    its neighbours within `radius` pixels of path length (a biweight kernel, at most
///    `maxWindow` samples a side), cut at corners. Dense, jittery slow strokes lose their
///    wobble; sparse fast strokes, whose samples lie further apart than the radius, keep
///    their samples exactly.
/// 3. **Spline.** Consecutive denoised points are joined by cubics whose tangents come from
///    the circle through each point and its neighbours, with arc-exact handle lengths: a
///    circle sampled sparsely is drawn as that circle (no cut corners, no kinks), and every
///    join is tangent-continuous except at corners.
///
/// Streaming: a point settles once enough path lies ahead of it to decide corners and fill
/// its window (at most `maxPending` samples), so settled ink trails the tip by a few samples;
/// the tail is the same computation with what is known, ending at a fit of the latest sample.
/// Old samples are dropped, so `add` is O(1) amortized and `tail` is bounded.
struct ModelSmoother: StreamingSmoother {
    static let cornerScale = 8.0
    static let cornerAngle = 55.0 * Double.pi / 180
    static let radius = 7.0
    static let maxWindow = 12
    static let maxPending = 24
    /// Samples kept behind the oldest pending one (for look-back); more are dropped.
    static let keep = 32

    /// Global index of `raw[0]`.
    private var base = 0
    private var raw: [InkPoint] = []
    /// Path length from the first sample to each sample.
    private var cum: [Double] = []
    /// Turn angle per sample, once the path ahead reaches far enough.
    private var angle: [Double?] = []
    /// Corner flags of samples `< decided`.
    private var corner: [Bool] = []
    private var decided = 0
    /// Denoised points of samples `< denoised`.
    private var q: [InkPoint] = []
    private var denoised = 0
    /// Segments from denoised point `emitted` onwards are not yet settled.
    private var emitted = 0
    private var started = false

    private var count: Int { base + raw.count }

    mutating func add(_ p: InkPoint, settled: inout [InkPoint]) {
        cum.append(raw.last.map { cum[cum.count - 1] + $0.point.distance(to: p.point) } ?? 0)
        raw.append(p)
        angle.append(nil)
        advance(final: false, into: &settled)
        trim()
    }

    func tail(after settled: [InkPoint]) -> [InkPoint] {
        var copy = self
        var out: [InkPoint] = []
        copy.advance(final: true, into: &out)
        return out
    }

    /// Moves every stage as far as it can go; `final` decides everything with what is known.
    private mutating func advance(final: Bool, into out: inout [InkPoint]) {
        computeAngles(final: final)
        decideCorners(final: final)
        denoise(final: final)
        if !started, denoised > 0 {
            out.append(q[0 - base])
            started = true
        }
        while emitted + 1 < denoised {
            let next = emitted + 1
            let ready = final || emitted + 2 < denoised || corner[next - base]
            guard ready else { break }
            emitSegment(emitted, next, final: final, into: &out)
            emitted = next
        }
    }

    private func P(_ i: Int) -> Point { raw[i - base].point }

    private mutating func computeAngles(final: Bool) {
        let d = Self.cornerScale
        for i in decided..<count where angle[i - base] == nil {
            var ahead: Int?
            var j = i + 1
            while j < count && j - i <= Self.maxPending {
                if P(j).distance(to: P(i)) >= d { ahead = j; break }
                j += 1
            }
            guard let ahead else {
                if final || count - 1 - i >= Self.maxPending { angle[i - base] = 0 }
                continue
            }
            var back: Int?
            var k = i - 1
            while k >= base && i - k <= Self.maxPending {
                if P(k).distance(to: P(i)) >= d { back = k; break }
                k -= 1
            }
            guard let back else { angle[i - base] = 0; continue }
            let u = P(i) - P(back), v = P(ahead) - P(i)
            angle[i - base] = abs(atan2(u.cross(v), u.dot(v)))
        }
    }

    private mutating func decideCorners(final: Bool) {
        let half = Self.cornerScale / 2
        while decided < count {
            let i = decided
            guard let a = angle[i - base] else { break }
            var isCorner = a > Self.cornerAngle && i > 0 && !(final && i == count - 1)
            // The run of samples ahead within half the scale must be known (or cut short).
            var j = i + 1
            var complete = false
            while j < count {
                if P(j).distance(to: P(i)) >= half || j - i > Self.maxPending { complete = true; break }
                guard let aj = angle[j - base] else { break }
                if aj > a { isCorner = false }
                j += 1
            }
            if !complete && !(final || count - 1 - i >= Self.maxPending) { break }
            if isCorner {
                var k = i - 1
                while k >= base && P(k).distance(to: P(i)) < half && i - k <= Self.maxPending {
                    if (angle[k - base] ?? 0) >= a { isCorner = false; break }
                    k -= 1
                }
            }
            corner.append(isCorner)
            decided += 1
        }
    }

    private mutating func denoise(final: Bool) {
        while denoised < decided {
            let i = denoised
            if !final {
                // The window ahead must be complete: reach past the radius, a corner, or its cap.
                var j = i + 1
                var complete = false
                while j < decided {
                    if corner[j - base] || P(j).distance(to: P(i)) > Self.radius || j - i >= Self.maxWindow {
                        complete = true
                        break
                    }
                    j += 1
                }
                if !complete { break }
            }
            q.append(fit(i, limit: final ? count : decided))
            denoised += 1
        }
    }

    /// The denoised point of sample `i`, from samples below `limit`: its window reaches
    /// samples within `radius` pixels of it (walking out until one is further), at most
    /// `maxWindow` a side, and stops at corners.
    private func fit(_ i: Int, limit: Int) -> InkPoint {
        let pi = P(i)
        var lo = i
        while lo - 1 >= base && i - (lo - 1) <= Self.maxWindow && P(lo - 1).distance(to: pi) <= Self.radius {
            lo -= 1
            if corner[lo - base] { break }
        }
        var hi = i
        while hi + 1 < limit && (hi + 1) - i <= Self.maxWindow && P(hi + 1).distance(to: pi) <= Self.radius {
            hi += 1
            if corner[hi - base] { break }
        }
        var out = raw[i - base]
        if corner[i - base] {
            out.point = regress(i, lo...i).lerp(to: regress(i, i...hi), 0.5)
        } else {
            out.point = regress(i, lo...hi)
        }
        return out
    }

    /// Local linear fit of the samples in `range` against time (biweight kernel), at sample `i`.
    private func regress(_ i: Int, _ range: ClosedRange<Int>) -> Point {
        let ti = raw[i - base].time
        let h = max(abs(raw[range.lowerBound - base].time - ti), abs(raw[range.upperBound - base].time - ti)) * 1.0001 + 1e-9
        var s0 = 0.0, s1 = 0.0, s2 = 0.0, sx = Point.zero, sxu = Point.zero
        for k in range {
            let u = raw[k - base].time - ti
            let z = u / h
            let w = (1 - z * z) * (1 - z * z)
            let p = P(k)
            s0 += w; s1 += w * u; s2 += w * u * u
            sx = sx + p * w
            sxu = sxu + p * (w * u)
        }
        let det = s0 * s2 - s1 * s1
        guard s0 > 0 else { return P(i) }
        guard det > 1e-9 * max(s0 * s2, 1e-300) else { return sx * (1 / s0) }
        return (sx * s2 - sxu * s1) * (1 / det)
    }

    private func Q(_ i: Int) -> Point { q[i - base].point }

    /// Appends the cubic from denoised point `a` to `b = a + 1`, excluding `a`.
    private func emitSegment(_ a: Int, _ b: Int, final: Bool, into out: inout [InkPoint]) {
        let start = q[a - base], end = q[b - base]
        let chord = end.point - start.point
        let c = chord.length
        guard c > 0.5 else { out.append(end); return }
        let dir = chord * (1 / c)
        let last = final && b == count - 1
        let t0: Point
        if a == 0 || corner[a - base] {
            let hasNext = b + 1 < denoised && !corner[b - base]
            t0 = hasNext ? Self.circleTangent(Q(a), Q(b), Q(b + 1), at: 0) : dir
        } else {
            t0 = Self.circleTangent(Q(a - 1), Q(a), Q(b), at: 1)
        }
        let t1: Point
        if last || corner[b - base] || b + 1 >= denoised {
            let hasPrevious = a - 1 >= base && a - 1 >= 0 && !corner[a - base]
            t1 = hasPrevious ? Self.circleTangent(Q(a - 1), Q(a), Q(b), at: 2) : dir
        } else {
            t1 = Self.circleTangent(Q(a), Q(b), Q(b + 1), at: 1)
        }
        // Tangents that point well away from the chord would loop: draw straight instead.
        guard t0.dot(dir) > 0.3, t1.dot(dir) > 0.3 else { out.append(end); return }
        let phi = min(acos(min(max(t0.dot(t1), -1), 1)), 2.6)
        let handle = phi < 1e-3 ? c / 3 : (2.0 / 3) * c * tan(phi / 4) / sin(phi / 2)
        CubicBezier(start, start.point + t0 * handle, end.point - t1 * handle, end).flatten(into: &out)
    }

    /// Unit tangent, in the direction of travel, at point `k` (0, 1 or 2) of the circle
    /// through `p0 p1 p2`; the chord `p0 -> p2` when the points are (nearly) collinear.
    static func circleTangent(_ p0: Point, _ p1: Point, _ p2: Point, at k: Int) -> Point {
        let travel = k == 0 ? p1 - p0 : (k == 1 ? p2 - p0 : p2 - p1)
        let a = p1 - p0, b = p2 - p0
        let det = 2 * a.cross(b)
        let scale = a.length * b.length
        guard abs(det) > 1e-6 * scale, scale > 0 else { return travel.normalized }
        let aa = a.dot(a), bb = b.dot(b)
        let center = p0 + Point(b.y * aa - a.y * bb, a.x * bb - b.x * aa) * (1 / det)
        let at = k == 0 ? p0 : (k == 1 ? p1 : p2)
        var t = (at - center).perpendicular.normalized
        if t.dot(travel) < 0 { t = -t }
        return t
    }

    /// Drops samples no stage will look at again.
    private mutating func trim() {
        let drop = emitted - Self.keep - base
        guard drop > Self.keep else { return }
        raw.removeFirst(drop)
        cum.removeFirst(drop)
        angle.removeFirst(drop)
        corner.removeFirst(drop)
        q.removeFirst(drop)
        base += drop
    }
}
