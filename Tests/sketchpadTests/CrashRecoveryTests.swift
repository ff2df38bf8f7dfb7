#if canImport(Glibc)
import Glibc
#endif
import Foundation
import SketchCore
import Testing

/// Kills a real `sketchpad draw` with SIGKILL after it committed strokes, starts it again on the
/// same drawing, and checks that every stroke came back. Runs with SDL's dummy video driver:
/// no display needed.
@Suite(.serialized) struct CrashRecoveryTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let tenFingers = repository.appendingPathComponent("assets/scripts/ten-fingers.jsonl").path

    let folder: URL
    private let scratch: TemporaryFolder
    let environment: [String: String]
    init() throws {
        scratch = try TemporaryFolder()
        folder = scratch.url
        environment = ProcessGroup.headlessEnvironment(stateIn: folder)
    }

    func write(_ name: String, _ text: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The strokes `replay` draws from the same script: what the killed session had committed.
    func expectedStrokes(_ sketchpad: String, group: ProcessGroup) throws -> [Stroke] {
        let saved = folder.appendingPathComponent("expected.sketch").path
        let run = try group.run(sketchpad, ["replay", Self.tenFingers, "--no-ui", "--size", "800x600", "--save", saved],
                                environment: environment, name: "expected")
        #expect(run.status == 0, "\(run.output)")
        return try SketchDocument.read(path: saved).document.strokes
    }

    @Test func everyCommittedStrokeIsBackAfterSIGKILL() throws {
        let sketchpad = try #require(DisplayTools.sketchpad, "the sketchpad executable is not built next to the tests")
        let group = ProcessGroup(folder: folder)
        defer { group.stopAll() }
        let document = folder.appendingPathComponent("kept.sketch").path

        let first = try group.spawn(sketchpad, ["draw", document, "--no-ui", "--size", "800x600", "--play", Self.tenFingers],
                                    environment: environment, name: "killed")
        try group.wait(timeout: 120, "the script to be drawn and journalled", watching: [first]) {
            group.output(of: first).contains("played") ? true : nil
        }
        kill(first.pid, SIGKILL)
        let status = try group.wait(timeout: 30, "the killed sketchpad to end") { group.exitStatus(of: first) }
        #expect(status == 128 + SIGKILL)
        #expect(!FileManager.default.fileExists(atPath: document), "nothing was saved before the kill")

        let quit = try write("quit.jsonl", #"{"t": 0, "type": "key", "key": "Escape"}"# + "\n")
        let second = try group.run(sketchpad, ["draw", document, "--no-ui", "--size", "800x600", "--play", quit],
                                   environment: environment, name: "recovered", timeout: 120)
        #expect(second.status == 0, "\(second.output)")
        #expect(second.output.contains("recovered 10 strokes"), "\(second.output)")

        let recovered = try SketchDocument.read(path: document).document.strokes
        let expected = try expectedStrokes(sketchpad, group: group)
        #expect(recovered.count == 10)
        #expect(recovered.map { $0.samples.map(\.point) } == expected.map { $0.samples.map(\.point) })
    }

    @Test func aCleanQuitSavesANamedDrawingAndLeavesNothingToRecover() throws {
        let sketchpad = try #require(DisplayTools.sketchpad, "the sketchpad executable is not built next to the tests")
        let group = ProcessGroup(folder: folder)
        defer { group.stopAll() }
        let document = folder.appendingPathComponent("quit.sketch").path
        let script = try write("stroke-then-quit.jsonl", """
            {"t": 0.000, "type": "finger-down", "touch": 1, "finger": 0, "x": 0.25, "y": 0.50}
            {"t": 0.016, "type": "finger-move", "touch": 1, "finger": 0, "x": 0.50, "y": 0.55}
            {"t": 0.033, "type": "finger-up",   "touch": 1, "finger": 0, "x": 0.75, "y": 0.50}
            {"t": 0.050, "type": "key", "key": "Escape"}

            """)
        let first = try group.run(sketchpad, ["draw", document, "--no-ui", "--play", script],
                                  environment: environment, name: "first", timeout: 120)
        #expect(first.status == 0, "\(first.output)")
        #expect(try SketchDocument.read(path: document).document.strokes.count == 1)

        let quit = try write("quit.jsonl", #"{"t": 0, "type": "key", "key": "Escape"}"# + "\n")
        let second = try group.run(sketchpad, ["draw", document, "--no-ui", "--play", quit],
                                   environment: environment, name: "second", timeout: 120)
        #expect(second.status == 0)
        #expect(!second.output.contains("recovered"), "\(second.output)")
        #expect(try SketchDocument.read(path: document).document.strokes.count == 1)
    }
}
