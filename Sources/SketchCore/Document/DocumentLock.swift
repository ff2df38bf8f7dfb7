import Foundation

/// An exclusive `flock` on a document file itself, so every name of one file (hard links
/// too, which resolve to different paths and so to different journals) is open in at most
/// one sketchpad, and a copy is never saved onto a document open elsewhere.
///
/// The lock belongs to the file (its device and inode), not to a name: a save replaces the
/// file (a new inode), so its owner takes the lock again on the new file (`take`). The
/// journal's lock, held meanwhile, keeps other sketchpads out of that name in between; an
/// old hard link then names the old file, which is a separate document from that moment.
/// Held while the instance lives; `deinit` closes the descriptor, which drops the lock.
final class DocumentLock {
    private let fd: Int32

    private init(fd: Int32) { self.fd = fd }

    deinit { close(fd) }

    /// Locks the existing file at `path` (already resolved); nil when there is no file to
    /// lock, or none that can be opened for reading (its reading then fails on its own).
    /// Throws `.busy` with `busyLine` when another sketchpad holds it.
    static func take(_ path: String, busyLine: @autoclosure () -> String) throws -> DocumentLock? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { return nil }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(fd)
            return nil
        }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            close(fd)
            if code == EWOULDBLOCK { throw DocumentError(.busy, busyLine()) }
            return nil  // a file system without locks: the journal's lock still holds
        }
        return DocumentLock(fd: fd)
    }
}
