import Foundation
import Testing
@testable import sketchpad
import SketchSDL

/// Runs the command line in-process; returns its status and error lines.
@MainActor func sketchpad(_ arguments: String...) -> (status: Int32, errors: [String]) {
    var errors: [String] = []
    let status = Sketchpad.execute(arguments) { errors.append($0) }
    return (status, errors)
}

/// A fresh temporary folder for one test; the caller removes it.
func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("sketchpad-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A fresh temporary folder removed with everything in it when its owner lets go: a suite
/// keeps one as a stored property (Swift Testing makes a suite instance per test), so a run of
/// the tests leaves nothing behind in the temporary directory.
final class TemporaryFolder: Sendable {
    let url: URL
    init() throws { url = try temporaryFolder() }
    deinit { try? FileManager.default.removeItem(at: url) }
}

@MainActor @Suite(.serialized) struct CommandLineTests {
    let folder: URL
    private let scratch: TemporaryFolder
    init() throws {
        scratch = try TemporaryFolder()
        folder = scratch.url
    }

    func write(_ name: String, _ text: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    let goodScript = """
        # a stroke and a tap
        {"t": 0.000, "type": "finger-down", "touch": 1, "finger": 0, "x": 0.25, "y": 0.50, "pressure": 1.0}
        {"t": 0.008, "type": "finger-move", "touch": 1, "finger": 0, "x": 0.50, "y": 0.55}
        {"t": 0.016, "type": "finger-up",   "touch": 1, "finger": 0, "x": 0.75, "y": 0.50}

        {"t": 0.100, "type": "mouse-down",  "x": 120, "y": 80, "button": 1}
        {"t": 0.120, "type": "mouse-up",    "x": 120, "y": 80, "button": 1}
        """

    @Test func replayWritesAPNG() throws {
        let script = try write("good.jsonl", goodScript)
        let out = folder.appendingPathComponent("out.png").path
        let result = sketchpad("replay", script, "--output", out)
        #expect(result.status == 0, "\(result.errors)")
        let data = try Data(contentsOf: URL(fileURLWithPath: out))
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func replayGivesTheSameBytesEveryRun() throws {
        let script = try write("good.jsonl", goodScript)
        let a = folder.appendingPathComponent("a.png").path, b = folder.appendingPathComponent("b.png").path
        #expect(sketchpad("replay", script, "--output", a, "--width", "7", "--color", "#3366CC").status == 0)
        #expect(sketchpad("replay", script, "--output", b, "--width", "7", "--color", "#3366CC").status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)))
    }

    @Test(arguments: [
        ("{\"t\": 0.2, \"type\": \"finger-down\", \"touch\": 1, \"finger\": 0, \"y\": 0.5}", "missing field 'x'"),
        ("{\"t\": 0.2, \"type\": \"finger-wiggle\"}", "unknown event type 'finger-wiggle'"),
        ("{\"t\": 0.2, \"type\": \"finger-down\"", "not a valid JSON object"),
        ("{\"t\": 0.2, \"type\": \"key\", \"key\": \"NoSuchKey\"}", "unknown key name 'NoSuchKey'"),
    ])
    func aBadLineStopsReplayNamingFileAndLineAndWritesNothing(line: String, message: String) throws {
        let script = try write("bad.jsonl", goodScript + "\n" + line + "\n")
        let out = folder.appendingPathComponent("out.png").path
        let result = sketchpad("replay", script, "--output", out)
        #expect(result.status != 0)
        #expect(result.errors == ["\(script):8: \(message)"])
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func aMissingScriptIsOneClearLine() throws {
        let out = folder.appendingPathComponent("out.png").path
        let result = sketchpad("replay", "/no/such/script.jsonl", "--output", out)
        #expect(result.status != 0)
        #expect(result.errors == ["/no/such/script.jsonl: no such file"])
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test(arguments: [
        ["--color", "blue"], ["--color", "#12345"], ["--size", "0x10"], ["--size", "big"],
        ["--width", "0"], ["--width", "nan"], ["--smoothing", "sideways"],
        ["--users", "0"], ["--users", "9"], ["--users", "everyone"],
    ])
    func impossibleOptionsAreOneLineErrors(options: [String]) throws {
        let script = try write("good.jsonl", goodScript)
        let out = folder.appendingPathComponent("out.png").path
        var errors: [String] = []
        let status = Sketchpad.execute(["replay", script, "--output", out] + options) { errors.append($0) }
        #expect(status != 0)
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("sketchpad: ") == true)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func usersDevicesGivesEachTouchDeviceItsOwnPerson() throws {
        let parsed = try ReplayCommand.parse(["in.jsonl", "--output", "out.png", "--users", "devices"])
        #expect(parsed.pen.seating.assignment == .byDevice)
        #expect(try ReplayCommand.parse(["in.jsonl", "--output", "out.png", "--users", "3"]).pen.seating.count == 3)
    }

    @Test func replayRefusesAnOutputThatIsNotPNG() throws {
        let script = try write("good.jsonl", goodScript)
        let result = sketchpad("replay", script, "--output", folder.appendingPathComponent("out.jpg").path)
        #expect(result.status != 0)
        #expect(result.errors.first?.contains(".png") == true)
    }

    @Test(.enabled(if: !SDLSystem.displayLikelyAvailable(), "needs a machine with no display at all"))
    func drawWithoutADisplaySaysWhyAndWhatToRunInstead() {
        let result = sketchpad("draw")
        #expect(result.status != 0)
        #expect(result.errors.count == 1)
        #expect(result.errors.first?.contains("no display") == true)
        #expect(result.errors.first?.contains("sketchpad replay") == true)
    }
}
