/// A tiny built-in 5x7 capital font for the few words the toolbars say ("HOLD TO CLEAR ALL",
/// "CLEARED - TAP TO UNDO"): no font files, no text library, pure geometry.
///
/// Each glyph is 5 cells wide and 7 tall with one blank cell between glyphs; a cell is `cell`
/// pixels square. Letters without a glyph (lower case is drawn as upper case) draw as blanks.
public enum BitmapFont {
    /// Cells across one glyph and its gap.
    public static let advance = 6
    /// Cells down one glyph.
    public static let height = 7

    static let glyphs: [Character: [String]] = [
        "A": [".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
        "C": [".####", "#....", "#....", "#....", "#....", "#....", ".####"],
        "D": ["####.", "#...#", "#...#", "#...#", "#...#", "#...#", "####."],
        "E": ["#####", "#....", "#....", "####.", "#....", "#....", "#####"],
        "H": ["#...#", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
        "L": ["#....", "#....", "#....", "#....", "#....", "#....", "#####"],
        "N": ["#...#", "##..#", "#.#.#", "#..##", "#...#", "#...#", "#...#"],
        "O": [".###.", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."],
        "P": ["####.", "#...#", "#...#", "####.", "#....", "#....", "#...."],
        "R": ["####.", "#...#", "#...#", "####.", "#.#..", "#..#.", "#...#"],
        "T": ["#####", "..#..", "..#..", "..#..", "..#..", "..#..", "..#.."],
        "U": ["#...#", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."],
        "-": [".....", ".....", ".....", "#####", ".....", ".....", "....."],
    ]

    /// The size in pixels of `text` drawn with `cell`-pixel cells.
    public static func size(of text: String, cell: Double) -> (width: Double, height: Double) {
        (Double(max(text.count * advance - 1, 0)) * cell, Double(height) * cell)
    }

    /// The rectangles (as for reading upright, top left at `origin`) of `text`'s lit cells,
    /// one per run of lit cells in a glyph row. O(characters).
    public static func rects(_ text: String, at origin: Point, cell: Double) -> [Rect] {
        var out: [Rect] = []
        for (i, ch) in text.uppercased().enumerated() {
            guard let rows = glyphs[ch] else { continue }
            let left = origin.x + Double(i * advance) * cell
            for (row, bits) in rows.enumerated() {
                var start: Int?
                for (col, bit) in (Array(bits) + ["."]).enumerated() {
                    if bit == "#", start == nil { start = col }
                    if bit != "#", let s = start {
                        out.append(Rect(x: left + Double(s) * cell, y: origin.y + Double(row) * cell,
                                        width: Double(col - s) * cell, height: cell))
                        start = nil
                    }
                }
            }
        }
        return out
    }
}
