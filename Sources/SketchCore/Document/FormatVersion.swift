/// A `.sketch` format version, `MAJOR.MINOR`.
///
/// A reader reads every minor version of its major (newer minors only add fields, which
/// older readers ignore) and refuses a newer major. Written as the string `"1.0"`.
public struct FormatVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(_ major: Int, _ minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// What this sketchpad writes.
    public static let current = FormatVersion(1, 0)

    /// Parses `MAJOR.MINOR` (whole numbers of up to 9 digits); nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2,
              parts.allSatisfy({ (1...9).contains($0.count) && $0.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } }),
              let major = Int(parts[0]), let minor = Int(parts[1]) else { return nil }
        self.init(major, minor)
    }

    public var description: String { "\(major).\(minor)" }

    public static func < (a: FormatVersion, b: FormatVersion) -> Bool {
        (a.major, a.minor) < (b.major, b.minor)
    }
}
