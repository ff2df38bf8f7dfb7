/// The colours a person can pick on their toolbar, with names, in swatch order (keys 1–9).
///
/// The order matters: person `n` starts with colour `n` (wrapping), so default colours differ
/// between people as long as there are at least as many colours as people.
public struct Palette: Hashable, Sendable {
    public var colors: [RGBA]
    /// One name per colour, for labels and tooltips.
    public var names: [String]

    /// `colors` and `names` must have the same, non-zero, count.
    public init(colors: [RGBA], names: [String]) {
        precondition(!colors.isEmpty && colors.count == names.count, "a palette needs one name per colour")
        self.colors = colors
        self.names = names
    }

    /// Okabe & Ito's colour-blind-safe palette, black first, plus a grey so there are nine swatches.
    /// `assets/palettes/okabe-ito.txt` holds the same list.
    public static let standard = Palette(
        colors: [
            RGBA(0x00, 0x00, 0x00), RGBA(0xD5, 0x5E, 0x00), RGBA(0x00, 0x72, 0xB2),
            RGBA(0x00, 0x9E, 0x73), RGBA(0xCC, 0x79, 0xA7), RGBA(0xE6, 0x9F, 0x00),
            RGBA(0x56, 0xB4, 0xE9), RGBA(0xF0, 0xE4, 0x42), RGBA(0x99, 0x99, 0x99),
        ],
        names: ["black", "vermillion", "blue", "bluish green", "reddish purple",
                "orange", "sky blue", "yellow", "grey"])

    /// Stroke widths in pixels offered on every toolbar, thinnest first.
    public static let standardWidths: [Double] = [2, 4, 8, 16]

    /// The colour person `person` (0-based) starts with: colour `person`, wrapping round the palette.
    public func defaultColor(forPerson person: Int) -> RGBA {
        let n = colors.count
        return colors[((person % n) + n) % n]
    }

    /// Parses a palette file: one `#RRGGBB name` per line, in swatch order.
    ///
    /// Lines end with LF or CRLF. Blank lines, and comment lines (`#` alone or followed by a space), are skipped. The name is
    /// the rest of the line after the colour and white space; it may contain spaces but not be empty.
    /// All-or-nothing: the first bad line throws a `ScriptError` naming it; so does a file with no colours.
    public init(parsing text: String, file: String = "palette") throws(ScriptError) {
        var colors: [RGBA] = [], names: [String] = []
        for (index, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = raw.trimmingWhitespace()
            if line.isEmpty || line == "#" || line.hasPrefix("# ") || line.hasPrefix("#\t") { continue }
            let hex = line.prefix(7)
            let name = line.dropFirst(7)
            guard hex.count == 7, let color = RGBA(hex: String(hex)) else {
                throw ScriptError(file: file, line: index + 1, "expected '#RRGGBB name' or a '# ' comment")
            }
            guard let first = name.first, first == " " || first == "\t" else {
                throw ScriptError(file: file, line: index + 1, "expected white space and a name after \(hex)")
            }
            colors.append(color)
            names.append(String(name.trimmingWhitespace()))
        }
        guard !colors.isEmpty else { throw ScriptError(file: file, "no colours") }
        self.init(colors: colors, names: names)
    }
}

private extension Substring {
    /// The text without leading and trailing spaces and tabs.
    func trimmingWhitespace() -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let start = firstIndex(where: { !isSpace($0) }),
              let end = lastIndex(where: { !isSpace($0) }) else { return self[endIndex...] }
        return self[start...end]
    }
}
