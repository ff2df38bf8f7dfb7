import Foundation
import SketchCore

/// Appends device events to an event script as they arrive (`draw --record`).
///
/// Times are written relative to the first event recorded. Each line is flushed at once,
/// so a crash loses at most the line being written.
public final class ScriptRecorder {
    private let file: AppendingFile
    private var origin: Double?
    private var stopped = false
    /// Told once, in one line, when a write fails (a full disk); recording stops there and
    /// drawing goes on. Defaults to a line on stderr.
    public var onFailure: (String) -> Void = { FileHandle.standardError.write(Data("sketchpad: \($0)\n".utf8)) }

    public init(path: String) throws {
        file = try AppendingFile(path: path)
        try file.append(Array("# sketchpad event script\n".utf8))
    }

    public func record(_ e: TimedDeviceEvent) {
        guard !stopped else { return }
        let t0 = origin ?? e.time
        origin = t0
        guard let line = EventScript.format(TimedDeviceEvent(max(e.time - t0, 0), e.event)) else { return }
        do {
            try file.append(Array((line + "\n").utf8))
        } catch {
            stopped = true
            onFailure("\(error); the recording stops here")
        }
    }

    public func close() { try? file.close() }
}
