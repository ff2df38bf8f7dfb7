#if canImport(Glibc)
import Glibc
#endif
import Foundation
import SketchCore
import Testing
@testable import sketchpad

/// Outputs under faults that need no mount: a missing folder, a file size limit, absurd
/// times and canvases too large for the pixel budget.
@MainActor @Suite(.serialized) struct OutputSafetyTests {
    let folder: URL
    private let scratch: TemporaryFolder
    init() throws {
        scratch = try TemporaryFolder()
        folder = scratch.url
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func script(_ name: String, extra: String = "") throws -> String {
        try ("""
            {"t": 0.000, "type": "finger-down", "touch": 1, "finger": 0, "x": 0.20, "y": 0.30}
            {"t": 0.050, "type": "finger-move", "touch": 1, "finger": 0, "x": 0.50, "y": 0.60}
            {"t": 0.100, "type": "finger-up",   "touch": 1, "finger": 0, "x": 0.80, "y": 0.30}

            """ + extra).write(toFile: path(name), atomically: true, encoding: .utf8)
        return path(name)
    }

    @Test func aFailingOutputKeepsTheSaveFromBeingWrittenToo() throws {
        let saved = path("x.sketch")
        let result = sketchpad("replay", try script("s.jsonl"), "--save", saved, "--output", path("missing/dir/o.png"))
        #expect(result.status != 0)
        #expect(result.errors == ["cannot write \(path("missing/dir/o.png")): no such folder"])
        #expect(!FileManager.default.fileExists(atPath: saved))
    }

    @Test func aTimeOfTenToTheEighteenIsALocatedErrorNotACrash() throws {
        let file = try script("t.jsonl", extra: "{\"t\": 1e18, \"type\": \"focus-lost\"}\n")
        let result = sketchpad("replay", file, "--output", path("o.png"))
        #expect(result.status != 0)
        #expect(result.errors == ["\(file):4: field 't' must be at most 1e9 seconds (about 31 years), not 1e+18"])
        #expect(!FileManager.default.fileExists(atPath: path("o.png")))
    }

    @Test func aFileSizeLimitIsAnErrorLineAndLeavesNoTemporaryFile() throws {
        let sketchpad = try #require(DisplayTools.sketchpad, "the sketchpad executable is not built next to the tests")
        let group = ProcessGroup(folder: folder)
        defer { group.stopAll() }
        var env = ProcessGroup.baseEnvironment
        env["SDL_VIDEODRIVER"] = "dummy"
        env["SDL_RENDER_DRIVER"] = "software"
        let out = path("limited/big.png")
        try FileManager.default.createDirectory(atPath: path("limited"), withIntermediateDirectories: true)
        // 4 blocks (2 or 4 KiB by the shell's unit): far less than a 1600x1200 PNG of a stroke.
        let run = try group.run("/bin/sh", ["-c", "ulimit -f 4 && exec \"$0\" replay \"$1\" --size 1600x1200 --output \"$2\"",
                                            sketchpad, try script("s.jsonl"), out],
                                environment: env, name: "limited", timeout: 120)
        #expect(run.status == 1, "\(run.output)")
        #expect(run.output == "cannot write \(out): file too large (over the file size limit)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: path("limited")) == [])
    }

    @Test func aHugeCanvasWindowIsRefusedBeforeAnyPixelIsAllocated() throws {
        let sketchpad = try #require(DisplayTools.sketchpad, "the sketchpad executable is not built next to the tests")
        let group = ProcessGroup(folder: folder)
        defer { group.stopAll() }
        var env = ProcessGroup.baseEnvironment
        env["SDL_VIDEODRIVER"] = "dummy"
        let drawing = path("huge.sketch")
        try SketchDocument(canvas: CanvasSize(width: 16_384, height: 16_384), strokes: [], saveID: SketchDocument.newSaveID()).write(to: drawing)
        // A window holds the whole canvas (exports go in bands: ExportTilingTests).
        let run = try group.run("/usr/bin/time", ["-f", "peak-kb %M", sketchpad, "replay", drawing],
                                environment: env, name: "huge", timeout: 120)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "\(drawing): a 16384x16384 canvas needs 4096 MiB of pixel memory, more than the "
                + "1024 MiB budget (SKETCHPAD_PIXEL_BUDGET_MB changes it)")
        let peak = try #require(lines.last.flatMap { Int($0.replacingOccurrences(of: "peak-kb ", with: "")) }, "\(run.output)")
        #expect(peak < 100 * 1024, "peak \(peak) kB")
    }
}
