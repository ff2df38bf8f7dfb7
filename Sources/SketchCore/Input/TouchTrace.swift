/// A recorded touch trace (`assets/touch-traces/raw/*.txt`): real finger strokes, one finger at
/// a time, as the tablet that recorded them reported them.
///
/// Rows are `wall_ms;event_ms;x;y;size;action` (action 0 down, 2 move, 1 up). Times use the
/// event's own clock (`event_ms`), in seconds from the trace's first event. Positions are the
/// recording screen's pixels (1920x1200). A stroke is a down, its moves and its up; a move or up
/// with no stroke open, and rows that do not parse, are skipped, so a damaged trace still loads.
public struct TouchTrace: Hashable, Sendable {
    /// The recording screen's size in pixels.
    public static let screen = CanvasSize(width: 1920, height: 1200)

    /// One sample of a recorded finger.
    public struct Sample: Hashable, Sendable {
        /// Seconds since the trace's first event.
        public var time: Double
        /// Screen pixels, origin top left.
        public var position: Point
        /// Contact size as the device reported it, 0...1.
        public var size: Double
    }

    /// The strokes in the order they were drawn; each has at least one sample (its down).
    public var strokes: [[Sample]]

    /// Reads a trace's text. O(length); never throws: unreadable rows are skipped.
    public init(text: String) {
        var strokes: [[Sample]] = []
        var open: [Sample]? = nil
        var start: Double? = nil
        for line in text.split(whereSeparator: \.isNewline) {
            let fields = line.split(separator: ";", omittingEmptySubsequences: false)
            guard fields.count >= 6,
                  let ms = Double(fields[1]), let x = Double(fields[2]), let y = Double(fields[3]),
                  let size = Double(fields[4]), ms.isFinite, x.isFinite, y.isFinite
            else { continue }
            let origin = start ?? ms
            start = origin
            let sample = Sample(time: (ms - origin) / 1000, position: Point(x, y), size: size)
            switch fields[5].filter({ !$0.isWhitespace }) {
            case "0":
                if let stroke = open { strokes.append(stroke) }
                open = [sample]
            case "2":
                open?.append(sample)
            case "1":
                guard var stroke = open else { continue }
                stroke.append(sample)
                strokes.append(stroke)
                open = nil
            default:
                continue
            }
        }
        if let stroke = open { strokes.append(stroke) }
        self.strokes = strokes
    }

    /// The trace as an event script on a canvas of `size` (finger 0 of touch device 1, positions
    /// normalised by the recording screen), the way `sketchpad replay --size 1920x1200` draws it.
    public func deviceEvents() -> [TimedDeviceEvent] {
        var events: [TimedDeviceEvent] = []
        func event(_ phase: DeviceEvent.FingerPhase, _ sample: Sample) -> TimedDeviceEvent {
            TimedDeviceEvent(sample.time, .finger(
                phase, touch: 1, finger: 0,
                x: sample.position.x / Double(Self.screen.width),
                y: sample.position.y / Double(Self.screen.height), pressure: 1))
        }
        for stroke in strokes {
            events.append(event(.down, stroke[0]))
            for sample in stroke.dropFirst().dropLast() { events.append(event(.move, sample)) }
            events.append(event(.up, stroke[stroke.count - 1]))
        }
        return events
    }
}
