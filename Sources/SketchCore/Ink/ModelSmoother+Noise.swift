import Foundation

/// How `ModelSmoother` adapts to sampling density: how far a fit may move a sample.
///
/// A fit over a window of samples removes noise but also bends the curve where the window is wide
/// against the curvature (sparse, fast samples through tight turns). Where the samples are
/// nearly exact, interpolating through them is best. So each sample's jitter is estimated from
/// its neighbours (`noiseEstimate`) and compared with the step between samples: where steps are
/// many σ long and the fit moves a sample further than its jitter explains, the sample stays put
/// and the spline interpolates through it; where they are a few σ (dense, jittery), or the fit
/// agrees with the sample, fits denoise as before. Whatever the density, no fit takes a sample
/// further than `strayLimit` σ (`withinNoise`).
extension ModelSmoother {
    /// Steps between samples under this many jitter σ are denoised in full.
    static let denoiseBelow = 15.0
    /// Steps over this many σ are interpolated where a fit bends the curve: the sample is kept.
    static let interpolateAbove = 40.0
    /// A fit that moves a sample by under this many σ agrees with it (the move is jitter)...
    static let agreesWithin = 1.5
    /// ...and one that moves it by over this many σ bends the curve (the move is the fit's bias).
    static let bendsBeyond = 3.0
    /// From `interpolateAbove` σ those two bounds shrink, to 0 at this many σ: the sparser the
    /// samples, the fewer a fit's window holds per turn of the curve, so the more a small move is
    /// the fit's bias rather than jitter it removes (a sine sampled every 30 px, σ 0.15).
    static let trustsFitsUntil = 150.0
    /// A line fit over at least this many samples is trusted however sparse they are: on a
    /// straight stretch it has no bias, and its samples (over the two a line needs) test it.
    static let trustedLineSamples = 4
    /// A fit moves its sample at most this many σ.
    static let strayLimit = 5.0
    /// A fit moves its sample across the path at most this many σ of the jitter across it.
    static let acrossLimit = 5.0
    /// Samples a side whose sixth differences estimate the jitter across the path.
    static let acrossWindow = 16
    /// Samples a side whose interpolation residuals estimate a sample's jitter.
    static let noiseWindow = 8

    /// The jitter σ per coordinate estimated around sample `i`, and the mean step between
    /// samples there, in px, over up to `noiseWindow` samples a side, not past a corner nor
    /// past the samples decided so far (so a sample's estimate is the same however the stroke
    /// is later drawn): the RMS sixth difference of the positions over its noise gain (√924 σ
    /// per coordinate for samples even in time). A smooth path sampled at an angle step θ adds
    /// about R·θ⁶ to it, so on sparse samples through tight turns (θ near 1) the estimate stays
    /// near the jitter, unlike second differences. Infinite σ with fewer than seven samples.
    /// O(`noiseWindow`), allocation-free.
    func noiseEstimate(_ i: Int) -> (sigma: Double, step: Double) {
        let (a, b) = noiseSpan(i, reach: Self.noiseWindow)
        var step = 0.0
        for j in a..<max(b, a) { step += P(j + 1).distance(to: P(j)) }
        step /= Double(max(b - a, 1))
        guard b - a >= 6 else { return (.infinity, step) }
        var sum = 0.0
        for j in (a + 3)...(b - 3) {
            let e = sixthDifference(j)
            sum += e.dot(e)
        }
        return ((sum / Double(b - a - 5) / (2 * 924)).squareRoot(), step)
    }

    /// The samples around `i` whose differences estimate its jitter: up to `reach` a side, not
    /// past a corner nor past the samples decided so far.
    func noiseSpan(_ i: Int, reach: Int) -> (Int, Int) {
        var a = i, b = i
        while a > base && i - a < reach && (a == i || !corner[a - base]) { a -= 1 }
        while b + 1 < decided && b - i < reach && (b == i || !corner[b - base]) { b += 1 }
        return (a, b)
    }

    /// The sixth difference of the positions at sample `j` (three samples a side), whose
    /// noise gain is √924 σ per coordinate for samples even in time.
    func sixthDifference(_ j: Int) -> Point {
        (P(j - 3) + P(j + 3)) - (P(j - 2) + P(j + 2)) * 6 + (P(j - 1) + P(j + 1)) * 15 - P(j) * 20
    }

    /// The jitter σ across the path around sample `i`, in px: as `noiseEstimate`, but only the
    /// sixth differences' component normal to the path (the chord over each difference), and
    /// over up to `acrossWindow` samples a side. A real finger's uneven timing moves its samples
    /// along the path (0.5 px at 500 px/s for 1 ms), which `noiseEstimate` counts and this does
    /// not. The wider window steadies it: over 8 a side one sample of a slow circle with 0.6 px
    /// jitter read 0.15 px. Infinite with fewer than seven samples. O(`acrossWindow`),
    /// allocation-free.
    func jitterAcross(_ i: Int) -> Double {
        let (a, b) = noiseSpan(i, reach: Self.acrossWindow)
        guard b - a >= 6 else { return .infinity }
        var sum = 0.0
        for j in (a + 3)...(b - 3) {
            let e = sixthDifference(j)
            let chord = P(j + 3) - P(j - 3), length = chord.length
            let across = length > 0 ? chord.cross(e) / length : e.y
            sum += across * across
        }
        return (sum / Double(b - a - 5) / 924).squareRoot()
    }

    /// `fit` for sample `i`, or the sample itself where the samples are sparse against the jitter
    /// (steps over `interpolateAbove` σ: they are as good as the curve gets) and the fit moves
    /// the sample by more than jitter would (over `bendsBeyond` σ: it bends the curve), blended
    /// linearly between `denoiseBelow` and `interpolateAbove` σ, and between `agreesWithin` and
    /// `bendsBeyond` σ, both bounds shrinking to 0 between `interpolateAbove` and
    /// `trustsFitsUntil` σ, except for a line over `trustedLineSamples` or more. A fit that
    /// agrees with sparse samples (a circle through a fast circle) still denoises them; past
    /// `trustsFitsUntil` σ only such a line moves a sample. First, a fit further than
    /// `strayLimit` σ from its sample is drawn back to that distance and loses its direction
    /// (jitter alone moves a sample that far about once in 270,000 samples): a window that wrapped
    /// round a small closed loop put the first sample of a 15 px circle 14 px off, inside it.
    /// Likewise a fit more than `acrossLimit` σ across the path (normal to the chord between the
    /// sample's neighbours) from its sample, σ of the jitter across it: on a recorded painting
    /// stroke, timing jitter along the path read as σ 2 px, and fits cut a tight loop by 6.7 px
    /// where the jitter across the path was a few tenths.
    /// O(`acrossWindow`), allocation-free; returns the point and the direction of travel to keep.
    func withinNoise(_ fitted: Fitted, _ i: Int) -> (Point, Point?) {
        let (sigma, step) = noiseEstimate(i)
        let (fit, direction) = withinStrayLimits(fitted, i, sigma: sigma)
        let ratio = step / max(sigma, 1e-9)
        let lo = Self.denoiseBelow, hi = Self.interpolateAbove
        let dense = min(max((hi - ratio) / (hi - lo), 0), 1)
        let moved = fit.distance(to: P(i)) / max(sigma, 1e-9)
        let shrink = fitted.trusted ? 1 : min(max((Self.trustsFitsUntil - ratio) / (Self.trustsFitsUntil - hi), 0), 1)
        let agree = Self.agreesWithin * shrink, bend = Self.bendsBeyond * shrink
        let bias = shrink == 0 ? (moved > 0 ? 1.0 : 0.0) : min(max((moved - agree) / (bend - agree), 0), 1)
        let w = 1 - (1 - dense) * bias
        return (P(i) + (fit - P(i)) * w, direction)
    }

    /// `fitted` drawn back to `strayLimit` σ from sample `i`, then across the path (normal to
    /// the chord between the sample's neighbours, once both are decided) to `acrossLimit` σ of
    /// the jitter across it; its direction is dropped where either bound holds it. A move within
    /// σ is jitter whichever way it goes, and is not held (nor is the jitter across the path
    /// estimated for it: that saves most of this function's cost). O(`acrossWindow`),
    /// allocation-free.
    func withinStrayLimits(_ fitted: Fitted, _ i: Int, sigma: Double) -> (Point, Point?) {
        var fit = fitted.point, direction = fitted.direction
        let away = fit.distance(to: P(i)), limit = Self.strayLimit * sigma
        if away > limit {
            fit = P(i) + (fit - P(i)) * (limit / away)
            direction = nil
        }
        guard i > base, i + 1 < decided else { return (fit, direction) }
        let chord = P(i + 1) - P(i - 1), length = chord.length
        let off = length > 0 ? chord.cross(fit - P(i)) / length : 0
        guard abs(off) > sigma else { return (fit, direction) }
        let most = Self.acrossLimit * jitterAcross(i)
        guard abs(off) > most else { return (fit, direction) }
        return (fit - chord.perpendicular * ((off - (off > 0 ? most : -most)) / length), nil)
    }
}
