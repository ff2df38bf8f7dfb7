import Foundation

/// Committed-looking handwriting strokes for pre-filling a canvas before a bench.
///
/// Each stroke is a slanted, looping cursive line (a prolate trochoid: a pen circling while
/// it moves along a baseline, with seeded loop size, height, slant, tilt and a slowly varying
/// loop radius), like a written word. Strokes have 50...300 samples (uniform, seeded), each
/// 2...4 px in a straight line from the one before, pressure 0.5...1, and times 1/120 s apart. Stroke `n` starts
/// 0.25 s after stroke `n - 1` ends, so the strokes read as written one after another.
///
/// Every stroke lies inside the canvas, placed uniformly at random among the positions where
/// it fits. A stroke too big for the canvas is scaled down to fit, which shrinks its spacing
/// below 2 px (only on small canvases, a few hundred pixels a side). Ids are 0: committing into
/// a `Drawing` assigns them. Deterministic for a seed; cost O(total samples).
public enum HandwritingStrokes {
    /// Seconds between samples.
    public static let sampleInterval = 1.0 / 120
    /// Samples per stroke.
    public static let sampleCounts = 50...300
    /// Straight-line pixels between consecutive samples (before any fit-to-canvas scaling).
    public static let spacing = 2.0...4.0

    /// `count` strokes (none when `count <= 0`); `style(n)` gives the style of stroke `n`.
    public static func make(count: Int, canvas: CanvasSize, seed: UInt64,
                            style: (Int) -> StrokeStyle) -> [Stroke] {
        var strokes: [Stroke] = []
        strokes.reserveCapacity(max(count, 0))
        var clock = 0.0
        for n in 0..<max(count, 0) {
            var rng = SeededRandom(seed: seed, stream: 2, UInt64(n))
            let s = stroke(canvas: canvas, rng: &rng, startTime: clock, style: style(n))
            clock = (s.samples.last?.time ?? clock) + 0.25
            strokes.append(s)
        }
        return strokes
    }

    /// One stroke, drawn from `rng`.
    static func stroke(canvas: CanvasSize, rng: inout SeededRandom, startTime: Double,
                       style: StrokeStyle) -> Stroke {
        let count = rng.int(in: sampleCounts)
        let shape = Trochoid(rng: &rng)
        var points = shape.resample(count: count, rng: &rng)
        place(&points, in: canvas, margin: style.width / 2, rng: &rng)
        let pressurePhase = rng.uniform(0...(2 * .pi))
        let pressureRate = rng.uniform(0.05...0.15)
        let samples = points.enumerated().map { i, p in
            StrokeSample(p, pressure: 0.75 + 0.25 * sin(pressureRate * Double(i) + pressurePhase),
                         time: startTime + Double(i) * sampleInterval)
        }
        return Stroke(style: style, samples: samples)
    }

    /// Moves (and if need be shrinks) `points` to a random spot at least `margin` inside `canvas`.
    static func place(_ points: inout [Point], in canvas: CanvasSize, margin: Double,
                      rng: inout SeededRandom) {
        guard let first = points.first else { return }
        var lo = first, hi = first
        for p in points {
            lo = Point(min(lo.x, p.x), min(lo.y, p.y))
            hi = Point(max(hi.x, p.x), max(hi.y, p.y))
        }
        let inset = min(margin, Double(min(canvas.width, canvas.height)) / 4)
        let roomW = max(Double(canvas.width) - 2 * inset, 0)
        let roomH = max(Double(canvas.height) - 2 * inset, 0)
        let w = hi.x - lo.x, h = hi.y - lo.y
        let scale = min(1, w > 0 ? roomW / w : 1, h > 0 ? roomH / h : 1)
        let ox = inset + rng.unit() * max(roomW - w * scale, 0)
        let oy = inset + rng.unit() * max(roomH - h * scale, 0)
        for i in points.indices {
            let q = (points[i] - lo) * scale
            points[i] = canvas.clamp(Point(q.x + ox, q.y + oy))
        }
    }

    /// The curve of one stroke, in its own pixel coordinates.
    struct Trochoid {
        /// Advance per radian along the baseline (the rolling circle's radius), px.
        var advance: Double
        /// Pen distance from the circle's centre; loops form while it exceeds `advance`.
        var reach: Double
        /// Vertical stretch of the loops (tall letters above 1).
        var height: Double
        /// Horizontal shear per pixel of height (italic slant).
        var slant: Double
        /// Rotation of the whole line, radians.
        var tilt: Double
        /// How fast and from where the loop size wanders.
        var wobbleRate: Double
        var wobblePhase: Double
        /// Starting angle, so strokes do not all begin at the same point of a loop.
        var start: Double

        init(rng: inout SeededRandom) {
            advance = rng.uniform(4...9)
            reach = advance * rng.uniform(1.5...2.5)
            height = rng.uniform(1.0...1.8)
            slant = rng.uniform(0.15...0.45)
            tilt = rng.uniform(-0.25...0.25)
            wobbleRate = rng.uniform(0.2...0.6)
            wobblePhase = rng.uniform(0...(2 * .pi))
            start = rng.uniform(0...(2 * .pi))
        }

        /// The point at angle `theta`.
        func point(_ theta: Double) -> Point {
            let d = reach * (1 + 0.2 * sin(wobbleRate * theta + wobblePhase))
            let x = advance * theta - d * sin(theta)
            let y = -height * d * cos(theta)  // screen y grows downwards: loops rise above
            let sx = x - slant * y
            return Point(sx * cos(tilt) - y * sin(tilt), sx * sin(tilt) + y * cos(tilt))
        }

        /// `count` points along the curve, each a straight-line distance of 2...4 px (seeded)
        /// from the one before. Walks the curve in steps far finer than the spacing and
        /// places each point exactly where the walk crosses the wanted distance.
        func resample(count: Int, rng: inout SeededRandom) -> [Point] {
            var out = [point(start)]
            out.reserveCapacity(count)
            let step = 0.02  // radians; well under a pixel per step for these sizes
            var theta = start
            var from = out[0]  // start of the part of the current step not yet walked
            var want = rng.uniform(HandwritingStrokes.spacing)
            while out.count < count {
                theta += step
                let next = point(theta)
                var anchor = out[out.count - 1]
                while out.count < count, anchor.distance(to: next) >= want {
                    // Solve |from + s (next - from) - anchor| = want for s in (0, 1]: the
                    // walk is inside the circle at `from` and outside at `next`.
                    let d = next - from, f = from - anchor
                    let a = d.dot(d), b = 2 * f.dot(d), c = f.dot(f) - want * want
                    let s = (-b + (b * b - 4 * a * c).squareRoot()) / (2 * a)
                    let p = from.lerp(to: next, min(max(s, 0), 1))
                    out.append(p)
                    anchor = p
                    from = p
                    want = rng.uniform(HandwritingStrokes.spacing)
                }
                from = next
            }
            return out
        }
    }
}
