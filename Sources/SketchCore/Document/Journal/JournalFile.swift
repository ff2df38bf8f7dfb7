import Foundation

/// An open journal file, locked against other sketchpads, that appends records durably.
///
/// `append` writes a batch with one `write(2)` (which alone survives `kill -9`: the bytes
/// are in the kernel), then `fdatasync` (which survives a power cut). The lock is an
/// exclusive `flock` held while the file is open; a second sketchpad gets `.busy`.
final class JournalFile {
    let path: String
    private var fd: Int32
    /// Bytes in the file, as this handle wrote or found them.
    private(set) var length: Int

    private init(path: String, fd: Int32, length: Int) {
        self.path = path
        self.fd = fd
        self.length = length
    }

    deinit { if fd >= 0 { close(fd) } }

    /// Opens (creating if need be) and locks the journal at `path`.
    static func open(_ path: String) throws -> JournalFile {
        let fd = Foundation.open(path, O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw FileBytes.failure(path, errno, "cannot open the journal") }
        if flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            close(fd)
            if code == EWOULDBLOCK { throw DocumentError(.busy, "\(path): in use by another sketchpad") }
            throw FileBytes.failure(path, code, "cannot lock the journal")
        }
        var info = stat()
        fstat(fd, &info)
        return JournalFile(path: path, fd: fd, length: Int(info.st_size))
    }

    /// The whole file; refuses (`.tooLarge`) one over `maxBytes` before reading it.
    func readAll(maxBytes: Int) throws -> [UInt8] {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileBytes.failure(path, errno, "cannot read") }
        let size = Int(info.st_size)
        guard size <= maxBytes else {
            throw DocumentError(.tooLarge, "\(path): \(size) bytes, more than the \(maxBytes) a journal may have")
        }
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        while filled < size {
            let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + filled, size - filled, off_t(filled)) }
            if n < 0, errno == EINTR { continue }
            guard n >= 0 else { throw FileBytes.failure(path, errno, "cannot read") }
            if n == 0 { bytes.removeLast(size - filled); break }
            filled += n
        }
        length = bytes.count
        return bytes
    }

    /// Appends `bytes` with one write, then flushes them to disk. On failure the file is
    /// cut back to where it was, so no half record is left for later records to follow.
    func append(_ bytes: [UInt8]) throws {
        guard !bytes.isEmpty else { return }
        let ok = bytes.withUnsafeBytes { FileBytes.writeAll(fd, $0) }
        let code = errno
        guard ok else {
            _ = ftruncate(fd, off_t(length))
            throw FileBytes.failure(path, code == 0 ? EIO : code, "cannot write the journal")
        }
        guard fdatasync(fd) == 0 else {
            let code = errno
            _ = ftruncate(fd, off_t(length))
            throw FileBytes.failure(path, code, "cannot flush the journal")
        }
        length += bytes.count
    }

    /// Cuts the file to its first `count` bytes (a torn tail) and flushes.
    func truncate(to count: Int) throws {
        guard ftruncate(fd, off_t(count)) == 0, fdatasync(fd) == 0 else {
            throw FileBytes.failure(path, errno, "cannot repair the journal")
        }
        length = count
    }

    /// Replaces the file atomically with `bytes` (a temporary file beside it, flushed, renamed
    /// over it, the folder flushed) and returns the new file, open and locked; this handle
    /// is closed.
    func replace(with bytes: [UInt8]) throws -> JournalFile {
        try Self.create(path, with: bytes)
        let fresh = try JournalFile.open(path)
        close(fd)
        fd = -1
        return fresh
    }

    /// Deletes the file and closes this handle.
    func remove() {
        unlink(path)
        close(fd)
        fd = -1
    }

    /// Writes `bytes` as the file at `path` atomically.
    static func create(_ path: String, with bytes: [UInt8]) throws {
        do {
            try AtomicFile.write(Data(bytes), to: path)
        } catch {
            throw DocumentError(.unreadable, "\(error)")
        }
        FileBytes.syncFolder(of: path)
    }
}

extension JournalFile {
    /// Locks the existing journal at `path` without creating one: nil when there is none (so
    /// no sketchpad has the document open). Throws `.busy` when another sketchpad holds it.
    static func lockIfPresent(_ path: String) throws -> JournalFile? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        do {
            return try open(path)
        } catch let e as DocumentError where e.kind != .busy {
            return nil  // unreadable: nobody can be appending to it either
        }
    }
}
