import CSDL2
import Foundation
import SketchCore

/// The interactive canvas behind `sketchpad draw`: a window, the frame loop at 60 Hz
/// (vsync where the renderer has it, else a high-resolution timer), and no work while idle.
public final class LiveCanvas {
    public struct Options: Sendable {
        public var window = RenderDevice.Options()
        public var style = StrokeStyle()
        public var seating = People.Seating(toolbars: true)
        /// Where to record every device event as an event script, if anywhere.
        public var recordPath: String?
        public init() {}
    }

    /// A problem starting the canvas, worded for the user.
    public struct StartError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Opens the window and runs until the user quits. Throws at once if there is no display.
    public static func run(_ options: Options) throws {
        let sdl: SDLSystem
        let noDisplay = "; set WAYLAND_DISPLAY or DISPLAY, or draw without one: sketchpad replay SCRIPT.jsonl --output OUT.png"
        guard SDLSystem.displayLikelyAvailable() else {
            throw StartError(description: "no display to draw on (no DISPLAY, WAYLAND_DISPLAY or /dev/dri)" + noDisplay)
        }
        do {
            sdl = try SDLSystem(.system)
        } catch {
            throw StartError(description: "no display to draw on (\(error.message))" + noDisplay)
        }
        guard !sdl.fellBackToHeadless else {
            throw StartError(description: "no display to draw on (SDL found only its '\(sdl.videoDriver)' driver)" + noDisplay)
        }
        var window = options.window
        window.vsync = true
        let device = try RenderDevice(sdl, window)
        let loop = FrameLoop(device: device, style: options.style, seating: options.seating)
        var recorder: ScriptRecorder?
        if let path = options.recordPath {
            let r = try ScriptRecorder(path: path)
            loop.onDeviceEvent = { r.record($0) }
            recorder = r
        }
        defer { recorder?.close() }
        try run(loop)
    }

    private static func run(_ loop: FrameLoop) throws {
        let period = 1.0 / 60
        let frequency = Double(SDL_GetPerformanceFrequency())
        var busy = true
        while true {
            if !busy {
                // Nothing moving: sleep in SDL until an event arrives (no spinning while idle).
                SDL_WaitEventTimeout(nil, 500)
            }
            let start = Double(SDL_GetPerformanceCounter()) / frequency
            let before = loop.session.drawing.undoStack.count
            for command in try loop.step() {
                switch command {
                case .quit: return
                case .toggleFullscreen: try loop.device.setFullscreen(!loop.device.isFullscreen)
                }
            }
            let drawing = !loop.session.tracker.active.isEmpty
            loop.device.showCursor(!drawing)
            // Keep drawing frames while touches move or something fades, then rest.
            busy = drawing || loop.session.drawing.undoStack.count != before || loop.session.isAnimating(at: loop.now)
            if !loop.device.hasVSync {
                let left = start + period - Double(SDL_GetPerformanceCounter()) / frequency
                if left > 0 { usleep(UInt32(left * 1_000_000)) }
            }
        }
    }
}

private extension Error {
    var message: String { (self as? SDLError)?.message ?? "\(self)" }
}
