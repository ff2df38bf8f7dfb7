import Foundation

/// A file that could not be written (or read), as one line naming the file the user gave
/// (`cannot write out.png: no space left on device`), with a kind a caller can switch on.
///
/// The files layer's one error type: `AtomicFile` throws it (as `AtomicFile.WriteError`), and
/// so do the writers built on it (PNG, the banded export, documents' saves).
public struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The broad reason, from the `errno` behind the failure.
    public enum Kind: Hashable, Sendable {
        /// No such file or folder (ENOENT).
        case notFound
        /// Not allowed (EACCES, EPERM).
        case permission
        /// The disk or the quota is full (ENOSPC, EDQUOT).
        case noSpace
        /// Past the largest file allowed (EFBIG: `ulimit -f`, the file system's limit).
        case fileTooLarge
        /// A read-only file system (EROFS).
        case readOnly
        /// A folder where a file was meant (EISDIR).
        case isDirectory
        /// Any other system error, by its `errno`.
        case io(Int32)
        /// No system error behind it (a producer's own failure, worded in `description`).
        case other

        /// The kind of failure `code` (an `errno`, or nil for none) means.
        public init(errno code: Int32?) {
            switch code {
            case nil: self = .other
            case ENOENT?: self = .notFound
            case EACCES?, EPERM?: self = .permission
            case ENOSPC?, EDQUOT?: self = .noSpace
            case EFBIG?: self = .fileTooLarge
            case EROFS?: self = .readOnly
            case EISDIR?: self = .isDirectory
            case let c?: self = .io(c)
            }
        }
    }

    /// The one line for the user.
    public var description: String
    /// The `errno` behind it, where there is one.
    public var code: Int32?
    /// What went wrong, for callers that act on it.
    public var kind: Kind { Kind(errno: code) }

    public init(description: String, code: Int32? = nil) {
        self.description = description
        self.code = code
    }
}
