import ArgumentParser
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
            (undoable), F or F11 fullscreen, Escape quits. Touches that begin on a toolbar operate it; \
            clear-all on a toolbar needs a long press.
            """)

    @Option(help: "Window and canvas size in pixels, WxH.")
    var size = CanvasSize(width: 1280, height: 800)

    @Flag(help: "Fill the screen.")
    var fullscreen = false

    @Option(help: "Record every input event to this event script (.jsonl).")
    var record: String?

    @OptionGroup var pen: PenOptions

    func run() throws {
        var options = LiveCanvas.Options()
        options.window.size = size
        options.window.fullscreen = fullscreen
        options.style = pen.style
        options.seating = pen.seating
        options.recordPath = record
        do {
            try LiveCanvas.run(options)
        } catch {
            throw UserError("sketchpad draw: \(error)")
        }
    }
}
