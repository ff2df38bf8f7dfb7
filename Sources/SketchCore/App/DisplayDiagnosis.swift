/// Why `draw` found no display, in the user's terms: which variable points where, and what
/// to run instead.
///
/// A pure function of the environment and of which files exist, so every case is testable
/// without a display. The messages name variables and sockets, never SDL's functions.
public enum DisplayDiagnosis {
    /// What to do without a display, appended to every message.
    public static let alternative = "draw without one: sketchpad replay SCRIPT.jsonl -o OUT.png"

    /// The message before SDL is even tried: nothing in `env` names a display and there is no
    /// `/dev/dri` (`exists` answers for paths). Nil when there may be a display.
    public static func beforeStart(env: [String: String], exists: (String) -> Bool) -> String? {
        let named = ["SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY"].contains { !(env[$0] ?? "").isEmpty }
        if named || exists("/dev/dri") { return nil }
        if let runtime = env["XDG_RUNTIME_DIR"], exists(runtime + "/wayland-0") { return nil }
        return "no display to draw on: neither WAYLAND_DISPLAY nor DISPLAY is set, and there is no /dev/dri for a console; "
            + alternative
    }

    /// The message after SDL could not open any display (or found only a driver that shows
    /// nothing). `reason` is SDL's own words, used only when SDL_VIDEODRIVER chose the driver.
    public static func afterFailure(env: [String: String], exists: (String) -> Bool, reason: String) -> String {
        let display = nonEmpty(env["DISPLAY"]), wayland = nonEmpty(env["WAYLAND_DISPLAY"])
        let what: String
        if let driver = nonEmpty(env["SDL_VIDEODRIVER"]) {
            what = "SDL_VIDEODRIVER=\(driver) could not open a display (\(reason))"
        } else if let wayland, let display {
            what = "WAYLAND_DISPLAY=\(wayland) and DISPLAY=\(display) but neither a Wayland compositor nor an X server answers there"
        } else if let wayland {
            what = waylandProblem(wayland, runtime: nonEmpty(env["XDG_RUNTIME_DIR"]), exists: exists)
        } else if let display {
            what = "DISPLAY=\(display) but no X server answers there"
        } else {
            what = "no display to draw on: neither WAYLAND_DISPLAY nor DISPLAY is set, and the console "
                + "(/dev/dri) could not be opened (a kiosk user needs the video and input groups)"
        }
        return what + "; " + alternative
    }

    private static func waylandProblem(_ name: String, runtime: String?, exists: (String) -> Bool) -> String {
        if name.hasPrefix("/") {
            return "WAYLAND_DISPLAY=\(name) but no Wayland compositor answers there"
        }
        guard let runtime else {
            return "WAYLAND_DISPLAY=\(name) but XDG_RUNTIME_DIR is not set, so its socket cannot be found"
        }
        let socket = runtime.hasSuffix("/") ? runtime + name : runtime + "/" + name
        return exists(socket)
            ? "WAYLAND_DISPLAY=\(name) but the compositor at \(socket) does not answer"
            : "WAYLAND_DISPLAY=\(name) but there is no compositor socket at \(socket)"
    }

    private static func nonEmpty(_ s: String?) -> String? {
        guard let s, !s.isEmpty else { return nil }
        return s
    }
}
