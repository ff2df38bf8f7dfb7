import Foundation

/// The one way Sketchpad writes a file: readers and crashes see the old file or the new
/// one, never half of one, and a failure leaves the old file untouched and no temporary.
///
/// Steps, each checked: a temporary file in the same folder, created with
/// `O_CREAT|O_EXCL|O_NOFOLLOW|O_CLOEXEC`; every write (`FileBytes.writeAll` retries EINTR
/// and short writes); `fsync`; `close`; `rename` over the target; `fsync` of the folder.
/// Any failure removes the temporary file and throws one line in the user's terms, such as
/// `cannot write out.png: no space left on device` (no temporary names). `ulimit -f` gives
/// EFBIG once the process ignores SIGXFSZ (`ignoreFileSizeSignal()`, done at startup).
public enum AtomicFile {
    /// A problem writing a file: one line naming the file the user asked for (`FileError`,
    /// the files layer's one error type, whose `kind` says why).
    public typealias WriteError = FileError

    /// Writes `bytes` as the file at `path`.
    public static func write(_ bytes: some ContiguousBytes, to path: String) throws(WriteError) {
        try stage(bytes, at: path).commit()
    }

    /// Writes the file at `path` from chunks that `produce` hands to its sink, in order, so
    /// a large file never needs to be whole in memory. Nothing reaches `path` unless
    /// `produce` and every step after it succeed.
    public static func write(to path: String, _ produce: Producer) throws(WriteError) {
        try stage(at: path, produce).commit()
    }

    /// Hands chunks of a file's bytes, in order, to the sink it is given.
    public typealias Producer = (_ sink: (UnsafeRawBufferPointer) throws(WriteError) -> Void) throws(WriteError) -> Void

    /// Writes `bytes` to a temporary file beside `path`, flushed to disk, ready to `commit`.
    public static func stage(_ bytes: some ContiguousBytes, at path: String) throws(WriteError) -> Staged {
        try stage(at: path) { (sink: (UnsafeRawBufferPointer) throws(WriteError) -> Void) throws(WriteError) in
            let failure = bytes.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> WriteError? in
                do throws(WriteError) { try sink(buffer) } catch { return error }
                return nil
            }
            if let failure { throw failure }
        }
    }

    /// Writes a temporary file beside `path` from `produce`, flushes and closes it, and
    /// returns it ready to `commit`. Staging every output of a command before committing
    /// any is how a command that fails writes none of them.
    public static func stage(at path: String, _ produce: Producer) throws(WriteError) -> Staged {
        let (temporary, fd) = try createTemporary(for: path)
        var open = true
        do throws(WriteError) {
            try produce { (chunk: UnsafeRawBufferPointer) throws(WriteError) in
                guard FileBytes.writeAll(fd, chunk) else { throw WriteError(path, errno == 0 ? EIO : errno) }
            }
            guard fsync(fd) == 0 else { throw WriteError(path, errno) }
            open = false
            guard close(fd) == 0 else { throw WriteError(path, errno) }
        } catch {
            if open { close(fd) }
            unlink(temporary)
            throw error
        }
        return Staged(path: path, temporary: temporary)
    }

    /// A written, flushed temporary file waiting to replace its target; removed unless
    /// committed by the time it goes away.
    public final class Staged {
        /// The file it will replace (as the user named it).
        public let path: String
        private let temporary: String
        private var done = false
        /// Kept alive until the file is committed or discarded (a lock on the target, say).
        public var holding: AnyObject?

        fileprivate init(path: String, temporary: String) {
            self.path = path
            self.temporary = temporary
        }

        deinit { discard() }

        /// Renames the temporary over `path`, then flushes the folder so the rename survives
        /// a power cut. On a failed rename the temporary is removed and `path` is untouched.
        public func commit() throws(WriteError) {
            precondition(!done, "a staged file commits once")
            done = true
            guard rename(temporary, path) == 0 else {
                let code = errno
                unlink(temporary)
                throw WriteError(path, code)
            }
            if let code = FileBytes.syncFolder(of: path) { throw WriteError(path, code) }
        }

        /// Removes the temporary; `path` is untouched. Does nothing after `commit`.
        public func discard() {
            guard !done else { return }
            done = true
            unlink(temporary)
        }
    }

    /// Creates a fresh temporary file beside `path`; a name already taken (a crashed run's
    /// leftover, another writer) is passed over, never reused or followed.
    private static func createTemporary(for path: String) throws(WriteError) -> (String, Int32) {
        for attempt in 0..<100 {
            let temporary = temporaryPath(for: path, attempt: attempt)
            let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if fd >= 0 { return (temporary, fd) }
            if errno != EEXIST { throw WriteError(path, errno) }
        }
        throw WriteError(path, EEXIST)
    }

    /// A hidden temporary name in the same folder as `path`: `.NAME.PID.tmp`, then
    /// `.NAME.PID-N.tmp` for later attempts.
    public static func temporaryPath(for path: String, attempt: Int = 0) -> String {
        let url = URL(fileURLWithPath: path)
        let suffix = attempt == 0 ? "\(getpid())" : "\(getpid())-\(attempt)"
        return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(suffix).tmp").path
    }

    /// Makes `ulimit -f` an EFBIG write error instead of a silent death by SIGXFSZ.
    public static func ignoreFileSizeSignal() { signal(SIGXFSZ, SIG_IGN) }

    /// `errno` in the user's terms, lower case, as the end of an error line.
    public static func reason(_ code: Int32) -> String {
        switch code {
        case ENOSPC: return "no space left on device"
        case EDQUOT: return "disk quota exceeded"
        case EFBIG: return "file too large (over the file size limit)"
        case EROFS: return "read-only file system"
        case EACCES, EPERM: return "permission denied"
        case ENOENT: return "no such folder"
        case ENOTDIR: return "a part of the path is not a folder"
        case EISDIR: return "it is a folder"
        case EIO: return "input/output error"
        default: return String(cString: strerror(code)).lowercased()
        }
    }
}

extension FileError {
    /// `cannot write PATH: REASON` for the `errno` `code`.
    init(_ path: String, _ code: Int32) {
        self.init(description: "cannot write \(path): \(AtomicFile.reason(code))", code: code)
    }
}
