import Foundation
import SketchCore
import Testing

/// Whether the end-to-end suites can run here, decided once, lazily (starting a server to
/// find out), with the reason on stderr when they cannot. In CI they always run.
enum EndToEnd {
    static let x11: Bool = decide("X11", DisplayTools.x11Unavailable)
    static let wayland: Bool = decide("Wayland", DisplayTools.waylandUnavailable)

    static func decide(_ what: String, _ reason: @autoclosure () -> String?) -> Bool {
        guard let reason = reason() else { return true }
        if DisplayTools.required { return true }  // CI: run, and fail with the reason
        FileHandle.standardError.write(Data("sketchpad e2e: skipping the \(what) tests: \(reason)\n".utf8))
        return false
    }
}

let needsX11 = ConditionTrait.enabled(
    "needs Xvfb, xdotool, xwd (x11-apps) and an X server that starts here; CI installs them") { EndToEnd.x11 }
let needsWayland = ConditionTrait.enabled(
    "needs weston besides the X11 tools, and a weston that starts here; CI installs it") { EndToEnd.wayland }

/// `sketchpad draw` on real display servers: Xvfb for X11, and weston (its X11 backend, in a
/// window on Xvfb: its headless backend has no seat, which SDL 2.26 needs) for Wayland.
/// xdotool drags the real pointer; xwd screenshots show what the program drew.
///
/// Every server and client runs in its own process group and is ended, group and all, when
/// the test ends, passed or failed. Waits are on real conditions (Xvfb's -displayfd, weston's
/// socket, sketchpad's ready line, `xdotool search --sync`, the ink in a screenshot); the time
/// limits only guard against hangs.
@Suite(.serialized) struct DisplayServerTests {
    /// Straight, constant-width ink, so the screenshots can be checked exactly.
    static let pen = ["--no-ui", "--smoothing", "none", "--pressure", "none", "--width", "6"]

    // MARK: X11

    @Test(needsX11, .timeLimit(.minutes(3)))
    func anX11WindowDrawsWhatTheMouseDrags() throws {
        let session = try DisplaySession()
        defer { session.close() }
        try session.startX(width: 640, height: 480)
        let app = try session.startSketchpad(["--size", "400x300"] + Self.pen, wayland: false)
        let ready = try session.waitForReady(app)
        #expect(ready.canvas == CanvasSize(width: 400, height: 300))
        #expect(ready.window == CanvasSize(width: 400, height: 300))
        #expect(ready.videoDriver == "x11")
        #expect(!ready.screenSaverEnabled, "the screen saver stays off while the canvas is open")

        let id = try #require(try session.xdotool("search", "--sync", "--onlyvisible", "--name", "^Sketchpad$")
            .split(whereSeparator: \.isNewline).first.map(String.init))
        try session.drag([(60, 150), (120, 150), (200, 150), (280, 150), (340, 150)], window: id, thenTo: (390, 290))
        let (image, problems) = try session.screenshot(window: id) {
            strokeProblems(in: $0, from: 60, to: 340, at: 150, width: 6)
        }
        #expect(image.width == 400 && image.height == 300)
        #expect(problems.isEmpty, "\(problems); sketchpad said: \(session.group.output(of: app).suffix(1500))")
    }

    @Test(needsX11, .timeLimit(.minutes(3)))
    func fullscreenCoversABareXServer() throws {
        let session = try DisplaySession()
        defer { session.close() }
        try session.startX(width: 800, height: 600)
        let app = try session.startSketchpad(["--fullscreen", "--size", "400x300"] + Self.pen, wayland: false)
        let ready = try session.waitForReady(app)
        #expect(ready.canvas == CanvasSize(width: 800, height: 600), "no window manager here: the window itself must cover the screen")

        let geometry = try session.xdotool("search", "--sync", "--onlyvisible", "--name", "^Sketchpad$",
                                           "getwindowgeometry", "--shell")
        let fields = Dictionary(geometry.split(whereSeparator: \.isNewline).compactMap { line -> (String, String)? in
            let kv = line.split(separator: "=", maxSplits: 1)
            return kv.count == 2 ? (String(kv[0]), String(kv[1])) : nil
        }, uniquingKeysWith: { a, _ in a })
        #expect(fields["X"] == "0" && fields["Y"] == "0" && fields["WIDTH"] == "800" && fields["HEIGHT"] == "600",
                "\(geometry)")

        try session.drag([(100, 300), (300, 300), (500, 300), (700, 300)], thenTo: (795, 595))
        let (_, problems) = try session.screenshot { strokeProblems(in: $0, from: 100, to: 700, at: 300, width: 6) }
        #expect(problems.isEmpty, "\(problems); sketchpad said: \(session.group.output(of: app).suffix(1500))")

        // F11 leaves fullscreen: back to the --size window, the drawing kept.
        try session.xdotool("key", "F11")
        let windowed = try session.waitForReady(app, "the window back at --size") { $0.canvas == CanvasSize(width: 400, height: 300) }
        #expect(windowed.window == CanvasSize(width: 400, height: 300))

        // F11 again: the window covers the screen once more (no window manager to ask), and ink
        // lands under the pointer.
        try session.xdotool("key", "F11")
        let again = try session.waitForReady(app, "fullscreen again") { $0.canvas == CanvasSize(width: 800, height: 600) }
        #expect(again.window == CanvasSize(width: 800, height: 600))
        let geometryAgain = try session.xdotool("search", "--sync", "--onlyvisible", "--name", "^Sketchpad$",
                                                "getwindowgeometry", "--shell")
        #expect(geometryAgain.contains("X=0\n") && geometryAgain.contains("Y=0\n") && geometryAgain.contains("WIDTH=800"),
                "\(geometryAgain)")
        try session.drag([(100, 200), (300, 200), (500, 200), (700, 200)], thenTo: (795, 595))
        let (_, problemsAgain) = try session.screenshot { strokeProblems(in: $0, from: 100, to: 700, at: 200, width: 6) }
        #expect(problemsAgain.isEmpty, "\(problemsAgain); sketchpad said: \(session.group.output(of: app).suffix(1500))")
    }

    // MARK: Wayland

    /// Readies weston for a drag: moves the pointer off weston's window and back in at `rest`
    /// (weston's x11 backend follows the pointer by relative motion and takes its absolute
    /// position only as it enters the window, so this puts the two in step), then waits until
    /// the screen shows paper along the stroke's row and weston's cursor at `rest`.
    func readyForDrag(_ session: DisplaySession, row y: Int, from x0: Int, to x1: Int,
                      rest: (Int, Int), outside: (Int, Int)) throws {
        try session.xdotool("mousemove", "\(outside.0)", "\(outside.1)", "mousemove", "\(rest.0)", "\(rest.1)")
        let (_, problems) = try session.screenshot { image in
            var problems: [String] = []
            if stride(from: x0, through: x1, by: 10).contains(where: { image[$0, y] != .white }) {
                problems.append("no canvas along y=\(y)")
            }
            if !(0..<16).contains(where: { dy in (0..<12).contains { dx in image.ink(x: rest.0 + dx, y: rest.1 + dy) > 100 } }) {
                problems.append("weston's cursor is not at \(rest)")
            }
            return problems
        }
        if !problems.isEmpty { throw ProcessFailure("weston is not ready for the drag: \(problems)") }
    }

    @Test(needsWayland, .timeLimit(.minutes(3)))
    func aWaylandClientDrawsWhatTheMouseDrags() throws {
        let session = try DisplaySession()
        defer { session.close() }
        try session.startX(width: 700, height: 540)  // room beside weston's window to move the pointer out
        try session.startWeston(width: 640, height: 480)
        let app = try session.startSketchpad(["--size", "400x300"] + Self.pen, wayland: true)
        // kiosk-shell gives every window the whole output.
        let ready = try session.waitForReady(app, "a canvas as big as the output") {
            $0.canvas == CanvasSize(width: 640, height: 480)
        }
        #expect(ready.videoDriver == "wayland")
        #expect(ready.window == ready.canvas)
        #expect(!ready.screenSaverEnabled)

        try readyForDrag(session, row: 240, from: 100, to: 540, rest: (560, 400), outside: (680, 520))
        try session.drag([(100, 240), (250, 240), (400, 240), (540, 240)], thenTo: (560, 400))
        let (_, problems) = try session.screenshot { strokeProblems(in: $0, from: 100, to: 540, at: 240, width: 6) }
        #expect(problems.isEmpty, "\(problems); sketchpad said: \(session.group.output(of: app).suffix(1500))")
    }

    @Test(needsWayland, .timeLimit(.minutes(3)))
    func fullscreenFillsAWaylandDesktop() throws {
        let session = try DisplaySession()
        defer { session.close() }
        try session.startX(width: 700, height: 540)
        try session.startWeston(width: 640, height: 480, shell: "desktop-shell.so")
        let app = try session.startSketchpad(["--fullscreen", "--size", "400x300"] + Self.pen, wayland: true)
        let ready = try session.waitForReady(app, "a fullscreen canvas") { $0.canvas == CanvasSize(width: 640, height: 480) }
        #expect(ready.videoDriver == "wayland")

        try readyForDrag(session, row: 100, from: 20, to: 620, rest: (560, 400), outside: (680, 520))
        try session.drag([(20, 100), (220, 100), (420, 100), (620, 100)], thenTo: (560, 400))
        let (_, problems) = try session.screenshot { strokeProblems(in: $0, from: 20, to: 620, at: 100, width: 6) }
        #expect(problems.isEmpty, "\(problems); sketchpad said: \(session.group.output(of: app).suffix(1500))")
    }

    /// weston at scale 2: the window is 640x480 units, its buffer (the canvas) 1280x960 pixels,
    /// and weston's 1280x960 X window shows those pixels one to one. The mouse arrives in
    /// window units; the stroke must land under the pointer, drawn at full resolution.
    @Test(needsWayland, .timeLimit(.minutes(3)))
    func highDPIMapsTheMouseAndStaysSharp() throws {
        let session = try DisplaySession()
        defer { session.close() }
        try session.startX(width: 1340, height: 1000)
        try session.startWeston(width: 640, height: 480, scale: 2)
        let app = try session.startSketchpad(["--size", "400x300"] + Self.pen, wayland: true)
        let ready = try session.waitForReady(app, "a 2x canvas") { $0.canvas == CanvasSize(width: 1280, height: 960) }
        #expect(ready.window == CanvasSize(width: 640, height: 480))

        try readyForDrag(session, row: 400, from: 200, to: 1000, rest: (1150, 850), outside: (1320, 990))
        try session.drag([(200, 400), (400, 400), (600, 400), (800, 400), (1000, 400)], thenTo: (1150, 850))
        let (image, problems) = try session.screenshot { strokeProblems(in: $0, from: 200, to: 1000, at: 400, width: 6) }
        #expect(problems.isEmpty, "\(problems); sketchpad said: \(session.group.output(of: app).suffix(1500))")
        // Sharp: 6 px of ink with at most a 1 px fringe each side; a canvas drawn at 640x480
        // and scaled up by weston would show 12 px.
        for x in [300, 600, 900] {
            let section = crossSection(of: image, x: x, y: 400)
            #expect((5...7).contains(section.full) && section.fringe <= 2, "x=\(x): \(section)")
        }
    }
}
