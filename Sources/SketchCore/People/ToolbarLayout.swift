/// One thing a person can press on their toolbar.
public enum ToolbarControl: Hashable, Sendable {
    /// Swatch `n` of the palette (0-based; key `n + 1`).
    case color(Int)
    /// Width `n` of the toolbar's widths (0-based, thinnest first).
    case width(Int)
    case tool(Tool)
    /// Undoes this person's last stroke.
    case undo
    case redo
    /// Clears this person's strokes only.
    case clearMine
    /// Clears everyone's strokes; the caller should act on it only after a long press.
    case clearAll
    /// Opens or closes the person's popover (full palette, widths, tools); shows their pen.
    case menu
}

/// A control and where it is on the canvas.
public struct ToolbarButton: Hashable, Sendable {
    public var control: ToolbarControl
    public var rect: Rect

    public init(control: ToolbarControl, rect: Rect) {
        self.control = control
        self.rect = rect
    }
}

/// Where one person's toolbar and its buttons lie on the canvas; pure geometry.
///
/// The bar spans the zone along the person's own edge: the bottom of the zone for `.up`, the top
/// for `.down`, where the whole layout is the point reflection (180° turn) about the zone's centre,
/// so it reads left to right for the person across the table. Buttons are squares with whole-pixel
/// edges, `spacing` apart and from the bar's edges, in one row if they fit at the requested size
/// (56 px by default), else two or three rows, else shrunk towards `minimumButtonSize`, filled row
/// by row, left-aligned from the person's point of view. The bar never takes more than
/// half the zone's height. If the controls still do not fit, they are dropped in `dropOrder` order;
/// undo, the four tools and clear-mine are kept whenever the zone has room for six buttons.
///
/// Touches that begin inside `bar` operate the toolbar and never draw, even in the gaps between
/// buttons (where `hit` is nil).
public struct ToolbarLayout: Hashable, Sendable {
    /// The smallest touch target, in pixels.
    public static let minimumButtonSize = 48
    public static let defaultButtonSize = 56
    public static let defaultSpacing = 8
    public static let maximumRows = 3

    public var zone: Zone
    /// The strip along the person's edge of the zone that belongs to the toolbar.
    public var bar: Rect
    /// In the person's reading order (first is their leftmost in the top row).
    public var buttons: [ToolbarButton]
    /// The side of every button, in pixels (`minimumButtonSize` or more unless there are no buttons).
    public var buttonSize: Int
    /// 1...3, or 0 when there are no buttons.
    public var rows: Int

    /// Lays out the toolbar for `zone` with one swatch per palette colour and one button per width.
    /// `buttonSize` is raised to `minimumButtonSize` if smaller; `spacing` is at least zero.
    public init(zone: Zone, palette: Palette = .standard, widths: [Double] = Palette.standardWidths,
                buttonSize: Int = ToolbarLayout.defaultButtonSize, spacing: Int = ToolbarLayout.defaultSpacing) {
        let controls = Self.allControls(colors: palette.colors.count, widths: widths.count)
        self.init(zone: zone, controls: controls, buttonSize: buttonSize, spacing: spacing)
    }

    /// Lays out exactly `controls`, in the given reading order, dropping some per `dropOrder` if they do not fit.
    /// `maximumRows` and `maxHeight` (pixels; half the zone's height when nil) bound the bar; a
    /// `trimmed` bar ends after its last column instead of spanning the zone (a pill, a popover).
    public init(zone: Zone, controls: [ToolbarControl], buttonSize: Int = ToolbarLayout.defaultButtonSize,
                spacing: Int = ToolbarLayout.defaultSpacing, maximumRows: Int = ToolbarLayout.maximumRows,
                maxHeight: Int? = nil, trimmed: Bool = false) {
        self.zone = zone
        let preferred = max(buttonSize, Self.minimumButtonSize), gap = max(spacing, 0)
        let r = zone.rect
        let width = Int(r.width), maxBarHeight = maxHeight ?? Int(r.height) / 2
        let rowLimit = max(maximumRows, 1)
        var kept = controls
        var fit = Self.fit(count: kept.count, width: width, maxHeight: maxBarHeight, preferred: preferred, gap: gap, rowLimit: rowLimit)
        for victim in Self.dropOrder(controls) where fit == nil {
            kept.removeAll { $0 == victim }
            fit = Self.fit(count: kept.count, width: width, maxHeight: maxBarHeight, preferred: preferred, gap: gap, rowLimit: rowLimit)
        }
        guard let (size, rows) = fit, !kept.isEmpty else {
            self.bar = Rect(x: r.minX, y: zone.facing == .up ? r.maxY : r.minY, width: r.width, height: 0)
            self.buttons = []
            self.buttonSize = 0
            self.rows = 0
            return
        }
        let columns = (kept.count + rows - 1) / rows
        let barHeight = Double(rows * size + (rows + 1) * gap)
        let barWidth = trimmed ? min(r.width, Double(columns * (size + gap) + gap)) : r.width
        let upBar = Rect(x: r.minX, y: r.maxY - barHeight, width: barWidth, height: barHeight)
        let upButtons = kept.enumerated().map { i, control in
            let row = i / columns, column = i % columns
            return ToolbarButton(control: control, rect: Rect(
                x: upBar.minX + Double(gap + column * (size + gap)),
                y: upBar.minY + Double(gap + row * (size + gap)),
                width: Double(size), height: Double(size)))
        }
        self.buttonSize = size
        self.rows = rows
        switch zone.facing {
        case .up:
            self.bar = upBar
            self.buttons = upButtons
        case .down:
            let pivot = r.center
            self.bar = upBar.rotated180(about: pivot)
            self.buttons = upButtons.map { ToolbarButton(control: $0.control, rect: $0.rect.rotated180(about: pivot)) }
        }
    }

    /// The control under `p`; nil outside every button, including the gaps between them.
    public func hit(_ p: Point) -> ToolbarControl? {
        buttons.first { $0.rect.contains(p) }?.control
    }

    /// True when `p` is on the bar: a touch that begins there never draws.
    public func contains(_ p: Point) -> Bool { bar.contains(p) }

    /// The full toolbar, in reading order: colours, widths, the tools, undo, redo, clear-mine, clear-all.
    public static func allControls(colors: Int, widths: Int) -> [ToolbarControl] {
        (0..<max(colors, 0)).map(ToolbarControl.color) + (0..<max(widths, 0)).map(ToolbarControl.width)
            + Tool.allCases.map(ToolbarControl.tool) + [.undo, .redo, .clearMine, .clearAll]
    }

    /// Controls that are never dropped while there is room for them.
    public static func isEssential(_ control: ToolbarControl) -> Bool {
        switch control {
        case .undo, .tool, .clearMine, .menu: true
        default: false
        }
    }

    /// The order in which `controls` give way when the zone is too small: colours beyond the first
    /// four (last first), clear-all, redo, widths beyond the first (last first), the remaining colours
    /// but the first (last first), the first width, the first colour; then, only if even the
    /// essentials do not fit, clear-mine, trail, line, eraser, undo, pen.
    public static func dropOrder(_ controls: [ToolbarControl]) -> [ToolbarControl] {
        let colors = controls.compactMap { if case .color(let n) = $0 { n } else { nil } }.sorted(by: >)
        let widths = controls.compactMap { if case .width(let n) = $0 { n } else { nil } }.sorted(by: >)
        let minColor = colors.last, minWidth = widths.last
        let fourth = colors.count >= 4 ? colors[colors.count - 4] : Int.max
        var order: [ToolbarControl] = colors.filter { $0 > fourth }.map(ToolbarControl.color)
        order += [.clearAll, .redo]
        order += widths.filter { $0 != minWidth }.map(ToolbarControl.width)
        order += colors.filter { $0 <= fourth && $0 != minColor }.map(ToolbarControl.color)
        order += [minWidth.map(ToolbarControl.width), minColor.map(ToolbarControl.color)].compactMap { $0 }
        order += [.clearMine, .tool(.trail), .tool(.line), .tool(.eraser), .undo, .tool(.pen)]
        let present = Set(controls)
        var seen = Set<ToolbarControl>()
        return order.filter { present.contains($0) && seen.insert($0).inserted }
            + controls.filter { !seen.contains($0) }
    }

    /// The button size and row count for `count` buttons, or nil if they cannot fit: the largest size
    /// (at most `preferred`, at least the minimum) in up to three rows, the fewest rows among equals.
    private static func fit(count: Int, width: Int, maxHeight: Int, preferred: Int, gap: Int,
                            rowLimit: Int) -> (size: Int, rows: Int)? {
        guard count > 0 else { return (preferred, 0) }
        func largestSize(rows: Int) -> Int? {
            let columns = (count + rows - 1) / rows
            let byWidth = (width - gap) / columns - gap
            let byHeight = (maxHeight - gap) / rows - gap
            let size = min(preferred, byWidth, byHeight)
            return size >= minimumButtonSize ? size : nil
        }
        var best: (size: Int, rows: Int)?
        for rows in 1...rowLimit {
            if let size = largestSize(rows: rows), size > best?.size ?? 0 { best = (size, rows) }
        }
        return best
    }
}
