import Foundation
import SketchCore

/// The one line a debug binary says at the start of `draw` and `bench`, when a person is
/// watching: only when stderr is a terminal. Logs, launchers and tests that read stderr get
/// the build from the bench report (`build`) instead.
enum DebugNotice {
    /// The line to show, if any.
    static func line(isDebug: Bool = BuildInfo.isDebug, isTerminal: Bool = isatty(2) == 1) -> String? {
        isDebug && isTerminal ? BuildInfo.debugNotice : nil
    }

    /// Writes the line to stderr when there is one.
    static func show() {
        if let line = line() { FileHandle.standardError.write(Data((line + "\n").utf8)) }
    }
}
