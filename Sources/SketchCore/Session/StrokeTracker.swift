/// Turns pointer events into strokes: a dictionary of strokes in progress keyed by pointer,
/// committing each into a `Drawing` when its pointer lifts.
///
/// Rules, in the order a caller meets them:
/// - Every pointer draws its own stroke; any number draw at once without mixing samples.
/// - A `down` for a pointer already in progress commits the old stroke first.
/// - `move`, `up` and `cancel` for a pointer not in progress are ignored.
/// - `cancel` commits what was drawn so far.
/// - A tap (down and up without leaving `Rules.tapSlop`) leaves a round dot.
/// - A double tap (second down within `doubleTapInterval` of the first up and within
///   `doubleTapDistance`, both on blank canvas: see `DoubleTapRule`) clears the canvas as one
///   undoable edit, taking the first dot with it, and leaves `lastClear` for the feedback.
/// - Positions that are NaN or infinite are dropped (an `up` then ends at the last good sample);
///   positions off the canvas are clamped to its edge. Bad pressure becomes 1, bad times the last good one.
public struct StrokeTracker: Sendable {
    public struct Rules: Hashable, Sendable {
        /// A touch that never strays further than this (pixels) from where it went down is a tap.
        public var tapSlop = 2.0
        /// A tap lasting longer than this (seconds) still leaves a dot but is no half of a double tap.
        public var tapMaxDuration = 0.3
        /// Greatest gap (seconds) from the first tap's up to the second tap's down.
        public var doubleTapInterval = 0.3
        /// Greatest distance (pixels) between the two taps of a double tap.
        public var doubleTapDistance = 24.0
        /// Least distance (pixels) from either tap of a double tap to any committed ink.
        public var doubleTapBlankRadius = DoubleTapRule().blankRadius
        /// Whether a double tap clears; off where several people share the canvas.
        public var doubleTapClears = true
        public init() {}

        /// The double-tap rule these rules describe.
        public var doubleTap: DoubleTapRule {
            var rule = DoubleTapRule()
            rule.maxTapDuration = tapMaxDuration
            rule.interval = doubleTapInterval
            rule.distance = doubleTapDistance
            rule.blankRadius = doubleTapBlankRadius
            return rule
        }
    }

    /// A clear made by a double tap: when (the second tap's down) and by whom.
    public struct DoubleTapClear: Hashable, Sendable {
        public var time: Double
        public var person: Int
    }

    /// A stroke in progress.
    public struct ActiveStroke: Sendable {
        public var pointer: PointerID
        public var stroke: Stroke
        /// Its centreline so far, built one sample at a time (O(1) per sample).
        public var centreline: Centreline
        /// Rank of its `down` among all downs: active strokes are drawn in this order.
        public var order: UInt64
        /// True once the pointer left the tap slop: from then on it is no tap.
        public var hasMoved: Bool
        /// The pen it was begun with (its colour is the ink's at commit).
        public var pen: Pen
        /// For the eraser: the undo entry its removals join.
        var eraseSerial: Int?

        /// Whether it leaves ink to draw (an eraser does not).
        public var isInk: Bool { pen.tool != .eraser }
    }

    private struct Tap {
        var tap: DoubleTapRule.Tap
        var id: StrokeID
    }

    public private(set) var drawing = Drawing()
    public private(set) var active: [PointerID: ActiveStroke] = [:]
    public var canvasSize: CanvasSize
    /// Style given to strokes that start from now on.
    public var style: StrokeStyle
    public var rules: Rules
    /// The `order` each stroke committed at a pointer's lift had while in progress, by the id
    /// it was committed under: a renderer follows strokes across the commit. Never drained (any
    /// number of readers); a few words per committed stroke.
    private var committedOrders: [StrokeID: UInt64] = [:]
    /// The live centrelines of the last `keptCentrelines` strokes a lift committed, by id, oldest
    /// first in `centrelineOrder`: bounded, so readers that sync every frame find theirs.
    private var committedCentrelines: [StrokeID: Centreline] = [:]
    private var centrelineOrder: [StrokeID] = []
    /// Live centrelines kept after their strokes' commits.
    public static let keptCentrelines = 64
    /// Committed strokes the eraser has tested against its path so far (its cost, for tests).
    public private(set) var eraserHitTests = 0
    private var lastTap: Tap?
    /// The newest clear made by a double tap, for "cleared; undo" feedback; nil once anything
    /// else edits the drawing.
    public private(set) var lastClear: DoubleTapClear?
    /// Touch devices seen reporting real pressure (strictly between 0 and 1).
    private var pressureDevices: Set<Int64> = []
    private var downs: UInt64 = 0
    private var lastTime = 0.0

    public init(canvasSize: CanvasSize, style: StrokeStyle = StrokeStyle(), rules: Rules = Rules()) {
        self.canvasSize = canvasSize
        self.style = style
        self.rules = rules
    }

    /// Strokes in progress in the order their pointers went down (deterministic, unlike the dictionary).
    public var activeStrokes: [ActiveStroke] {
        active.values.sorted { $0.order < $1.order }
    }

    /// Feeds one pointer event; a `down` begins with `pen` (the tracker's `style`, a pen
    /// of person 0, when nil). O(1) apart from the commit at `up` and the eraser's hit test.
    public mutating func handle(_ event: PointerEvent, pen: Pen? = nil) {
        let time = event.time.isFinite ? event.time : lastTime
        lastTime = max(lastTime, time)
        let pressure = event.pressure.isFinite ? min(max(event.pressure, 0), 1) : 1
        let point: Point? = event.position.isFinite ? canvasSize.clamp(event.position) : nil
        let sample = point.map { StrokeSample($0, pressure: pressure, time: time) }

        switch event.phase {
        case .down:
            guard let sample else { return }
            if active[event.pointer] != nil { end(event.pointer, at: nil, time: time, cancelled: true) }
            downs += 1
            notePressure(sample.pressure, from: event.pointer)
            let pen = pen ?? Pen(style: style)
            var strokeStyle = pen.style
            strokeStyle.pressure = pen.style.pressure.resolved(deviceReportsPressure: reportsPressure(event.pointer))
            if pen.tool == .line {
                strokeStyle.color = Pen.lineHighlight
                strokeStyle.smoothing = .none
                strokeStyle.pressure = .none
            }
            var centreline = Centreline(smoothing: strokeStyle.smoothing, pressure: strokeStyle.pressure)
            centreline.add(sample)
            var a = ActiveStroke(
                pointer: event.pointer, stroke: Stroke(style: strokeStyle, samples: [sample], owner: pen.owner,
                                                          tool: pen.tool == .line ? .line : .pen),
                centreline: centreline, order: downs, hasMoved: false, pen: pen)
            if pen.tool == .eraser { erase(from: sample.point, to: sample.point, with: &a) }
            active[event.pointer] = a
        case .move:
            guard let sample, active[event.pointer] != nil else { return }
            notePressure(sample.pressure, from: event.pointer)
            var a = active.removeValue(forKey: event.pointer)!
            if a.pen.tool == .eraser, let from = a.stroke.samples.last?.point {
                erase(from: from, to: sample.point, with: &a)
            }
            append(sample, to: &a)
            active[event.pointer] = a
        case .up:
            guard active[event.pointer] != nil else { return }
            end(event.pointer, at: sample, time: time, cancelled: false)
        case .cancel:
            guard active[event.pointer] != nil else { return }
            end(event.pointer, at: sample, time: time, cancelled: true)
        }
    }

    /// Ends every stroke in progress as a cancel (focus lost), keeping what was drawn.
    public mutating func cancelAll(time: Double) {
        let t = time.isFinite ? max(time, lastTime) : lastTime
        for a in activeStrokes { end(a.pointer, at: nil, time: t, cancelled: true) }
    }

    /// The `order` the stroke committed as `id` had while in progress, if a pointer's lift
    /// committed it (not a loaded or pre-filled stroke). O(1).
    public func order(ofCommitted id: StrokeID) -> UInt64? { committedOrders[id] }

    /// The centreline the stroke committed as `id` was drawn with, all its samples in, if a
    /// lift committed it among the last `keptCentrelines`: a renderer finishes it instead of
    /// smoothing the whole stroke again (a centreline is a pure function of its samples). O(1).
    public func centreline(ofCommitted id: StrokeID) -> Centreline? { committedCentrelines[id] }

    private mutating func keepCentreline(_ c: Centreline, of id: StrokeID) {
        committedCentrelines[id] = c
        centrelineOrder.append(id)
        if centrelineOrder.count > Self.keptCentrelines {
            committedCentrelines[centrelineOrder.removeFirst()] = nil
        }
    }

    /// Replaces the committed drawing (an opened or recovered document); strokes in progress carry on.
    public mutating func load(_ drawing: Drawing) {
        self.drawing = drawing
        committedOrders.removeAll()
        committedCentrelines.removeAll()
        centrelineOrder.removeAll()
        forgetTaps()
    }

    /// Commits finished strokes as they are (a loaded drawing, a benchmark's pre-filled canvas).
    public mutating func commit(_ strokes: [Stroke]) {
        for s in strokes where !s.samples.isEmpty { drawing.commit(s) }
        forgetTaps()
    }

    /// Takes back `person`'s newest edit (see `Drawing.undo(person:)`).
    public mutating func undo(person: Int = 0) { drawing.undo(person: person); forgetTaps() }
    public mutating func redo(person: Int = 0) { drawing.redo(person: person); forgetTaps() }
    /// Clears the canvas as one undoable edit of `person` (strokes in progress carry on).
    public mutating func clear(by person: Int = 0) { drawing.clear(by: person); forgetTaps() }
    /// Clears `person`'s strokes as one undoable edit of theirs.
    public mutating func clearMine(_ person: Int) { drawing.clearMine(person); forgetTaps() }

    /// Any edit but a tap breaks a pair of taps and ends a double tap's clear feedback.
    private mutating func forgetTaps() {
        lastTap = nil
        lastClear = nil
    }

    private func append(_ sample: StrokeSample, to a: inout ActiveStroke) {
        guard let last = a.stroke.samples.last else { return }
        if sample.point == last.point { return }
        if let first = a.stroke.samples.first, sample.point.distance(to: first.point) > rules.tapSlop {
            a.hasMoved = true
        }
        if a.pen.tool == .line {
            // A line is its first sample and the latest one.
            a.stroke.samples = [a.stroke.samples[0], sample]
            a.centreline = Centreline(smoothing: .none, pressure: .none)
            for s in a.stroke.samples { a.centreline.add(s) }
            return
        }
        a.stroke.samples.append(sample)
        a.centreline.add(sample)
    }

    /// Removes every committed stroke within the eraser's reach of the segment `from -> to`.
    /// Tests only the strokes the drawing's grid finds near it: O(strokes near the segment).
    private mutating func erase(from: Point, to: Point, with a: inout ActiveStroke) {
        let reach = max(Pen.eraserReach, a.pen.style.width / 2)
        var hit: Set<StrokeID> = []
        let near = drawing.strokes(near: from, to, within: reach)
        eraserHitTests += near.count
        for s in near where s.comes(within: reach + s.style.width / 2, of: from, to) {
            hit.insert(s.id)
        }
        guard !hit.isEmpty else { return }
        a.eraseSerial = drawing.erase(hit, by: a.pen.owner, continuing: a.eraseSerial)
        forgetTaps()
    }

    private mutating func notePressure(_ pressure: Double, from pointer: PointerID) {
        if case .touch(let device, _) = pointer, pressure > 0, pressure < 1 { pressureDevices.insert(device) }
    }

    private func reportsPressure(_ pointer: PointerID) -> Bool {
        if case .touch(let device, _) = pointer { return pressureDevices.contains(device) }
        return false
    }

    private mutating func end(_ pointer: PointerID, at sample: StrokeSample?, time endTime: Double, cancelled: Bool) {
        guard var a = active.removeValue(forKey: pointer) else { return }
        if a.pen.tool == .eraser {
            if let sample, let from = a.stroke.samples.last?.point { erase(from: from, to: sample.point, with: &a) }
            return
        }
        if let sample { append(sample, to: &a) }
        if a.pen.tool == .line { a.stroke.style = a.pen.style; a.stroke.style.smoothing = .none; a.stroke.style.pressure = .none }
        let first = a.stroke.samples[0]
        guard !a.hasMoved else {
            let id = drawing.commit(a.stroke)
            committedOrders[id] = a.order
            keepCentreline(a.centreline, of: id)
            forgetTaps()
            return
        }
        // A tap: keep it as a dot where it went down.
        a.stroke.samples = [first]
        let tap = DoubleTapRule.Tap(point: first.point, downTime: first.time, upTime: endTime)
        let isQuick = !cancelled && rules.doubleTap.isQuick(tap)
        // The second tap must begin after the first ended: two fingers tapping together are no double tap.
        if isQuick, rules.doubleTapClears, let previous = lastTap,
           rules.doubleTap.isDeliberate(previous.tap, tap, amid: drawing.strokes.lazy.filter { $0.id != previous.id }) {
            drawing.withdrawLastAdd(of: previous.id)
            drawing.clear(by: a.pen.owner)
            lastTap = nil
            lastClear = DoubleTapClear(time: first.time, person: a.pen.owner)
            return
        }
        let id = drawing.commit(a.stroke)
        committedOrders[id] = a.order
        lastClear = nil
        lastTap = isQuick ? Tap(tap: tap, id: id) : nil
    }
}
