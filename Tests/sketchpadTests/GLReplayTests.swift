import Foundation
import SketchCore
import Testing

/// Whether SDL can render with `driver` here, through the offscreen video driver (EGL on Mesa):
/// a short `sketchpad bench` names the renderer it really got (SDL falls back to software
/// silently when the one asked for cannot start).
enum GLAvailability {
    static let opengl = decide("opengl")
    static let opengles2 = decide("opengles2")

    static func named(_ driver: String) -> Bool { driver == "opengl" ? opengl : opengles2 }

    private static func decide(_ driver: String) -> Bool {
        let reason = probe(driver)
        guard let reason else { return true }
        if DisplayTools.required { return true }
        FileHandle.standardError.write(Data("sketchpad e2e: skipping the \(driver) replay tests: \(reason)\n".utf8))
        return false
    }

    private static func probe(_ driver: String) -> String? {
        guard let exe = DisplayTools.sketchpad else { return "the sketchpad executable is not built" }
        do {
            let folder = try temporaryFolder()
            let group = ProcessGroup(folder: folder)
            defer { group.stopAll(); try? FileManager.default.removeItem(at: folder) }
            let json = folder.appendingPathComponent("bench.json").path
            var env = try group.isolatedEnvironment()
            env["SDL_VIDEODRIVER"] = "offscreen"
            env["SDL_RENDER_DRIVER"] = driver
            let result = try group.run(exe, ["bench", "--seconds", "0.1", "--fingers", "1", "--committed", "0",
                                             "--size", "64x64", "--json", json],
                                       environment: env, name: "bench-\(driver)", timeout: 60)
            guard result.status == 0 else { return "sketchpad bench failed: \(result.output.suffix(500))" }
            let report = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any]
            let got = report?["render_driver"] as? String ?? "?"
            return got == driver ? nil : "SDL gave the '\(got)' renderer (apt-get install libegl1 libegl-mesa0 libgl1-mesa-dri)"
        } catch {
            return "\(error)"
        }
    }
}

/// How far one render is from another: `excess` is how far a pixel's ink falls outside the
/// range of the reference's inks in its 3x3 neighbourhood (0 when the two differ only by
/// where edges fall within a pixel); `inkRatio` compares the total ink.
struct ImageAgreement: CustomStringConvertible {
    var maxExcess = 0
    var maxDifference = 0
    var meanDifference = 0.0
    var inkRatio = 1.0
    var ink = 0
    var referenceInk = 0

    init(_ image: RasterImage, against reference: RasterImage) {
        guard image.width == reference.width, image.height == reference.height else {
            maxExcess = 255
            inkRatio = 0
            return
        }
        var total = 0, inkA = 0, inkB = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let a = image.ink(x: x, y: y), b = reference.ink(x: x, y: y)
                inkA += a
                inkB += b
                total += abs(a - b)
                maxDifference = max(maxDifference, abs(a - b))
                var lo = 255, hi = 0
                for dy in -1...1 {
                    for dx in -1...1 {
                        let nx = min(max(x + dx, 0), image.width - 1), ny = min(max(y + dy, 0), image.height - 1)
                        let r = reference.ink(x: nx, y: ny)
                        lo = min(lo, r)
                        hi = max(hi, r)
                    }
                }
                maxExcess = max(maxExcess, lo - a, a - hi)
            }
        }
        meanDifference = Double(total) / Double(image.width * image.height)
        ink = inkA
        referenceInk = inkB
        inkRatio = inkB == 0 ? (inkA == 0 ? 1 : .infinity) : Double(inkA) / Double(inkB)
    }

    var description: String {
        "excess beyond a 1 px shift \(maxExcess), largest difference \(maxDifference), mean \(String(format: "%.3f", meanDifference)), ink ratio \(String(format: "%.4f", inkRatio))"
    }
}

/// The replay scenes of `ReplayPixelTests` (SketchSDLTests), as event scripts for the command
/// line, with the same checks on the pixels.
struct ReplayScene: CustomTestStringConvertible, Sendable {
    var name: String
    var size: CanvasSize
    var width: Int
    var events: [TimedDeviceEvent]
    var check: @Sendable (RasterImage) -> [String]

    var testDescription: String { name }

    static func down(_ t: Double, _ f: Int64, _ x: Double, _ y: Double) -> TimedDeviceEvent {
        TimedDeviceEvent(t, .finger(.down, touch: 1, finger: f, x: x, y: y, pressure: 1))
    }
    static func up(_ t: Double, _ f: Int64, _ x: Double, _ y: Double) -> TimedDeviceEvent {
        TimedDeviceEvent(t, .finger(.up, touch: 1, finger: f, x: x, y: y, pressure: 1))
    }

    /// A horizontal line by one finger from x0 to x1 at height y, in `steps` moves, 8 ms apart.
    static func line(finger: Int64, from x0: Double, to x1: Double, y: Double, start t: Double, steps: Int = 8) -> [TimedDeviceEvent] {
        var out = [down(t, finger, x0, y)]
        for i in 1...steps {
            out.append(TimedDeviceEvent(t + Double(i) * 0.008, .finger(.move, touch: 1, finger: finger,
                                                                        x: x0 + (x1 - x0) * Double(i) / Double(steps), y: y, pressure: 1)))
        }
        out.append(up(t + Double(steps + 1) * 0.008, finger, x1, y))
        return out
    }

    static func blank(_ image: RasterImage, x: Int, y: Int, width: Int, height: Int) -> Bool {
        for py in y..<(y + height) { for px in x..<(x + width) where image.ink(x: px, y: py) > 0 { return false } }
        return true
    }

    /// `assets/scripts/ten-fingers.jsonl` at replay's default size: ten long curved strokes.
    static let tenFingersAsset: ReplayScene = {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("assets/scripts/ten-fingers.jsonl").path
        let events = (try? String(contentsOfFile: path, encoding: .utf8)).flatMap { try? EventScript.parse($0, file: path) } ?? []
        return ReplayScene(name: "ten-fingers.jsonl", size: CanvasSize(width: 800, height: 600), width: 4, events: events) { image in
            var inked = 0
            for y in stride(from: 0, to: image.height, by: 2) { for x in stride(from: 0, to: image.width, by: 2) where image.ink(x: x, y: y) > 200 { inked += 1 } }
            return events.count > 1000 && inked > 1000 ? [] : ["\(events.count) events, \(inked) inked samples"]
        }
    }()

    static let all: [ReplayScene] = [tenFingersAsset,
        ReplayScene(name: "a stroke", size: CanvasSize(width: 200, height: 100), width: 6,
                    events: line(finger: 0, from: 0.1, to: 0.9, y: 0.5, start: 0)) { image in
            var problems = stride(from: 25, through: 175, by: 10).filter { image.ink(x: $0, y: 50) <= 200 }.map { "no ink at x=\($0)" }
            if !blank(image, x: 0, y: 0, width: 200, height: 40) { problems.append("ink above the stroke") }
            if !blank(image, x: 0, y: 60, width: 200, height: 40) { problems.append("ink below the stroke") }
            return problems
        },
        ReplayScene(name: "anti-aliased edges", size: CanvasSize(width: 200, height: 100), width: 9,
                    events: line(finger: 0, from: 0.1, to: 0.9, y: 0.5, start: 0)) { image in
            let column = (40...60).map { image.ink(x: 100, y: $0) }
            return column.contains(255) && column.contains { $0 > 10 && $0 < 245 } ? [] : ["column \(column)"]
        },
        ReplayScene(name: "a round dot", size: CanvasSize(width: 200, height: 100), width: 12,
                    events: [down(0, 0, 0.5, 0.5), up(0.05, 0, 0.5, 0.5)]) { image in
            func reach(_ dx: Int, _ dy: Int) -> Int {
                var r = 0
                while r < 50, image.ink(x: 100 + dx * r, y: 50 + dy * r) > 127 { r += 1 }
                return r
            }
            let reaches = [reach(1, 0), reach(-1, 0), reach(0, 1), reach(0, -1)]
            var d = 0
            while d < 50, image.ink(x: 100 + d, y: 50 + d) > 127 { d += 1 }
            var problems: [String] = []
            if image.ink(x: 100, y: 50) != 255 { problems.append("centre \(image.ink(x: 100, y: 50))") }
            if reaches.max()! - reaches.min()! > 1 || !(5...7).contains(reaches.max()!) { problems.append("reaches \(reaches)") }
            if Double(d) * 2.0.squareRoot() > Double(reaches.max()!) + 1.5 { problems.append("diagonal \(d)") }
            return problems
        },
        ReplayScene(name: "ten fingers", size: CanvasSize(width: 200, height: 200), width: 6,
                    events: (0..<10).flatMap { f in line(finger: Int64(f), from: 0.1, to: 0.9, y: 0.05 + 0.1 * Double(f), start: 0) }
                        .sorted { $0.time < $1.time }) { image in
            (0..<10).compactMap { f in
                let y = Int((0.05 + 0.1 * Double(f)) * 200)
                return image.ink(x: 100, y: y) > 200 && image.ink(x: 100, y: y + 10) == 0 ? nil : "finger \(f)"
            }
        },
        ReplayScene(name: "the mouse", size: CanvasSize(width: 200, height: 100), width: 6,
                    events: [TimedDeviceEvent(0, .mouseButton(down: true, x: 20, y: 20, button: 1)),
                             TimedDeviceEvent(0.01, .mouseMove(x: 100, y: 20)),
                             TimedDeviceEvent(0.02, .mouseButton(down: false, x: 180, y: 20, button: 1))]) { image in
            image.ink(x: 60, y: 20) > 200 && image.ink(x: 150, y: 20) > 200 ? [] : ["no mouse ink"]
        },
        ReplayScene(name: "Ctrl+Z", size: CanvasSize(width: 200, height: 100), width: 6,
                    events: line(finger: 0, from: 0.1, to: 0.9, y: 0.3, start: 0) + line(finger: 1, from: 0.1, to: 0.9, y: 0.7, start: 0.2)
                        + [TimedDeviceEvent(0.5, .key(KeyPress("Z", [.ctrl])))]) { image in
            image.ink(x: 100, y: 30) > 200 && image.ink(x: 100, y: 70) == 0 ? [] : ["undo did not take back the second stroke"]
        },
        ReplayScene(name: "a resize", size: CanvasSize(width: 200, height: 100), width: 6,
                    events: line(finger: 0, from: 0.1, to: 0.4, y: 0.5, start: 0)
                        + [TimedDeviceEvent(0.5, .resize(width: 300, height: 150))]) { image in
            image.width == 300 && image.height == 150 && image.ink(x: 50, y: 50) > 200 && image.ink(x: 250, y: 120) == 0
                ? [] : ["\(image.width)x\(image.height)"]
        },
    ]
}

/// The OpenGL renderers (SDL's offscreen video driver: EGL, Mesa's llvmpipe here) replay the
/// scenes of `ReplayPixelTests` through `sketchpad replay` in a subprocess (SDL in this
/// process is the dummy driver's) and must pass the same checks, and agree with the software
/// renderer, which rasterizes meshes the way a GPU does (`MeshRasterizer`): every pixel's ink
/// within 4 levels of the software render's range over its 3x3 neighbourhood (a GPU may break
/// ties on an edge or round a colour differently), and the total ink within 1% (or 2 full
/// pixels' worth, for a dot). Measured (Mesa 22.3 llvmpipe): no pixel outside the range, no
/// pixel more than 1 level apart, total ink equal to 4 digits. (When the software renderer
/// used SDL's own triangles, which snap vertices to whole pixels, single pixels differed by
/// up to about 150 levels and the 12 px dot's ink by 4.4%.) Each comparison's figures go to stderr.
@Suite(.serialized) struct GLReplayTests {
    /// Per pixel: ink levels beyond the 3x3 range. In all: a share of the ink, or for small
    /// marks (a 12 px dot) this many fully inked pixels' worth, whichever is more.
    static let tolerance = (excess: 4, inkShare: 0.01, inkPixels: 2)

    func replay(_ scene: ReplayScene, renderer: String?, in folder: URL, group: ProcessGroup) throws -> RasterImage {
        let exe = try #require(DisplayTools.sketchpad, "the sketchpad executable is not built")
        let script = folder.appendingPathComponent("scene.jsonl")
        try scene.events.compactMap(EventScript.format).joined(separator: "\n")
            .write(to: script, atomically: true, encoding: .utf8)
        let name = renderer ?? "software"
        let output = folder.appendingPathComponent("\(name).png").path
        var env = try group.isolatedEnvironment()
        if let renderer {
            env["SDL_VIDEODRIVER"] = "offscreen"
            env["SDL_RENDER_DRIVER"] = renderer
        }
        let result = try group.run(exe, ["replay", script.path, "--output", output, "--size", "\(scene.size)",
                                         "--width", "\(scene.width)", "--no-ui", "--smoothing", "none", "--pressure", "none"],
                                   environment: env, name: "replay-\(name)", timeout: 120)
        guard result.status == 0 else { throw ProcessFailure("replay with \(name) failed: \(result.output)") }
        return try PNGImage.read(output)
    }

    func compare(_ scene: ReplayScene, renderer: String) throws {
        let folder = try temporaryFolder()
        let group = ProcessGroup(folder: folder)
        defer { group.stopAll(); try? FileManager.default.removeItem(at: folder) }
        let software = try replay(scene, renderer: nil, in: folder, group: group)
        let gl = try replay(scene, renderer: renderer, in: folder, group: group)
        #expect(scene.check(software).isEmpty, "software: \(scene.check(software))")
        #expect(scene.check(gl).isEmpty, "\(renderer): \(scene.check(gl))")
        let agreement = ImageAgreement(gl, against: software)
        let inkSlack = max(Self.tolerance.inkShare * Double(agreement.referenceInk), Double(Self.tolerance.inkPixels * 255))
        #expect(agreement.maxExcess <= Self.tolerance.excess && Double(abs(agreement.ink - agreement.referenceInk)) <= inkSlack,
                "\(renderer) against software: \(agreement)")
        FileHandle.standardError.write(Data("sketchpad e2e: \(renderer) replay of \(scene.name) against software: \(agreement)\n".utf8))
    }

    @Test(.enabled("needs SDL's opengl renderer through EGL (Mesa); CI installs it") { GLAvailability.opengl },
          .timeLimit(.minutes(3)), arguments: ReplayScene.all)
    func openGLPassesTheReplayPixelChecks(scene: ReplayScene) throws {
        try compare(scene, renderer: "opengl")
    }

    @Test(.enabled("needs SDL's opengles2 renderer through EGL (Mesa); CI installs it") { GLAvailability.opengles2 },
          .timeLimit(.minutes(3)), arguments: ReplayScene.all)
    func openGLES2PassesTheReplayPixelChecks(scene: ReplayScene) throws {
        try compare(scene, renderer: "opengles2")
    }
}
