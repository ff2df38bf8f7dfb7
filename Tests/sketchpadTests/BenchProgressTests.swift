import Testing
@testable import sketchpad

struct BenchProgressTests {
    /// A progress line writer over a clock the test steps, and what it wrote.
    final class Recorder {
        var clock = 0.0
        var written: [String] = []
        func progress(terminal: Bool) -> BenchProgress {
            BenchProgress(isTerminal: terminal, now: { self.clock }, write: { self.written.append($0) })
        }
    }

    @Test func onATerminalEachLineOverwritesTheLastAndFinishEndsIt() {
        let r = Recorder()
        var p = r.progress(terminal: true)
        p.show("a")
        p.show("b")
        p.finish()
        p.finish()
        #expect(r.written == ["\r\u{1B}[Ka", "\r\u{1B}[Kb", "\n"])
    }

    @Test func elsewhereLinesArePlainAndAtMostOneASecond() {
        let r = Recorder()
        var p = r.progress(terminal: false)
        for step in 0..<8 {
            r.clock = Double(step) * 0.5
            p.show("at \(step)")
        }
        p.finish()
        #expect(r.written == ["at 0\n", "at 2\n", "at 4\n", "at 6\n"])
    }
}
