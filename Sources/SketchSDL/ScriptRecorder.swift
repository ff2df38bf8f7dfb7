import Foundation
import SketchCore

/// Appends device events to an event script as they arrive (`draw --record`).
///
/// Times are written relative to the first event recorded. Each line is flushed at once,
/// so a crash loses at most the line being written.
public final class ScriptRecorder {
    private let handle: FileHandle
    private var origin: Double?

    public init(path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: Data("# sketchpad event script\n".utf8)),
              let h = FileHandle(forWritingAtPath: path) else {
            throw AtomicFile.WriteError(description: "\(path): cannot create the recording")
        }
        h.seekToEndOfFile()
        handle = h
    }

    public func record(_ e: TimedDeviceEvent) {
        let t0 = origin ?? e.time
        origin = t0
        guard let line = EventScript.format(TimedDeviceEvent(max(e.time - t0, 0), e.event)) else { return }
        handle.write(Data((line + "\n").utf8))
    }

    public func close() { try? handle.close() }
}
