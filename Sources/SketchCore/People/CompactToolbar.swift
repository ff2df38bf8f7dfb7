/// The compact toolbar: a short pill along each person's own edge, and a popover above it.
///
/// The pill holds what a person needs at every moment: their pen (`.menu`, showing the current
/// colour and width; it opens the popover), pen, eraser, undo and redo, in 48 px targets (times
/// the display scale). The popover holds everything (the full palette, so every person can pick
/// their own colour, the widths, the four tools, undo, redo, clear-mine and clear-all) in up to
/// six rows, laid out as a `ToolbarLayout` in the part of the zone beyond the pill, so it sits
/// against the pill and, in the table layout, faces its person.
extension ToolbarLayout {
    /// The pill's controls, in its person's reading order.
    public static let pillControls: [ToolbarControl] = [.menu, .tool(.pen), .tool(.eraser), .undo, .redo]
    /// The pill's gap between buttons and round them, in pixels at scale 1.
    public static let pillSpacing = 6
    /// Most rows the popover may take.
    public static let popoverRows = 6

    /// The pill along `zone`'s edge; `scale` is the display's pixels per logical pixel (1 or more).
    public static func pill(zone: Zone, scale: Double = 1) -> ToolbarLayout {
        let s = max(scale, 1)
        return ToolbarLayout(zone: zone, controls: pillControls,
                             buttonSize: Int((Double(minimumButtonSize) * s).rounded()),
                             spacing: Int((Double(pillSpacing) * s).rounded()), maximumRows: 1, trimmed: true)
    }

    /// The popover of the person whose pill is `pill`: every control, in the zone beyond the pill.
    public static func popover(over pill: ToolbarLayout, palette: Palette = .standard,
                               widths: [Double] = Palette.standardWidths, scale: Double = 1) -> ToolbarLayout {
        let s = max(scale, 1)
        let z = pill.zone, r = z.rect
        let taken = pill.buttons.isEmpty ? 0 : pill.bar.height
        let rest = Rect(x: r.minX, y: z.facing == .up ? r.minY : r.minY + taken, width: r.width,
                        height: max(0, r.height - taken))
        return ToolbarLayout(zone: Zone(person: z.person, rect: rest, facing: z.facing),
                             controls: allControls(colors: palette.colors.count, widths: widths.count),
                             buttonSize: Int((Double(defaultButtonSize) * s).rounded()),
                             spacing: Int((Double(defaultSpacing) * s).rounded()),
                             maximumRows: popoverRows, maxHeight: Int(rest.height), trimmed: true)
    }

}
