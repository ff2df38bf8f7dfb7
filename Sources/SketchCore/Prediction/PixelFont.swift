/// A 3x5 pixel font for the stats overlay: digits, `.`, `-`, space and the capitals it uses
/// (A F L M P S T). Other characters draw as a space.
public enum PixelFont {
    /// Each glyph: five rows of three bits, high bit on the left.
    static let glyphs: [Character: [UInt8]] = [
        "0": [7, 5, 5, 5, 7], "1": [2, 6, 2, 2, 7], "2": [7, 1, 7, 4, 7], "3": [7, 1, 7, 1, 7],
        "4": [5, 5, 7, 1, 1], "5": [7, 4, 7, 1, 7], "6": [7, 4, 7, 5, 7], "7": [7, 1, 1, 2, 2],
        "8": [7, 5, 7, 5, 7], "9": [7, 5, 7, 1, 7], ".": [0, 0, 0, 0, 2], "-": [0, 0, 7, 0, 0],
        "A": [2, 5, 7, 5, 5], "F": [7, 4, 6, 4, 4], "L": [4, 4, 4, 4, 7], "M": [5, 7, 7, 5, 5],
        "P": [6, 5, 6, 4, 4], "S": [7, 4, 7, 1, 7], "T": [7, 2, 2, 2, 2],
    ]

    /// `text` as squares of `pixel` px, its top left at `origin`, on a backing box of `paper`
    /// one glyph-pixel wider all round, appended to `mesh`. O(characters).
    public static func append(_ text: String, at origin: Point, pixel: Double, ink: RGBA, paper: RGBA,
                              to mesh: inout Mesh) {
        let width = Double(text.count * 4 + 1) * pixel
        square(origin - Point(pixel, pixel), Point(width + pixel, 7 * pixel), paper, &mesh)
        for (i, c) in text.enumerated() {
            guard let rows = glyphs[c] else { continue }
            for (row, bits) in rows.enumerated() {
                for col in 0..<3 where bits & (4 >> col) != 0 {
                    let p = origin + Point(Double(i * 4 + col) * pixel, Double(row) * pixel)
                    square(p, Point(pixel, pixel), ink, &mesh)
                }
            }
        }
    }

    private static func square(_ p: Point, _ size: Point, _ color: RGBA, _ mesh: inout Mesh) {
        let a = mesh.addVertex(p, color), b = mesh.addVertex(p + Point(size.x, 0), color)
        let c = mesh.addVertex(p + size, color), d = mesh.addVertex(p + Point(0, size.y), color)
        mesh.addTriangle(a, b, c)
        mesh.addTriangle(a, c, d)
    }
}
