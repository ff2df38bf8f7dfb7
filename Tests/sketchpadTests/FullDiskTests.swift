import Foundation
@testable import SketchCore
import SketchSDL
import Testing
@testable import sketchpad

/// Every kind of output written onto a real, full file system (a 64 KiB tmpfs): the command
/// fails with one line per failed output, in the user's terms, and no file there changes.
@MainActor @Suite(.serialized, needsMounting) struct FullDiskTests {
    let folder: URL
    let full: FullFolder
    /// After `full`, so the tmpfs is unmounted before the folder is removed.
    private let scratch: TemporaryFolder
    init() throws {
        scratch = try TemporaryFolder()
        folder = scratch.url
        full = try FullFolder(in: folder)
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// A saved drawing of two strokes, outside the full folder.
    func savedDrawing() throws -> String {
        let script = path("two.jsonl")
        try """
            {"t": 0.000, "type": "finger-down", "touch": 1, "finger": 0, "x": 0.20, "y": 0.30}
            {"t": 0.050, "type": "finger-up",   "touch": 1, "finger": 0, "x": 0.80, "y": 0.30}
            {"t": 0.100, "type": "mouse-down",  "x": 100, "y": 200, "button": 1}
            {"t": 0.140, "type": "mouse-up",    "x": 300, "y": 240, "button": 1}
            """.write(toFile: script, atomically: true, encoding: .utf8)
        let saved = path("two.sketch")
        let result = sketchpad("replay", script, "--save", saved)
        #expect(result.status == 0, "\(result.errors)")
        return saved
    }

    /// An old file of `bytes` in the full folder, there before the disk filled up.
    func oldFile(_ name: String, _ bytes: String = "old bytes") throws -> String {
        let file = full.url.appendingPathComponent(name).path
        try Data(bytes.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    @Test(arguments: ["old.png", "old.svg"])
    func exportOntoAFullDiskFailsInOneLineAndKeepsTheOldFile(name: String) throws {
        let drawing = try savedDrawing()
        let old = try oldFile(name)
        try full.fill()
        let before = try full.contents()
        let result = sketchpad("export", drawing, "--output", old)
        #expect(result.status != 0)
        #expect(result.errors == ["cannot write \(old): no space left on device"])
        #expect(try full.contents() == before)
    }

    @Test func aDiskThatFillsUpInTheMiddleOfAnExportFailsInOneLineAndKeepsTheOldFile() throws {
        // Many colours and crossings: a PNG far larger than the 64 KiB file system.
        var random = SeededRandom(seed: 13)
        func coordinate(_ limit: Int) -> Double { Double(random.next() % UInt64(limit)) }
        let strokes = (1...150).map { id in
            Stroke(id: StrokeID(id), style: StrokeStyle(color: RGBA(UInt8(random.next() % 256), UInt8(random.next() % 256), UInt8(random.next() % 256), 255), width: 3),
                   samples: (0..<4).map { StrokeSample(Point(coordinate(400), coordinate(300)), time: Double($0) / 60) })
        }
        let drawing = path("busy.sketch")
        try SketchDocument(canvas: CanvasSize(width: 400, height: 300), strokes: strokes, saveID: SketchDocument.newSaveID()).write(to: drawing)
        let old = try oldFile("old.png")
        let before = try full.contents()
        let result = sketchpad("export", drawing, "--output", old, "--scale", "2")
        #expect(result.status != 0)
        #expect(result.errors == ["cannot write \(old): no space left on device"])
        #expect(try full.contents() == before)
        // The same export where there is room is larger than the whole file system.
        #expect(sketchpad("export", drawing, "--output", path("roomy.png"), "--scale", "2").status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path("roomy.png"))).count > 64 * 1024)
    }

    @Test func aNewExportOntoAFullDiskLeavesNoFileAtAll() throws {
        let drawing = try savedDrawing()
        try full.fill()
        let before = try full.contents()
        let result = sketchpad("export", drawing, "--output", full.url.appendingPathComponent("new.png").path, "--scale", "2")
        #expect(result.status != 0)
        #expect(result.errors.count == 1)
        #expect(try full.contents() == before)
    }

    @Test func replaySaveOntoAFullDiskWritesNeitherOutput() throws {
        let drawing = try savedDrawing()
        let old = try oldFile("old.sketch")
        try full.fill()
        let before = try full.contents()
        let png = path("fresh.png")
        let result = sketchpad("replay", drawing, "--save", old, "--output", png)
        #expect(result.status != 0)
        #expect(result.errors == ["cannot write \(old): no space left on device"])
        #expect(try full.contents() == before)
        #expect(!FileManager.default.fileExists(atPath: png))
    }

    @Test func savingADocumentOntoAFullDiskKeepsTheOldOne() throws {
        let old = try oldFile("kept.sketch")
        try full.fill()
        let before = try full.contents()
        let document = try SketchDocument.read(path: savedDrawing()).document
        #expect(throws: DocumentError.self) { try document.write(to: old) }
        #expect(try full.contents() == before)
    }

    @Test func journalCompactionOntoAFullDiskKeepsTheOldJournal() throws {
        let journal = try oldFile(".kept.sketch.journal", "an old journal\n")
        try full.fill()
        let before = try full.contents()
        var message = ""
        do {
            try JournalFile.create(journal, with: Array(repeating: 0x41, count: 8192))
        } catch {
            message = "\(error)"
        }
        #expect(message == "cannot write \(journal): no space left on device")
        #expect(try full.contents() == before)
    }

    @Test func benchReportsOntoAFullDiskWriteNeither() throws {
        let json = full.url.appendingPathComponent("report.json").path
        let plot = path("plot.svg")
        try full.fill()
        let before = try full.contents()
        let result = sketchpad("bench", "--seconds", "1", "--size", "160x120", "--fingers", "1", "--committed", "0",
                               "--json", json, "--plot", plot)
        #expect(result.status != 0)
        #expect(result.errors == ["cannot write \(json): no space left on device"])
        #expect(try full.contents() == before)
        #expect(!FileManager.default.fileExists(atPath: plot))
    }

    @Test func aRecordingOntoAFullDiskStopsWithOneLineInsteadOfCrashing() throws {
        let path = full.url.appendingPathComponent("rec.jsonl").path
        let recorder = try ScriptRecorder(path: path)
        var lines: [String] = []
        recorder.onFailure = { lines.append($0) }
        try full.fill()
        for k in 0..<2000 {
            recorder.record(TimedDeviceEvent(Double(k) * 0.01, .mouseMove(x: 10, y: 20)))
        }
        recorder.close()
        #expect(lines == ["cannot write \(path): no space left on device; the recording stops here"])
    }
}
