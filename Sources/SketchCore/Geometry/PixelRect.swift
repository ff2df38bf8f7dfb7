/// A rectangle of whole pixels: `x..<x+width`, `y..<y+height`.
public struct PixelRect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The smallest rect holding both.
    public func union(_ o: PixelRect) -> PixelRect {
        let x0 = min(x, o.x), y0 = min(y, o.y)
        return PixelRect(x: x0, y: y0, width: max(x + width, o.x + o.width) - x0, height: max(y + height, o.y + o.height) - y0)
    }

    /// The smallest pixel rect covering `min...max` grown by `margin`, cut to a canvas (nil if nothing is left).
    public init?(covering min: Point, _ max: Point, margin: Double, in canvas: CanvasSize) {
        guard min.isFinite, max.isFinite, margin.isFinite else { return nil }
        let x0 = Self.whole(min.x - margin, up: false, limit: canvas.width)
        let y0 = Self.whole(min.y - margin, up: false, limit: canvas.height)
        let x1 = Self.whole(max.x + margin, up: true, limit: canvas.width)
        let y1 = Self.whole(max.y + margin, up: true, limit: canvas.height)
        guard x1 > x0, y1 > y0 else { return nil }
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Finite `v` rounded down (or up) to a whole pixel, cut to `0...limit`. The same as
    /// `rounded(.down)` then clamping, without a libm call (the rasterizer asks for one box
    /// per triangle): cut to `-1...limit + 1` first, so the integer conversion cannot trap.
    @inline(__always)
    static func whole(_ v: Double, up: Bool, limit: Int) -> Int {
        let c = Swift.min(Swift.max(v, -1), Double(limit) + 1)
        var i = Int(c)  // towards zero
        if up { if Double(i) < c { i += 1 } } else if Double(i) > c { i -= 1 }
        return Swift.min(Swift.max(i, 0), limit)
    }
}
