import Testing
@testable import SketchCore

@Suite("Ready line: what draw says once it shows")
struct ReadyLineTests {
    let line = ReadyLine(canvas: CanvasSize(width: 1280, height: 960), window: CanvasSize(width: 640, height: 480),
                         videoDriver: "wayland", renderDriver: "opengl", screenSaverEnabled: false)

    @Test func itReadsBackWhatItWrites() {
        #expect(line.description == "sketchpad: ready 1280x960 window 640x480 video wayland render opengl screensaver off")
        #expect(ReadyLine(parsing: Substring(line.description)) == line)
        var on = line
        on.screenSaverEnabled = true
        #expect(ReadyLine(parsing: Substring(on.description)) == on)
    }

    @Test func oddDriverNamesStayOneWord() {
        let odd = ReadyLine(canvas: CanvasSize(width: 1, height: 1), window: CanvasSize(width: 1, height: 1),
                            videoDriver: "", renderDriver: "two words", screenSaverEnabled: true)
        #expect(ReadyLine(parsing: Substring(odd.description))?.renderDriver == "two_words")
        #expect(ReadyLine(parsing: Substring(odd.description))?.videoDriver == "unknown")
    }

    @Test(arguments: ["", "sketchpad: ready", "sketchpad: ready 0x0 window 1x1 video x render y screensaver off",
                      "sketchpad: ready 2x2 window 1x1 video x render y screensaver maybe",
                      "INFO: sketchpad: ready 2x2 window 1x1 video x render y screensaver on"])
    func otherLinesAreNotReadyLines(text: String) {
        #expect(ReadyLine(parsing: Substring(text)) == nil)
    }

    @Test func allFindsEveryReadyLineInALogInOrder() {
        var resized = line
        resized.canvas = CanvasSize(width: 800, height: 600)
        let log = "SDL warning\n\(line)\nsomething else\r\n\(resized)\n"
        #expect(ReadyLine.all(in: log) == [line, resized])
    }

    @Test func onlyANonEmptyNonZeroValueAsksForIt() {
        #expect(ReadyLine.isRequested(by: ["SKETCHPAD_READY": "1"]))
        #expect(ReadyLine.isRequested(by: ["SKETCHPAD_READY": "yes"]))
        #expect(!ReadyLine.isRequested(by: ["SKETCHPAD_READY": "0"]))
        #expect(!ReadyLine.isRequested(by: ["SKETCHPAD_READY": ""]))
        #expect(!ReadyLine.isRequested(by: [:]))
    }
}
