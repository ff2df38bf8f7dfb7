import SketchCore
import SketchSDL

/// A command's failure: the one line it prints on stderr and the status it exits with.
///
/// Each layer throws its own error type with a kind a caller can switch on (SketchCore:
/// `FileError`, `InputError`, `DocumentError`, `BudgetError`, `ExportError`; SketchSDL:
/// `SDLError`, `CanvasError`); this is
/// the one place the command line turns them into words. `CommandError(error)` is the layer's
/// own line (an SDL failure in the user's terms, never an SDL function's name);
/// `CommandError(error, context: "x.events: replay failed: ")` puts what was being done first.
struct CommandError: Error, CustomStringConvertible {
    /// The one line, as printed.
    var description: String
    /// The exit status: 1 for every failure (docs/CONTRACT.md); usage errors are the argument
    /// parser's (64).
    var status: Int32 = 1

    init(_ description: String) { self.description = description }

    init(_ error: any Error, context: String = "") {
        self.init(context + Self.line(for: error))
    }

    /// Any layer's error as one line.
    static func line(for error: any Error) -> String {
        switch error {
        case let e as CommandError: e.description
        case let e as SDLError: e.userDescription
        case let e as FileError: e.description
        case let e as InputError: e.description
        case let e as DocumentError: e.description
        case let e as BudgetError: e.description
        case let e as ExportError: e.description
        case let e as CanvasError: e.description
        default: "\(error)"
        }
    }
}
