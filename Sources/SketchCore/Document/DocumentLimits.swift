/// The most a `.sketch` file or journal may hold: reading refuses anything larger with an
/// error, so hostile or broken files cost bounded time and memory.
///
/// `standard` holds about four times the one-hour, ten-finger session the format is sized
/// for (4 million samples, about 250 MB of text). Tests pass smaller limits.
public struct DocumentLimits: Hashable, Sendable {
    /// Largest file read, checked before reading (document or journal).
    public var maxFileBytes: Int
    /// Most strokes in a document (and in one journal record).
    public var maxStrokes: Int
    /// Most samples in one stroke.
    public var maxSamplesPerStroke: Int
    /// Most samples in a whole document, or in a whole journal.
    public var maxTotalSamples: Int
    /// Deepest nesting of objects and arrays.
    public var maxNesting: Int

    public init(maxFileBytes: Int = DocumentLimits.standardMaxFileBytes,
                maxStrokes: Int = 1_000_000,
                maxSamplesPerStroke: Int = 1_000_000,
                maxTotalSamples: Int = 16_000_000,
                maxNesting: Int = 32) {
        self.maxFileBytes = maxFileBytes
        self.maxStrokes = maxStrokes
        self.maxSamplesPerStroke = maxSamplesPerStroke
        self.maxTotalSamples = maxTotalSamples
        self.maxNesting = maxNesting
    }

    /// 1 GiB.
    public static let standardMaxFileBytes = 1 << 30

    public static let standard = DocumentLimits()
}
