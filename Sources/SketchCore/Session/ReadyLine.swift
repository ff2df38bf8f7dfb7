/// The one line `sketchpad draw` prints on stderr when `SKETCHPAD_READY` is set: once the
/// first frame is on screen, and again whenever the canvas size changes after that. Test
/// harnesses and kiosk launchers wait for it instead of sleeping.
///
/// `sketchpad: ready 1280x960 window 640x480 video wayland render opengl screensaver off`
/// gives the canvas size in pixels (the renderer's output), the window size in window units
/// (what the mouse reports; smaller on high-DPI outputs), SDL's video and render drivers, and
/// whether the screen saver may run.
public struct ReadyLine: Hashable, Sendable, CustomStringConvertible {
    /// The environment variable that asks for the line.
    public static let environmentVariable = "SKETCHPAD_READY"

    public var canvas: CanvasSize
    public var window: CanvasSize
    public var videoDriver: String
    public var renderDriver: String
    public var screenSaverEnabled: Bool

    public init(canvas: CanvasSize, window: CanvasSize, videoDriver: String, renderDriver: String,
                screenSaverEnabled: Bool) {
        self.canvas = canvas
        self.window = window
        self.videoDriver = videoDriver
        self.renderDriver = renderDriver
        self.screenSaverEnabled = screenSaverEnabled
    }

    public var description: String {
        "sketchpad: ready \(canvas) window \(window) video \(word(videoDriver)) render \(word(renderDriver))"
            + " screensaver \(screenSaverEnabled ? "on" : "off")"
    }

    /// Parses a line written by `description`; nil for any other line.
    public init?(parsing line: Substring) {
        let words = line.split(separator: " ")
        guard words.count == 11, words[0] == "sketchpad:", words[1] == "ready", words[3] == "window",
              words[5] == "video", words[7] == "render", words[9] == "screensaver",
              let canvas = CanvasSize(parsing: String(words[2])),
              let window = CanvasSize(parsing: String(words[4])),
              ["on", "off"].contains(words[10]) else { return nil }
        self.init(canvas: canvas, window: window, videoDriver: String(words[6]), renderDriver: String(words[8]),
                  screenSaverEnabled: words[10] == "on")
    }

    /// Whether `environment` asks for the line (the variable set to anything but empty or 0).
    public static func isRequested(by environment: [String: String]) -> Bool {
        guard let value = environment[environmentVariable] else { return false }
        return !value.isEmpty && value != "0"
    }

    /// Every ready line in a log, in order.
    public static func all(in log: String) -> [ReadyLine] {
        log.split(whereSeparator: \.isNewline).compactMap { ReadyLine(parsing: $0) }
    }

    private func word(_ s: String) -> String {
        s.isEmpty ? "unknown" : String(s.map { $0 == " " ? "_" : $0 })
    }
}
