/// Which strokes in progress get their wet ink worked out again in a frame.
///
/// Working out a stroke's wet ink again (refitting its smoothed tail, tessellating it and
/// rasterizing it) is the dearest part of a frame, and every finger takes its samples on the
/// same touch clock, so without a schedule all of them do it in the same frame while the
/// frames between cost almost nothing. Here every out-of-date stroke is due `deadline` after
/// its oldest sample not yet worked out, and a frame works out just enough of them, soonest
/// due first, that the rest still meet their due times if frames keep coming as often as the
/// last one did. A stroke that waits still shows its new samples at once, as straight ink
/// from where its worked-out ink ends (the renderer's fresh piece), so its tip never lags;
/// only the smoothing of those samples comes up to `deadline` later.
///
/// Frames that come less often than `spreadsFaster` (displays up to 144 Hz) work out every
/// stroke every frame: they have the time, and the smoothing is never late. The schedule
/// spreads the work only when frames come faster (a 240 Hz display, or the bench's
/// free-running frames). Pure: the same candidates, time and interval give the same choice,
/// so replays stay exact.
public enum WetSchedule {
    /// How long (seconds) a sample may wait to be smoothed into its stroke's wet ink: one
    /// frame at 60 Hz, two sample intervals of a 120 Hz touch screen.
    public static let deadline = 1.0 / 60
    /// Frames this far apart (seconds) or further work out every out-of-date stroke.
    public static let spreadsFaster = 1.0 / 200

    /// A stroke whose wet ink is out of date.
    public struct Candidate: Hashable, Sendable {
        /// The stroke's rank among strokes in progress (`StrokeBuilder.order`).
        public var order: UInt64
        /// Time (seconds, the session's clock) of its oldest sample not yet in its wet ink.
        public var waitingSince: Double
        /// Whether it must be worked out now whatever it costs (an image shows every stroke
        /// as it stands, or a fresh piece cannot stand in for it). A stroke with no wet body
        /// yet is drawn whole meanwhile, so it need not be urgent.
        public var urgent: Bool

        public init(order: UInt64, waitingSince: Double, urgent: Bool = false) {
            self.order = order
            self.waitingSince = waitingSince
            self.urgent = urgent
        }
    }

    /// The orders of the candidates to work out in a frame at `time`, the last frame having
    /// come `interval` seconds before (nil for the first frame; all are worked out then, and
    /// when `interval` is `spreadsFaster` or more).
    ///
    /// Chosen: every urgent one, every one whose time is not finite or lies ahead of `time`
    /// (another clock), and of the rest, sorted by due time (ties by order), the fewest
    /// `n >= 1` first such that each later one, the k-th, is within `n` per frame of its due
    /// time: `k < n * framesLeft(k)`; none when some took their samples since the last frame
    /// and the frames after this one can keep the same `n`. O(n log n) in the candidates.
    public static func choose(_ candidates: [Candidate], at time: Double, interval: Double?) -> Set<UInt64> {
        var chosen = Set<UInt64>()
        var waiting: [Candidate] = []
        for c in candidates {
            let age = time - c.waitingSince
            if c.urgent || !age.isFinite || age < 0 {
                chosen.insert(c.order)
            } else {
                waiting.append(c)
            }
        }
        guard let interval, interval.isFinite, interval > 0, interval < spreadsFaster else {
            for c in waiting { chosen.insert(c.order) }
            return chosen
        }
        waiting.sort { ($0.waitingSince, $0.order) < ($1.waitingSince, $1.order) }
        // Per frame from this one on, and from the next one on if this one works out none.
        var rate = waiting.isEmpty ? 0 : 1, later = rate
        for (k, c) in waiting.enumerated() {
            // Frames until it is due, this one included: at least this one.
            let left = max(0, c.waitingSince + deadline - time) / interval
            let frames = 1 + Int(min(left, Double(waiting.count)).rounded(.down))
            rate = max(rate, (k + frames) / frames)  // ceil((k + 1) / frames)
            later = frames > 1 ? max(later, (k + frames - 1) / (frames - 1)) : Int.max
        }
        // A frame that took samples (which costs too: the smoothers fit them) leaves the work
        // to the frames after it when they can do it at the same rate.
        let tookSamples = waiting.contains { time - $0.waitingSince < interval }
        for c in waiting.prefix(tookSamples && later <= rate ? 0 : rate) { chosen.insert(c.order) }
        return chosen
    }

    /// The frame interval to schedule by: the median of the `recent` intervals between frames
    /// (seconds, any order), nil when there are none. One slow frame (a toolbar drawn again, a
    /// stroke baked at a lift) does not make the schedule think every frame after it will be
    /// as slow, and crowd the work it spread into the next few frames. O(n log n).
    public static func pace(_ recent: [Double]) -> Double? {
        let finite = recent.filter(\.isFinite).sorted()
        guard !finite.isEmpty else { return nil }
        let m = finite.count / 2
        return finite.count % 2 == 1 ? finite[m] : (finite[m - 1] + finite[m]) / 2
    }

    /// How many recent frame intervals `pace` takes the median of.
    public static let paceFrames = 7
}
