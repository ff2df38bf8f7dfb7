/// A drawing as saved in a `.sketch` file: the canvas, how the people sat, and every stroke.
///
/// Saving and opening give back exactly the same strokes (ids, order, every Double bit for
/// bit). `saveID` is a fresh random token on every save; a journal names the `saveID` of the
/// document it applies on top of, so a journal left from before a later save is recognised
/// as stale. See `docs/FORMAT.md` for the file format.
public struct SketchDocument: Hashable, Sendable {
    /// The version the file was written in (`FormatVersion.current` for new documents).
    public var formatVersion: FormatVersion
    /// Canvas size in pixels when saved.
    public var canvas: CanvasSize
    /// How many people shared the canvas and how they sat (`tool` is not saved; it reads as `.pen`).
    public var seating: People.Seating
    /// The committed strokes in z-order (ascending id), each with its id.
    public var strokes: [Stroke]
    /// Opaque token naming this save; empty for a document never saved.
    public var saveID: String

    public init(canvas: CanvasSize, seating: People.Seating = People.Seating(), strokes: [Stroke] = [],
                saveID: String = "", formatVersion: FormatVersion = .current) {
        self.formatVersion = formatVersion
        self.canvas = canvas
        self.seating = seating
        self.strokes = strokes
        self.saveID = saveID
    }

    /// The strokes as a `Drawing` with no undo history, ids kept.
    public var drawing: Drawing { Drawing(strokes: strokes) }

    /// Total samples over all strokes.
    public var sampleCount: Int { strokes.reduce(0) { $0 + $1.samples.count } }

    /// A new random save token: 16 random bytes as 32 hex digits.
    public static func newSaveID() -> String {
        var g = SystemRandomNumberGenerator()
        let bits = (g.next() as UInt64, g.next() as UInt64)
        func hex(_ v: UInt64) -> String {
            let s = String(v, radix: 16)
            return String(repeating: "0", count: 16 - s.count) + s
        }
        return hex(bits.0) + hex(bits.1)
    }
}
