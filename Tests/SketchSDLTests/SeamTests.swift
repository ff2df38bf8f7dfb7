import Foundation
import SketchCore
import Testing
@testable import SketchSDL

// Issue 4: replay PNGs that check the anti-aliased edge and the absence of seams at a zoomed
// join. A stroke in progress is baked ("dried") in pieces of `CanvasRenderer.wetPoints`
// settled centreline points; each later piece leads in along the segment drawn last. These
// tests replay one long stroke with a 120° corner and a round turn, smoothed by the model (and
// in straight segments, where a piece can be made to end exactly on the corner), opaque and
// translucent, and look closely at every join: inside the stroke the ink is even (no crack
// where pieces meet, no doubled alpha for translucent ink), and across it the edge goes from
// ink to paper over about one pixel (anti-aliased, neither hard nor blurred). Each check is
// also run on ink drawn wrongly on purpose, to show it can fail.
//
// With SKETCHPAD_TEST_ARTIFACTS naming a folder, each join is also written there as a PNG
// magnified 8 times (nearest neighbour), for a person to look at.

/// One replayed stroke and what the renderer did with it.
struct SeamReplay: Sendable {
    /// The canvas while the finger is still down (dry pieces and wet ink), and after the lift.
    var drawing: RasterImage
    var lifted: RasterImage
    /// The committed stroke's centreline and radii.
    var points: [Point]
    var radii: [Double]
    /// Centreline indices where a later piece joins an earlier one (the first point the later
    /// piece draws a join at), as the renderer's drying rule puts them.
    var joins: [Int]
    /// Index of the sharpest turn of the centreline.
    var corner: Int
}

/// Something a check found wrong.
struct SeamFinding: Sendable, CustomStringConvertible {
    var description: String
    /// The pixel it is about (`y * width + x`), if one.
    var pixel: Int? = nil
}

typealias SeamFindings = [SeamFinding]

extension [SeamFinding] {
    /// The findings, one a line (the first dozen).
    var report: String { "\(count) problems:\n" + prefix(12).map(\.description).joined(separator: "\n") }

    /// Those about pixels of `image` that are the same in `reference` (the stroke drawn in one
    /// piece), so not caused by drying in pieces; and the rest.
    func split(_ image: RasterImage, against reference: RasterImage, tolerance: Int = 3) -> (fresh: Self, inOnePieceToo: Self) {
        var fresh: Self = [], shared: Self = []
        for f in self {
            if let i = f.pixel, let a = image[i % image.width, i / image.width],
               let b = reference[i % reference.width, i / reference.width], !a.differs(from: b, by: tolerance) {
                shared.append(f)
            } else {
                fresh.append(f)
            }
        }
        return (fresh, shared)
    }
}

extension SDLTests {
    @Suite struct SeamTests {
        static let size = CanvasSize(width: 400, height: 300)

        /// One finger, 60 samples a second, 2.5 px apart (one settled centreline point a sample,
        /// roughly): a wavy run in of `40 + lead` samples to a sharp corner at
        /// (230, 70), where it turns 120°; a gentle curve down-left; a round turn of radius 30 (a
        /// smoothed join, not a corner); a wave to the right. Still down at the end unless `lift`.
        static func path(lead: Int) -> [Point] {
            let step = 2.5
            func dir(_ h: Double) -> Point { Point(cos(h), sin(h)) }
            // The run in, built backwards from the corner, heading right into it.
            var runIn: [Point] = []
            var p = Point(230, 70), h = 0.0
            for k in 0..<(40 + lead) {
                p = p - dir(h) * step
                h = -0.3 * sin(Double(k + 1) * 0.12)
                runIn.append(p)
            }
            var pts = Array(runIn.reversed()) + [Point(230, 70)]
            p = Point(230, 70)
            h = 2 * Double.pi / 3
            for _ in 0..<48 { h += step / 250; p = p + dir(h) * step; pts.append(p) }
            while h > 0 { h -= step / 30; p = p + dir(max(h, 0)) * step; pts.append(p) }
            for k in 1...76 { p = p + dir(0.3 * sin(Double(k) * 0.1)) * step; pts.append(p) }
            return pts
        }

        static func script(lead: Int, lift: Bool) -> [TimedDeviceEvent] {
            let pts = path(lead: lead)
            var out: [TimedDeviceEvent] = []
            for (k, p) in pts.enumerated() {
                let x = p.x / Double(size.width), y = p.y / Double(size.height)
                let t = Double(k) / 60
                out.append(k == 0 ? Script.down(t, 0, x, y) : Script.move(t, 0, x, y))
            }
            if lift, let last = pts.last {
                out.append(Script.up(Double(pts.count) / 60, 0, last.x / Double(size.width), last.y / Double(size.height)))
            }
            return out
        }

        /// Replays the stroke frame by frame, following the renderer's drying rule to find the joins.
        static func replay(lead: Int, style: StrokeStyle) throws -> SeamReplay {
            try withPlayer(size: size, style: style) { p in
                var done = 0
                var joins: [Int] = []
                for batch in FrameSchedule.batches(script(lead: lead, lift: false)) {
                    p.now = max(p.now, FrameSchedule.time(ofFrame: batch.frame))
                    try p.push(batch.events)
                    try p.loop.step()
                    guard let a = p.loop.session.tracker.activeStrokes.first else { continue }
                    // CanvasRenderer.sync: more than `wetPoints` undrawn settled points dry as a
                    // piece that leads in along the last drawn segment and joins at `done - 1`.
                    let settled = a.centreline.settled.count
                    if settled - done > CanvasRenderer.wetPoints {
                        if done >= 2 { joins.append(done - 1) }
                        done = settled
                    }
                }
                // The wet ink (and, at the lift, the rest of the stroke) joins the last piece too.
                if done >= 2 { joins.append(done - 1) }
                let drawing = try p.snapshot()
                let up = script(lead: lead, lift: true).last!
                try p.play([TimedDeviceEvent(up.time + 1.0 / 60, up.event)])
                let lifted = try p.snapshot()
                let stroke = try #require(p.loop.session.drawing.strokes.last)
                let ink = Centreline(stroke).points
                let points = ink.map(\.point)
                let radii = ink.map { StrokeTessellator.radius(width: $0.width, style: stroke.style) }
                return SeamReplay(drawing: drawing, lifted: lifted, points: points, radii: radii,
                                  joins: joins, corner: sharpestTurn(points))
            }
        }

        /// A replay whose sharp corner lies exactly on a piece join: the run in is lengthened
        /// until the drying rule puts a join there (for smoothing that settles steadily).
        static func cornerOnAJoin(style: StrokeStyle) throws -> SeamReplay {
            let first = try replay(lead: 0, style: style)
            if first.joins.contains(first.corner) { return first }
            for j in first.joins where j > first.corner {
                let r = try replay(lead: j - first.corner, style: style)
                if r.joins.contains(r.corner) { return r }
            }
            Issue.record("no run in puts the corner on a piece join (joins \(first.joins), corner \(first.corner))")
            return first
        }

        /// Pressure off, so the edge is where the radius says along the whole stroke.
        static let modelStyle = StrokeStyle(color: .black, width: 8, smoothing: .model, pressure: .none)
        /// Straight segments settle as they come, so a piece can end exactly on the corner.
        static let polylineStyle = StrokeStyle(color: .black, width: 8, smoothing: .none, pressure: .none)
        static let translucentStyle = StrokeStyle(color: RGBA(0, 60, 200, 128), width: 8, smoothing: .model, pressure: .none)

        /// Replays are slow in debug builds: each is made once and shared.
        static let model = Result { try replay(lead: 0, style: modelStyle) }
        static let polyline = Result { try cornerOnAJoin(style: polylineStyle) }
        static let translucent = Result { try replay(lead: 0, style: translucentStyle) }
        /// The same centrelines drawn in one piece (translucent: into a layer, composited once).
        static let modelWhole = Result { try drawPieces(model.get(), style: modelStyle) { p, _ in [(0, p.count - 1, false)] } }
        static let polylineWhole = Result { try drawPieces(polyline.get(), style: polylineStyle) { p, _ in [(0, p.count - 1, false)] } }
        static let translucentWhole = Result {
            try drawPieces(translucent.get(), style: translucentStyle, composite: true) { p, _ in [(0, p.count - 1, false)] }
        }

        /// Expects no findings, except that pixels just as wrong in the stroke drawn in one piece
        /// are the known issue of `noCrackAnywhereAlongTheStrokes` (not a seam between pieces).
        func expectNoSeams(_ findings: SeamFindings, in image: RasterImage, reference: RasterImage,
                           sourceLocation: SourceLocation = #_sourceLocation) {
            let (fresh, known) = findings.split(image, against: reference)
            #expect(fresh.isEmpty, "\(fresh.report)", sourceLocation: sourceLocation)
            withKnownIssue("cracks at gentle joins on the software renderer, in one piece too", isIntermittent: true) {
                #expect(known.isEmpty, "\(known.report)", sourceLocation: sourceLocation)
            }
        }

        @Test func theTestStrokesDryInSeveralPiecesWithASharpCornerOnAJoin() throws {
            let m = try Self.model.get(), l = try Self.polyline.get()
            #expect(m.joins.count >= 4, "model smoothing: joins at \(m.joins)")
            #expect(l.joins.count >= 4, "straight segments: joins at \(l.joins)")
            #expect(l.joins.contains(l.corner), "corner \(l.corner), joins \(l.joins)")
            #expect(turn(l.points, at: l.corner) > 100 * .pi / 180, "a sharp corner, not a bend")
            #expect(turn(m.points, at: m.corner) > 100 * .pi / 180, "model smoothing keeps the corner")
        }

        @Test(arguments: ["model", "polyline"], [false, true])
        func opaqueInkIsEvenAcrossEveryJoinAndItsEdgeIsAntiAliased(smoothing: String, lifted: Bool) throws {
            let r = try (smoothing == "model" ? Self.model : Self.polyline).get()
            let reference = try (smoothing == "model" ? Self.modelWhole : Self.polylineWhole).get()
            let ink = RGBA.black.over(.white)
            let image = lifted ? r.lifted : r.drawing
            let places = Set(r.joins + [r.corner]).sorted()
            saveArtifacts(image, r, places, name: "\(smoothing)-\(lifted ? "lifted" : "drawing")")
            var findings: SeamFindings = []
            for j in places {
                findings += coreFindings(image, r, around: j, ink: ink)
                findings += edgeFindings(image, r, around: j, full: 255)
            }
            expectNoSeams(findings, in: image, reference: reference)
        }

        @Test(arguments: [false, true])
        func translucentInkHasNoDarkerJoinsAndItsEdgeIsAntiAliased(lifted: Bool) throws {
            // Translucent ink stays wet while drawn and is composited as one layer, so it has no
            // pieces: look where opaque ink has its joins, and at the corner.
            let o = try Self.model.get(), r = try Self.translucent.get()
            let image = lifted ? r.lifted : r.drawing
            let reference = try Self.translucentWhole.get()
            let ink = Self.translucentStyle.color.over(.white)
            let places = Set(o.joins + [r.corner]).sorted().filter { $0 < r.points.count }
            saveArtifacts(image, r, places, name: "translucent-\(lifted ? "lifted" : "drawing")")
            var findings: SeamFindings = []
            for j in places {
                findings += coreFindings(image, r, around: j, ink: ink)
                findings += edgeFindings(image, r, around: j, full: Double(plainInk(ink)))
            }
            expectNoSeams(findings, in: image, reference: reference)
        }

        // The checks above must be able to fail: the same checks on ink drawn wrongly on purpose.

        @Test func theChecksFindACrackWherePiecesDoNotJoin() throws {
            let r = try Self.polyline.get()
            // Each later piece starts at the previous piece's last point instead of the one
            // before it, so the segment after the join is only its lead-in and never drawn.
            let image = try drawPieces(r, style: Self.polylineStyle) { points, joins in
                let starts = [0] + joins, ends = joins + [points.count - 1]
                return zip(starts, ends).map { (a, b) in (a, b, a != 0) }
            }
            let findings = r.joins.flatMap { coreFindings(image, r, around: $0, ink: RGBA.black.over(.white)) }
            #expect(findings.contains { $0.description.contains("crack") })
            // Drawn the right way (from the point before, leading in), the same checks pass.
            let joined = try drawPieces(r, style: Self.polylineStyle) { points, joins in
                let starts = [0] + joins, ends = joins + [points.count - 1]
                return zip(starts, ends).map { (a, b) in (a == 0 ? 0 : a - 1, b, a != 0) }
            }
            let none = r.joins.flatMap { coreFindings(joined, r, around: $0, ink: RGBA.black.over(.white)) }
            #expect(none.isEmpty, "\(none.prefix(5))")
        }

        @Test func theChecksFindDoubledAlphaWhereTranslucentPiecesOverlap() throws {
            let r = try Self.polyline.get()
            var style = Self.polylineStyle
            style.color = Self.translucentStyle.color
            let plain = style.color.over(.white)
            // Translucent ink dried in pieces that join properly, each composited on its own:
            // at the sharp corner the next piece's ink lies over the last one's.
            let pieces = try drawPieces(r, style: style, composite: true) { points, joins in
                let starts = [0] + joins, ends = joins + [points.count - 1]
                return zip(starts, ends).map { (a, b) in (a == 0 ? 0 : a - 1, b, a != 0) }
            }
            let findings = coreFindings(pieces, r, around: r.corner, ink: plain)
            #expect(findings.contains { $0.description.contains("doubled") }, "\(findings.prefix(3))")
            // Composited once, as the renderer does, the same check passes.
            let whole = try drawPieces(r, style: style, composite: true) { points, _ in [(0, points.count - 1, false)] }
            let none = coreFindings(whole, r, around: r.corner, ink: plain)
            #expect(none.isEmpty, "\(none.prefix(3))")
        }

        /// Known issue: on SDL's software renderer (replay, these tests) model-smoothed strokes
        /// have a few 1 px white cracks across the core at gentle joins (turns of a degree or
        /// two), in the middle of a piece and just the same when the stroke is drawn in one
        /// piece, so not a seam between pieces. The tessellator's triangles cover those pixel
        /// centres, with exact vertices and with vertices rounded to whole pixels as
        /// `RenderDevice` rounds them; SDL's rasterizer leaves them out. (Extra triangles on the
        /// inner side of each join do not help: rounded, they have no area.) Straight segments
        /// show none. When this is fixed, `withKnownIssue` below fails: remove it.
        @Test func noCrackAnywhereAlongTheStrokes() throws {
            let m = try Self.model.get(), t = try Self.translucent.get(), l = try Self.polyline.get()
            let black = RGBA.black.over(.white), plain = Self.translucentStyle.color.over(.white)
            func scan(_ r: SeamReplay, _ image: RasterImage, _ ink: RGBA, _ name: String) -> SeamFindings {
                coreFindings(image, r, segments: 0...(r.points.count - 2), ink: ink, place: name)
            }
            let straight = scan(l, l.drawing, black, "straight segments, drawing") + scan(l, l.lifted, black, "straight segments, lifted")
            #expect(straight.isEmpty, "\(straight.report)")
            let smoothed = scan(m, m.drawing, black, "model, drawing") + scan(m, m.lifted, black, "model, lifted")
                + scan(t, t.drawing, plain, "translucent, drawing") + scan(t, t.lifted, plain, "translucent, lifted")
            withKnownIssue("cracks at gentle joins on the software renderer (see above)") {
                #expect(smoothed.isEmpty, "\(smoothed.report)")
            }
        }

        @Test func theChecksFindHardAndBlurredEdges() throws {
            let r = try Self.model.get()
            let places = r.joins.filter { abs($0 - r.corner) > 8 }
            // Hard: every vertex of the renderer's mesh at full alpha (the fringe becomes ink).
            let hard = try drawPieces(r, style: Self.modelStyle, hardEdges: true) { points, _ in [(0, points.count - 1, false)] }
            let hardFindings = places.flatMap { edgeFindings(hard, r, around: $0, full: 255) }
            #expect(hardFindings.contains { $0.description.contains("in-between pixels per edge") }, "\(hardFindings.prefix(3))")
            // Blurred: the real canvas, box-blurred over 3 by 3 pixels twice.
            let blurred = r.lifted.boxBlurred().boxBlurred()
            let blurFindings = places.flatMap { edgeFindings(blurred, r, around: $0, full: 255) }
            #expect(blurFindings.contains { $0.description.contains("blurred") }, "\(blurFindings.prefix(3))")
            // And the real canvas passes, so the checks tell these apart.
            let real = places.flatMap { edgeFindings(r.lifted, r, around: $0, full: 255) }
            #expect(real.isEmpty, "\(real.prefix(3))")
        }
    }
}

// MARK: - Checks

/// How dark a colour is (0 white, 255 black), as `RasterImage.ink` measures it.
func plainInk(_ c: RGBA) -> Int { (765 - Int(c.r) - Int(c.g) - Int(c.b)) / 3 }

extension RGBA {
    /// Whether some channel is more than `tolerance` away from `other`'s.
    func differs(from other: RGBA, by tolerance: Int) -> Bool {
        max(abs(Int(r) - Int(other.r)), abs(Int(g) - Int(other.g)), abs(Int(b) - Int(other.b))) > tolerance
    }

    /// This colour composited at its alpha over an opaque `paper`.
    func over(_ paper: RGBA) -> RGBA {
        let a = Double(self.a) / 255
        func mix(_ c: UInt8, _ p: UInt8) -> UInt8 { UInt8((Double(c) * a + Double(p) * (1 - a)).rounded()) }
        return RGBA(mix(r, paper.r), mix(g, paper.g), mix(b, paper.b))
    }
}

/// Turn in radians at centreline point `k` (between its incoming and outgoing segments).
func turn(_ p: [Point], at k: Int) -> Double {
    guard k > 0, k + 1 < p.count else { return 0 }
    let a = (p[k] - p[k - 1]).normalized, b = (p[k + 1] - p[k]).normalized
    return abs(atan2(a.cross(b), a.dot(b)))
}

func sharpestTurn(_ p: [Point]) -> Int {
    (1..<max(1, p.count - 1)).max { turn(p, at: $0) < turn(p, at: $1) } ?? 0
}

/// Distance from `q` to segments `range` of the polyline, and the nearest segment's index.
func nearestSegment(_ q: Point, _ p: [Point], _ range: ClosedRange<Int>) -> (distance: Double, segment: Int) {
    var best = (Double.infinity, range.lowerBound)
    for k in range where k + 1 < p.count {
        let ab = p[k + 1] - p[k]
        let t = ab.dot(ab) > 0 ? min(max((q - p[k]).dot(ab) / ab.dot(ab), 0), 1) : 0
        let d = q.distance(to: p[k] + ab * t)
        if d < best.0 { best = (d, k) }
    }
    return best
}

/// Pixels inside the core of centreline segments `segments` (more than 1.5 px inside the
/// edge, where the ink is full whatever the anti-aliasing and the software renderer's rounding
/// of vertices to whole pixels) whose colour is not the stroke's plain colour: a lighter one
/// is a crack, a darker one doubled ink. `place` names where the finding is.
func coreFindings(_ image: RasterImage, _ r: SeamReplay, segments: ClosedRange<Int>, ink plain: RGBA,
                  place: String, tolerance: Int = 3) -> SeamFindings {
    var out: SeamFindings = []
    var seen = Set<Int>()
    for k in segments where k >= 0 && k + 1 < r.points.count {
        let a = r.points[k], b = r.points[k + 1]
        let core = min(r.radii[k], r.radii[k + 1]) - 1.5
        guard core > 0 else { return [SeamFinding(description: "\(place): stroke too thin for a core check")] }
        for y in Int((min(a.y, b.y) - core).rounded(.down))...Int((max(a.y, b.y) + core).rounded(.up)) {
            for x in Int((min(a.x, b.x) - core).rounded(.down))...Int((max(a.x, b.x) + core).rounded(.up)) {
                let (d, _) = nearestSegment(Point(Double(x) + 0.5, Double(y) + 0.5), r.points, k...k)
                guard d <= core, let px = image[x, y], seen.insert(y * image.width + x).inserted else { continue }
                if px.differs(from: plain, by: tolerance) {
                    let kind = plainInk(px) < plainInk(plain) ? "lighter (crack)" : "darker (doubled ink)"
                    out.append(SeamFinding(description: "\(place): pixel (\(x), \(y)), \(d.formatted2) px from segment \(k), is \(px), not \(plain): \(kind)",
                                           pixel: y * image.width + x))
                }
            }
        }
    }
    return out
}

/// The core check at a join at centreline point `j`: the two segments either side of it.
func coreFindings(_ image: RasterImage, _ r: SeamReplay, around j: Int, ink plain: RGBA) -> SeamFindings {
    coreFindings(image, r, segments: (j - 2)...(j + 1), ink: plain, place: j == r.corner ? "corner \(j)" : "join \(j)")
}

/// Profiles across the stroke near centreline point `j`, away from sharp turns: from the
/// centreline outwards along the normal, pixels go from full ink to paper through 1 or 2
/// in-between pixels (the anti-aliasing fringe), never hard (none) or blurred (3 or more);
/// within 1.5 px inside the edge everything is ink, 1.5 px outside it is paper.
func edgeFindings(_ image: RasterImage, _ r: SeamReplay, around j: Int, full: Double,
                  window: Int = 10) -> SeamFindings {
    let lo = max(1, j - window), hi = min(r.points.count - 2, j + window)
    guard lo < hi else { return [] }
    var out: SeamFindings = []
    var fringePixels = 0, edges = 0
    for k in lo..<hi {
        // Only straight-ish stretches, well away from sharp turns (the normal is clear there).
        guard (max(1, k - 6)...min(r.points.count - 2, k + 6)).allSatisfy({ turn(r.points, at: $0) < 0.35 }) else { continue }
        let q = r.points[k].lerp(to: r.points[k + 1], 0.5)
        let d = (r.points[k + 1] - r.points[k]).normalized
        let radius = (r.radii[k] + r.radii[k + 1]) / 2
        for side in [1.0, -1.0] {
            let n = d.perpendicular * side
            // Pixels whose centres lie within half a pixel of the ray q + n t, t in 0...radius+3.
            var samples: [(t: Double, coverage: Double, pixel: Int)] = []
            let reach = radius + 3
            for y in Int((q.y - reach - 1).rounded(.down))...Int((q.y + reach + 1).rounded(.up)) {
                for x in Int((q.x - reach - 1).rounded(.down))...Int((q.x + reach + 1).rounded(.up)) {
                    let v = Point(Double(x) + 0.5, Double(y) + 0.5) - q
                    let t = v.dot(n), off = abs(v.dot(d))
                    guard t >= 0, t <= reach, off <= 0.5 else { continue }
                    samples.append((t, Double(image.ink(x: x, y: y)) / full, y * image.width + x))
                }
            }
            samples.sort { $0.t < $1.t }
            // Skip a profile that comes near another part of the stroke (legs meeting at a corner).
            let reachOthers = samples.contains { sample in
                let c = q + n * sample.t
                return r.points.indices.dropLast().contains { m in
                    abs(m - k) > 12 && nearestSegment(c, r.points, m...m).distance < radius + 2.5
                }
            }
            if reachOthers { continue }
            edges += 1
            let fringe = samples.filter { $0.coverage > 0.05 && $0.coverage < 0.95 }
            fringePixels += fringe.count
            let place = "join \(j), segment \(k), side \(side > 0 ? "left" : "right")"
            if let bad = samples.first(where: { $0.t < radius - 1.5 && $0.coverage < 0.95 }) {
                out.append(SeamFinding(description: "\(place): only \(bad.coverage.formatted2) ink \(bad.t.formatted2) px from the centre, inside the edge at \(radius.formatted2)", pixel: bad.pixel))
            }
            if let bad = samples.first(where: { $0.t > radius + 1.5 && $0.coverage > 0.05 }) {
                out.append(SeamFinding(description: "\(place): \(bad.coverage.formatted2) ink \(bad.t.formatted2) px out, beyond the edge at \(radius.formatted2)", pixel: bad.pixel))
            }
            if fringe.count > 2 {
                out.append(SeamFinding(description: "\(place): blurred edge, \(fringe.count) in-between pixels at \(fringe.map { $0.t.formatted2 })"))
            }
            // Ink never rises going outwards (no ridge or halo at the edge).
            for (a, b) in zip(samples, samples.dropFirst()) where b.t - a.t > 0.3 && b.coverage > a.coverage + 0.15 {
                out.append(SeamFinding(description: "\(place): ink rises outwards from \(a.coverage.formatted2) to \(b.coverage.formatted2) at \(b.t.formatted2) px", pixel: a.pixel))
            }
        }
    }
    // Anti-aliased: on the whole about one in-between pixel per edge crossing; a hard edge has none.
    if edges > 0 {
        let mean = Double(fringePixels) / Double(edges)
        if mean < 0.25 || mean > 2 {
            out.append(SeamFinding(description: "join \(j): \(mean.formatted2) in-between pixels per edge on average over \(edges) profiles (anti-aliased is about 1)"))
        }
    }
    return out
}

extension Double {
    var formatted2: String { String(format: "%.2f", self) }
}

extension RasterImage {
    /// Each channel averaged over the 3 by 3 pixels around (edges clamped).
    func boxBlurred() -> RasterImage {
        var out = pixels
        for y in 0..<height {
            for x in 0..<width {
                for c in 0..<4 {
                    var sum = 0
                    for dy in -1...1 {
                        for dx in -1...1 {
                            let xx = min(max(x + dx, 0), width - 1), yy = min(max(y + dy, 0), height - 1)
                            sum += Int(pixels[(yy * width + xx) * 4 + c])
                        }
                    }
                    out[(y * width + x) * 4 + c] = UInt8(sum / 9)
                }
            }
        }
        return RasterImage(width: width, height: height, pixels: out)
    }

    /// The square of `side` pixels centred on (cx, cy), each pixel made `scale` by `scale`.
    func zoomed(around cx: Int, _ cy: Int, side: Int, scale: Int) -> RasterImage {
        let w = side * scale
        var out = [UInt8](repeating: 255, count: w * w * 4)
        for y in 0..<w {
            for x in 0..<w {
                guard let p = self[cx - side / 2 + x / scale, cy - side / 2 + y / scale] else { continue }
                let i = (y * w + x) * 4
                out[i] = p.r; out[i + 1] = p.g; out[i + 2] = p.b; out[i + 3] = 255
            }
        }
        return RasterImage(width: w, height: w, pixels: out)
    }
}

/// Writes each place's neighbourhood magnified 8 times into SKETCHPAD_TEST_ARTIFACTS, if set.
func saveArtifacts(_ image: RasterImage, _ r: SeamReplay, _ places: [Int], name: String) {
    guard let folder = ProcessInfo.processInfo.environment["SKETCHPAD_TEST_ARTIFACTS"], !folder.isEmpty else { return }
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for j in places where j < r.points.count {
        let p = r.points[j]
        let zoom = image.zoomed(around: Int(p.x), Int(p.y), side: 40, scale: 8)
        let kind = j == r.corner ? "corner" : "join"
        do {
            try PNGWriter.write(zoom, to: "\(folder)/seam-\(name)-\(kind)-\(j).png")
        } catch {
            Issue.record("could not write an artifact: \(error)")
        }
    }
}

/// Draws a replay's centreline on a blank canvas the wrong way on purpose: in the pieces that
/// `plan` gives (first point, last point, whether the piece leads in along its first
/// segment), each piece blended on its own at the style's colour; optionally with every mesh
/// vertex at full alpha.
func drawPieces(_ r: SeamReplay, style: StrokeStyle, joins: [Int]? = nil, hardEdges: Bool = false,
                composite: Bool = false, plan: ([Point], [Int]) -> [(Int, Int, Bool)]) throws -> RasterImage {
    try withPlayer(size: SDLTests.SeamTests.size, style: style) { p in
        let device = p.loop.device
        let size = SDLTests.SeamTests.size
        let target = try device.makeTarget(size)
        let layer = try device.makeTarget(size, blended: true)
        let all = PixelRect(x: 0, y: 0, width: size.width, height: size.height)
        try device.setTarget(target)
        try device.clear(.white)
        let pieces = plan(r.points, joins ?? r.joins)
        var opaque = style.color
        opaque.a = 255
        for (n, (a, b, leadIn)) in pieces.enumerated() {
            let ink = (a...b).map { InkPoint(r.points[$0], width: 1) }
            var mesh = Mesh()
            StrokeTessellator.append(ink[...], style: style, color: composite ? opaque : nil,
                                     piece: .init(leadIn: leadIn, endCap: n == pieces.count - 1), to: &mesh)
            if hardEdges {
                var solid = Mesh()
                for v in mesh.vertices {
                    var c = v.color
                    c.a = 255
                    _ = solid.addVertex(Point(Double(v.x), Double(v.y)), c)
                }
                for t in stride(from: 0, to: mesh.indices.count, by: 3) {
                    solid.addTriangle(mesh.indices[t], mesh.indices[t + 1], mesh.indices[t + 2])
                }
                mesh = solid
            }
            if composite {
                // As the renderer draws translucent ink: opaque into a layer, composited at its alpha.
                var clearInk = opaque
                clearInk.a = 0
                try device.setTarget(layer)
                try device.replace(all, with: clearInk)
                try device.draw(mesh)
                try device.setTarget(target)
                try device.copy(layer, rect: all, alpha: style.color.a)
            } else {
                try device.draw(mesh)
            }
        }
        let image = try device.readPixels(size)
        try device.setTarget(nil)
        return image
    }
}
