/// A problem in an input file, located by file and line where there is one.
///
/// `description` is the one line the command line prints: `FILE:LINE: what is wrong`.
public struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var message: String

    public init(file: String, line: Int? = nil, _ message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}
