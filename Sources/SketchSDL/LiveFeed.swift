import SketchCore

/// Device events played into a live window in real time (`draw --play`): each is pushed
/// into SDL's queue once its time since the first frame has come.
///
/// Events are pulled from `next` one at a time as they fall due (an `EventScriptReader`
/// streams a script from its file), so memory stays flat in the script's size.
@MainActor
struct LiveFeed {
    private let next: () throws -> TimedDeviceEvent?
    /// The next event, read but not yet due.
    private var waiting: TimedDeviceEvent?
    private var finished = false
    private var pusher: EventPusher
    private var origin: Double?
    private var first: Double?
    /// Events pushed so far.
    private(set) var pushedCount = 0

    init(_ next: @escaping () throws -> TimedDeviceEvent?, device: RenderDevice) {
        self.next = next
        pusher = EventPusher(device: device)
    }

    /// Pushes every event due by wall time `now` (seconds); true once all are pushed.
    /// Throws what `next` throws (a bad script line) or SDL's refusal to take an event.
    mutating func pushDue(at now: Double) throws -> Bool {
        let origin = self.origin ?? now
        self.origin = origin
        while !finished {
            if waiting == nil { waiting = try next() }
            guard let event = waiting else {
                finished = true
                break
            }
            let first = self.first ?? event.time
            self.first = first
            guard event.time - first <= now - origin else { return false }
            _ = try pusher.push(event)
            pushedCount += 1
            waiting = nil
        }
        return true
    }
}
