import Foundation

/// The corner stage of `ModelSmoother`: turn angles between chords, and which sharp turns are
/// corners (the finger slowed, no sample near turns more, and the turn is not the jitter of one
/// sample).
extension ModelSmoother {
    /// Arms of at least this many samples are fitted as lines (`armDirection`).
    static let armFitSamples = 4
    /// A corner's fitted arms must turn by more than this. Jitter among dense samples turns them
    /// by about 15° to 25° on the fidelity suite's jitteriest circles; the recorded traces' corners
    /// are all kept from 70° down (they begin to change at 90°).
    static let confirmAngle = 60.0 * Double.pi / 180

    /// Whether the finger slows down at sample `i`: a step to or from it shorter than the corner
    /// scale. A finger turns sharply only when slowing, so a sparse, fast sample whose chords
    /// turn more than `cornerAngle` is a tight curve, not a corner.
    func slowsDown(_ i: Int) -> Bool {
        (i > base && P(i).distance(to: P(i - 1)) < Self.cornerScale)
            || (i + 1 < count && P(i + 1).distance(to: P(i)) < Self.cornerScale)
    }

    /// The first sample from `i` in direction `step` at least `cornerScale` away, within `lookLimit`.
    func chordEnd(_ i: Int, _ step: Int) -> Int? {
        var j = i + step
        while j >= base && j < count && abs(j - i) <= Self.lookLimit {
            if P(j).distance(to: P(i)) >= Self.cornerScale { return j }
            j += step
        }
        return nil
    }

    mutating func computeAngles(final: Bool) {
        for i in decided..<count where angle[i - base] == nil {
            guard let ahead = chordEnd(i, 1) else {
                if final || count - 1 - i >= Self.lookLimit { angle[i - base] = 0 }
                continue
            }
            let u = chordEnd(i, -1).map { P(i) - P($0) } ?? .zero, v = P(ahead) - P(i)
            angle[i - base] = u == .zero ? 0 : abs(atan2(u.cross(v), u.dot(v)))
        }
    }

    /// Whether the arms of sample `i`, from its neighbours out to its chord ends (`armEnd`),
    /// fitted as lines, still turn by more than `confirmAngle`. The chords end on single samples,
    /// so among many close, jittery samples one sample's jitter can turn them past `cornerAngle`,
    /// and an outlier always does (a spike both chords share); fitted arms that leave the sample
    /// out turn with the path, not with its jitter. Arms of fewer than `armFitSamples` are the
    /// chords, and a sample whose neighbour lies past `cornerScale` keeps its chord, so sparse
    /// samples decide as before.
    func turnsBeyondJitter(_ i: Int) -> Bool {
        guard let back = chordEnd(i, -1), let ahead = chordEnd(i, 1) else { return true }
        let u = back < i - 1 ? armDirection(armEnd(i, back, -1), i - 1) : P(i) - P(back)
        let v = ahead > i + 1 ? armDirection(i + 1, armEnd(i, ahead, 1)) : P(ahead) - P(i)
        return abs(atan2(u.cross(v), u.dot(v))) > Self.confirmAngle
    }

    /// The far end of sample `i`'s arm towards its chord end `end` (`step` -1 back, 1 ahead):
    /// `end`, or, where the arm from the neighbour to `end` spans under half `cornerScale`, the
    /// first sample `cornerScale` from the neighbour. A sample that far from its neighbour's
    /// arm stands apart from the path (an outlier): its chords end close to it, and an arm that
    /// short is a few samples of jitter (2 px at 1 px σ turned 77° on a 30 px circle).
    func armEnd(_ i: Int, _ end: Int, _ step: Int) -> Int {
        let near = i + step
        guard P(end).distance(to: P(near)) < Self.cornerScale / 2 else { return end }
        return chordEnd(near, step) ?? end
    }

    /// The direction of travel over samples `a...b`: their principal axis (a total least-squares
    /// line) pointed along the chord `a -> b`, or the chord itself for fewer than
    /// `armFitSamples`. O(b - a), allocation-free.
    func armDirection(_ a: Int, _ b: Int) -> Point {
        let chord = P(b) - P(a)
        guard b - a + 1 >= Self.armFitSamples else { return chord }
        var mean = Point.zero
        for j in a...b { mean = mean + P(j) }
        mean = mean * (1 / Double(b - a + 1))
        var sxx = 0.0, sxy = 0.0, syy = 0.0
        for j in a...b {
            let d = P(j) - mean
            sxx += d.x * d.x; sxy += d.x * d.y; syy += d.y * d.y
        }
        let theta = 0.5 * atan2(2 * sxy, sxx - syy)
        let axis = Point(cos(theta), sin(theta))
        return axis.dot(chord) < 0 ? -axis : axis
    }

    mutating func decideCorners(final: Bool) {
        let reach = Self.cornerScale
        while decided < count {
            let i = decided
            guard let a = angle[i - base] else { break }
            var isCorner = a > Self.cornerAngle && i > 0 && !(final && i == count - 1) && slowsDown(i)
                && turnsBeyondJitter(i)
            // The angles of the samples ahead within the scale must be known.
            var j = i + 1
            var complete = false
            while j < count {
                if P(j).distance(to: P(i)) >= reach || j - i > Self.lookLimit { complete = true; break }
                guard let aj = angle[j - base] else { break }
                if aj > a { isCorner = false }
                j += 1
            }
            if !complete && !final { break }
            var k = i - 1
            while isCorner && k >= base && P(k).distance(to: P(i)) < reach && i - k <= Self.lookLimit {
                if (angle[k - base] ?? 0) >= a { isCorner = false }
                k -= 1
            }
            corner.append(isCorner)
            decided += 1
        }
    }
}
