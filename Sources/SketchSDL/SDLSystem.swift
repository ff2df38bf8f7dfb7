import CSDL2
import Foundation
import SketchCore

/// The SDL library, initialised for video and events for as long as this object lives.
///
/// SDL is one global state and not thread-safe: this type and every other SDL owner are
/// `@MainActor`, so the compiler confines SDL to the main thread, and only one `SDLSystem`
/// lives at a time (a second `init` while one lives throws). Everything that touches SDL (the
/// command line and the tests alike) happens inside one.
@MainActor
public final class SDLSystem {
    /// Where SDL should draw when the environment does not say.
    public enum Drivers: Sendable {
        /// Whatever SDL picks (Wayland, X11, KMSDRM); fails without a display.
        case system
        /// SDL's dummy video driver and software renderer, unless SDL_VIDEODRIVER or
        /// SDL_RENDER_DRIVER name others: for replay, bench and tests.
        case headless
    }

    /// Whether an `SDLSystem` lives now (SDL_Init done, SDL_Quit not yet).
    private static var isAlive = false

    /// The video driver SDL chose (`dummy`, `x11`, `wayland`, `offscreen`, ...).
    public let videoDriver: String

    /// True when SDL found no display and fell back to a driver that shows nothing
    /// (`offscreen` or `dummy`) without SDL_VIDEODRIVER asking for it.
    public var fellBackToHeadless: Bool {
        ["offscreen", "dummy"].contains(videoDriver) && ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil
    }

    public init(_ drivers: Drivers) throws(SDLError) {
        guard !Self.isAlive else { throw SDLError(call: "SDL_Init", message: "SDL is already in use in this process") }
        if drivers == .headless {
            // Default priority: the environment variables of the same names still win.
            SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, "dummy", SDL_HINT_DEFAULT)
            SDL_SetHintWithPriority(SDL_HINT_RENDER_DRIVER, "software", SDL_HINT_DEFAULT)
        } else {
            SDL_ResetHint(SDL_HINT_VIDEODRIVER)
            SDL_ResetHint(SDL_HINT_RENDER_DRIVER)
        }
        // Fingers must not also arrive as mouse events, nor the mouse as touches.
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
            throw SDLError.last("SDL_Init")
        }
        videoDriver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "unknown"
        Self.isAlive = true
    }

    /// Whether this environment offers SDL anything to show a window on: an X11 or Wayland
    /// display, a KMS device, or an explicit SDL_VIDEODRIVER. Checked before SDL probes
    /// (its Wayland probe prints to stderr when there is none).
    public nonisolated static func displayLikelyAvailable(_ env: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        DisplayDiagnosis.beforeStart(env: env, exists: { FileManager.default.fileExists(atPath: $0) }) == nil
    }

    isolated deinit {
        SDL_Quit()
        Self.isAlive = false
    }
}
