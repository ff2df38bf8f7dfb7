/// The people sharing the canvas: their zones, toolbars and pens.
///
/// Person `i` owns zone `i`. A touch belongs to the person in whose zone it begins; a touch
/// that begins on a toolbar operates it and never draws. With one person and no toolbar,
/// this is the plain canvas of the seeds.
///
/// Seated `.byDevice`, a touch belongs instead to the person of its touch device (the mouse
/// counts as one device), wherever it begins. People join as their devices first touch the
/// screen, up to `ZoneLayout.peopleRange.upperBound`; the zones then only place the toolbars.
/// A ninth device shares a person with an earlier one (device `n` is person `n % 8`).
public struct People: Sendable {
    /// Who a touch belongs to.
    public enum Assignment: Hashable, Sendable {
        /// The person in whose zone the touch begins.
        case zones
        /// The person of the touch's device, whatever zone it begins in.
        case byDevice
    }

    /// One person's current pen settings.
    public struct PenState: Hashable, Sendable {
        public var color: RGBA
        public var width: Double
        public var tool: Tool
    }

    /// How many people, how they sit, and whether they get toolbars.
    public struct Seating: Hashable, Sendable {
        public var count: Int
        public var layout: LayoutStyle
        public var toolbars: Bool
        /// Everyone's tool at the start.
        public var tool: Tool
        /// Zones or devices decide who a touch belongs to; `.byDevice` starts with one person.
        public var assignment: Assignment
        public init(count: Int = 1, layout: LayoutStyle = .screen, toolbars: Bool = false, tool: Tool = .pen,
                    assignment: Assignment = .zones) {
            self.count = count
            self.layout = layout
            self.toolbars = toolbars
            self.tool = tool
            self.assignment = assignment
        }
    }

    public private(set) var layout: ZoneLayout
    /// One pill per person (see `ToolbarLayout.pill`); empty without toolbars.
    public private(set) var toolbars: [ToolbarLayout] = []
    /// One popover per person, shown while the person is in `openPopovers`; empty without toolbars.
    public private(set) var popovers: [ToolbarLayout] = []
    /// The people whose popover is open.
    public private(set) var openPopovers: Set<Int> = []
    /// Display pixels per logical pixel: toolbar targets are 48 px times this (at least 1).
    public var scale: Double = 1 {
        didSet { buildToolbars() }
    }
    public var pens: [PenState]
    public let showsToolbars: Bool
    public let palette: Palette
    public let widths: [Double]
    /// Smoothing, pressure and width source shared by everyone.
    public var base: StrokeStyle
    public private(set) var assignment = Assignment.zones
    /// Seated by device: each device seen so far, in order of its first touch, and its person.
    public private(set) var deviceOwners: [PointerDevice: Int] = [:]
    /// The tool a person who joins later starts with.
    private var startingTool = Tool.pen

    /// - Parameters:
    ///   - count: people, clamped to 1...8.
    ///   - base: the first person's pen (others get their own default colour).
    public init(count: Int, canvas: CanvasSize, layout style: LayoutStyle = .screen, base: StrokeStyle,
                showsToolbars: Bool, palette: Palette = .standard, widths: [Double] = Palette.standardWidths) {
        self.layout = ZoneLayout(people: count, canvas: canvas, style: style)
        self.showsToolbars = showsToolbars
        self.palette = palette
        self.widths = widths
        self.base = base
        pens = layout.zones.indices.map { i in
            PenState(color: i == 0 ? base.color : palette.defaultColor(forPerson: i), width: base.width, tool: .pen)
        }
        buildToolbars()
    }

    public init(_ seating: Seating, canvas: CanvasSize, base: StrokeStyle) {
        let count = seating.assignment == .byDevice ? 1 : seating.count
        self.init(count: count, canvas: canvas, layout: seating.layout, base: base, showsToolbars: seating.toolbars)
        assignment = seating.assignment
        startingTool = seating.tool
        for i in pens.indices { pens[i].tool = seating.tool }
    }

    public var count: Int { layout.zones.count }

    /// The person whose zone holds `p` (person 0 off the canvas).
    public func person(at p: Point) -> Int { layout.person(at: p) ?? 0 }

    /// The person a touch of `pointer` going down at `p` belongs to. Seated by device, a new
    /// device joins as the next person (laying zones and toolbars out again for one more).
    public mutating func person(for pointer: PointerID, at p: Point) -> Int {
        guard assignment == .byDevice else { return person(at: p) }
        let device = PointerDevice(pointer)
        if let known = deviceOwners[device] { return known }
        let seen = deviceOwners.count
        let limit = ZoneLayout.peopleRange.upperBound
        let who = seen % limit
        deviceOwners[device] = who
        if seen > 0, seen < limit { join() }
        return who
    }

    /// Adds one person with their own default colour and lays everything out again.
    private mutating func join() {
        let i = count
        layout = ZoneLayout(people: i + 1, canvas: layout.canvas, style: layout.style)
        pens.append(PenState(color: palette.defaultColor(forPerson: i), width: base.width, tool: startingTool))
        buildToolbars()
    }

    /// The toolbar under `p`, if any, and its person: an open popover first, then a pill.
    public func toolbar(at p: Point) -> (person: Int, bar: ToolbarLayout)? {
        guard showsToolbars else { return nil }
        let who = person(at: p)
        if openPopovers.contains(who), popovers.indices.contains(who), popovers[who].contains(p) {
            return (who, popovers[who])
        }
        guard toolbars.indices.contains(who), toolbars[who].contains(p) else { return nil }
        return (who, toolbars[who])
    }

    /// Opens `person`'s popover if it is closed, and closes it if open.
    public mutating func togglePopover(_ person: Int) {
        guard popovers.indices.contains(person) else { return }
        if openPopovers.remove(person) == nil { openPopovers.insert(person) }
    }

    /// Closes `person`'s popover (they drew or picked).
    public mutating func closePopover(_ person: Int) { openPopovers.remove(person) }

    /// Each person's zone less their toolbar: where their touches draw.
    public var drawingAreas: [Rect] {
        layout.zones.map { zone in
            guard showsToolbars, toolbars.indices.contains(zone.person) else { return zone.rect }
            let bar = toolbars[zone.person].bar
            var r = zone.rect
            if bar.minY <= r.minY + 0.5 {
                r = Rect(x: r.x, y: bar.maxY, width: r.width, height: max(0, r.maxY - bar.maxY))
            } else {
                r = Rect(x: r.x, y: r.y, width: r.width, height: max(0, bar.minY - r.minY))
            }
            return r
        }
    }

    /// The pen a touch of `person` draws with now.
    public func pen(for person: Int) -> Pen {
        let state = pens[min(max(person, 0), pens.count - 1)]
        return Pen(style: StrokeStyle(color: state.color, width: state.width, smoothing: base.smoothing,
                                      pressure: base.pressure),
                   tool: state.tool, owner: person)
    }

    /// Lays zones and toolbars out again for a new canvas size.
    public mutating func resize(_ canvas: CanvasSize) {
        layout = ZoneLayout(people: count, canvas: canvas, style: layout.style)
        buildToolbars()
    }

    /// Selects colour `index` of the palette for `person`.
    public mutating func selectColor(_ index: Int, for person: Int) {
        guard palette.colors.indices.contains(index), pens.indices.contains(person) else { return }
        pens[person].color = palette.colors[index]
    }

    /// Moves `person`'s width `steps` places along `widths`; a width between two of them
    /// moves to the next one in that direction.
    public mutating func stepWidth(_ steps: Int, for person: Int) {
        guard pens.indices.contains(person), !widths.isEmpty, steps != 0 else { return }
        let now = pens[person].width
        let target: Int
        if let exact = widths.firstIndex(of: now) {
            target = exact + steps
        } else if steps > 0 {
            target = (widths.firstIndex { $0 > now } ?? widths.count - 1) + steps - 1
        } else {
            target = (widths.lastIndex { $0 < now } ?? 0) + steps + 1
        }
        pens[person].width = widths[min(max(target, 0), widths.count - 1)]
    }

    /// What the toolbar shows as selected for `person`: palette and width indices (-1 when
    /// the pen's colour or width is not on the toolbar) and the tool.
    public func selection(for person: Int) -> (color: Int, width: Int, tool: Tool) {
        let pen = pens[person]
        return (palette.colors.firstIndex(of: pen.color) ?? -1, widths.firstIndex(of: pen.width) ?? -1, pen.tool)
    }

    private mutating func buildToolbars() {
        toolbars = showsToolbars ? layout.zones.map { ToolbarLayout.pill(zone: $0, scale: scale) } : []
        popovers = toolbars.map { ToolbarLayout.popover(over: $0, palette: palette, widths: widths, scale: scale) }
        openPopovers = openPopovers.filter { popovers.indices.contains($0) }
    }
}
