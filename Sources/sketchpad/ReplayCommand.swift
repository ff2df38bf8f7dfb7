import ArgumentParser
import Foundation
import SketchCore
import SketchSDL

/// `sketchpad replay`: feeds an event script through the real event path, headless,
/// and writes the canvas as PNG.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay an event script through the real event path and write the canvas as PNG.",
        discussion: """
            Runs in virtual time (60 frames per second of script time, no sleeping) with SDL's dummy \
            video driver and software renderer unless SDL_VIDEODRIVER / SDL_RENDER_DRIVER say otherwise. \
            The same input and options give the same bytes on every run.
            """)

    @Argument(help: "An event script (.jsonl).")
    var input: String

    @Option(help: "Where to write the canvas (.png). Nothing is written on failure.")
    var output: String

    @Option(help: "Window and canvas size in pixels, WxH.")
    var size = CanvasSize(width: 800, height: 600)

    @OptionGroup var pen: PenOptions

    func validate() throws {
        guard output.lowercased().hasSuffix(".png") else {
            throw ValidationError("--output must name a .png file, not '\(output)'")
        }
    }

    func run() throws {
        let events = try Self.loadScript(input)
        var window = RenderDevice.Options()
        window.size = size
        window.hidden = true
        let image: RasterImage
        do {
            let player = try ScriptPlayer(device: RenderDevice(SDLSystem(.headless), window), style: pen.style,
                                      seating: pen.seating)
            try player.play(events)
            image = try player.snapshot()
        } catch {
            throw UserError("\(input): replay failed: \(error)")
        }
        do {
            try PNGWriter.write(image, to: output)
        } catch {
            throw UserError("\(error)")
        }
    }

    /// Reads and checks a whole script before anything runs; every problem is one located line.
    static func loadScript(_ path: String) throws -> [TimedDeviceEvent] {
        let text: String
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            if let bytes = attributes[.size] as? Int, bytes > EventScript.maximumBytes {
                throw UserError("\(path): \(bytes) bytes is larger than the \(EventScript.maximumBytes)-byte limit")
            }
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch let error as UserError {
            throw error
        } catch {
            let exists = FileManager.default.fileExists(atPath: path)
            throw UserError("\(path): \(exists ? "cannot read it as UTF-8 text" : "no such file")")
        }
        do {
            return try EventScript.parse(text, file: path, isKnownKey: EventTranslator.isKnownKey)
        } catch {
            throw UserError(error.description)
        }
    }
}
