#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Blocks until something a waiting test cares about may have changed, instead of sleeping:
/// a file is created or written in a watched folder (inotify). `ProcessGroup` writes a file
/// when a child ends, so that wakes a waiter too. Linux only.
///
/// Each wake-up only says "look again"; the caller re-checks its real condition.
final class Wakeup {
    private let inotify: Int32

    /// Watches `folders` for files created, written, closed, moved in or deleted.
    init(folders: [URL]) throws {
        inotify = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard inotify >= 0 else { throw ProcessFailure("inotify_init1: \(String(cString: strerror(errno)))") }
        let events = UInt32(IN_CREATE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO | IN_DELETE | IN_ATTRIB)
        for folder in folders where inotify_add_watch(inotify, folder.path, events) < 0 {
            let error = String(cString: strerror(errno))
            close(inotify)
            throw ProcessFailure("inotify_add_watch \(folder.path): \(error)")
        }
    }

    deinit { close(inotify) }

    /// Waits at most `seconds` for a change in the folders.
    func wait(seconds: Double) {
        var fds = [pollfd(fd: inotify, events: Int16(POLLIN), revents: 0)]
        let ms = Int32(max(0, min(seconds, 3600)) * 1000)
        guard poll(&fds, 1, ms) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while read(inotify, &buffer, buffer.count) > 0 {}  // drain; the events themselves do not matter
    }
}

