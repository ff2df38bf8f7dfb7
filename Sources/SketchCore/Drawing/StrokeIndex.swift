/// The live strokes of a `Drawing` on a uniform grid, keyed by their bounds, so the eraser
/// finds the strokes near a segment in O(strokes near it) instead of O(all samples).
///
/// Each stroke's bounds are computed once, when it goes in (O(its samples)); it is listed in
/// every `cellSize` cell they cover. A stroke covering more than `maxCells` cells (or with
/// bounds that are not finite) is kept in a short list every query returns.
struct StrokeIndex: Sendable {
    /// Grid pitch in canvas pixels.
    static let cellSize = 64.0
    /// Cells a stroke may cover before it goes to the always-returned list.
    static let maxCells = 1024
    /// Cells a query may visit before it takes every stroke instead (a fling across a huge canvas).
    static let maxQueryCells = 65_536

    private struct Cell: Hashable, Sendable {
        var x: Int
        var y: Int
    }

    private struct Entry: Sendable {
        var stroke: Stroke
        var lo: Point
        var hi: Point
    }

    private var entries: [StrokeID: Entry] = [:]
    private var cells: [Cell: [StrokeID]] = [:]
    private var wide: Set<StrokeID> = []

    /// Number of strokes held.
    var count: Int { entries.count }

    func contains(_ id: StrokeID) -> Bool { entries[id] != nil }

    func stroke(_ id: StrokeID) -> Stroke? { entries[id]?.stroke }

    /// Adds `stroke` (replacing one with its id). O(samples + cells covered).
    mutating func insert(_ stroke: Stroke) {
        remove(stroke.id)
        // A stroke without samples has no bounds: held, never near anything.
        let (lo, hi) = stroke.bounds ?? (Point(.nan, .nan), Point(.nan, .nan))
        entries[stroke.id] = Entry(stroke: stroke, lo: lo, hi: hi)
        if let range = Self.cells(lo, hi) {
            for y in range.y { for x in range.x { cells[Cell(x: x, y: y), default: []].append(stroke.id) } }
        } else {
            wide.insert(stroke.id)
        }
    }

    /// Removes the stroke with `id`, if held. O(cells covered × strokes per cell).
    mutating func remove(_ id: StrokeID) {
        guard let e = entries.removeValue(forKey: id) else { return }
        guard let range = Self.cells(e.lo, e.hi) else { wide.remove(id); return }
        for y in range.y {
            for x in range.x {
                let c = Cell(x: x, y: y)
                cells[c]?.removeAll { $0 == id }
                if cells[c]?.isEmpty == true { cells[c] = nil }
            }
        }
    }

    /// The strokes whose bounds come within `reach` of the box around `a -> b`, in id order
    /// (z-order). A superset of the strokes whose ink lies that close.
    func strokes(near a: Point, _ b: Point, within reach: Double) -> [Stroke] {
        let lo = Point(min(a.x, b.x) - reach, min(a.y, b.y) - reach)
        let hi = Point(max(a.x, b.x) + reach, max(a.y, b.y) + reach)
        var ids = wide
        if let range = Self.cells(lo, hi, limit: Self.maxQueryCells) {
            for y in range.y {
                for x in range.x {
                    if let list = cells[Cell(x: x, y: y)] { ids.formUnion(list) }
                }
            }
        } else {
            ids = Set(entries.keys)
        }
        return ids.sorted().compactMap { id in
            guard let e = entries[id], e.lo.x <= hi.x, e.lo.y <= hi.y, e.hi.x >= lo.x, e.hi.y >= lo.y else { return nil }
            return e.stroke
        }
    }

    /// The cells covering `lo...hi`, or nil when they are too many or the box is not finite.
    private static func cells(_ lo: Point, _ hi: Point, limit: Int = maxCells) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
        guard lo.isFinite, hi.isFinite, lo.x <= hi.x, lo.y <= hi.y else { return nil }
        let span = Double(limit)
        let x0 = (lo.x / cellSize).rounded(.down), x1 = (hi.x / cellSize).rounded(.down)
        let y0 = (lo.y / cellSize).rounded(.down), y1 = (hi.y / cellSize).rounded(.down)
        guard abs(x0) < 1e9, abs(x1) < 1e9, abs(y0) < 1e9, abs(y1) < 1e9,
              (x1 - x0 + 1) * (y1 - y0 + 1) <= span else { return nil }
        return (Int(x0)...Int(x1), Int(y0)...Int(y1))
    }
}

extension Drawing {
    /// The live strokes that may come within `reach` of the segment `a -> b` (those whose
    /// cached bounds, grown by half their width, come that close), in z-order: the eraser's
    /// candidates. O(strokes near the segment), whatever the size of the drawing.
    public func strokes(near a: Point, _ b: Point, within reach: Double) -> [Stroke] {
        index.strokes(near: a, b, within: reach)
    }
}
