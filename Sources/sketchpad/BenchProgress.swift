import Foundation

/// Bench's progress on stderr: one line rewritten in place on a terminal; elsewhere (a file,
/// a pipe, a CI log) a plain line at most once a second, so logs stay readable.
struct BenchProgress {
    /// Whether stderr is a terminal (`isatty(2)`).
    let isTerminal: Bool
    /// Seconds on any steady clock; a parameter so tests can step it.
    let now: () -> Double
    /// Writes text to stderr as it is (no newline added).
    let write: (String) -> Void
    private var lastPlain: Double?
    private var lineOpen = false

    init(isTerminal: Bool = isatty(2) == 1, now: @escaping () -> Double = { ProcessInfo.processInfo.systemUptime },
         write: @escaping (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }) {
        self.isTerminal = isTerminal
        self.now = now
        self.write = write
    }

    /// Shows `line`: over the previous one on a terminal, else as a new line if a second has
    /// passed since the last one written.
    mutating func show(_ line: String) {
        if isTerminal {
            write("\r\u{1B}[K" + line)
            lineOpen = true
            return
        }
        let t = now()
        if let last = lastPlain, t - last < 1 { return }
        lastPlain = t
        write(line + "\n")
    }

    /// Ends the in-place line on a terminal so what follows starts on a fresh one.
    mutating func finish() {
        if lineOpen { write("\n") }
        lineOpen = false
    }
}
