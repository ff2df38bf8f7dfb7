/// One input sample of a stroke: where, how hard and when.
public struct StrokeSample: Hashable, Sendable {
    /// Position in canvas pixels.
    public var point: Point
    /// Pressure 0...1.
    public var pressure: Double
    /// Seconds on the session's clock.
    public var time: Double

    public init(_ point: Point, pressure: Double = 1, time: Double = 0) {
        self.point = point
        self.pressure = pressure
        self.time = time
    }
}

/// How a stroke is inked.
public struct StrokeStyle: Hashable, Sendable {
    public var color: RGBA
    /// Diameter in pixels at full pressure; at least `minimumWidth`.
    public var width: Double

    /// How samples become the centreline.
    public var smoothing: Smoothing
    /// Where the width comes from. A committed stroke holds a resolved mode (never `auto`).
    public var pressure: PressureMode

    public static let minimumWidth = 1.0
    public static let maximumWidth = 256.0

    public init(color: RGBA = .black, width: Double = 4, smoothing: Smoothing = .none,
                pressure: PressureMode = .none) {
        self.color = color
        self.width = min(max(width.isFinite ? width : 4, Self.minimumWidth), Self.maximumWidth)
        self.smoothing = smoothing
        self.pressure = pressure
    }
}

/// Identity and z-order of a committed stroke: a higher id is drawn later, on top.
public typealias StrokeID = UInt64

/// A stroke: the samples a pointer left, from down to up, and its style.
///
/// A stroke with one sample is a dot (a tap). Samples are in time order.
public struct Stroke: Hashable, Sendable, Identifiable {
    /// Zero while in progress; set when the stroke is committed to a `Drawing`.
    public var id: StrokeID
    public var style: StrokeStyle
    public var samples: [StrokeSample]
    /// The person who drew it (0 when one person uses the canvas).
    public var owner: Int
    /// The tool that made it: `.pen` for freehand ink, `.line` for a straight line (trail and
    /// eraser leave no strokes).
    public var tool: Tool

    public init(id: StrokeID = 0, style: StrokeStyle, samples: [StrokeSample], owner: Int = 0, tool: Tool = .pen) {
        self.id = id
        self.style = style
        self.samples = samples
        self.owner = owner
        self.tool = tool
    }

    /// True for a stroke with a single sample: it is drawn as a round dot.
    public var isDot: Bool { samples.count == 1 }

    /// Axis-aligned bounds of the samples, grown by half the width. Empty strokes give nil.
    public var bounds: (min: Point, max: Point)? {
        guard let first = samples.first?.point else { return nil }
        var lo = first, hi = first
        for s in samples {
            lo = Point(min(lo.x, s.point.x), min(lo.y, s.point.y))
            hi = Point(max(hi.x, s.point.x), max(hi.y, s.point.y))
        }
        let r = style.width / 2
        return (lo - Point(r, r), hi + Point(r, r))
    }
}
