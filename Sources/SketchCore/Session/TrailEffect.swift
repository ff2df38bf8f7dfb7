import Foundation

/// One circle of a trail, as drawn at some moment.
public struct TrailCircle: Hashable, Sendable {
    public var center: Point
    /// Radius in pixels: half the touch's width, grown with the sample's age.
    public var radius: Double
    /// The touch's colour with its alpha multiplied by `fade`.
    public var color: RGBA
    /// The trail's alpha factor at that moment: 1 while touching, `0.92^k` after the lift.
    public var fade: Double

    public init(center: Point, radius: Double, color: RGBA, fade: Double) {
        self.center = center
        self.radius = radius
        self.color = color
        self.fade = fade
    }
}

/// The "trail" tool (seed 002): circles at each touch's recent samples that grow with age
/// and fade after the finger lifts. Trails are a transient effect, never part of the drawing
/// (not undoable, not saved).
///
/// Pure and clock-driven: every time is a parameter, the clock is never read, and the same
/// calls give the same circles.
///
/// - Growth: a circle's radius is `width/2 + growthRate × age`, capped at `maxGrowth × width/2`,
///   where age is the time since its sample, counted up to the lift (after it the circles
///   keep their size and only fade).
/// - Fade: after a lift at time `L` the alpha factor is `fadeFactor^floor((t − L)/fadeStep)`,
///   a step function; while the finger is down it is 1. A trail whose factor falls below
///   `goneAlpha` is gone: it draws nothing, `prune` removes it, and it no longer animates.
/// - Bad input: points that are not finite are ignored; a time that is not finite counts as
///   the last finite time seen; within a trail, times never go backwards, and no age or fade
///   step is ever negative.
///
/// Each trail keeps only its last `recentSamples` samples in a ring, so a touch costs O(1)
/// beyond finding its trail among the few live ones.
public struct TrailEffect: Sendable {
    /// Alpha multiplier per step after the lift.
    public static let fadeFactor = 0.92
    /// Seconds per fade step.
    public static let fadeStep = 0.2
    /// Circles kept per touch.
    public static let recentSamples = 24
    /// A trail whose alpha factor is below this is gone.
    public static let goneAlpha = 0.02
    /// How fast circles grow with age, in pixels of radius per second.
    public static let growthRate = 20.0
    /// Circles grow to at most this multiple of their base radius (`width / 2`).
    public static let maxGrowth = 3.0
    /// Base radius used when the given width is not a positive finite number.
    public static let fallbackRadius = 0.5

    struct Sample: Sendable {
        var point: Point
        var time: Double
        var baseRadius: Double
        var color: RGBA
    }

    struct Trail: Sendable {
        var pointer: PointerID
        /// Ring of at most `recentSamples`; `start` is the oldest once full.
        var ring: [Sample] = []
        var start = 0
        /// Nil while the finger is down.
        var liftTime: Double?

        var lastTime: Double { ring.isEmpty ? -.infinity : ring[(start + ring.count - 1) % ring.count].time }

        mutating func append(_ s: Sample) {
            if ring.count < TrailEffect.recentSamples {
                ring.append(s)
            } else {
                ring[start] = s
                start = (start + 1) % ring.count
            }
        }

        /// Samples from oldest to newest.
        var samples: [Sample] {
            Array(ring[start...] + ring[..<start])
        }

        /// The alpha factor at `t`: 1 while touching, then one `fadeFactor` per whole step.
        func fade(at t: Double) -> Double {
            guard let lift = liftTime else { return 1 }
            // The tiny allowance puts a time exactly on a step boundary into the new step
            // despite rounding in `(t − L) / fadeStep`.
            let steps = ((max(t - lift, 0) / TrailEffect.fadeStep) + 1e-9).rounded(.down)
            return steps.isFinite ? pow(TrailEffect.fadeFactor, steps) : 0
        }

        func isGone(at t: Double) -> Bool { fade(at: t) < TrailEffect.goneAlpha }
    }

    /// Live and fading trails, oldest first (later trails draw on top).
    var trails: [Trail] = []
    /// The last finite time given, used in place of times that are not finite.
    var lastGoodTime = 0.0

    public init() {}

    /// How many trails are held (touching, fading, or gone but not yet pruned).
    public var trailCount: Int { trails.count }

    /// `time` if finite, else the last finite time seen.
    private func clean(_ time: Double) -> Double { time.isFinite ? time : lastGoodTime }

    private mutating func note(_ time: Double) -> Double {
        let t = clean(time)
        lastGoodTime = t
        return t
    }

    /// The index of the trail `pointer` is still touching, if any.
    private func touchingTrail(of pointer: PointerID) -> Int? {
        trails.lastIndex { $0.pointer == pointer && $0.liftTime == nil }
    }

    /// A down or move of `pointer`. A pointer with no touching trail starts a new one (its
    /// older trail, if still fading, fades on).
    public mutating func touch(_ pointer: PointerID, at p: Point, time: Double, color: RGBA, width: Double) {
        guard p.isFinite else { return }
        let t = note(time)
        let base = width.isFinite && width > 0 ? width / 2 : Self.fallbackRadius
        let index: Int
        if let i = touchingTrail(of: pointer) {
            index = i
        } else {
            trails.append(Trail(pointer: pointer))
            index = trails.count - 1
        }
        let sampleTime = max(t, trails[index].lastTime)
        trails[index].append(Sample(point: p, time: sampleTime, baseRadius: base, color: color))
    }

    /// An up or cancel of `pointer`: its trail starts fading. Unknown pointers are ignored.
    public mutating func lift(_ pointer: PointerID, time: Double) {
        guard let i = touchingTrail(of: pointer) else { return }
        let t = note(time)
        trails[i].liftTime = max(t, trails[i].lastTime)
    }

    /// Lifts every touching trail (e.g. when the window loses focus).
    public mutating func liftAll(time: Double) {
        let t = note(time)
        for i in trails.indices where trails[i].liftTime == nil {
            trails[i].liftTime = max(t, trails[i].lastTime)
        }
    }

    /// Circles to draw at `time`: each recent sample's circle, oldest first, trail by trail.
    /// Radius = `width/2 + growthRate × age`, capped at `maxGrowth × width/2`; colour alpha × fade.
    /// Gone trails give none.
    public func circles(at time: Double) -> [TrailCircle] {
        let t = clean(time)
        var out: [TrailCircle] = []
        for trail in trails {
            let fade = trail.fade(at: t)
            guard fade >= Self.goneAlpha else { continue }
            let ageEnd = trail.liftTime.map { min(t, $0) } ?? t
            for s in trail.samples {
                let age = max(ageEnd - s.time, 0)
                let radius = min(s.baseRadius + Self.growthRate * age, Self.maxGrowth * s.baseRadius)
                out.append(TrailCircle(center: s.point, radius: radius, color: s.color.fading(by: fade), fade: fade))
            }
        }
        return out
    }

    /// The circles at `time` as anti-aliased round dots; circles faded to no alpha are skipped.
    public func mesh(at time: Double) -> Mesh {
        var mesh = Mesh()
        for c in circles(at: time) where c.color.a > 0 {
            StrokeTessellator.append(points: [c.center], radii: [c.radius], color: c.color, to: &mesh)
        }
        return mesh
    }

    /// Drops trails whose alpha factor fell below `goneAlpha`.
    public mutating func prune(at time: Double) {
        let t = clean(time)
        trails.removeAll { $0.isGone(at: t) }
    }

    /// True while any trail is touching or still fading: the canvas must keep redrawing.
    public func isAnimating(at time: Double) -> Bool {
        let t = clean(time)
        return trails.contains { !$0.isGone(at: t) }
    }
}
