import Foundation

/// A cubic Bézier segment of ink points: positions follow the curve, width and time are
/// interpolated linearly from `start` to `end`.
public struct CubicBezier: Hashable, Sendable {
    public var start: InkPoint
    public var control1: Point
    public var control2: Point
    public var end: InkPoint

    public init(_ start: InkPoint, _ control1: Point, _ control2: Point, _ end: InkPoint) {
        self.start = start
        self.control1 = control1
        self.control2 = control2
        self.end = end
    }

    /// A quadratic Bézier as a cubic.
    public init(quadratic start: InkPoint, _ control: Point, _ end: InkPoint) {
        self.init(start, start.point + (control - start.point) * (2.0 / 3),
                  end.point + (control - end.point) * (2.0 / 3), end)
    }

    public func position(at t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return start.point * a + control1 * b + control2 * c + end.point * d
    }

    /// Segments needed to keep the polyline within `tolerance` pixels of the curve:
    /// a uniform split into n parts errs by at most max|B''| / (8 n²).
    public func segments(tolerance: Double = Flattening.tolerance) -> Int {
        let d1 = start.point - control1 * 2 + control2
        let d2 = control1 - control2 * 2 + end.point
        let m = 6 * max(d1.length, d2.length)
        guard m.isFinite else { return 1 }
        let n = (m / (8 * tolerance)).squareRoot().rounded(.up)
        return min(max(Int(n), 1), Flattening.maximumSegments)
    }

    /// Appends the curve's points after `start` (the caller already has it), ending exactly at `end`.
    public func flatten(into out: inout [InkPoint], tolerance: Double = Flattening.tolerance) {
        let n = segments(tolerance: tolerance)
        for k in 1..<n {
            let t = Double(k) / Double(n)
            var p = start.lerp(to: end, t)
            p.point = position(at: t)
            out.append(p)
        }
        out.append(end)
    }
}

/// How finely curves become polylines.
public enum Flattening {
    /// Largest distance (pixels) between a curve and its polyline.
    public static let tolerance = 0.1
    /// Most segments one curve piece is split into.
    public static let maximumSegments = 64
}
