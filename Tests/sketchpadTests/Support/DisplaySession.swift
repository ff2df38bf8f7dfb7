#if canImport(Glibc)
import Glibc
#endif
import Foundation
import SketchCore
import SketchSDL

/// The programs the end-to-end tests drive, found in PATH (Debian: xvfb, weston, xdotool,
/// x11-apps), and the `sketchpad` executable built next to the test bundle.
enum DisplayTools {
    static let xvfb = ProcessGroup.which("Xvfb")
    static let weston = ProcessGroup.which("weston")
    static let xdotool = ProcessGroup.which("xdotool")
    static let xwd = ProcessGroup.which("xwd")

    /// `sketchpad`, built by `swift build` / `swift test` into the folder that holds the test bundle.
    static let sketchpad: String? = {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments.first ?? ""
        // Linux: <build>/debug/SketchpadPackageTests.xctest is the test binary itself; macOS:
        // <build>/debug/SketchpadPackageTests.xctest/Contents/MacOS/SketchpadPackageTests.
        var parts = URL(fileURLWithPath: exe).pathComponents.dropLast()
        if let bundle = parts.lastIndex(where: { $0.hasSuffix(".xctest") }) { parts = parts[..<bundle] }
        let dir = URL(fileURLWithPath: NSString.path(withComponents: Array(parts)))
        let path = dir.appendingPathComponent("sketchpad").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }()

    /// CI runs these tests for real: there (CI set to anything but empty or false), a missing
    /// tool or a server that cannot start fails the test instead of skipping it.
    static let required: Bool = {
        let ci = ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? ""
        return !ci.isEmpty && ci != "false" && ci != "0"
    }()

    static func missing(_ tools: [(String, String?)]) -> [String] {
        tools.filter { $0.1 == nil }.map(\.0)
    }

    /// Nil when X11 tests can run; otherwise why not.
    static let x11Unavailable: String? = {
        let gone = missing([("Xvfb", xvfb), ("xdotool", xdotool), ("xwd", xwd), ("sketchpad", sketchpad)])
        if !gone.isEmpty { return "not installed: \(gone.joined(separator: ", ")) (apt-get install xvfb xdotool x11-apps)" }
        return Probe.x11()
    }()

    /// Nil when Wayland tests can run; otherwise why not.
    static let waylandUnavailable: String? = {
        if let reason = x11Unavailable { return reason }
        if weston == nil { return "not installed: weston (apt-get install weston)" }
        return Probe.wayland()
    }()

    /// Starts the servers once, and only says why they cannot start (never fails a test itself).
    private enum Probe {
        static func x11() -> String? {
            do {
                let session = try DisplaySession()
                defer { session.close() }
                try session.startX(width: 64, height: 64)
                return nil
            } catch {
                return "Xvfb is installed but cannot start here: \(error)"
            }
        }

        static func wayland() -> String? {
            do {
                let session = try DisplaySession()
                defer { session.close() }
                try session.startX(width: 64, height: 64)
                try session.startWeston(width: 64, height: 64)
                return nil
            } catch {
                return "weston is installed but cannot start here: \(error)"
            }
        }
    }
}

/// One test's display servers and clients: a private folder (logs, XDG_RUNTIME_DIR, screenshots)
/// and a `ProcessGroup`. `close()` ends every process and removes the folder.
final class DisplaySession: @unchecked Sendable {
    let folder: URL
    let group: ProcessGroup
    /// The X display, `:N`, once `startX` has run.
    private(set) var display: String?
    /// The Wayland socket's name and folder, once `startWeston` has run.
    private(set) var wayland: (socket: String, runtimeDir: String)?
    /// A generous guard against hangs; every wait ends as soon as its condition holds.
    let timeout: Double = 90

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sketchpad-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        group = ProcessGroup(folder: folder)
    }

    func close() {
        group.stopAll()
        try? FileManager.default.removeItem(at: folder)
    }

    /// Starts Xvfb on the first free display (it picks one itself and says which through
    /// `-displayfd` once it accepts connections), with one screen of the given size.
    func startX(width: Int, height: Int) throws {
        let xvfb = try group.spawn(DisplayTools.xvfb ?? "Xvfb",
                                   ["-displayfd", "3", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp",
                                    "-noreset"],
                                   name: "Xvfb", extraOutputs: [3: "displayfd"])
        let fdFile = folder.appendingPathComponent("displayfd")
        let number: Int = try group.wait(timeout: timeout, "Xvfb to name its display", watching: [xvfb]) {
            let text = (try? String(contentsOf: fdFile, encoding: .utf8)) ?? ""
            guard text.hasSuffix("\n") else { return nil }
            return Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        display = ":\(number)"
    }

    /// Starts weston with its X11 backend on the Xvfb display: its window (at the screen's
    /// top left, as there is no window manager) is one output of `width`x`height` units at
    /// `scale`, so its pixels are the screen's. `shell`: kiosk-shell.so (every window
    /// fullscreen) or desktop-shell.so.
    func startWeston(width: Int, height: Int, scale: Int = 1, shell: String = "kiosk-shell.so") throws {
        guard let display else { throw ProcessFailure("start X first") }
        let runtime = folder.appendingPathComponent("xdg-runtime")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let socket = "wayland-sketchpad"
        var env = ProcessGroup.baseEnvironment
        env["DISPLAY"] = display
        env["XDG_RUNTIME_DIR"] = runtime.path
        let weston = try group.spawn(DisplayTools.weston ?? "weston",
                                     ["--backend=x11-backend.so", "--shell=\(shell)", "--socket=\(socket)",
                                      "--width=\(width)", "--height=\(height)", "--scale=\(scale)", "--use-pixman",
                                      "--idle-time=0", "--no-config"],
                                     environment: env, name: "weston")
        let path = runtime.appendingPathComponent(socket).path
        try group.wait(timeout: timeout, "weston's Wayland socket \(path)", watching: [weston], folders: [runtime]) {
            var st = stat()
            return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFSOCK ? true : nil
        }
        wayland = (socket, runtime.path)
    }

    /// Starts `sketchpad draw` with `arguments` as a Wayland client of weston (`wayland`) or an
    /// X11 client of Xvfb, asking for its ready line.
    func startSketchpad(_ arguments: [String], wayland useWayland: Bool) throws -> ProcessGroup.Child {
        guard let exe = DisplayTools.sketchpad else { throw ProcessFailure("the sketchpad executable is not built") }
        var env = try group.isolatedEnvironment()
        env[ReadyLine.environmentVariable] = "1"
        if useWayland {
            guard let wayland else { throw ProcessFailure("start weston first") }
            env["SDL_VIDEODRIVER"] = "wayland"
            env["WAYLAND_DISPLAY"] = wayland.socket
            env["XDG_RUNTIME_DIR"] = wayland.runtimeDir
        } else {
            guard let display else { throw ProcessFailure("start X first") }
            env["SDL_VIDEODRIVER"] = "x11"
            env["DISPLAY"] = display
        }
        return try group.spawn(exe, ["draw"] + arguments, environment: env, name: "sketchpad")
    }

    /// Waits for a ready line from `sketchpad` that satisfies `accept` (the latest one printed).
    func waitForReady(_ sketchpad: ProcessGroup.Child, _ what: String = "its first frame",
                      where accept: @escaping (ReadyLine) -> Bool = { _ in true }) throws -> ReadyLine {
        try group.wait(timeout: timeout, "sketchpad's ready line (\(what))", watching: [sketchpad]) {
            ReadyLine.all(in: group.output(of: sketchpad)).last.flatMap { accept($0) ? $0 : nil }
        }
    }

    /// Runs xdotool on the X display; returns its output.
    @discardableResult
    func xdotool(_ arguments: String...) throws -> String {
        try xdotool(arguments)
    }

    @discardableResult
    func xdotool(_ arguments: [String]) throws -> String {
        var env = ProcessGroup.baseEnvironment
        env["DISPLAY"] = display
        let result = try group.run(DisplayTools.xdotool ?? "xdotool", arguments, environment: env, name: "xdotool",
                                   timeout: timeout)
        guard result.status == 0 else {
            throw ProcessFailure("xdotool \(arguments.joined(separator: " ")) exited with \(result.status): \(result.output)")
        }
        return result.output
    }

    /// A screenshot of the whole X screen, or of one window by id.
    func screenshot(window: String? = nil) throws -> RasterImage {
        var env = ProcessGroup.baseEnvironment
        env["DISPLAY"] = display
        let file = folder.appendingPathComponent("screen.xwd").path
        let target = window.map { ["-id", $0] } ?? ["-root"]
        let result = try group.run(DisplayTools.xwd ?? "xwd", target + ["-silent", "-out", file], environment: env,
                                   name: "xwd", timeout: timeout)
        guard result.status == 0 else { throw ProcessFailure("xwd exited with \(result.status): \(result.output)") }
        return try XWDImage.decode(Data(contentsOf: URL(fileURLWithPath: file)))
    }

    /// Drags the mouse with the left button along `points` (screen coordinates, or relative to
    /// `window`), then moves it off the path so no cursor covers the ink.
    func drag(_ points: [(Int, Int)], window: String? = nil, thenTo rest: (Int, Int)) throws {
        var args: [String] = []
        func move(_ p: (Int, Int)) -> [String] {
            ["mousemove"] + (window.map { ["--window", $0] } ?? []) + ["\(p.0)", "\(p.1)"]
        }
        guard let first = points.first else { return }
        args += move(first) + ["mousedown", "1"]
        for p in points.dropFirst() { args += move(p) }
        args += ["mouseup", "1"] + move(rest)
        try xdotool(args)
    }

    /// Writes `image` where it outlives the session (for a failure's report); returns the path.
    func keep(_ image: RasterImage, as name: String) -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sketchpad-e2e-failures")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("\(name)-\(UUID().uuidString.prefix(8)).png").path
        do { try PNGWriter.write(image, to: path) } catch { return "(not kept: \(error))" }
        return path
    }

    /// Takes screenshots until `check` finds nothing wrong with one (what the window shows
    /// catches up with the input); returns the last screenshot and the problems left, if the
    /// guard ran out first. Each screenshot is a round trip through the X server, so the
    /// retries follow what the server has drawn rather than a pause.
    func screenshot(window: String? = nil, until check: (RasterImage) -> [String]) throws -> (RasterImage, [String]) {
        let deadline = Date().addingTimeInterval(timeout / 2)
        while true {
            let image = try screenshot(window: window)
            let problems = check(image)
            if problems.isEmpty { return (image, problems) }
            if Date() > deadline { return (image, problems + ["screenshot: \(keep(image, as: "screenshot"))"]) }
        }
    }
}

/// What is wrong with a horizontal stroke that should run from (x0, y) to (x1, y) in `image`,
/// `width` pixels across: ink all along it, none past its ends, paper 20 px above and below.
/// Empty when it is all there.
func strokeProblems(in image: RasterImage, from x0: Int, to x1: Int, at y: Int, width: Int) -> [String] {
    var problems: [String] = []
    let reach = width / 2 + 3
    func darkest(_ x: Int) -> Int { (y - reach...y + reach).map { image.ink(x: x, y: $0) }.max() ?? 0 }
    let missing = stride(from: x0 + reach, through: x1 - reach, by: 3).filter { darkest($0) < 200 }
    if !missing.isEmpty { problems.append("no ink at y=\(y) for x in \(missing.prefix(8))\(missing.count > 8 ? "..." : "")") }
    for x in [x0 - reach - 12, x1 + reach + 12] where darkest(x) > 40 {
        problems.append("ink past the stroke's end at (\(x), \(y))")
    }
    for x in stride(from: x0, through: x1, by: 5) {
        for row in [y - reach - 20, y + reach + 20] where image.ink(x: x, y: row) > 40 {
            problems.append("ink away from the stroke at (\(x), \(row))")
            return problems
        }
    }
    return problems
}

/// The run of full ink (> 200) across the stroke at column x, and the partly inked pixels
/// (the anti-aliasing fringe) beside it, within `reach` rows of y.
func crossSection(of image: RasterImage, x: Int, y: Int, reach: Int = 12) -> (full: Int, fringe: Int) {
    let column = (y - reach...y + reach).map { image.ink(x: x, y: $0) }
    return (column.filter { $0 > 200 }.count, column.filter { $0 > 30 && $0 <= 200 }.count)
}
