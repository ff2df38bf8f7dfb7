/// A point of a stroke's drawn centreline: where, how wide and when.
///
/// Smoothing turns a stroke's samples into these; the tessellator turns them into triangles.
public struct InkPoint: Hashable, Sendable {
    /// Position in canvas pixels.
    public var point: Point
    /// Width as a fraction of the stroke's full width, 0...1 (from pressure or speed).
    public var width: Double
    /// Seconds on the session's clock.
    public var time: Double

    public init(_ point: Point, width: Double = 1, time: Double = 0) {
        self.point = point
        self.width = width
        self.time = time
    }

    /// The point `t` of the way to `o`, with width and time interpolated alike.
    public func lerp(to o: InkPoint, _ t: Double) -> InkPoint {
        InkPoint(point.lerp(to: o.point, t), width: width + (o.width - width) * t, time: time + (o.time - time) * t)
    }
}
