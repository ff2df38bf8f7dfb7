import ArgumentParser
import Foundation
import SketchCore

/// The `sketchpad` command: draw, replay, export, bench and fidelity.
@main
struct Sketchpad: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sketchpad",
        abstract: "A multitouch drawing canvas for Linux touch displays.",
        discussion: """
            Keys while drawing: Ctrl+Z undo, Ctrl+Shift+Z (or Ctrl+Y) redo, Delete clear (undoable), \
            Ctrl+S save, F fullscreen, Escape quit. A double tap clears; Ctrl+Z brings the drawing back. \
            Every committed stroke is journalled at once, so a crash loses nothing.
            """,
        version: BuildInfo.version,
        subcommands: [DrawCommand.self, ReplayCommand.self, ExportCommand.self, BenchCommand.self, FidelityCommand.self,
                      PredictCommand.self],
        defaultSubcommand: DrawCommand.self
    )

    /// Runs the command line; failures end with one line on stderr and a non-zero status.
    static func main() {
        AtomicFile.ignoreFileSizeSignal()  // `ulimit -f`: an EFBIG error line, not a silent death
        MemoryPolicy.keepFreedMemory()  // frames reuse freed memory instead of faulting in new pages
        Foundation.exit(execute(Array(CommandLine.arguments.dropFirst())) { line in
            FileHandle.standardError.write(Data((line + "\n").utf8))
        })
    }

    /// Parses and runs `arguments`, sending error lines to `errorLine`; returns the exit status.
    static func execute(_ arguments: [String], errorLine: (String) -> Void) -> Int32 {
        if let unknown = UnknownCommand.check(arguments, commands: commandNames) {
            errorLine("sketchpad: \(unknown)")
            return ExitCode.validationFailure.rawValue
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            return 0
        } catch let error as CommandError {
            errorLine(error.description)
            return error.status
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                return 0
            }
            // ArgumentParser's own messages: keep the first line, point at --help.
            let first = message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            errorLine("sketchpad: \(first) (see sketchpad --help)")
            return code.rawValue
        }
    }
}

extension Sketchpad {
    /// The subcommands' names, as typed.
    static var commandNames: [String] {
        configuration.subcommands.compactMap { $0.configuration.commandName }
    }
}
