/// The size of the canvas (or a window) in whole pixels.
public struct CanvasSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Largest side accepted anywhere: bigger canvases are refused rather than allocated.
    public static let maximumSide = 16_384

    /// Parses `WxH` (for example `1280x800`); nil unless both sides are within 1...maximumSide.
    public init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              (1...Self.maximumSide).contains(w), (1...Self.maximumSide).contains(h) else { return nil }
        self.init(width: w, height: h)
    }

    /// `x` and `y` limited to the canvas rectangle `[0, width] x [0, height]`.
    public func clamp(_ p: Point) -> Point {
        Point(min(max(p.x, 0), Double(width)), min(max(p.y, 0), Double(height)))
    }

    public var description: String { "\(width)x\(height)" }
}
