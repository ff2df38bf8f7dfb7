import SketchCore

/// Device events played into a live window in real time (`draw --play`): each is pushed
/// into SDL's queue once its time since the first frame has come.
@MainActor
struct LiveFeed {
    private let events: [TimedDeviceEvent]
    private var next = 0
    private var pusher: EventPusher
    private var origin: Double?

    init(_ events: [TimedDeviceEvent], device: RenderDevice) {
        self.events = events
        pusher = EventPusher(device: device)
    }

    /// Pushes every event due by wall time `now` (seconds); true once all are pushed.
    mutating func pushDue(at now: Double) throws(SDLError) -> Bool {
        let origin = self.origin ?? now
        self.origin = origin
        let first = events.first?.time ?? 0
        while next < events.count, events[next].time - first <= now - origin {
            _ = try pusher.push(events[next])
            next += 1
        }
        return next == events.count
    }
}
