import Foundation
import Testing
@testable import SketchCore

/// Event scripts read from their file line by line: the same events and errors as parsing
/// the whole text, with memory flat in the script's size.
struct EventScriptReaderTests {
    func file(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("reader-\(UUID().uuidString).jsonl").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static let script = """
        # two fingers
        {"t": 0.000, "type": "finger-down", "touch": 1, "finger": 0, "x": 0.25, "y": 0.50, "pressure": 1.0}\r
        {"t": 0.008, "type": "finger-move", "touch": 1, "finger": 0, "x": 0.50, "y": 0.55}

        {"t": 0.016, "type": "finger-up",   "touch": 1, "finger": 0, "x": 0.75, "y": 0.50}
        {"t": 0.100, "type": "key", "key": "Z", "mods": ["ctrl"]}
        {"t": 0.120, "type": "resize", "width": 640, "height": 480}
        """

    @Test(arguments: ["", "\n"])
    func aStreamedScriptGivesTheSameEventsAsTheWholeText(ending: String) throws {
        let text = Self.script + ending
        let path = try file(text)
        defer { unlink(path) }
        #expect(try EventScriptReader(path: path).readAll() == EventScript.parse(text, file: path))
    }

    @Test(arguments: [
        ("{\"t\": 0.5, \"type\": \"focus-lost\"}\n{\"t\": 0.4, \"type\": \"focus-lost\"}\n", 2),
        ("\n\n{\"t\": 1e18, \"type\": \"focus-lost\"}", 3),
        ("# ok\n{\"t\": 0.5, \"type\": \"finger-wiggle\"}\n", 2),
    ])
    func aBadLineIsTheSameLocatedErrorAsFromTheWholeText(text: String, line: Int) throws {
        let path = try file(text)
        defer { unlink(path) }
        var streamed: ScriptError?
        do { _ = try EventScriptReader(path: path).readAll() } catch { streamed = error }
        var whole: ScriptError?
        do { _ = try EventScript.parse(text, file: path) } catch { whole = error }
        #expect(streamed != nil)
        #expect(streamed == whole)
        #expect(streamed?.line == line)
    }

    @Test func bytesThatAreNotUTF8AreALocatedError() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("reader-\(UUID().uuidString).jsonl").path
        try Data("# fine\n{\"t\": 0, \"type\": \"key\", \"key\": \"\u{FF}\"}\n".utf8.map { $0 == 0xC3 ? 0xFF : $0 })
            .write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        #expect(throws: ScriptError(file: path, line: 2, "not UTF-8 text")) { try EventScriptReader(path: path).readAll() }
    }

    @Test func aMissingScriptIsOneLine() {
        #expect(throws: ScriptError(.notFound, file: "/no/such.jsonl", "no such file")) { try EventScriptReader(path: "/no/such.jsonl") }
    }

    @Test func aFiftyMegabyteScriptIsReadWithLessThanTwoHundredKilobytesOfIt() throws {
        // Mostly long comment lines (cheap to skip), an event every 1000 lines.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("reader-big-\(UUID().uuidString).jsonl").path
        guard let out = FileHandle(forWritingAtPath: path) ?? {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
            return FileHandle(forWritingAtPath: path)
        }() else { Issue.record("cannot create \(path)"); return }
        defer { unlink(path) }
        let comment = "# " + String(repeating: "x", count: 500) + "\n"
        var block = ""
        for _ in 0..<999 { block += comment }
        var events = 0
        for k in 0..<100 {
            out.write(Data((block + "{\"t\": \(Double(k) * 0.01), \"type\": \"focus-lost\"}\n").utf8))
            events += 1
        }
        try out.close()
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        #expect(size > 50_000_000)
        let reader = try EventScriptReader(path: path)
        var read = 0
        while try reader.next() != nil { read += 1 }
        #expect(read == events)
        #expect(reader.peakBufferBytes < 200_000)
    }
}
