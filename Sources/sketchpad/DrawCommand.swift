import ArgumentParser
import Foundation
import SketchCore
import SketchSDL

/// `sketchpad draw`: opens a window and draws.
struct DrawCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "draw",
        abstract: "Open a window and draw with every finger and the mouse.",
        discussion: """
            Keys (for the first person): Ctrl+Z undo, Ctrl+Shift+Z or Ctrl+Y redo, 1 to 9 colours, \
            [ and ] thinner and thicker, P pen, L line, T trail, E eraser, Delete clears everything \
            (undoable), Ctrl+S saves, F or F11 fullscreen, Escape quits (saving a named drawing). \
            Every stroke, erase, undo and clear is journalled as it happens: after a crash, the next \
            start of the same drawing recovers it. Touches that begin on a toolbar operate it; \
            clear-all on a toolbar needs a long press.
            """)

    @Argument(help: "The drawing to open (.sketch), created on the first save if missing. Without one, an unnamed drawing, kept in a journal under $XDG_STATE_HOME/sketchpad/ and saved by Ctrl+S to sketchpad-TIME.sketch here.")
    var file: String?

    @Option(help: "Window and canvas size in pixels, WxH (default 1280x800, or a saved drawing's own).")
    var size: CanvasSize?

    @Flag(help: "Fill the screen.")
    var fullscreen = false

    @Option(help: "Record every input event to this event script (.jsonl).")
    var record: String?

    @Option(help: "Play this event script (.jsonl) into the window in real time, as if from its devices (demos, tests).")
    var play: String?

    @Flag(help: "Show fps, the 99th-percentile frame time and input-to-present latency over the last second in the top left corner (also SKETCHPAD_STATS=1).")
    var stats = false

    @OptionGroup var pen: PenOptions

    func validate() throws {
        if let file, !DocumentFiles.isDocument(file) {
            throw ValidationError("the drawing must be a .sketch file, not '\(file)'")
        }
    }

    func run() throws {
        // SDL lives on the main thread: the command line calls `run` there.
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor private func runOnMain() throws {
        DebugNotice.show()
        // The whole script is checked before anything runs, then read again as it plays: both
        // passes stream it, so memory stays flat in its size.
        if let play { try ReplayCommand.checkScript(play) }
        // Before touching any journal: without a display there is nothing to draw on.
        guard SDLSystem.displayLikelyAvailable() else { return try start(LiveCanvas.Options()) }
        let (store, opened): (DocumentStore, DocumentStore.Opened)
        do {
            (store, opened) = try DocumentStore.open(path: file)
        } catch {
            throw CommandError(error)
        }
        DocumentFiles.warnAboutRepairs(opened.repairs, count: opened.repairs.count, in: file ?? "")
        var options = LiveCanvas.Options()
        options.window.size = size ?? opened.document?.canvas ?? CanvasSize(width: 1280, height: 800)
        try CanvasBudget.check(options.window.size, file ?? "sketchpad draw")
        options.window.fullscreen = fullscreen
        if let file { options.window.title = "Sketchpad: \(URL(fileURLWithPath: file).lastPathComponent)" }
        options.style = pen.style
        options.predictionLead = pen.prediction.lead
        options.stats = stats || ProcessInfo.processInfo.environment["SKETCHPAD_STATS"] == "1"
        options.seating = pen.seating
        if pen.users == nil, let saved = opened.document?.seating {
            options.seating.count = saved.count
            options.seating.layout = saved.layout
            options.seating.assignment = saved.assignment
        }
        options.recordPath = record
        options.document = store
        options.drawing = opened.drawing
        if let play {
            let reader = try ReplayCommand.openScript(play)
            options.playSource = { try reader.next() }
        }
        if let message = opened.message { options.say(message) }
        try start(options)
    }

    @MainActor private func start(_ options: LiveCanvas.Options) throws {
        do {
            try LiveCanvas.run(options)
        } catch let error as CanvasError where error.kind == .notSaved {
            throw CommandError(error, context: "sketchpad: ")
        } catch {
            throw CommandError(error, context: "sketchpad draw: ")
        }
    }
}
