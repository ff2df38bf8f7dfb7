import SketchCore

/// Draws each person's pill (and open popover) over the canvas, rebuilding a toolbar's mesh only
/// when what it shows changes (selection, undo state, pressed button, clear-all progress, layout).
@MainActor
final class ToolbarRenderer {
    private let device: RenderDevice
    private struct Key: Hashable {
        var layout: ToolbarLayout
        var selection: ToolbarSelection
        var pressed: ToolbarControl?
        var progress: Int
        var popover: ToolbarLayout?
    }
    private var cache: [Int: (key: Key, mesh: Mesh)] = [:]
    /// Zone boundaries and colour markers, for the pills they were made for.
    private var marks: (zones: ZoneLayout, pills: [ToolbarLayout], mesh: Mesh)?
    /// Each person's undo and redo availability, worked out once per change of the drawing
    /// (finding it scans the history), so a frame's cost does not grow with the strokes.
    private var undoState: (revision: Int, edits: Int, undo: [Bool], redo: [Bool])?

    init(device: RenderDevice) {
        self.device = device
    }

    func draw(_ session: CanvasSession, time: Double) throws(SDLError) {
        let people = session.people
        var all = Mesh()
        let drawing = session.drawing
        let count = people.toolbars.count
        if undoState?.revision != drawing.revision || undoState?.edits != drawing.history.count
            || undoState?.undo.count != count {
            undoState = (drawing.revision, drawing.history.count,
                         (0..<count).map { drawing.canUndo(person: $0) }, (0..<count).map { drawing.canRedo(person: $0) })
        }
        // Without toolbars `toolbars` is empty, but notices (a double tap's "cleared") still show.
        for (person, layout) in people.toolbars.enumerated() {
            let presses = session.presses.values.filter { $0.person == person }
            let pressed = presses.first?.control
            let longest = presses.filter { $0.control == .clearAll }.map { time - $0.since }.max() ?? 0
            // Progress in twentieths: enough steps to look smooth, few enough to cache.
            let progress = Int((min(max(longest / CanvasSession.longPress, 0), 1) * 20).rounded(.down))
            let s = people.selection(for: person)
            let selection = ToolbarSelection(color: s.color, width: s.width, tool: s.tool,
                                             canUndo: undoState!.undo[person], canRedo: undoState!.redo[person])
            let popover = people.openPopovers.contains(person) ? people.popovers[person] : nil
            let key = Key(layout: layout, selection: selection, pressed: pressed, progress: progress, popover: popover)
            if cache[person]?.key != key {
                var mesh = ToolbarArt.mesh(for: layout, palette: people.palette, widths: people.widths,
                                           selection: selection, pressed: pressed)
                if let popover {
                    mesh.append(ToolbarArt.mesh(for: popover, palette: people.palette, widths: people.widths,
                                                selection: selection, pressed: pressed,
                                                clearAllProgress: Double(progress) / 20))
                }
                cache[person] = (key, mesh)
            }
            all.append(cache[person]!.mesh)
        }
        if marks?.zones != people.layout || marks?.pills != people.toolbars {
            marks = (people.layout, people.toolbars, ToolbarArt.zoneMarks(for: people))
        }
        all.append(marks!.mesh)
        for notice in session.visibleNotices(at: time) { all.append(ToolbarArt.mesh(for: notice, in: people)) }
        guard !all.vertices.isEmpty else { return }
        try device.draw(all)
    }
}
