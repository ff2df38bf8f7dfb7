import Foundation

/// A file written by appending, line after line (an event recording): created or truncated
/// at open, every write checked through the one write loop (`FileBytes.writeAll`), so a full
/// disk is an error to report, never a crash.
public final class AppendingFile {
    /// The path as the user named it, for messages.
    public let path: String
    private var fd: Int32

    /// Creates (or empties) the file at `path`; refuses to follow a symlink there.
    public init(path: String) throws(AtomicFile.WriteError) {
        self.path = path
        fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw AtomicFile.WriteError(description: "cannot write \(path): \(AtomicFile.reason(errno))", code: errno)
        }
    }

    deinit { if fd >= 0 { Foundation.close(fd) } }

    /// Appends `bytes`; a failure (`cannot write PATH: no space left on device`) is thrown.
    public func append(_ bytes: [UInt8]) throws(AtomicFile.WriteError) {
        guard fd >= 0 else { throw AtomicFile.WriteError(description: "cannot write \(path): it is closed", code: EBADF) }
        guard bytes.withUnsafeBytes({ FileBytes.writeAll(fd, $0) }) else {
            let code = errno
            throw AtomicFile.WriteError(description: "cannot write \(path): \(AtomicFile.reason(code))", code: code)
        }
    }

    /// Closes the file; a failed close (data lost on some file systems) is thrown.
    public func close() throws(AtomicFile.WriteError) {
        guard fd >= 0 else { return }
        let result = Foundation.close(fd)
        fd = -1
        guard result == 0 else {
            throw AtomicFile.WriteError(description: "cannot write \(path): \(AtomicFile.reason(errno))", code: errno)
        }
    }
}
