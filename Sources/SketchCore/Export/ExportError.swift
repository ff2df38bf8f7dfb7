/// An image that could not be encoded, as one line, with a kind a caller can switch on.
/// Thrown by `PNGEncoder` (as `PNGEncoder.Failure`) and `Deflater` (as `Deflater.Failure`).
public struct ExportError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// A size the format cannot hold.
        case badSize
        /// The caller gave more or fewer rows than the image has.
        case wrongRows
        /// zlib refused (its code is in the line).
        case zlib
    }

    public var kind: Kind
    /// The one line for the user.
    public var description: String

    public init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
}
