/// What decoding one file keeps track of: the limits, how much has been read against them,
/// and the repairs made on the way.
struct DecodeContext {
    let limits: DocumentLimits
    /// Samples read so far, against `limits.maxTotalSamples`.
    var totalSamples = 0
    /// Strokes read so far, against `limits.maxStrokes`.
    var strokeCount = 0
    /// The first `maxKeptRepairs` repairs, described.
    private(set) var repairs: [String] = []
    /// Every repair made, kept or not.
    private(set) var repairCount = 0
    /// A sample buffer reused from stroke to stroke.
    var scratch: [StrokeSample] = []

    static let maxKeptRepairs = 20

    init(limits: DocumentLimits) { self.limits = limits }

    /// Notes a documented repair (a value out of range that was clamped or replaced).
    mutating func repair(_ message: @autoclosure () -> String) {
        repairCount += 1
        if repairs.count < Self.maxKeptRepairs { repairs.append(message()) }
    }
}
