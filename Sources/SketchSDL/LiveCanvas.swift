import CSDL2
import Foundation
import SketchCore

/// The interactive canvas behind `sketchpad draw`: a window, the frame loop at 60 Hz
/// (vsync where the renderer has it, else a high-resolution timer), and no work while idle.
@MainActor
public final class LiveCanvas {
    public struct Options {
        public var window = RenderDevice.Options()
        public var style = StrokeStyle()
        /// How far past each frame's time predicted ink reaches, seconds; nil for none.
        public var predictionLead: Double? = PredictionSetting.on.lead
        /// Shows fps, frame p99 and input-to-present latency in the top left corner.
        public var stats = false
        public var seating = People.Seating(toolbars: true)
        /// Where to record every device event as an event script, if anywhere.
        public var recordPath: String?
        /// The open drawing: every committed action is journalled after the frame that made it;
        /// Ctrl+S saves it, and so does quitting when it has a name.
        public var document: DocumentStore?
        /// The committed strokes to start with (an opened or recovered document).
        public var drawing: Drawing?
        /// Events played into the window in real time from the start, as if they came from its
        /// devices.
        public var play: [TimedDeviceEvent] = []
        /// Events pulled one at a time as they fall due, after `play`'s (`draw --play` streams
        /// its script with an `EventScriptReader`, so memory stays flat in the script's size);
        /// nil when done. What it throws ends the window with that error.
        public var playSource: (() throws -> TimedDeviceEvent?)?
        /// Where an unnamed drawing is saved on Ctrl+S.
        public var untitledPath: () -> String = { "sketchpad-\(Int(Date().timeIntervalSince1970)).sketch" }
        /// One line for the user (saved, played, a journal problem).
        public var say: (String) -> Void = { FileHandle.standardError.write(Data("sketchpad: \($0)\n".utf8)) }
        public init() {}
    }


    /// Opens the window and runs until the user quits. Throws at once if there is no display.
    public static func run(_ options: Options) throws {
        let device = try openWindow(options.window)
        let loop = FrameLoop(device: device, style: options.style, seating: options.seating)
        if let drawing = options.drawing { loop.session.load(drawing) }
        loop.renderer.predictionLead = options.predictionLead
        var recorder: ScriptRecorder?
        if let path = options.recordPath {
            let r = try ScriptRecorder(path: path)
            loop.onDeviceEvent = { r.record($0) }
            recorder = r
        }
        defer { recorder?.close() }
        // Keep the display awake while the canvas is open (nobody types on a touch board).
        SDL_DisableScreenSaver()
        defer { SDL_EnableScreenSaver() }
        try run(loop, options, announce: ReadyLine.isRequested(by: ProcessInfo.processInfo.environment))
    }

    /// Opens a window with vsync on the system's display; a one-line `StartError` when there is none.
    static func openWindow(_ options: RenderDevice.Options) throws -> RenderDevice {
        let env = ProcessInfo.processInfo.environment
        let exists = { FileManager.default.fileExists(atPath: $0) }
        if let message = DisplayDiagnosis.beforeStart(env: env, exists: exists) {
            throw CanvasError(.cannotStart, message)
        }
        let sdl: SDLSystem
        do {
            sdl = try SDLSystem(.system)
        } catch {
            throw CanvasError(.cannotStart, DisplayDiagnosis.afterFailure(env: env, exists: exists, reason: error.message))
        }
        guard !sdl.fellBackToHeadless else {
            let reason = "only its '\(sdl.videoDriver)' driver started"
            throw CanvasError(.cannotStart, DisplayDiagnosis.afterFailure(env: env, exists: exists, reason: reason))
        }
        var window = options
        window.vsync = true
        let device = try RenderDevice(sdl, window)
        device.setIcon(AppIcon.image(size: AppIcon.windowSize))
        return device
    }

    /// `options.play`'s events, then `options.playSource`'s, one at a time.
    private static func feedSource(_ options: Options) -> () throws -> TimedDeviceEvent? {
        var listed = options.play.makeIterator()
        let source = options.playSource
        return { try listed.next() ?? source?() }
    }

    private static func run(_ loop: FrameLoop, _ options: Options, announce: Bool) throws {
        var keeper = DocumentKeeper(store: options.document, untitledPath: options.untitledPath, say: options.say)
        var feed = options.play.isEmpty && options.playSource == nil ? nil : LiveFeed(feedSource(options), device: loop.device)
        var announced: CanvasSize?
        var cursorShown = true
        let pacer = FramePacer()
        var busy = true
        var stats = options.stats ? LiveStats() : nil
        var oldestInput: Double?
        let record = loop.onDeviceEvent
        if stats != nil {
            loop.onDeviceEvent = { e in
                record?(e)
                switch e.event {
                case .finger, .mouseMove, .mouseButton: oldestInput = min(oldestInput ?? e.time, e.time)
                default: break
                }
            }
        }
        while true {
            if !busy {
                // Nothing moving: sleep in SDL until an event arrives (no spinning while idle).
                SDL_WaitEventTimeout(nil, 500)
            }
            let start = pacer.now()
            let before = loop.session.drawing.revision
            let fed = try feed?.pushDue(at: start) ?? false
            if let s = stats {
                var mesh = Mesh()
                let pixel = max(2, Double(loop.session.canvasSize.height) / 240).rounded()
                PixelFont.append(s.text, at: Point(2 * pixel, 2 * pixel), pixel: pixel, ink: RGBA(255, 255, 255),
                                 paper: RGBA(0, 0, 0, 160), to: &mesh)
                loop.renderer.overlay = mesh
            }
            let commands = try loop.step()
            if stats != nil {
                // Event times are SDL's millisecond ticks, so the present is read on that clock too.
                let latency = oldestInput.map { Double(SDL_GetTicks()) / 1000 - $0 }
                stats?.frame(start: start, end: pacer.now(), latency: latency)
                oldestInput = nil
            }
            keeper.record(&loop.session)
            if fed {
                // Said once what was played is drawn and journalled (tests wait for this line).
                options.say("played \(feed?.pushedCount ?? 0) events")
                feed = nil
            }
            for command in commands {
                switch command {
                case .quit:
                    if let unsaved = keeper.saveOnQuit(&loop.session) { throw CanvasError(.notSaved, unsaved) }
                    return
                case .save: keeper.save(&loop.session)
                case .toggleFullscreen: try loop.device.setFullscreen(!loop.device.isFullscreen)
                }
            }
            if loop.cursor.visible != cursorShown {
                cursorShown = loop.cursor.visible
                loop.device.showCursor(cursorShown)
            }
            if announce, loop.session.canvasSize != announced {
                // SKETCHPAD_READY: one line once the first frame is shown and after each resize.
                announced = loop.session.canvasSize
                let line = ReadyLine(canvas: loop.session.canvasSize, window: loop.device.windowSize,
                                     videoDriver: loop.device.videoDriver, renderDriver: loop.device.rendererName,
                                     screenSaverEnabled: SDL_IsScreenSaverEnabled() == SDL_TRUE)
                FileHandle.standardError.write(Data("\(line)\n".utf8))
            }
            let drawing = loop.session.isDrawing
            // Keep drawing frames while touches move or something fades, then rest.
            busy = drawing || feed != nil || loop.session.drawing.revision != before
                || loop.session.isAnimating(at: loop.now)
            pacer.finishFrame(startedAt: start, on: loop.device)
        }
    }
}

private extension Error {
    var message: String { (self as? SDLError)?.message ?? "\(self)" }
}
