import Foundation
import SketchCore
import Testing
@testable import SketchSDL

@Test func aRecordingParsesBackToTheSameEventsFromTimeZero() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("rec-\(UUID().uuidString).jsonl").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let events = [
        TimedDeviceEvent(12.5, .finger(.down, touch: 4, finger: 1, x: 0.25, y: 0.5, pressure: 1)),
        TimedDeviceEvent(12.508, .finger(.move, touch: 4, finger: 1, x: 0.3, y: 0.5, pressure: 0.75)),
        TimedDeviceEvent(12.6, .key(KeyPress("Z", [.ctrl]))),
        TimedDeviceEvent(12.7, .renderReset),
        TimedDeviceEvent(12.8, .resize(width: 640, height: 480)),
    ]
    let recorder = try ScriptRecorder(path: path)
    events.forEach(recorder.record)
    recorder.close()
    let parsed = try EventScript.parse(String(contentsOfFile: path, encoding: .utf8), file: path)
    #expect(parsed.map(\.event) == events.filter { $0.event != .renderReset }.map(\.event))
    #expect(parsed.first?.time == 0)
    #expect(abs(parsed[1].time - 0.008) < 1e-9)
}
