/// A finished drawing turned back into the pointer events that drew it, on one timeline,
/// so that it can be played again stroke by stroke, by the people who drew it.
///
/// Strokes play in z-order (ascending id). Each keeps its own sample timing; strokes drawn
/// at once (several fingers) overlap as they did. The pause before a stroke is its real one,
/// shortened to at most `maxGap` seconds; a stroke whose clock went backwards (drawn in a
/// later session) starts right after the one before. Times in seconds, from 0.
public struct StrokePlayback: Sendable {
    /// One pointer event to feed a session (`CanvasSession.play`) at `time`, with the pen its stroke was drawn with
    /// (on `down` only).
    public struct Cue: Sendable {
        public var time: Double
        public var event: PointerEvent
        public var pen: Pen?
    }

    /// Every cue, in time order.
    public let cues: [Cue]
    /// When the last stroke ends.
    public var duration: Double { cues.last?.time ?? 0 }
    /// Cues handed out so far by `advance(to:)`.
    public private(set) var played = 0

    /// The longest pause kept between strokes, in seconds.
    public static let defaultMaxGap = 1.0
    /// The time between samples whose own times are unusable (not finite or going backwards).
    static let fallbackInterval = 1.0 / 60

    /// - Complexity: O(n log n) in the number of samples.
    public init(strokes: [Stroke], maxGap: Double = Self.defaultMaxGap) {
        var cues: [(Cue, rank: Int)] = []
        var previous: (sourceStart: Double, start: Double, duration: Double)?
        var rank = 0
        for stroke in strokes.sorted(by: { $0.id < $1.id }) where !stroke.samples.isEmpty {
            let times = Self.times(of: stroke.samples)
            let sourceStart = stroke.samples[0].time.isFinite ? stroke.samples[0].time : 0
            var start = 0.0
            if let p = previous {
                start = Self.start(after: p, gap: sourceStart - p.sourceStart, maxGap: maxGap)
            }
            let pointer = PointerID.touch(device: -1, finger: Int64(truncatingIfNeeded: stroke.id))
            let pen = Pen(style: stroke.style, tool: stroke.tool, owner: stroke.owner)
            for (i, sample) in stroke.samples.enumerated() {
                let phase: PointerPhase = i == 0 ? .down : (i == stroke.samples.count - 1 ? .up : .move)
                let event = PointerEvent(phase, pointer, at: sample.point, pressure: sample.pressure, time: start + times[i])
                cues.append((Cue(time: start + times[i], event: event, pen: i == 0 ? pen : nil), rank))
                rank += 1
            }
            if stroke.samples.count == 1 {
                let s = stroke.samples[0]
                cues.append((Cue(time: start, event: PointerEvent(.up, pointer, at: s.point, pressure: s.pressure, time: start),
                                 pen: nil), rank))
                rank += 1
            }
            previous = (sourceStart, start, times.last ?? 0)
        }
        self.cues = cues.sorted { ($0.0.time, $0.rank) < ($1.0.time, $1.rank) }.map(\.0)
    }

    /// Hands out the cues due by `time` that were not handed out yet.
    public mutating func advance(to time: Double) -> ArraySlice<Cue> {
        let from = played
        while played < cues.count, cues[played].time <= time { played += 1 }
        return cues[from..<played]
    }

    /// Whether every cue has been handed out.
    public var isFinished: Bool { played == cues.count }

    /// Where a stroke starts on the timeline, `gap` seconds (on the drawing's clock) after the
    /// start of the stroke before it: overlapping as the fingers did, idle pauses shortened
    /// to `maxGap`, and right after the previous stroke when the clock went backwards.
    static func start(after previous: (sourceStart: Double, start: Double, duration: Double), gap: Double,
                      maxGap: Double) -> Double {
        guard gap.isFinite else { return previous.start + previous.duration }
        if gap < -previous.duration { return previous.start + previous.duration }
        if gap < 0 { return max(0, previous.start + gap) }
        return previous.start + min(gap, previous.duration + max(0, maxGap))
    }

    /// Sample times relative to the first, never decreasing; unusable ones follow the last
    /// good one by `fallbackInterval`.
    static func times(of samples: [StrokeSample]) -> [Double] {
        var out: [Double] = []
        out.reserveCapacity(samples.count)
        let first = samples[0].time.isFinite ? samples[0].time : 0
        var last = 0.0
        for (i, s) in samples.enumerated() {
            let t = s.time - first
            if i == 0 {
                last = 0
            } else if t.isFinite, t >= last {
                last = t
            } else {
                last += fallbackInterval
            }
            out.append(last)
        }
        return out
    }
}
