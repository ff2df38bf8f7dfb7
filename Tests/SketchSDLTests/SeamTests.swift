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

extension SDLTests {
    @MainActor @Suite struct SeamTests {
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
                    guard let a = p.loop.session.activeStrokes.first else { continue }
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
            let ink = RGBA.black.over(.white)
            let image = lifted ? r.lifted : r.drawing
            let places = Set(r.joins + [r.corner]).sorted()
            saveArtifacts(image, r, places, name: "\(smoothing)-\(lifted ? "lifted" : "drawing")")
            var findings: SeamFindings = []
            for j in places {
                findings += coreFindings(image, r, around: j, ink: ink)
                findings += edgeFindings(image, r, around: j, full: 255)
            }
            #expect(findings.isEmpty, "\(findings.report)")
        }

        @Test(arguments: [false, true])
        func translucentInkHasNoDarkerJoinsAndItsEdgeIsAntiAliased(lifted: Bool) throws {
            // Translucent ink stays wet while drawn and is composited as one layer, so it has no
            // pieces: look where opaque ink has its joins, and at the corner.
            let o = try Self.model.get(), r = try Self.translucent.get()
            let image = lifted ? r.lifted : r.drawing
            let ink = Self.translucentStyle.color.over(.white)
            let places = Set(o.joins + [r.corner]).sorted().filter { $0 < r.points.count }
            saveArtifacts(image, r, places, name: "translucent-\(lifted ? "lifted" : "drawing")")
            var findings: SeamFindings = []
            for j in places {
                findings += coreFindings(image, r, around: j, ink: ink)
                findings += edgeFindings(image, r, around: j, full: Double(plainInk(ink)))
            }
            #expect(findings.isEmpty, "\(findings.report)")
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

        /// Away from the joins too: no pixel inside any stroke is lighter than its ink. (SDL
        /// 2.26's software renderer used to drop both triangles of some quads, leaving 1 px
        /// cracks in model-smoothed strokes; see `RenderDevice.draw`.)
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
            #expect(smoothed.isEmpty, "\(smoothed.report)")
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
