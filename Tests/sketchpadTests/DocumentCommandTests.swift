import Foundation
import SketchCore
import Testing
@testable import sketchpad

/// `replay --save`, `replay FILE.sketch`, and `export` to PNG and SVG, run in-process.
@MainActor @Suite(.serialized) struct DocumentCommandTests {
    let folder: URL
    private let scratch: TemporaryFolder
    init() throws {
        scratch = try TemporaryFolder()
        folder = scratch.url
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func write(_ name: String, _ text: String) throws -> String {
        try text.write(toFile: path(name), atomically: true, encoding: .utf8)
        return path(name)
    }

    /// Two strokes, one with varying pressure, saved by `replay --save`.
    func savedDrawing() throws -> String {
        let script = try write("two.jsonl", """
            {"t": 0.000, "type": "finger-down", "touch": 1, "finger": 0, "x": 0.20, "y": 0.30, "pressure": 0.4}
            {"t": 0.016, "type": "finger-move", "touch": 1, "finger": 0, "x": 0.40, "y": 0.40, "pressure": 0.7}
            {"t": 0.033, "type": "finger-move", "touch": 1, "finger": 0, "x": 0.60, "y": 0.35, "pressure": 0.9}
            {"t": 0.050, "type": "finger-up",   "touch": 1, "finger": 0, "x": 0.80, "y": 0.30}
            {"t": 0.100, "type": "mouse-down",  "x": 100, "y": 200, "button": 1}
            {"t": 0.120, "type": "mouse-move",  "x": 200, "y": 260}
            {"t": 0.140, "type": "mouse-up",    "x": 300, "y": 240, "button": 1}
            """)
        let saved = path("two.sketch")
        let result = sketchpad("replay", script, "--no-ui", "--save", saved, "--output", path("script.png"))
        #expect(result.status == 0, "\(result.errors)")
        return saved
    }

    @Test func replaySaveWritesEveryStrokeOfTheScript() throws {
        let document = try SketchDocument.read(path: savedDrawing()).document
        #expect(document.strokes.count == 2)
        #expect(document.canvas == CanvasSize(width: 800, height: 600))
        #expect(document.strokes[0].style.pressure == .device)
    }

    @Test func exportAndReplayOfASavedDrawingGiveTheScriptsPixels() throws {
        let saved = try savedDrawing()
        #expect(sketchpad("export", saved, "--output", path("export.png")).status == 0)
        #expect(sketchpad("replay", saved, "--output", path("replay.png")).status == 0)
        let script = try Data(contentsOf: URL(fileURLWithPath: path("script.png")))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path("export.png"))) == script)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path("replay.png"))) == script)
    }

    @Test func exportScaleMakesTheImageThatManyTimesLarger() throws {
        let saved = try savedDrawing()
        #expect(sketchpad("export", saved, "--output", path("big.png"), "--scale", "3").status == 0)
        let data = try Data(contentsOf: URL(fileURLWithPath: path("big.png")))
        // PNG header: width and height as big-endian 32-bit numbers at bytes 16 and 20.
        let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect((width, height) == (2400, 1800))
    }

    @Test func exportSVGWritesOnePathPerStroke() throws {
        let saved = try savedDrawing()
        #expect(sketchpad("export", saved, "--output", path("out.svg")).status == 0)
        let svg = try String(contentsOfFile: path("out.svg"), encoding: .utf8)
        #expect(svg.components(separatedBy: "<path").count - 1 == 2)
        #expect(svg.contains(#"width="800""#))
    }

    @Test(arguments: [
        ["export", "IN", "--output", "out.jpg"],
        ["export", "IN", "--output", "out.png", "--scale", "0"],
        ["export", "IN", "--output", "out.png", "--scale", "9"],
        ["export", "IN", "--output", "out.svg", "--scale", "2"],
        ["replay", "IN", "--output", "out.png", "--speed", "0"],
        ["replay", "IN", "--save", "out.json"],
        ["replay", "SCRIPT"],
    ])
    func impossibleDocumentOptionsAreOneLineErrors(arguments: [String]) throws {
        let saved = try savedDrawing()
        let script = path("two.jsonl")
        let args = arguments.map { $0 == "IN" ? saved : $0 == "SCRIPT" ? script : $0.hasPrefix("out") ? path($0) : $0 }
        let result = sketchpad(args)
        #expect(result.status != 0)
        #expect(result.errors.count == 1)
        #expect(!FileManager.default.fileExists(atPath: path("out.png")))
    }

    @Test(arguments: [
        ("truncated", #"{"format":"sketchpad","version":"1.0","canvas":{"width":8"#),
        ("newer", #"{"format":"sketchpad","version":"2.0","canvas":{"width":8,"height":8},"strokes":[]}"#),
        ("not json", "hello"),
    ])
    func aBrokenDrawingIsAOneLineErrorNamingTheFile(name: String, text: String) throws {
        let bad = try write("\(name.replacingOccurrences(of: " ", with: "-")).sketch", text)
        for command in ["export", "replay"] {
            let result = sketchpad([command, bad, "--output", path("out.png")])
            #expect(result.status != 0)
            #expect(result.errors.count == 1)
            #expect(result.errors.first?.contains(bad) == true, "\(result.errors)")
        }
        #expect(!FileManager.default.fileExists(atPath: path("out.png")))
    }
}

/// Runs the command line in-process with an argument array.
func sketchpad(_ arguments: [String]) -> (status: Int32, errors: [String]) {
    var errors: [String] = []
    let status = Sketchpad.execute(arguments) { errors.append($0) }
    return (status, errors)
}
