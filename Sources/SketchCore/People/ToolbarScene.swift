/// Everything the toolbar layer shows at one moment: every pill and open popover with what it
/// marks, the zone boundaries and colour markers, and the notices. Equal scenes draw the same
/// pixels, so a renderer draws a scene once and composites it until the scene changes.
///
/// Clear-all's arming fill moves in `progressSteps` steps, so a held press redraws at most that
/// many times. Pure: built from a session, a time and each person's undo and redo availability
/// (the caller works those out once per change of the drawing: finding them scans the history).
public struct ToolbarScene: Hashable, Sendable {
    /// One person's pill, and their popover while it is open.
    public struct Bar: Hashable, Sendable {
        public var pill: ToolbarLayout
        public var popover: ToolbarLayout?
        public var selection: ToolbarSelection
        public var pressed: ToolbarControl?
        /// Clear-all's arming fill in steps of `1 / progressSteps`.
        public var progress: Int
    }

    /// Steps of clear-all's arming fill: enough to look smooth, few enough to draw rarely.
    public static let progressSteps = 20

    public var bars: [Bar]
    public var zones: ZoneLayout
    public var scale: Double
    public var notices: [ToolbarNotice]

    /// - Parameter undo: per person, whether they can undo and redo (missing people: no).
    public init(_ session: CanvasSession, at time: Double, undo: [(undo: Bool, redo: Bool)]) {
        let people = session.people
        let presses = session.presses.values
        bars = people.toolbars.enumerated().map { person, pill in
            let s = people.selection(for: person)
            let can = undo.indices.contains(person) ? undo[person] : (undo: false, redo: false)
            let progress = session.clearAllProgress(for: person, at: time) * Double(Self.progressSteps)
            return Bar(pill: pill,
                       popover: people.openPopovers.contains(person) ? people.popovers[person] : nil,
                       selection: ToolbarSelection(color: s.color, width: s.width, tool: s.tool,
                                                   canUndo: can.undo, canRedo: can.redo),
                       pressed: presses.first { $0.person == person }?.control,
                       progress: Int(progress.rounded(.down)))
        }
        zones = people.layout
        scale = people.scale
        notices = session.visibleNotices(at: time)
    }

    /// The whole layer as one mesh, in drawing order: each person's pill then popover, the zone
    /// marks, the notices. `people` must be the session's the scene was built from.
    public func mesh(_ people: People) -> Mesh {
        var all = Mesh()
        for bar in bars { all.append(Self.mesh(bar, people)) }
        all.append(ToolbarArt.zoneMarks(for: people))
        for notice in notices { all.append(ToolbarArt.mesh(for: notice, in: people)) }
        return all
    }

    /// One person's pill and open popover.
    public static func mesh(_ bar: Bar, _ people: People) -> Mesh {
        var mesh = ToolbarArt.mesh(for: bar.pill, palette: people.palette, widths: people.widths,
                                   selection: bar.selection, pressed: bar.pressed)
        if let popover = bar.popover {
            mesh.append(ToolbarArt.mesh(for: popover, palette: people.palette, widths: people.widths,
                                        selection: bar.selection, pressed: bar.pressed,
                                        clearAllProgress: Double(bar.progress) / Double(progressSteps)))
        }
        return mesh
    }
}
