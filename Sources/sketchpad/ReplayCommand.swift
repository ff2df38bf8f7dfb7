import ArgumentParser
import Foundation
import SketchCore
import SketchSDL

/// `sketchpad replay`: feeds an event script through the real event path, headless, and
/// writes the canvas as PNG and the drawing as `.sketch`; or plays a saved drawing back.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay an event script or a saved drawing: to a PNG, to a .sketch, or in a window.",
        discussion: """
            An event script (.jsonl) runs in virtual time (60 frames per second of script time, no \
            sleeping) with SDL's dummy video driver and software renderer unless SDL_VIDEODRIVER / \
            SDL_RENDER_DRIVER say otherwise; the same input and options give the same bytes on every \
            run. A saved drawing (.sketch) gives its canvas with --output, or, with neither --output \
            nor --save, opens a window and plays it back in real time, stroke by stroke (--speed; \
            space pauses, Escape quits).
            """)

    @Argument(help: "An event script (.jsonl) or a saved drawing (.sketch).")
    var input: String

    @Option(name: [.short, .long], help: "Where to write the canvas (.png). Nothing is written on failure.")
    var output: String?

    @Option(help: "Where to save the drawing (.sketch), strokes still in progress at the end included.")
    var save: String?

    @Option(help: "Window and canvas size in pixels, WxH (default: 800x600, or a saved drawing's own).")
    var size: CanvasSize?

    @Option(help: "Playback speed in a window: 2 plays twice as fast.")
    var speed = 1.0

    @OptionGroup var pen: PenOptions

    private var isDocument: Bool { DocumentFiles.isDocument(input) }

    func validate() throws {
        if let output, !output.lowercased().hasSuffix(".png") {
            throw ValidationError("--output must name a .png file, not '\(output)'")
        }
        if let save, !DocumentFiles.isDocument(save) {
            throw ValidationError("--save must name a .sketch file, not '\(save)'")
        }
        guard speed.isFinite, PlaybackClock.speedRange.contains(speed) else {
            throw ValidationError("--speed must be between 0.01 and 100, not \(speed)")
        }
        if output == nil, save == nil, !isDocument {
            throw ValidationError("give --output OUT.png or --save FILE.sketch (only a .sketch plays in a window)")
        }
    }

    func run() throws {
        // SDL lives on the main thread: the command line calls `run` there.
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor private func runOnMain() throws {
        if let output, let problem = OutputPath.problem(output) { throw CommandError(problem) }  // before any work
        if isDocument {
            try replayDocument()
        } else {
            try replayScript()
        }
    }

    @MainActor private func replayScript() throws {
        let reader = try Self.openScript(input)
        var window = RenderDevice.Options()
        window.size = size ?? CanvasSize(width: 800, height: 600)
        window.hidden = true
        try CanvasBudget.check(window.size, input)
        var image: RasterImage?
        let player: ScriptPlayer
        do {
            player = try ScriptPlayer(device: RenderDevice(SDLSystem(.headless), window), style: pen.style,
                                      seating: pen.seating)
            player.loop.renderer.predictionLead = pen.prediction.lead
        } catch {
            throw CommandError(error, context: "\(input): replay failed: ")
        }
        try ScriptStream.play(reader, through: player)
        do {
            if output != nil { image = try player.snapshot() }
        } catch {
            throw CommandError(error, context: "\(input): replay failed: ")
        }
        // Every output is staged before any is committed: a failure writes none of them.
        var outputs: [AtomicFile.Staged] = []
        if let save {
            // Strokes still down at the end of the script are kept, as focus loss keeps them.
            player.loop.session.handle(.cancelAll(time: player.now))
            let session = player.loop.session
            // A document open in a draw is refused; the staged file holds the claim until committed.
            outputs.append(try DocumentFiles.stage(session.drawing, canvas: session.canvasSize, seating: session.seating,
                                                   at: save))
        }
        if let output, let image { outputs.append(try Outputs.stage(image, at: output)) }
        try Outputs.commit(outputs)
    }

    @MainActor private func replayDocument() throws {
        let document = try DocumentFiles.read(input)
        let canvas = size ?? document.canvas
        if output == nil && save == nil {
            try CanvasBudget.check(canvas, input)  // a window holds the whole canvas; --output goes in bands
            var options = PlaybackWindow.Options()
            options.window.size = canvas
            options.window.title = "Sketchpad: \(URL(fileURLWithPath: input).lastPathComponent)"
            options.speed = speed
            do {
                try PlaybackWindow.run(document.strokes, people: document.seating.count, options: options)
            } catch {
                throw CommandError(error, context: "sketchpad replay: ")
            }
            return
        }
        // Every output is staged before any is committed: a failure writes none of them.
        var outputs: [AtomicFile.Staged] = []
        if let save {
            outputs.append(try DocumentFiles.stage(document.drawing, canvas: canvas, seating: document.seating,
                                                   at: save))
        }
        if let output {
            outputs.append(try Outputs.stagePNG(document.drawing, canvas: canvas, at: output, from: input, verb: "replay"))
        }
        try Outputs.commit(outputs)
    }

    /// Reads and checks a whole script before anything runs, for callers that need every
    /// event at once (`predict`); every problem is one located line.
    static func loadScript(_ path: String) throws -> [TimedDeviceEvent] {
        do {
            return try openScript(path).readAll()
        } catch let error as ScriptError {
            throw CommandError(error)
        }
    }

    /// Reads and checks a whole script, streaming, before anything runs; every problem is
    /// one located line.
    static func checkScript(_ path: String) throws {
        do {
            let reader = try openScript(path)
            while try reader.next() != nil {}
        } catch let error as ScriptError {
            throw CommandError(error)
        }
    }

    /// Opens a script for reading line by line; a missing or oversized file is one line.
    static func openScript(_ path: String) throws -> EventScriptReader {
        do {
            return try EventScriptReader(path: path, isKnownKey: EventTranslator.isKnownKey)
        } catch {
            throw CommandError(error)
        }
    }
}
