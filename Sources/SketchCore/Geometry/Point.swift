/// A position or vector in canvas pixels; y grows downwards, as on screen.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(0, 0)

    /// True when both coordinates are finite (neither NaN nor infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// Euclidean length of the vector.
    public var length: Double { (x * x + y * y).squareRoot() }

    /// Distance to another point, in pixels.
    public func distance(to other: Point) -> Double { (self - other).length }

    /// The unit vector in the same direction; `.zero` for a zero vector.
    public var normalized: Point {
        let l = length
        return l > 0 ? Point(x / l, y / l) : .zero
    }

    /// The vector turned a quarter turn: `(-y, x)`.
    public var perpendicular: Point { Point(-y, x) }

    public func dot(_ o: Point) -> Double { x * o.x + y * o.y }

    /// The z component of the 3-D cross product: positive when `o` turns towards `perpendicular`.
    public func cross(_ o: Point) -> Double { x * o.y - y * o.x }

    /// The point `t` of the way from `self` to `o` (0 gives self, 1 gives o).
    public func lerp(to o: Point, _ t: Double) -> Point { self + (o - self) * t }

    public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    public static func * (a: Point, k: Double) -> Point { Point(a.x * k, a.y * k) }
    public static prefix func - (a: Point) -> Point { Point(-a.x, -a.y) }
}
