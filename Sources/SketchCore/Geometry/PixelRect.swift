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
        func clamp(_ v: Double, _ limit: Int) -> Int { Int(Swift.min(Swift.max(v, 0), Double(limit))) }
        let x0 = clamp((min.x - margin).rounded(.down), canvas.width)
        let y0 = clamp((min.y - margin).rounded(.down), canvas.height)
        let x1 = clamp((max.x + margin).rounded(.up), canvas.width)
        let y1 = clamp((max.y + margin).rounded(.up), canvas.height)
        guard x1 > x0, y1 > y0 else { return nil }
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
