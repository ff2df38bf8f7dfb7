import Foundation

/// Reads an event script from its file line by line, so memory stays flat in the script's
/// size: a buffer of 64 KiB and the line being parsed.
///
/// Gives the same events and the same `FILE:LINE` errors as `EventScript.parse` on the
/// whole text (lines end at `\n`; a `\r` before it is trimmed). The first bad line
/// throws; events before it have already been handed out, so a caller that writes
/// anything must wait for the end (`next()` returning nil) before writing it.
public final class EventScriptReader {
    /// The script's path, as errors name it.
    public let file: String
    private let fd: Int32
    private let isKnownKey: (String) -> Bool
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false
    private var lineNumber = 0
    private var order = EventScript.Order()

    /// Longest line accepted, in bytes.
    public static let maximumLineBytes = 1 << 20

    /// Opens the script at `path`; a missing, unreadable or oversized file is a one-line error.
    public init(path: String, isKnownKey: @escaping (String) -> Bool = { _ in true }) throws(ScriptError) {
        file = path
        self.isKnownKey = isKnownKey
        fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw ScriptError(file: path, errno == ENOENT ? "no such file" : "cannot read it: \(String(cString: strerror(errno)))")
        }
        var info = stat()
        if fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) > EventScript.maximumBytes {
            close(fd)
            throw ScriptError(file: path, "\(info.st_size) bytes is larger than the \(EventScript.maximumBytes)-byte limit")
        }
    }

    deinit { close(fd) }

    /// The next event, or nil at the end of the script.
    public func next() throws(ScriptError) -> TimedDeviceEvent? {
        while let raw = try nextLine() {
            lineNumber += 1
            guard let text = String(bytes: raw, encoding: .utf8) else {
                throw ScriptError(file: file, line: lineNumber, "not UTF-8 text")
            }
            if let event = try order.check(Substring(text), line: lineNumber, file: file, isKnownKey: isKnownKey) {
                return event
            }
        }
        return nil
    }

    /// Every remaining event (for callers that need them all at once, such as `draw --play`).
    public func readAll() throws(ScriptError) -> [TimedDeviceEvent] {
        var events: [TimedDeviceEvent] = []
        while let e = try next() { events.append(e) }
        return events
    }

    /// The bytes of the next line without its `\n`, or nil at the end.
    private func nextLine() throws(ScriptError) -> ArraySlice<UInt8>? {
        var searched = start
        while true {
            if let newline = buffer[searched...].firstIndex(of: 0x0A) {
                let line = buffer[start..<newline]
                start = newline + 1
                return line
            }
            searched = buffer.count
            guard buffer.count - start <= Self.maximumLineBytes else {
                throw ScriptError(file: file, line: lineNumber + 1, "line longer than \(Self.maximumLineBytes) bytes")
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                let line = buffer[start...]
                start = buffer.count
                return line
            }
            // Drop what was handed out, then read more.
            if start > 0 {
                buffer.removeFirst(start)
                searched -= start
                start = 0
            }
            try fill()
        }
    }

    private func fill() throws(ScriptError) {
        let chunk = 64 << 10
        let old = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: chunk))
        var n: Int
        repeat {
            n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress! + old, chunk) }
        } while n < 0 && errno == EINTR
        guard n >= 0 else {
            let code = errno
            buffer.removeLast(chunk)
            throw ScriptError(file: file, "cannot read it: \(String(cString: strerror(code)))")
        }
        buffer.removeLast(chunk - n)
        if n == 0 { atEnd = true }
    }
}
