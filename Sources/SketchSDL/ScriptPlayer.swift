import CSDL2
import SketchCore

/// Plays device events through SDL's real event queue and the shared frame loop, in
/// virtual time: no sleeping, 60 frames per second of script time (`FrameSchedule`).
///
/// `SDL_PushEvent` stamps events with SDL's own clock, so the player remembers the script
/// time of each event it pushes and hands it back when the frame loop drains that event.
/// That bookkeeping is flat in the script's size: it holds the events pushed since the last
/// drain (at most `pushChunk`, or one frame's), and is emptied whenever SDL's queue is.
@MainActor
public final class ScriptPlayer {
    public let loop: FrameLoop
    private var pushed: [(type: UInt32, subtype: UInt8, time: Double)] = []
    private var nextPushed = 0
    private var pusher: EventPusher
    /// Time given to events SDL raises itself (window events); the frame being played.
    public var now = 0.0
    /// Events pushed before the queue is drained within one frame (SDL's queue holds 65535).
    private let pushChunk = 4096

    public init(device: RenderDevice, style: StrokeStyle, seating: People.Seating = People.Seating()) {
        loop = FrameLoop(device: device, style: style, seating: seating)
        pusher = EventPusher(device: device)
        // Weak: the loop is public and may outlive the player; it then falls back to SDL's clock.
        loop.clock = { [weak self] e in self?.time(of: e) ?? Double(e.common.timestamp) / 1000 }
        loop.frameTime = { [weak self] in self?.now ?? Double(SDL_GetTicks()) / 1000 }
    }

    /// Plays events in time order, one frame per batch; returns the shell commands raised.
    @discardableResult
    public func play(_ events: [TimedDeviceEvent]) throws(SDLError) -> [SessionCommand] {
        var commands: [SessionCommand] = []
        for batch in FrameSchedule.batches(events) {
            now = max(now, FrameSchedule.time(ofFrame: batch.frame))
            commands += try push(batch.events)
            commands += try loop.step()
            forgetDrained()
        }
        return commands
    }

    /// The canvas as it stands, strokes in progress included.
    public func snapshot() throws(SDLError) -> RasterImage {
        try loop.renderer.snapshot(loop.session, time: now)
    }

    /// Pushes events into SDL's queue without stepping a frame, draining the queue between
    /// large chunks; returns the commands raised by any draining.
    @discardableResult
    public func push(_ events: [TimedDeviceEvent]) throws(SDLError) -> [SessionCommand] {
        var commands: [SessionCommand] = []
        for (i, e) in events.enumerated() {
            try push(e)
            if (i + 1) % pushChunk == 0 {
                commands += loop.drainEvents()
                forgetDrained()
            }
        }
        return commands
    }

    /// Script times still waiting for their event to be drained (tests check it stays bounded).
    var waitingTimes: Int { pushed.count - nextPushed }

    /// After a drain SDL's queue is empty, so no time still held can be asked for again.
    private func forgetDrained() {
        pushed.removeAll(keepingCapacity: true)
        nextPushed = 0
    }

    private func push(_ e: TimedDeviceEvent) throws(SDLError) {
        if let pushed = try pusher.push(e) { self.pushed.append((pushed.type, pushed.subtype, e.time)) }
    }

    /// The script time of a drained event: its own if we pushed it, else the frame's.
    private func time(of e: SDL_Event) -> Double {
        guard nextPushed < pushed.count else { return now }
        let front = pushed[nextPushed]
        let subtype = e.type == SDL_WINDOWEVENT.rawValue ? e.window.event : 0
        guard front.type == e.type, front.subtype == subtype else { return now }
        nextPushed += 1
        if nextPushed == pushed.count { pushed.removeAll(keepingCapacity: true); nextPushed = 0 }
        return front.time
    }
}
