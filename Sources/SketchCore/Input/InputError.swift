/// A problem in an input file (an event script, a palette), located by file and line where
/// there is one, with a kind a caller can switch on. Documents have their own
/// `DocumentError`, whose kinds say more (a newer version, a journal held by another).
///
/// `description` is the one line the command line prints: `FILE:LINE: what is wrong`.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The broad reason.
    public enum Kind: Hashable, Sendable {
        /// The file does not exist.
        case notFound
        /// The file exists but cannot be read.
        case unreadable
        /// The file, or one line of it, is past a size limit.
        case tooLarge
        /// A line (or the whole file) is not what the format allows.
        case malformed
    }

    public var kind: Kind
    public var file: String
    public var line: Int?
    public var message: String

    public init(_ kind: Kind = .malformed, file: String, line: Int? = nil, _ message: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}

/// The name event scripts and palettes used for `InputError` before the layers had one type each.
public typealias ScriptError = InputError
