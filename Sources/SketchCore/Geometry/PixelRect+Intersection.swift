extension PixelRect {
    /// The pixels in both rects, or nil when they share none.
    public func intersection(_ o: PixelRect) -> PixelRect? {
        let x0 = max(x, o.x), y0 = max(y, o.y)
        let x1 = min(x + width, o.x + o.width), y1 = min(y + height, o.y + o.height)
        guard x1 > x0, y1 > y0 else { return nil }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rect's width and height.
    public var size: CanvasSize { CanvasSize(width: width, height: height) }
}
