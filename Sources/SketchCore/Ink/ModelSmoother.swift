import Foundation

/// `model`: Sketchpad's own smoothing, built for both regimes a finger produces: fast strokes
/// (few samples far apart, little jitter) and slow ones (many close samples, jitter as large as
/// their spacing, and a nearly still finger at the ends).
///
/// 1. **Corners.** A sample is a corner when the path turns by more than `cornerAngle` between
///    chords reaching `cornerScale` pixels back and ahead, no sample within that distance turns
///    more, the finger slows there, and lines fitted to its arms still turn by more than
///    `confirmAngle` (so one jittery sample is no corner). Nothing below smooths across a
///    corner. Where at least `denseSamples` samples lie within `denseRadius` pixels on both
///    sides (a slow corner), the vertex is where straight lines fitted to the two arms (up to
///    `armLength` pixels each) meet; else it is the sample.
/// 2. **Denoising.** Every other sample is replaced by a fit of its neighbours up to the corners:
///    - a straight line, where the samples within `lineRadius` all lie within `lineTolerance`
///      of one (fast straight strokes lose their jitter);
///    - else a circle (Kåsa's fit), where at least `circleSamples` within `circleRadius` all lie
///      within `circleTolerance` of one (fast, sparse arcs); these two use at most `shapeWindow`
///      samples a side;
///    - else a local circle across the path (a parabola refined twice), the samples weighted by
///      a biweight of their distance, over a radius that follows the curvature: `radiusScale`·R^0.75
///      pixels between `minRadius` and `maxRadius`, R the radius of curvature of a fit over
///      `pilotRadius`, then of that fit: wide where the path is straight, narrow in tight turns.
///
///    Along the path a point stays where a local quadratic in time puts its sample, within
///    `alongClamp` pixels; windows spanning less than `stillExtent` take a linear fit in time.
///    How far a fit may move its sample follows the jitter against the step between samples
///    (`withinNoise`), and is never more than `strayLimit` σ, nor across the path more than
///    `acrossLimit` σ of the jitter across it.
/// 3. **Thinning.** A point closer than `deadZone` to the last kept one, or behind it (against
///    its window's direction of travel), is skipped, so a finger at rest draws no jittery cluster
///    of kinks; a corner's vertex, and the stroke's end, replace a kept point that close.
/// 4. **Spline.** Kept points are joined by cubics whose tangents come from the circle through
///    each point and its neighbours, with arc-exact handle lengths, flattened within `flatness`
///    pixels: every join is tangent-continuous except at corners.
///
/// Streaming: a sample is denoised once every sample its windows may reach has arrived (at most
/// `maxWindow` ahead, `armAhead` for a corner), and a kept point settles once a later one is a
/// corner or two dead zones away (see `shielded`), or `popLimit` samples later.
/// The tail is the same computation with what is known, so it ends at the latest sample's fit;
/// where that lies further than `tipReach` of the last step (at least a pixel) from the latest
/// sample, a short stroke reaches that far towards it, so the tip never lags by a whole sample
/// interval. Old samples are dropped, so `add` is O(1) amortized and `tail` is bounded.
struct ModelSmoother: StreamingSmoother {
    /// Chords of the turn angle reach this far; a corner turns most within it.
    static let cornerScale = 8.0
    static let cornerAngle = 70.0 * Double.pi / 180
    /// Samples searched for the chords of the turn angle.
    static let lookLimit = 24
    static let denseRadius = 20.0, denseSamples = 5
    /// Arms reach this far, and at most `armBack` samples back and `armAhead` ahead.
    static let armLength = 90.0, armBack = 96, armAhead = 48
    /// An arm intersection further than this from the corner sample is not trusted.
    static let vertexReach = 3.0
    static let lineRadius = 60.0, lineTolerance = 0.45
    /// A line over at least `outlierSamples` samples may leave out one that strays by up to
    /// `outlierReach` (a jitter outlier on a straight stretch), if the rest lie within tolerance.
    static let outlierSamples = 5, outlierReach = 1.5
    static let circleRadius = 70.0, circleTolerance = 0.6, circleSamples = 5
    /// Samples a side the line and circle fits may use.
    static let shapeWindow = 12
    static let pilotRadius = 12.0, minRadius = 8.0, maxRadius = 40.0, radiusScale = 2.0
    /// Samples a side any fit may use.
    static let maxWindow = 40
    /// A window spanning less than this is a finger at rest.
    static let stillExtent = 3.0
    static let alongClamp = 2.0
    static let deadZone = 0.8
    /// Samples after which a kept point can no longer give way to a corner's vertex.
    static let popLimit = 24
    /// How far the tip may trail the latest sample, in steps between samples (or pixels).
    static let tipReach = 0.95
    static let flatness = 0.02
    /// Samples kept behind the oldest undenoised one (for look-back); more are dropped.
    static let keep = 96

    struct Kept {
        var point: InkPoint
        var corner: Bool
        /// Direction of travel of the sample's window, for skipping points that go back.
        var direction: Point?
        var sample: Int
    }

    /// Global index of `raw[0]`.
    var base = 0
    var raw: [InkPoint] = []
    /// Turn angle per sample, once the path ahead reaches far enough.
    var angle: [Double?] = []
    /// Corner flags of samples `< decided`.
    var corner: [Bool] = []
    var decided = 0
    var denoised = 0
    /// Kept points; `kept[0]` is kept point number `keptBase`; those below `fixed` never change.
    var kept: [Kept] = []
    var keptBase = 0
    var fixed = 0
    /// The kept point where the last settled segment ends; -1 before the first point.
    var emitted = -1
    /// Fits already made, shared with copies (see `FitMemo`); `reusesFits` false fits every time.
    var memo = FitMemo()
    var reusesFits = true

    var count: Int { base + raw.count }

    mutating func add(_ p: InkPoint, settled: inout [InkPoint]) {
        ownMemo()
        raw.append(p)
        angle.append(nil)
        advance(final: false, into: &settled)
        trim()
    }

    func tail(after settled: [InkPoint]) -> [InkPoint] {
        var copy = self
        var out: [InkPoint] = []
        copy.advance(final: true, into: &out)
        guard let last = raw.last, let end = copy.kept.last?.point else { return out }
        let step = count >= 2 ? last.point.distance(to: P(count - 2)) : 0
        let reach = Self.tipReach * max(step, 1), gap = end.point.distance(to: last.point)
        if gap > reach {
            var tip = last
            tip.point = last.point + (end.point - last.point) * (reach / gap)
            out.append(tip)
        }
        return out
    }

    /// Moves every stage as far as it can go; `final` decides everything with what is known.
    mutating func advance(final: Bool, into out: inout [InkPoint]) {
        computeAngles(final: final)
        decideCorners(final: final)
        while denoised < decided && (final || ready(denoised)) {
            accept(denoised, final: final)
            denoised += 1
        }
        let last = keptBase + kept.count - (final ? 0 : 1)
        while fixed < last && (final || K(fixed).sample < denoised - Self.popLimit || shielded(fixed)) { fixed += 1 }
        if emitted < 0 && fixed > 0 {
            out.append(K(0).point)
            emitted = 0
        }
        while emitted + 1 < fixed {
            let b = emitted + 1
            guard final || K(b).corner || b + 1 < fixed else { break }
            emitSegment(emitted, b, into: &out)
            emitted = b
        }
    }

    /// Whether kept point `k` can no longer give way, whatever comes: a later kept point is a
    /// corner (which never gives way), or lies at least two dead zones from it. Points give way
    /// only from the end and only within a dead zone of a corner's vertex, so that vertex cannot
    /// reach both; settling on this rule is exact (the same points, sooner).
    func shielded(_ k: Int) -> Bool {
        let p = K(k).point.point
        for j in (k + 1)..<(keptBase + kept.count) {
            let q = K(j)
            if q.corner || q.point.point.distance(to: p) >= 2 * Self.deadZone { return true }
        }
        return false
    }

    func P(_ i: Int) -> Point { raw[i - base].point }
    func K(_ k: Int) -> Kept { kept[k - keptBase] }

    /// Whether every sample the windows of sample `i` may reach has its corner decided.
    func ready(_ i: Int) -> Bool {
        let isCorner = corner[i - base]
        var shapes = isCorner, local = isCorner
        var j = i + 1
        while j < decided {
            let d = P(j).distance(to: P(i))
            if corner[j - base] || isCorner && (d > Self.armLength || j - i >= Self.armAhead) { return true }
            shapes = shapes || d > Self.circleRadius || j - i >= Self.shapeWindow
            local = local || d > Self.maxRadius || j - i >= Self.maxWindow
            if shapes && local && !isCorner { return true }
            j += 1
        }
        return false
    }

    /// Whether the last kept point may be replaced: not settled, not a corner, not the first.
    var lastGivesWay: Bool {
        kept.count > 1 && keptBase + kept.count - 1 >= fixed && !kept[kept.count - 1].corner
    }

    /// Denoises sample `i` and passes the point through the thinning.
    mutating func accept(_ i: Int, final: Bool) {
        var q = raw[i - base]
        if corner[i - base] {
            q.point = cornerVertex(i)
            while lastGivesWay && kept.last!.sample >= i - Self.popLimit
                    && kept.last!.point.point.distance(to: q.point) < Self.deadZone {
                kept.removeLast()
            }
            kept.append(Kept(point: q, corner: true, direction: nil, sample: i))
            return
        }
        let (point, direction) = memoizedSmooth(i)
        q.point = point
        let new = Kept(point: q, corner: false, direction: direction, sample: i)
        guard let last = kept.last else { kept.append(new); return }
        let d = q.point - last.point.point
        if let direction, d.dot(direction) < 0 { return }
        if d.length >= Self.deadZone {
            kept.append(new)
        } else if final && i == count - 1 && lastGivesWay {
            kept[kept.count - 1] = new  // the stroke's end replaces a point too close before it
        }
    }

    /// Drops samples and kept points no stage will look at again.
    mutating func trim() {
        let drop = denoised - Self.keep - base, dropKept = emitted - 1 - keptBase
        if drop > Self.keep {
            (raw, angle, corner) = (Array(raw.dropFirst(drop)), Array(angle.dropFirst(drop)), Array(corner.dropFirst(drop)))
            base += drop
        }
        if dropKept > 64 {
            kept.removeFirst(dropKept)
            keptBase += dropKept
        }
    }
}
