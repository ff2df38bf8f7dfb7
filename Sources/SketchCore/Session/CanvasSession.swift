/// What the app shell must do in answer to an input event.
public enum SessionCommand: Hashable, Sendable {
    case quit
    case toggleFullscreen
    /// Save the drawing (Ctrl+S).
    case save
}

/// The canvas as its people see it: the drawing, one table of what every touch is doing
/// (strokes in progress included), the people with their zones, toolbars and pens, the trail
/// effect, and the keyboard.
///
/// Pure and deterministic: the same input events give the same strokes on every run.
/// A touch belongs to the person whose zone it begins in (seated by device: to its device's
/// person, wherever it begins). One that begins on a toolbar
/// operates it (on release, over the same button) and never draws; clear-all needs a long
/// press (`longPress` seconds). Keys act for person 0: Ctrl+Z undo; Ctrl+Shift+Z or Ctrl+Y
/// redo; 1 to 9 colours; [ and ] width; P, L, T, E tools; Delete or Ctrl+Backspace clears
/// everything (undoable); Ctrl+S saves; F or F11 fullscreen; Escape quits.
public struct CanvasSession: Sendable {
    /// The committed strokes and their change log.
    public internal(set) var drawing = Drawing()
    public internal(set) var canvasSize: CanvasSize
    public internal(set) var configuration: Configuration
    public var people: People
    public var trail = TrailEffect()
    /// Feedback on show or lately shown (see `visibleNotices(at:)`).
    public internal(set) var notices: [ToolbarNotice] = []
    /// Bumped by `.renderReset` and `load(_:)`: whatever a renderer baked before is gone or
    /// stale and must be rebuilt. Each renderer remembers the count it last rebuilt at.
    public private(set) var renderResets = 0
    /// The journal's cursor into the drawing's change log (see `takeActions()`).
    private var journalRevision = 0
    /// What each touch is doing, decided when it went down: the one table of who owns a pointer,
    /// strokes in progress included (`activeStrokes`).
    public internal(set) var gestures: [PointerID: Gesture] = [:]
    /// The latest event time seen (the trail's clock between events).
    public private(set) var now = 0.0
    /// The style of person 0's pen at `init`: pointer events played with no pen draw in it.
    let firstStyle: StrokeStyle
    /// The `order` each stroke committed at a pointer's lift had while in progress, by the id
    /// it was committed under: a renderer follows strokes across the commit. Never drained (any
    /// number of readers); a few words per committed stroke.
    var committedOrders: [StrokeID: UInt64] = [:]
    /// The live centrelines of the last `keptCentrelines` strokes a lift committed, by id, oldest
    /// first in `centrelineOrder`: bounded, so readers that sync every frame find theirs.
    var committedCentrelines: [StrokeID: Centreline] = [:]
    var centrelineOrder: [StrokeID] = []
    /// Committed strokes the eraser has tested against its path so far (its cost, for tests).
    public internal(set) var eraserHitTests = 0
    var lastTap: Tap?
    /// The newest clear made by a double tap, for "cleared; undo" feedback; nil once anything
    /// else edits the drawing.
    public internal(set) var lastClear: DoubleTapClear?
    /// Touch devices seen reporting real pressure (strictly between 0 and 1).
    var pressureDevices: Set<Int64> = []
    /// Downs so far: the `order` of the next stroke in progress.
    var downs: UInt64 = 0
    /// The latest good pointer time (the clock of events with bad times).
    var lastTime = 0.0

    /// Seconds a clear-all press must last.
    public static let longPress = 0.8

    /// A touch operating a toolbar.
    public struct Press: Hashable, Sendable {
        public var person: Int
        public var control: ToolbarControl?
        public var since: Double
    }

    /// What a touch does, with the person whose zone (or device) it began in: it keeps that
    /// person, and their pen, wherever it goes.
    public enum Gesture: Sendable {
        /// Ink, a line or the eraser, built sample by sample with the person's pen.
        case ink(person: Int, StrokeBuilder)
        /// A fading trail in the person's colour.
        case trail(person: Int)
        /// A toolbar button held down.
        case press(Press)

        public var person: Int {
            switch self {
            case .ink(let p, _), .trail(let p): p
            case .press(let press): press.person
            }
        }
    }

    /// Touches on a toolbar, with the control they went down on and when.
    public var presses: [PointerID: Press] {
        gestures.compactMapValues { if case .press(let p) = $0 { p } else { nil } }
    }

    /// One person, no toolbars: every touch draws with `style` (a double tap clears unless
    /// `configuration` says otherwise).
    public init(canvasSize: CanvasSize, style: StrokeStyle = StrokeStyle(), configuration: Configuration = Configuration()) {
        self.init(canvasSize: canvasSize, people: People(count: 1, canvas: canvasSize, base: style, showsToolbars: false),
                  configuration: configuration)
    }

    /// Several people (a double tap clears only when there is one, seated by zone, unless
    /// `configuration` says otherwise).
    public init(canvasSize: CanvasSize, people: People, configuration: Configuration = Configuration()) {
        self.canvasSize = canvasSize
        self.configuration = configuration
        firstStyle = people.pen(for: 0).style
        self.people = people
    }

    /// Whether a quick double tap clears the canvas (`Configuration.doubleTapClears`, the one
    /// place this policy is kept).
    public var doubleTapClears: Bool {
        get { configuration.doubleTapClears ?? (people.count == 1 && people.assignment == .zones) }
        set { configuration.doubleTapClears = newValue }
    }

    /// Strokes in progress (ink, lines, erasers) in the order their pointers went down: the one
    /// accessor renderers, the bench, prediction and playback read them through. O(n log n) in
    /// the touches down.
    public var activeStrokes: [StrokeBuilder] {
        gestures.values.compactMap { if case .ink(_, let b) = $0 { b } else { nil } }.sorted { $0.order < $1.order }
    }

    /// Whether any pointer is drawing (or erasing) now. O(touches down).
    public var isDrawing: Bool {
        gestures.values.contains { if case .ink = $0 { true } else { false } }
    }

    /// The drawing's actions since the last call, for the journal, which keeps its cursor
    /// here; other readers keep their own (`Drawing.actions(since:)`) and lose nothing.
    public mutating func takeActions() -> [DrawingAction] {
        defer { journalRevision = drawing.revision }
        return Array(drawing.actions(since: journalRevision))
    }

    /// Replaces the committed drawing (an opened or recovered document, whose actions are
    /// already in its file and journal) and asks renderers for a rebuild.
    public mutating func load(_ drawing: Drawing) {
        self.drawing = drawing
        committedOrders.removeAll()
        committedCentrelines.removeAll()
        centrelineOrder.removeAll()
        forgetTaps()
        journalRevision = drawing.revision
        renderResets += 1
    }

    /// Feeds a played-back pointer event (`StrokePlayback`) straight to the stroke builder
    /// with the pen it was drawn with: no zones, toolbars or trails are consulted.
    public mutating func play(_ event: PointerEvent, pen: Pen?) {
        ink(event, pen: pen, person: pen?.owner ?? 0)
    }

    /// Whether something on screen changes with time alone (a fading trail, a clear-all press).
    public func isAnimating(at time: Double) -> Bool {
        trail.isAnimating(at: time) || gestures.values.contains { if case .press(let p) = $0 { p.control == .clearAll } else { false } }
            || !visibleNotices(at: time).isEmpty
    }

    /// Handles one event; returns what the shell must do, if anything.
    @discardableResult
    public mutating func handle(_ event: InputEvent) -> SessionCommand? {
        switch event {
        case .pointer(let p):
            if p.time.isFinite { now = max(now, p.time) }
            handlePointer(p)
        case .key(let k):
            return handleKey(k)
        case .cancelAll(let time):
            cancelAllInk(time: time)
            trail.liftAll(time: time.isFinite ? time : now)
            gestures.removeAll()
        case .resize(let size):
            canvasSize = size
            people.resize(size)
        case .renderReset:
            renderResets += 1
        case .quit:
            return .quit
        }
        return nil
    }

    private mutating func handlePointer(_ p: PointerEvent) {
        let id = p.pointer
        switch p.phase {
        case .down:
            switch gestures[id] {
            case .trail?: gestures[id] = nil; trail.lift(id, time: p.time)
            case .press?: gestures[id] = nil
            // A stroke in progress is ended below (a bad down leaves it drawing).
            case .ink?, nil: break
            }
            guard p.position.isFinite else { return }
            if tapNotice(at: p.position, id: id, time: p.time) { return }
            let owner = people.person(for: id, at: p.position)
            if let (who, bar) = people.toolbar(at: p.position) {
                ink(PointerEvent(.cancel, id, at: p.position, time: p.time))
                gestures[id] = .press(Press(person: who, control: bar.hit(p.position), since: p.time))
                return
            }
            people.closePopover(owner)
            let pen = people.pen(for: owner)
            if pen.tool == .trail {
                ink(PointerEvent(.cancel, id, at: p.position, time: p.time))
                gestures[id] = .trail(person: owner)
                trail.touch(id, at: p.position, time: p.time, color: pen.style.color, width: pen.style.width)
                return
            }
            ink(p, pen: pen, person: owner)
        case .move:
            switch gestures[id] {
            case .press?: return
            case .trail(let owner)?:
                // The person whose zone the trail began in, wherever it goes now.
                let pen = people.pen(for: owner)
                trail.touch(id, at: p.position, time: p.time, color: pen.style.color, width: pen.style.width)
            case .ink?, nil: ink(p)
            }
        case .up, .cancel:
            switch gestures[id] {
            case .press(let press)?:
                gestures[id] = nil
                if p.phase == .up, let control = press.control, people.toolbar(at: p.position)?.bar.hit(p.position) == control {
                    operate(control, for: press.person, held: p.time - press.since)
                }
            case .trail?:
                gestures[id] = nil
                trail.lift(id, time: p.time)
            case .ink?, nil:
                let before = lastClear
                ink(p)
                if let clear = lastClear, clear != before {
                    show(ToolbarNotice(.clearedUndo, person: clear.person, since: p.time))
                }
            }
        }
    }

    /// Does what a toolbar button does for `person`.
    private mutating func operate(_ control: ToolbarControl, for person: Int, held: Double) {
        if control == .menu { people.togglePopover(person) } else if control != .clearAll || held >= Self.longPress {
            people.closePopover(person)
        }
        switch control {
        case .menu: break
        case .color(let i): people.selectColor(i, for: person)
        case .width(let i):
            if people.widths.indices.contains(i) { people.pens[person].width = people.widths[i] }
        case .tool(let t): people.pens[person].tool = t
        case .undo: undo(person: person)
        case .redo: redo(person: person)
        case .clearMine: clearMine(person)
        case .clearAll:
            if held >= Self.longPress {
                clear(by: person)
            } else {
                show(ToolbarNotice(.holdToClearAll, person: person, since: now))
            }
        }
    }

    private mutating func handleKey(_ k: KeyPress) -> SessionCommand? {
        if k.matches("z", .ctrl) {
            undo(person: 0)
        } else if k.matches("z", [.ctrl, .shift]) || k.matches("y", .ctrl) {
            redo(person: 0)
        } else if k.matches("delete") || k.matches("backspace", .ctrl) {
            clear(by: 0)
        } else if k.matches("s", .ctrl) {
            return .save
        } else if k.matches("f") || k.matches("f11") {
            return .toggleFullscreen
        } else if k.matches("escape") {
            return .quit
        } else if k.modifiers.isEmpty, let digit = Int(k.name), (1...9).contains(digit) {
            people.selectColor(digit - 1, for: 0)
        } else if k.matches("[") {
            people.stepWidth(-1, for: 0)
        } else if k.matches("]") {
            people.stepWidth(1, for: 0)
        } else if let tool = [("p", Tool.pen), ("l", .line), ("t", .trail), ("e", .eraser)].first(where: { k.matches($0.0) }) {
            people.pens[0].tool = tool.1
        }
        return nil
    }
}
