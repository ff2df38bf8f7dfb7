import Foundation

/// Reading whole files with plain system calls, checking sizes first; the one write loop.
enum FileBytes {
    /// The bytes of the file at `path`. Refuses (`.tooLarge`) a file over `maxBytes` before
    /// reading any of it, and stops reading one that grows past `maxBytes` meanwhile.
    static func read(path: String, maxBytes: Int) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw failure(path, errno, "cannot open") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw failure(path, errno, "cannot read") }
        guard info.st_mode & S_IFMT == S_IFREG else { throw DocumentError(.unreadable, "\(path): not a regular file") }
        let size = Int(info.st_size)
        guard size <= maxBytes else { throw tooLarge(path, size, maxBytes) }
        var code: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            while initialized < size {
                let n = Foundation.read(fd, buffer.baseAddress! + initialized, size - initialized)
                if n < 0, errno == EINTR { continue }
                if n < 0 { code = errno; return }
                if n == 0 { return }  // shrank meanwhile
                initialized += n
            }
        }
        guard code == 0 else { throw failure(path, code, "cannot read") }
        guard bytes.count == size else { return bytes }
        // Grown meanwhile? One more byte says so.
        var extra: UInt8 = 0
        if Foundation.read(fd, &extra, 1) == 1 { throw tooLarge(path, size + 1, maxBytes, grew: true) }
        return bytes
    }

    /// Writes all of `bytes` to `fd`, retrying EINTR and short writes; false (with errno
    /// set) on failure. The one write loop in Sketchpad: `AtomicFile` and the journal use it.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = Foundation.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0, errno == EINTR { continue }
            if n < 0 { return false }
            if n == 0 { errno = EIO; return false }
            offset += n
        }
        return true
    }

    /// Flushes the folder holding `path` to disk, so a rename into it survives a power cut;
    /// nil when done, else the `errno` of the step that failed.
    @discardableResult
    static func syncFolder(of path: String) -> Int32? {
        let folder = (path as NSString).deletingLastPathComponent
        let fd = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return errno }
        defer { close(fd) }
        // Some file systems cannot sync a folder at all; that is not a failed write.
        guard fsync(fd) == 0 || errno == EINVAL || errno == EROFS else { return errno }
        return nil
    }

    static func failure(_ path: String, _ code: Int32, _ what: String) -> DocumentError {
        let kind: DocumentError.Kind = code == ENOENT ? .missing : .unreadable
        return DocumentError(kind, "\(path): \(what): \(String(cString: strerror(code)))")
    }

    private static func tooLarge(_ path: String, _ size: Int, _ limit: Int, grew: Bool = false) -> DocumentError {
        DocumentError(.tooLarge, "\(path): \(grew ? "grew past" : "\(size) bytes, more than") the \(limit) bytes a sketch file may have")
    }
}
