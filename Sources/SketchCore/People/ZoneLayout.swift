/// How `--users N` shares the screen: `screen` for people standing at a wall board, `table` for a
/// board laid flat with people around it.
public enum LayoutStyle: String, CaseIterable, Sendable {
    /// Everyone stands at the bottom edge: zones in a grid, all reading normally.
    case screen
    /// Half the people sit across the table: the top row of zones is turned half a turn.
    case table
}

/// The direction a person looks at the screen from, as the rotation (degrees) of their UI.
public enum Facing: Int, Sendable {
    /// The person is at the bottom edge and reads the screen normally.
    case up = 0
    /// The person is across the table at the top edge: their UI is turned 180°.
    case down = 180
}

/// One person's part of the canvas.
public struct Zone: Hashable, Sendable {
    /// 0-based; also the index of the person's default colour.
    public var person: Int
    public var rect: Rect
    public var facing: Facing

    public init(person: Int, rect: Rect, facing: Facing) {
        self.person = person
        self.rect = rect
        self.facing = facing
    }
}

/// The zones of 1 to 8 people on one canvas: they tile it exactly, with whole-pixel edges.
///
/// `zones[i].person == i`. Columns and rows are equal, the last one absorbing the remainder.
public struct ZoneLayout: Hashable, Sendable {
    public static let peopleRange = 1...8

    public var canvas: CanvasSize
    public var style: LayoutStyle
    public var zones: [Zone]

    /// `people` is clamped to `peopleRange`.
    public init(people: Int, canvas: CanvasSize, style: LayoutStyle) {
        self.canvas = canvas
        self.style = style
        self.zones = Self.zones(people: people, canvas: canvas, style: style)
    }

    /// The zone holding `p`, by the half-open rule; points on the canvas's right and bottom edges
    /// count as inside. Nil outside the canvas (and for NaN).
    public func zone(containing p: Point) -> Zone? {
        let w = Double(canvas.width), h = Double(canvas.height)
        guard p.x >= 0, p.x <= w, p.y >= 0, p.y <= h else { return nil }
        let q = Point(p.x == w ? w.nextDown : p.x, p.y == h ? h.nextDown : p.y)
        return zones.first { $0.rect.contains(q) }
    }

    /// The person whose zone holds `p`; nil outside the canvas.
    public func person(at p: Point) -> Int? { zone(containing: p)?.person }

    /// The zones for `people` (clamped to 1...8), in person order.
    ///
    /// `screen`: 1 is the whole canvas; 2 and 3 are side by side; 4 is 2x2; 5 and 6 are three
    /// columns over two rows; 7 and 8 four columns over two rows. People go left to right, top row
    /// first; with an odd count the bottom row has one fewer, wider, zone. All face up.
    ///
    /// `table`: 1 is the whole canvas. Otherwise ceil(N/2) zones across the bottom half face up and
    /// floor(N/2) across the top half face down. Numbering goes round the table: the bottom row
    /// left to right, then the top row right to left.
    public static func zones(people: Int, canvas: CanvasSize, style: LayoutStyle) -> [Zone] {
        let n = min(max(people, peopleRange.lowerBound), peopleRange.upperBound)
        let w = canvas.width, h = canvas.height
        if n == 1 { return [Zone(person: 0, rect: Rect(canvas), facing: .up)] }
        switch style {
        case .screen:
            if n <= 3 { return row(columns: n, y: 0, height: h, width: w).map { Zone(person: $0.0, rect: $0.1, facing: .up) } }
            let top = (n + 1) / 2, bottom = n / 2
            let (topY, topH, bottomY, bottomH) = halves(h)
            let upper = row(columns: top, y: topY, height: topH, width: w)
            let lower = row(columns: bottom, y: bottomY, height: bottomH, width: w)
            return upper.map { Zone(person: $0.0, rect: $0.1, facing: .up) }
                + lower.map { Zone(person: top + $0.0, rect: $0.1, facing: .up) }
        case .table:
            let bottom = (n + 1) / 2, top = n / 2
            let (topY, topH, bottomY, bottomH) = halves(h)
            let near = row(columns: bottom, y: bottomY, height: bottomH, width: w)
            let far = row(columns: top, y: topY, height: topH, width: w)
            return near.map { Zone(person: $0.0, rect: $0.1, facing: .up) }
                + far.reversed().enumerated().map { Zone(person: bottom + $0.offset, rect: $0.element.1, facing: .down) }
        }
    }

    /// `columns` equal columns across `width` (the last absorbing the remainder), with their index.
    private static func row(columns: Int, y: Int, height: Int, width: Int) -> [(Int, Rect)] {
        let step = width / columns
        return (0..<columns).map { c in
            let x = c * step
            let right = c == columns - 1 ? width : x + step
            return (c, Rect(x: Double(x), y: Double(y), width: Double(right - x), height: Double(height)))
        }
    }

    /// The top and bottom halves of `height` as (topY, topHeight, bottomY, bottomHeight).
    private static func halves(_ height: Int) -> (Int, Int, Int, Int) {
        let top = height / 2
        return (0, top, top, height - top)
    }
}
