import Foundation

/// Reads an event script from its file line by line, so memory stays flat in the script's
/// size: a buffer of 64 KiB (more only for a
/// longer line) and the line being parsed.
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
    private var buffer = [UInt8](repeating: 0, count: 64 << 10)
    /// Unread bytes are `buffer[start..<end]`.
    private var start = 0
    private var end = 0
    private var atEnd = false
    private var lineNumber = 0
    private var order = EventScript.Order()
    /// Most bytes of the script held at once so far: what keeps memory flat.
    private(set) var peakBufferBytes = 0

    /// Longest line accepted, in bytes.
    public static let maximumLineBytes = 1 << 20

    /// Opens the script at `path`; a missing, unreadable or oversized file is a one-line error.
    public init(path: String, isKnownKey: @escaping (String) -> Bool = { _ in true }) throws(ScriptError) {
        file = path
        self.isKnownKey = isKnownKey
        fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw ScriptError(errno == ENOENT ? .notFound : .unreadable, file: path, errno == ENOENT ? "no such file" : "cannot read it: \(String(cString: strerror(errno)))")
        }
        var info = stat()
        if fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) > EventScript.maximumBytes {
            close(fd)
            throw ScriptError(.tooLarge, file: path, "\(info.st_size) bytes is larger than the \(EventScript.maximumBytes)-byte limit")
        }
    }

    deinit { close(fd) }

    /// The next event, or nil at the end of the script.
    public func next() throws(ScriptError) -> TimedDeviceEvent? {
        while let raw = try nextLine() {
            lineNumber += 1
            // Blank lines and comments are skipped without decoding them (the bulk of some scripts).
            let first = raw.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }
            if first == nil || first == UInt8(ascii: "#") { continue }
            guard let text = String(bytes: raw, encoding: .utf8) else {
                throw ScriptError(file: file, line: lineNumber, "not UTF-8 text")
            }
            if let event = try order.check(Substring(text), line: lineNumber, file: file, isKnownKey: isKnownKey) {
                return event
            }
        }
        return nil
    }

    /// Every remaining event (for callers that need them all at once, such as `predict`).
    public func readAll() throws(ScriptError) -> [TimedDeviceEvent] {
        var events: [TimedDeviceEvent] = []
        while let e = try next() { events.append(e) }
        return events
    }

    /// The bytes of the next line without its `\n`, or nil at the end.
    private func nextLine() throws(ScriptError) -> [UInt8]? {
        var searched = start
        while true {
            let (from, to) = (searched, end)
            let found = buffer.withUnsafeBytes { b -> Int? in
                guard from < to, let hit = memchr(b.baseAddress! + from, 0x0A, to - from) else { return nil }
                return UnsafeRawPointer(hit) - b.baseAddress!
            }
            if let newline = found {
                let line = Array(buffer[start..<newline])
                start = newline + 1
                return line
            }
            searched = end
            guard end - start <= Self.maximumLineBytes else {
                throw ScriptError(.tooLarge, file: file, line: lineNumber + 1, "line longer than \(Self.maximumLineBytes) bytes")
            }
            if atEnd {
                guard start < end else { return nil }
                let line = Array(buffer[start..<end])
                start = end
                return line
            }
            searched = try fill()
        }
    }

    /// Moves the unread bytes to the front, grows the buffer if a line fills it, and reads
    /// more; returns where the new bytes begin.
    private func fill() throws(ScriptError) -> Int {
        if start > 0 {
            let (from, count) = (start, end - start)
            buffer.withUnsafeMutableBytes { b in _ = memmove(b.baseAddress!, b.baseAddress! + from, count) }
            end = count
            start = 0
        }
        if end == buffer.count { buffer += [UInt8](repeating: 0, count: buffer.count) }
        peakBufferBytes = max(peakBufferBytes, buffer.count)
        var n: Int
        let room = buffer.count - end
        repeat {
            n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress! + end, room) }
        } while n < 0 && errno == EINTR
        guard n >= 0 else { throw ScriptError(.unreadable, file: file, "cannot read it: \(String(cString: strerror(errno)))") }
        if n == 0 { atEnd = true }
        let fresh = end
        end += n
        return fresh
    }
}
