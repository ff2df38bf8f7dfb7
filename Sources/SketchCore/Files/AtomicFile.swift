import Foundation

/// Writing files so that readers and crashes never see half of one.
public enum AtomicFile {
    /// A problem writing a file, with the path in its message.
    public struct WriteError: Error, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    /// Writes `data` to a temporary file beside `path`, flushes it to disk, then renames it over `path`.
    public static func write(_ data: Data, to path: String) throws {
        let temporary = temporaryPath(for: path)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw WriteError(description: "\(path): cannot write: \(String(cString: strerror(errno)))") }
        let ok = data.withUnsafeBytes { buf -> Bool in
            var offset = 0
            while offset < buf.count {
                let n = Foundation.write(fd, buf.baseAddress! + offset, buf.count - offset)
                if n <= 0 { return false }
                offset += n
            }
            return true
        }
        let error = String(cString: strerror(errno))
        guard ok else { close(fd); unlink(temporary); throw WriteError(description: "\(path): write failed: \(error)") }
        try commit(temporary: temporary, to: path, fd: fd)
    }

    /// Flushes a finished temporary file and renames it over `path` (same folder, so atomic).
    public static func commit(temporary: String, to path: String, fd: Int32? = nil) throws {
        let handle = fd ?? open(temporary, O_RDONLY)
        if handle >= 0 { fsync(handle); close(handle) }
        guard rename(temporary, path) == 0 else {
            let error = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteError(description: "\(path): cannot write: \(error)")
        }
    }

    /// A hidden temporary name in the same folder as `path`.
    public static func temporaryPath(for path: String) -> String {
        let url = URL(fileURLWithPath: path)
        return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp").path
    }
}
