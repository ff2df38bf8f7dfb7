import CSDL2
import SketchCore

/// One frame's worth of work, shared by `draw`, `replay` and `bench`: drain every pending
/// SDL event through the translator into the session, then render and present.
@MainActor
public final class FrameLoop {
    public var session: CanvasSession
    public let renderer: CanvasRenderer
    public var device: RenderDevice { renderer.device }
    /// Internal so tests can fake a high-DPI scale, which the dummy driver cannot give.
    var mapper: InputMapper
    /// Called with every device event received, in order (for `--record`).
    public var onDeviceEvent: ((TimedDeviceEvent) -> Void)?
    /// Whether the cursor should show: hidden by touches, shown again by the real mouse.
    public private(set) var cursor = CursorPolicy()
    /// Gives each SDL event its time in seconds; live, SDL's own timestamp.
    var clock: (SDL_Event) -> Double = { Double($0.common.timestamp) / 1000 }
    /// The time a frame shows (fading trails), on the same clock as the events.
    var frameTime: () -> Double = { Double(SDL_GetTicks()) / 1000 }

    public init(device: RenderDevice, style: StrokeStyle, seating: People.Seating = People.Seating()) {
        renderer = CanvasRenderer(device: device)
        mapper = InputMapper(windowSize: device.windowSize, pixelSize: device.outputSize)
        let size = device.outputSize
        session = CanvasSession(canvasSize: size, people: People(seating, canvas: size, base: style))
        session.setDisplayScale(device.targetScale(ratio: mapper.displayScale))
    }

    /// The time the current frame shows.
    public var now: Double { frameTime() }

    /// Handles every event in SDL's queue; returns the shell commands they raised, in order.
    @discardableResult
    public func drainEvents() -> [SessionCommand] {
        var commands: [SessionCommand] = []
        var e = SDL_Event()
        while SDL_PollEvent(&e) != 0 {
            cursor.note(EventTranslator.pointerActivity(e))
            guard let device = EventTranslator.deviceEvent(e) else { continue }
            let timed = TimedDeviceEvent(clock(e), device)
            onDeviceEvent?(timed)
            if case .resize = device {
                // Ask SDL: on high-DPI outputs the pixel size is not the window size.
                mapper.windowSize = self.device.windowSize
                mapper.pixelSize = self.device.outputSize
                session.handle(.resize(mapper.pixelSize))
                session.setDisplayScale(self.device.targetScale(ratio: mapper.displayScale))
                continue
            }
            if let input = mapper.map(timed), let command = session.handle(input) {
                commands.append(command)
            }
        }
        return commands
    }

    /// Drains events, then renders and presents one frame.
    @discardableResult
    public func step() throws(SDLError) -> [SessionCommand] {
        let commands = drainEvents()
        try renderer.renderFrame(session, time: frameTime())
        return commands
    }
}
