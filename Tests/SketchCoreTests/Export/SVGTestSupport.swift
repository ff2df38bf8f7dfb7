import Foundation
@testable import SketchCore
#if canImport(FoundationXML)
import FoundationXML
#endif

// Reading back what the SVG writer wrote, independently of how it wrote it: path data parsed
// and flattened (arcs by the SVG specification's endpoint-to-centre conversion), winding
// numbers, the attributes of an element, and an XML parse.

/// One command of absolute path data.
enum PathCommand: Equatable {
    case move(Point)
    case line(Point)
    case arc(radius: Double, largeArc: Bool, sweep: Bool, to: Point)
    case close
}

/// Parses path data made of absolute `M`, `L`, `A` (circular, no rotation) and `Z`; nil for
/// anything else.
func parsePathData(_ d: String) -> [PathCommand]? {
    var tokens: [String] = []
    var current = ""
    for ch in d {
        if ch.isLetter {
            if !current.isEmpty { tokens.append(current); current = "" }
            tokens.append(String(ch))
        } else if ch == " " || ch == "," {
            if !current.isEmpty { tokens.append(current); current = "" }
        } else {
            current.append(ch)
        }
    }
    if !current.isEmpty { tokens.append(current) }
    var out: [PathCommand] = []
    var i = 0
    func numbers(_ n: Int) -> [Double]? {
        guard i + n <= tokens.count else { return nil }
        let v = tokens[i..<(i + n)].compactMap(Double.init)
        guard v.count == n else { return nil }
        i += n
        return v
    }
    while i < tokens.count {
        let c = tokens[i]
        i += 1
        switch c {
        case "M": guard let v = numbers(2) else { return nil }; out.append(.move(Point(v[0], v[1])))
        case "L": guard let v = numbers(2) else { return nil }; out.append(.line(Point(v[0], v[1])))
        case "A":
            guard let v = numbers(7), v[0] == v[1], v[2] == 0 else { return nil }
            out.append(.arc(radius: v[0], largeArc: v[3] != 0, sweep: v[4] != 0, to: Point(v[5], v[6])))
        case "Z": out.append(.close)
        default: return nil
        }
    }
    return out
}

/// Points along an SVG arc from `p1` to `p2` (both included), `steps` pieces.
func flattenArc(from p1: Point, to p2: Point, radius: Double, largeArc: Bool, sweep: Bool,
                steps: Int = 16) -> [Point] {
    var r = radius
    let h = (p1 - p2) * 0.5
    let lambda = (h.x * h.x + h.y * h.y) / (r * r)
    if lambda > 1 { r *= lambda.squareRoot() }
    let len2 = h.x * h.x + h.y * h.y
    guard len2 > 0 else { return [p1] }
    var coef = max(0, (r * r - len2) / len2).squareRoot()
    if largeArc == sweep { coef = -coef }
    let cPrime = Point(coef * h.y, -coef * h.x)
    let c = cPrime + (p1 + p2) * 0.5
    let u = (h - cPrime) * (1 / r), v = (-h - cPrime) * (1 / r)
    let a0 = atan2(u.y, u.x)
    var delta = atan2(u.cross(v), u.dot(v))
    if !sweep && delta > 0 { delta -= 2 * .pi }
    if sweep && delta < 0 { delta += 2 * .pi }
    return (0...steps).map { k in
        let a = a0 + delta * Double(k) / Double(steps)
        return c + Point(cos(a), sin(a)) * r
    }
}

/// The closed rings of flattened path data (each ring's last point joins its first).
func flatten(_ commands: [PathCommand], arcSteps: Int = 16) -> [[Point]] {
    var rings: [[Point]] = []
    var ring: [Point] = []
    for c in commands {
        switch c {
        case let .move(p):
            if !ring.isEmpty { rings.append(ring) }
            ring = [p]
        case let .line(p):
            ring.append(p)
        case let .arc(r, large, sweep, to):
            ring += flattenArc(from: ring.last!, to: to, radius: r, largeArc: large, sweep: sweep,
                               steps: arcSteps).dropFirst()
        case .close:
            if !ring.isEmpty { rings.append(ring) }
            ring = []
        }
    }
    if !ring.isEmpty { rings.append(ring) }
    return rings
}

/// The winding number of closed rings around `q` (nonzero: inside, by the nonzero rule).
func winding(_ rings: [[Point]], at q: Point) -> Int {
    var w = 0
    for ring in rings {
        for (k, a) in ring.enumerated() {
            let b = ring[(k + 1) % ring.count]
            if a.y <= q.y {
                if b.y > q.y && (b - a).cross(q - a) > 0 { w += 1 }
            } else if b.y <= q.y && (b - a).cross(q - a) < 0 {
                w -= 1
            }
        }
    }
    return w
}

/// A grid of sample points over a rectangle, `step` apart, with a value per point.
struct SampleGrid<Value> {
    let origin: Point
    let step: Double
    let columns: Int
    let rows: Int
    var values: [Value]

    init(covering lo: Point, _ hi: Point, step: Double, initial: Value) {
        // A small irrational offset keeps samples off vertices and edges printed to 1/100 px.
        origin = lo + Point(0.0031415, 0.0027182)
        self.step = step
        columns = Int(((hi.x - lo.x) / step).rounded(.up)) + 1
        rows = Int(((hi.y - lo.y) / step).rounded(.up)) + 1
        values = Array(repeating: initial, count: columns * rows)
    }

    func point(_ i: Int, _ j: Int) -> Point { origin + Point(Double(i) * step, Double(j) * step) }
    subscript(i: Int, j: Int) -> Value {
        get { values[j * columns + i] }
        set { values[j * columns + i] = newValue }
    }
}

/// Winding numbers of `rings` at every grid point, row by row (a scanline per row).
func windingGrid(_ rings: [[Point]], lo: Point, hi: Point, step: Double) -> SampleGrid<Int> {
    var grid = SampleGrid(covering: lo, hi, step: step, initial: 0)
    for j in 0..<grid.rows {
        let y = grid.point(0, j).y
        var crossings: [(x: Double, dir: Int)] = []
        for ring in rings {
            for (k, a) in ring.enumerated() {
                let b = ring[(k + 1) % ring.count]
                if (a.y <= y) != (b.y <= y) {
                    let x = a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x)
                    crossings.append((x, b.y > a.y ? 1 : -1))
                }
            }
        }
        crossings.sort { $0.x < $1.x }
        // Winding at x: the signed crossings to its right (upward edges +1 seen from the left).
        var total = crossings.reduce(0) { $0 + $1.dir }
        var next = 0
        for i in 0..<grid.columns {
            let x = grid.point(i, j).x
            while next < crossings.count && crossings[next].x <= x {
                total -= crossings[next].dir
                next += 1
            }
            grid[i, j] = total
        }
    }
    return grid
}

/// The largest ink alpha (0...255) the renderer's mesh puts on each grid point.
func meshAlphaGrid(_ mesh: Mesh, lo: Point, hi: Point, step: Double) -> SampleGrid<Double> {
    var grid = SampleGrid(covering: lo, hi, step: step, initial: 0.0)
    let v = mesh.vertices
    for t in stride(from: 0, to: mesh.indices.count, by: 3) {
        let a = v[Int(mesh.indices[t])], b = v[Int(mesh.indices[t + 1])], c = v[Int(mesh.indices[t + 2])]
        let pa = Point(Double(a.x), Double(a.y)), pb = Point(Double(b.x), Double(b.y)), pc = Point(Double(c.x), Double(c.y))
        let area = (pb - pa).cross(pc - pa)
        guard abs(area) > 1e-12 else { continue }
        let minX = min(pa.x, pb.x, pc.x), maxX = max(pa.x, pb.x, pc.x)
        let minY = min(pa.y, pb.y, pc.y), maxY = max(pa.y, pb.y, pc.y)
        let i0 = max(0, Int(((minX - grid.origin.x) / grid.step).rounded(.down)))
        let i1 = min(grid.columns - 1, Int(((maxX - grid.origin.x) / grid.step).rounded(.up)))
        let j0 = max(0, Int(((minY - grid.origin.y) / grid.step).rounded(.down)))
        let j1 = min(grid.rows - 1, Int(((maxY - grid.origin.y) / grid.step).rounded(.up)))
        guard i0 <= i1, j0 <= j1 else { continue }
        for j in j0...j1 {
            for i in i0...i1 {
                let q = grid.point(i, j)
                let wa = (pb - q).cross(pc - q) / area, wb = (pc - q).cross(pa - q) / area
                let wc = 1 - wa - wb
                guard wa >= 0, wb >= 0, wc >= 0 else { continue }
                let alpha = wa * Double(a.color.a) + wb * Double(b.color.a) + wc * Double(c.color.a)
                grid[i, j] = max(grid[i, j], alpha)
            }
        }
    }
    return grid
}

/// Distance from `q` to the polyline through `points`.
func distance(from q: Point, toPolyline points: [Point]) -> Double {
    guard points.count > 1 else { return q.distance(to: points[0]) }
    var best = Double.infinity
    for k in 0..<(points.count - 1) {
        let a = points[k], b = points[k + 1]
        let ab = b - a
        let t = ab.dot(ab) > 0 ? min(max((q - a).dot(ab) / ab.dot(ab), 0), 1) : 0
        best = min(best, q.distance(to: a + ab * t))
    }
    return best
}

/// The value of attribute `name` in the first element of `xml` that has it.
func attribute(_ name: String, in xml: String) -> String? {
    guard let start = xml.range(of: " \(name)=\"") else { return nil }
    let rest = xml[start.upperBound...]
    guard let end = rest.firstIndex(of: "\"") else { return nil }
    return String(rest[..<end])
}

/// Every `<path …/>` element of a document, in order.
func pathElements(_ svg: String) -> [String] {
    svg.components(separatedBy: "\n").filter { $0.hasPrefix("<path ") }
}

/// An element seen by the XML parser.
struct ParsedElement: Equatable {
    var name: String
    var attributes: [String: String]
}

#if canImport(FoundationXML) || canImport(Darwin)
private final class ElementCollector: NSObject, XMLParserDelegate {
    var elements: [ParsedElement] = []
    var depthAtSVG: [Int] = []
    var depth = 0
    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        elements.append(ParsedElement(name: elementName, attributes: attributeDict))
        depth += 1
    }
    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?) {
        depth -= 1
    }
}

/// The elements of a well-formed XML document in document order, or nil when it does not parse.
func parseXML(_ text: String) -> [ParsedElement]? {
    let parser = XMLParser(data: Data(text.utf8))
    let collector = ElementCollector()
    parser.delegate = collector
    guard parser.parse(), collector.depth == 0 else { return nil }
    return collector.elements
}
#else
/// Without an XML parser: a plain check that every tag is closed and nested, attributes quoted.
func parseXML(_ text: String) -> [ParsedElement]? {
    var elements: [ParsedElement] = []
    var open: [String] = []
    var rest = Substring(text)
    while let lt = rest.firstIndex(of: "<") {
        guard let gt = rest[lt...].firstIndex(of: ">") else { return nil }
        let tag = rest[rest.index(after: lt)..<gt]
        rest = rest[rest.index(after: gt)...]
        if tag.hasPrefix("?") { continue }
        if tag.hasPrefix("/") {
            guard open.popLast() == String(tag.dropFirst()) else { return nil }
            continue
        }
        let selfClosing = tag.hasSuffix("/")
        let body = selfClosing ? tag.dropLast() : tag
        let name = String(body.prefix { !$0.isWhitespace })
        var attributes: [String: String] = [:]
        var a = body.dropFirst(name.count)
        while let eq = a.firstIndex(of: "=") {
            let key = a[..<eq].trimmingCharacters(in: .whitespaces)
            a = a[a.index(after: eq)...]
            guard a.first == "\"", let close = a.dropFirst().firstIndex(of: "\"") else { return nil }
            attributes[key] = String(a[a.index(after: a.startIndex)..<close])
            a = a[a.index(after: close)...]
        }
        elements.append(ParsedElement(name: name, attributes: attributes))
        if !selfClosing { open.append(name) }
    }
    return open.isEmpty ? elements : nil
}
#endif
