import Foundation
import SketchCore
import Testing
@testable import sketchpad

/// Exports larger than one surface of the pixel budget: rendered in bands, the same pixels
/// whatever the band, in memory bounded by the band.
@MainActor @Suite(.serialized) struct ExportTilingTests {
    let folder: URL
    private let scratch: TemporaryFolder
    init() throws {
        scratch = try TemporaryFolder()
        folder = scratch.url
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// A drawing on `canvas` with strokes corner to corner and across the middle.
    func drawing(_ name: String, canvas: CanvasSize) throws -> String {
        let w = Double(canvas.width), h = Double(canvas.height)
        func stroke(_ id: StrokeID, _ color: RGBA, _ points: [Point]) -> Stroke {
            Stroke(id: id, style: StrokeStyle(color: color, width: 6),
                   samples: points.enumerated().map { StrokeSample($0.element, time: Double($0.offset) / 60) })
        }
        let strokes = [stroke(1, .black, [Point(w * 0.05, h * 0.05), Point(w * 0.5, h * 0.45), Point(w * 0.95, h * 0.95)]),
                       stroke(2, RGBA(200, 20, 20, 160), [Point(w * 0.1, h * 0.5), Point(w * 0.9, h * 0.52)])]
        try SketchDocument(canvas: canvas, strokes: strokes, saveID: SketchDocument.newSaveID()).write(to: path(name))
        return path(name)
    }

    /// Runs the built sketchpad under `/usr/bin/time`; its exit status, error lines, and peak RSS in kB.
    func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> (status: Int32, errors: [String], peakKB: Int) {
        let sketchpad = try #require(DisplayTools.sketchpad, "the sketchpad executable is not built next to the tests")
        let group = ProcessGroup(folder: folder)
        defer { group.stopAll() }
        var env = ProcessGroup.baseEnvironment
        env["SDL_VIDEODRIVER"] = "dummy"
        env["SDL_RENDER_DRIVER"] = "software"
        env.merge(extra) { $1 }
        let run = try group.run("/usr/bin/time", ["-f", "peak-kb %M", sketchpad] + arguments, environment: env, name: "export", timeout: 300)
        var lines = run.output.split(separator: "\n").map(String.init)
        let peak = try #require(lines.popLast().flatMap { Int($0.replacingOccurrences(of: "peak-kb ", with: "")) }, "\(run.output)")
        return (run.status, lines, peak)
    }

    /// Width and height from a PNG file's IHDR.
    func pngSize(_ file: String) throws -> (Int, Int) {
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        return (data[16..<20].reduce(0) { $0 << 8 | Int($1) }, data[20..<24].reduce(0) { $0 << 8 | Int($1) })
    }

    @Test func aSixteenThousandSquareCanvasExportsInBandsUnder300MBOfMemory() throws {
        // Ink on the first band seam (row 256) only: blank rows encode fast even in a debug build.
        let strokes = [Stroke(id: 1, style: StrokeStyle(color: .black, width: 8),
                              samples: [StrokeSample(Point(100, 200)), StrokeSample(Point(400, 320), time: 0.1)])]
        let input = path("huge.sketch")
        try SketchDocument(canvas: CanvasSize(width: 16_384, height: 16_384), strokes: strokes, saveID: SketchDocument.newSaveID()).write(to: input)
        let result = try run(["export", input, "--output", path("huge.png")])
        #expect(result.status == 0 && result.errors.isEmpty, "\(result.errors)")
        #expect(result.peakKB < 300 * 1024, "peak \(result.peakKB) kB")
        #expect(try pngSize(path("huge.png")) == (16_384, 16_384))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") } == [], "no temporary left")
    }

    @Test func aOneMiBBudgetWritesTheSameFileAsOneBandInThinnerBands() throws {
        let input = try drawing("d.sketch", canvas: CanvasSize(width: 400, height: 300))
        // 1600x1200 at 4 copies would need 30 MiB as one surface; 1 MiB allows bands of 40 rows.
        let thin = try run(["export", input, "--scale", "4", "--output", path("thin.png")], environment: [PixelBudget.environmentKey: "1"])
        #expect(thin.status == 0 && thin.errors.isEmpty, "\(thin.errors)")
        let whole = sketchpad("export", input, "--scale", "4", "--output", path("whole.png"))
        #expect(whole.status == 0, "\(whole.errors)")
        #expect(try pngSize(path("thin.png")) == (1600, 1200))
        let a = try Data(contentsOf: URL(fileURLWithPath: path("thin.png"))), b = try Data(contentsOf: URL(fileURLWithPath: path("whole.png")))
        #expect(a == b, "banded export differs from the one-band export")
        let image = try PNGImage.read(path("thin.png"))
        #expect(image.ink(x: 800, y: 600) > 100, "ink where bands meet")
    }

    @Test func anExportWiderThanTheLimitIsRefusedInOneLineAndWritesNothing() throws {
        let input = try drawing("wide.sketch", canvas: CanvasSize(width: 9000, height: 10))
        let result = sketchpad("export", input, "--scale", "8", "--output", path("wide.png"))
        #expect(result.status != 0)
        #expect(result.errors == ["\(input): a 72000x80 export is too large (each side at most 65536 px)"])
        #expect(!FileManager.default.fileExists(atPath: path("wide.png")))
    }
}
