import CSDL2
import Foundation
import SketchCore

/// The window behind `sketchpad replay FILE.sketch` without `--output`: plays a saved drawing
/// back in real time, every stroke as it was drawn and by whom, through the same session and
/// renderer as `draw`.
///
/// Space pauses and resumes; Escape or closing the window quits. When the last stroke is in,
/// the window stays open on the finished drawing, resting until an event arrives.
@MainActor
public enum PlaybackWindow {
    public struct Options: Sendable {
        public var window = RenderDevice.Options()
        /// Timeline seconds per wall second (see `PlaybackClock.speedRange`).
        public var speed = 1.0
        /// The longest pause kept between strokes, in timeline seconds.
        public var maxGap = StrokePlayback.defaultMaxGap
        public init() {}
    }

    /// Opens the window and plays `strokes` until the user quits. Throws at once without a display.
    public static func run(_ strokes: [Stroke], people: Int, options: Options) throws {
        let device = try LiveCanvas.openWindow(options.window)
        let size = device.outputSize
        var session = CanvasSession(canvasSize: size, people: People(count: people, canvas: size, base: StrokeStyle(),
                                                                     showsToolbars: false))
        session.doubleTapClears = false
        let renderer = CanvasRenderer(device: device)
        var playback = StrokePlayback(strokes: strokes, maxGap: options.maxGap)
        let pacer = FramePacer()
        var clock = PlaybackClock(start: pacer.now(), speed: options.speed)
        var mapper = InputMapper(windowSize: device.windowSize, pixelSize: device.outputSize)
        SDL_DisableScreenSaver()
        defer { SDL_EnableScreenSaver() }
        while true {
            let resting = clock.isPaused || (playback.isFinished && !session.isDrawing)
            if resting { SDL_WaitEventTimeout(nil, 500) }
            let start = pacer.now()
            var e = SDL_Event()
            while SDL_PollEvent(&e) != 0 {
                guard let event = EventTranslator.deviceEvent(e) else { continue }
                if case .resize = event {
                    mapper.windowSize = device.windowSize
                    mapper.pixelSize = device.outputSize
                    session.handle(.resize(mapper.pixelSize))
                    continue
                }
                switch mapper.map(TimedDeviceEvent(start, event)) {
                case .quit?: return
                case .key(let k)? where k.matches("escape"): return
                case .key(let k)? where k.matches("space"): clock.togglePause(at: start)
                case .key(let k)? where k.matches("f") || k.matches("f11"): try device.setFullscreen(!device.isFullscreen)
                case .renderReset?: session.handle(.renderReset)
                default: break   // pointers do not draw on a replay
                }
            }
            let now = clock.position(at: start)
            for cue in playback.advance(to: now) { session.play(cue.event, pen: cue.pen) }
            try renderer.renderFrame(session, time: now)
            pacer.finishFrame(startedAt: start, on: device)
        }
    }
}
