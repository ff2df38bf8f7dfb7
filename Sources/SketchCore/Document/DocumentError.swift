/// Why a `.sketch` file or journal could not be read or written, in one line that names the
/// file and, where it helps, the line and column (`x.sketch:3:17: what is wrong`).
public struct DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The broad reason, for callers that act on it (a missing file opens as a new drawing).
    public enum Kind: Hashable, Sendable {
        /// The file does not exist.
        case missing
        /// The file exists but cannot be read or written (permissions, disk full, a folder).
        case unreadable
        /// The file is larger than `DocumentLimits.maxFileBytes`, or holds more than a limit allows.
        case tooLarge
        /// Not well-formed JSON (truncated, bad bytes, bad numbers, nesting too deep).
        case syntax
        /// Well-formed JSON that is no sketch, or a value of the wrong type or range.
        case invalid
        /// Written by a newer sketchpad (a newer major format version).
        case newerVersion
        /// Another sketchpad holds the journal.
        case busy
    }

    public var kind: Kind
    public var description: String

    public init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }

    /// An error at byte `offset` of `bytes`, described as `name:LINE:COLUMN: message`
    /// (1-based; the column counts bytes).
    static func at(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>, name: String, _ kind: Kind,
                   _ message: String) -> DocumentError {
        let end = min(max(offset, 0), bytes.count)
        var line = 1, lineStart = 0
        for i in 0..<end where bytes[i] == 0x0A {
            line += 1
            lineStart = i + 1
        }
        return DocumentError(kind, "\(name):\(line):\(end - lineStart + 1): \(message)")
    }
}

/// A problem found while decoding, before it is given the file's name and a line and column.
struct DecodeProblem: Error {
    var offset: Int
    var kind: DocumentError.Kind
    var message: String

    init(_ kind: DocumentError.Kind, at offset: Int, _ message: String) {
        self.kind = kind
        self.offset = offset
        self.message = message
    }
}
