/// One pointer's stroke in progress: samples in, the stroke and its centreline (settled, or dry,
/// points and the wet tail) out. Pure and per pointer: it knows no other pointer, nor the
/// drawing; `CanvasSession` keeps one in the pointer's `.ink` gesture and commits its stroke
/// at the lift.
///
/// O(1) per sample (a line rebuilds its two-sample centreline). Positions reaching it are
/// finite and on the canvas, times finite (the session cleans them).
public struct StrokeBuilder: Sendable {
    public let pointer: PointerID
    /// The stroke so far, in the style it shows while in progress.
    public private(set) var stroke: Stroke
    /// Its centreline so far, built one sample at a time.
    public private(set) var centreline: Centreline
    /// Rank of its `down` among all downs: strokes in progress are drawn in this order.
    public let order: UInt64
    /// True once the pointer left the tap slop: from then on it is no tap.
    public private(set) var hasMoved = false
    /// The pen it was begun with (its colour is the ink's at commit).
    public let pen: Pen
    /// For the eraser: the undo entry its removals join.
    var eraseSerial: Int?

    /// Whether it leaves ink to draw (an eraser does not).
    public var isInk: Bool { pen.tool != .eraser }

    /// Begins at `first` with `pen`; `deviceReportsPressure` resolves the pen's `.auto` width source.
    init(pointer: PointerID, first: StrokeSample, pen: Pen, order: UInt64, deviceReportsPressure: Bool) {
        self.pointer = pointer
        self.pen = pen
        self.order = order
        let style = Self.style(of: pen, deviceReportsPressure: deviceReportsPressure, finished: false)
        stroke = Stroke(style: style, samples: [first], owner: pen.owner, tool: pen.tool == .line ? .line : .pen)
        centreline = Centreline(smoothing: style.smoothing, pressure: style.pressure)
        centreline.add(first)
    }

    /// The style of a stroke drawn with `pen`: the one place the line tool's look is decided.
    /// A line is straight and even (no smoothing, no width source) and shows in
    /// `Pen.lineHighlight` until it is finished, then in the pen's colour.
    static func style(of pen: Pen, deviceReportsPressure: Bool, finished: Bool) -> StrokeStyle {
        var style = pen.style
        style.pressure = pen.style.pressure.resolved(deviceReportsPressure: deviceReportsPressure)
        guard pen.tool == .line else { return style }
        style.smoothing = .none
        style.pressure = .none
        if !finished { style.color = Pen.lineHighlight }
        return style
    }

    /// Takes one more sample; one at the last sample's point adds nothing. Moving further than
    /// `tapSlop` pixels from the first sample makes it no tap. A line keeps its first sample and
    /// the latest one.
    mutating func add(_ sample: StrokeSample, tapSlop: Double) {
        guard let last = stroke.samples.last, sample.point != last.point else { return }
        if sample.point.distance(to: stroke.samples[0].point) > tapSlop { hasMoved = true }
        if pen.tool == .line {
            stroke.samples = [stroke.samples[0], sample]
            centreline = Centreline(smoothing: stroke.style.smoothing, pressure: stroke.style.pressure)
            for s in stroke.samples { centreline.add(s) }
            return
        }
        stroke.samples.append(sample)
        centreline.add(sample)
    }

    /// The stroke as it is committed: a line in its finished style.
    var finishedStroke: Stroke {
        guard pen.tool == .line else { return stroke }
        var s = stroke
        s.style = Self.style(of: pen, deviceReportsPressure: false, finished: true)
        return s
    }
}
