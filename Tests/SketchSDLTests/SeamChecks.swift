import Foundation
import SketchCore
import Testing
@testable import SketchSDL

// The pixel checks behind `SeamTests`: a replayed stroke and its joins, what counts as a
// crack, doubled alpha or a hard or blurred edge, the ink drawn wrong on purpose for the
// controls, and the magnified artifacts.

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
}


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
@MainActor func drawPieces(_ r: SeamReplay, style: StrokeStyle, joins: [Int]? = nil, hardEdges: Bool = false,
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
