/// Virtual time for replay: which frame shows an event, and when each frame happens.
///
/// Frame `k` happens at `k / rate` seconds and shows every event with time in
/// `((k-1)/rate, k/rate]`; frame 0 shows events at time 0.
public enum FrameSchedule {
    /// Frames per second of virtual time.
    public static let rate = 60.0

    /// Latest time a session holds, in seconds (10^9, about 31 years): event scripts refuse
    /// later times with a located error, and frame numbers stay far inside `Int`.
    public static let maximumTime = 1e9

    /// The first frame at or after `time` seconds. Times past `maximumTime` count as
    /// `maximumTime` (callers refuse them first); negative and non-finite ones as 0.
    public static func frame(for time: Double) -> Int {
        guard time.isFinite, time > 0 else { return 0 }
        return Int((min(time, maximumTime) * rate - 1e-9).rounded(.up))
    }

    /// The virtual time of frame `k`, in seconds.
    public static func time(ofFrame k: Int) -> Double { Double(k) / rate }

    /// Events grouped by the frame that shows them, in order; frames without events are absent.
    public static func batches(_ events: [TimedDeviceEvent]) -> [(frame: Int, events: [TimedDeviceEvent])] {
        var out: [(frame: Int, events: [TimedDeviceEvent])] = []
        for e in events {
            let f = frame(for: e.time)
            if let last = out.last, last.frame == f {
                out[out.count - 1].events.append(e)
            } else {
                out.append((f, [e]))
            }
        }
        return out
    }
}
