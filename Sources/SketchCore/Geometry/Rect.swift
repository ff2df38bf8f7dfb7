/// An axis-aligned rectangle in canvas pixels; y grows downwards, as on screen.
///
/// Containment is half-open: points on the min edges are inside, points on the max edges are not,
/// so rectangles that share an edge never both contain a point on it.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The whole canvas: origin at the top-left corner.
    public init(_ canvas: CanvasSize) {
        self.init(x: 0, y: 0, width: Double(canvas.width), height: Double(canvas.height))
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    public var center: Point { Point(x + width / 2, y + height / 2) }
    public var area: Double { width * height }

    /// True when the rectangle holds no point (zero or negative width or height).
    public var isEmpty: Bool { !(width > 0 && height > 0) }

    /// True when `minX <= p.x < maxX` and `minY <= p.y < maxY`; never for NaN.
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// True when the two rectangles share some area (touching edges do not count).
    public func intersects(_ other: Rect) -> Bool {
        !isEmpty && !other.isEmpty
            && minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom
    /// (grown for negative values). A side that would go negative becomes zero, about the same centre.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        let w = max(width - 2 * dx, 0), h = max(height - 2 * dy, 0)
        let c = center
        return Rect(x: w > 0 ? x + dx : c.x, y: h > 0 ? y + dy : c.y, width: w, height: h)
    }

    /// The rectangle turned half a turn about `pivot`: the point reflection through it.
    public func rotated180(about pivot: Point) -> Rect {
        Rect(x: 2 * pivot.x - maxX, y: 2 * pivot.y - maxY, width: width, height: height)
    }

    /// `x,y WxH`, for test output.
    public var description: String { "\(x),\(y) \(width)x\(height)" }
}
