/// A stroke's drawn centreline, built one sample at a time.
///
/// Feed samples with `add`; read `settled` (points that never change once appended) and
/// `tail` (provisional points to the latest sample). Adding a sample costs O(1) amortized,
/// and `tail` is bounded whatever the stroke's length, so a renderer can bake the settled
/// part once and redraw only the tail each frame.
///
/// Pure and deterministic: building from the same samples gives the same points, so a
/// committed stroke redrawn from its samples matches what was shown while it was drawn.
public struct Centreline: Sendable {
    public let smoothing: Smoothing
    public let pressure: PressureMode
    /// Points that can no longer change.
    public private(set) var settled: [InkPoint] = []
    public private(set) var sampleCount = 0
    private var widths: WidthFilter
    private var engine: any StreamingSmoother

    /// - Parameter pressure: a resolved mode (`auto` draws at constant width).
    public init(smoothing: Smoothing, pressure: PressureMode) {
        self.smoothing = smoothing
        self.pressure = pressure
        widths = WidthFilter(mode: pressure)
        switch smoothing.mode {
        case .none: engine = PolylineSmoother()
        case .catmullRom: engine = CatmullRomSmoother(granularity: smoothing.granularity)
        case .bezier: engine = BezierSmoother()
        case .midpoint: engine = MidpointSmoother()
        case .model: engine = ModelSmoother()
        }
    }

    /// The centreline of a whole stroke, from its samples and style.
    public init(_ stroke: Stroke) {
        self.init(smoothing: stroke.style.smoothing, pressure: stroke.style.pressure)
        for s in stroke.samples { add(s) }
    }

    /// Takes the stroke's next sample.
    public mutating func add(_ sample: StrokeSample) {
        let p = widths.next(sample)
        sampleCount += 1
        engine.add(p, settled: &settled)
    }

    /// Provisional points after `settled`, ending at the latest sample. Bounded in size.
    public var tail: [InkPoint] { engine.tail(after: settled) }

    /// The whole centreline as it stands: `settled + tail`.
    public var points: [InkPoint] { settled + tail }
}
