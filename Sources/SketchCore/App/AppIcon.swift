/// Sketchpad's icon, drawn from one description: a blue rounded square with a white
/// scribble and an orange dot (Okabe–Ito colours).
///
/// `svg()` is the scalable file installed for desktops (`assets/icons/sketchpad.svg` is
/// its output, and a test keeps the two equal); `image(size:)` rasterizes the same shapes
/// for the window icon, anti-aliased by signed distance (about a pixel of soft edge).
/// Coordinates are in a 64-unit square. O(size² · segments).
public enum AppIcon {
    /// The window icon's side in pixels (window managers scale it as they need).
    public static let windowSize = 64

    static let box = 64.0
    static let square = (x: 4.0, y: 4.0, side: 56.0, radius: 12.0)
    static let squareColor = RGBA(0, 114, 178)
    static let scribble: [Point] = [Point(15, 41), Point(23, 23), Point(32, 37),
                                    Point(41, 21), Point(49, 31)]
    static let scribbleWidth = 6.0
    static let scribbleColor = RGBA(255, 255, 255)
    static let dot = (centre: Point(46, 47), radius: 4.5)
    static let dotColor = RGBA(230, 159, 0)

    /// The icon as a standalone SVG 1.1 document (64x64 user units), ending with a newline.
    public static func svg() -> String {
        let points = scribble.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="64" height="64" viewBox="0 0 64 64">
        <title>Sketchpad</title>
        <rect x="\(n(square.x))" y="\(n(square.y))" width="\(n(square.side))" height="\(n(square.side))" \
        rx="\(n(square.radius))" fill="\(hex(squareColor))"/>
        <polyline points="\(points)" fill="none" stroke="\(hex(scribbleColor))" stroke-width="\(n(scribbleWidth))" \
        stroke-linecap="round" stroke-linejoin="round"/>
        <circle cx="\(n(dot.centre.x))" cy="\(n(dot.centre.y))" r="\(n(dot.radius))" fill="\(hex(dotColor))"/>
        </svg>

        """
    }

    /// The icon as `size`×`size` RGBA pixels, transparent outside the square.
    public static func image(size: Int) -> RasterImage {
        let side = max(size, 1)
        let scale = Double(side) / box
        var pixels = [UInt8](repeating: 0, count: side * side * 4)
        for y in 0..<side {
            for x in 0..<side {
                let p = Point((Double(x) + 0.5) / scale, (Double(y) + 0.5) / scale)
                var colour = (r: 0.0, g: 0.0, b: 0.0, a: 0.0)
                let layers: [(Double, RGBA)] = [
                    (squareDistance(p), squareColor),
                    (scribbleDistance(p), scribbleColor),
                    ((p - dot.centre).length - dot.radius, dotColor),
                ]
                for (distance, c) in layers {
                    let cover = min(max(0.5 - distance * scale, 0), 1)
                    guard cover > 0 else { continue }
                    let a = cover + colour.a * (1 - cover)
                    func mix(_ top: UInt8, _ under: Double) -> Double {
                        (Double(top) * cover + under * colour.a * (1 - cover)) / a
                    }
                    colour = (mix(c.r, colour.r), mix(c.g, colour.g), mix(c.b, colour.b), a)
                }
                let i = (y * side + x) * 4
                pixels[i] = UInt8(colour.r.rounded())
                pixels[i + 1] = UInt8(colour.g.rounded())
                pixels[i + 2] = UInt8(colour.b.rounded())
                pixels[i + 3] = UInt8((colour.a * 255).rounded())
            }
        }
        return RasterImage(width: side, height: side, pixels: pixels)
    }

    /// Signed distance to the rounded square (negative inside).
    static func squareDistance(_ p: Point) -> Double {
        let half = square.side / 2, r = square.radius
        let qx = abs(p.x - (square.x + half)) - (half - r), qy = abs(p.y - (square.y + half)) - (half - r)
        let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
        return outside + min(max(qx, qy), 0) - r
    }

    /// Signed distance to the scribble: round caps and joins, `scribbleWidth` across.
    static func scribbleDistance(_ p: Point) -> Double {
        var best = Double.infinity
        for (a, b) in zip(scribble, scribble.dropFirst()) {
            let ab = b - a, ap = p - a
            let t = min(max((ap.x * ab.x + ap.y * ab.y) / (ab.x * ab.x + ab.y * ab.y), 0), 1)
            best = min(best, (ap - ab * t).length)
        }
        return best - scribbleWidth / 2
    }

    private static func n(_ v: Double) -> String {
        v == v.rounded() ? String(Int(v)) : String(v)
    }

    private static func hex(_ c: RGBA) -> String {
        "#" + [c.r, c.g, c.b].map { ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }.joined()
    }
}
