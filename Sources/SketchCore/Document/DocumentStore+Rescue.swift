import Foundation

/// `DocumentStore` and the rescue copy (`RescueCopy`): written on a quit that could save
/// nothing else, adopted by the next open of the same document.
extension DocumentStore {
    /// Writes the whole drawing as a rescue copy and returns where (see `RescueCopy`). Throws
    /// with every folder's reason when none takes it.
    public func writeRescue(_ drawing: Drawing, canvas: CanvasSize, seating: People.Seating) throws -> String {
        let copy = SketchDocument(canvas: canvas, seating: seating, strokes: drawing.strokes, saveID: saveID)
        return try RescueCopy.write(copy, for: path, environment: environment)
    }

    /// `writeRescue` for a session's drawing, canvas and seating.
    public func writeRescue(_ session: CanvasSession) throws -> String {
        try writeRescue(session.drawing, canvas: session.canvasSize, seating: session.seating)
    }

    /// Brings every rescue copy of this document, oldest first, into `drawing` (what opening
    /// recovered) and the journal: the strokes a copy has that the drawing lacks are
    /// committed, those it lacks are erased, so the newest copy has the last word. A copy is
    /// deleted once that is journalled, else kept for the next open. Returns one line for the
    /// user (a clause per copy), or nil when there is none. A copy of another save (the
    /// document was saved since), or one that cannot be read, is left where it is, and the
    /// line says so.
    func adoptRescue(into drawing: inout Drawing, document: SketchDocument?, name: String) -> String? {
        let lines = RescueCopy.existing(for: path, environment: environment).map {
            adoptRescue(copy: $0, into: &drawing, document: document, name: name)
        }
        return lines.isEmpty ? nil : lines.joined(separator: "; ")
    }

    private func adoptRescue(copy: String, into drawing: inout Drawing, document: SketchDocument?, name: String) -> String {
        let rescue: SketchDocument
        do {
            rescue = try SketchDocument.read(path: copy, limits: limits).document
        } catch {
            return "\(name): a rescue copy at \(copy) could not be read (\(error)); it was left there"
        }
        guard rescue.saveID == (document?.saveID ?? "") else {
            return "\(name): a rescue copy at \(copy) belongs to another save of this drawing; it was left there"
        }
        var actions = RescueCopy.actions(from: drawing.strokes, to: rescue.strokes)
        let serial = drawing.nextSerial
        actions = actions.map {
            switch $0 {
            case .commit(let s, let k): .commit(s, serial: serial + k)
            case .erase(let ids, let p, let k): .erase(ids: ids, person: p, serial: serial + k)
            default: $0
            }
        }
        for action in actions { drawing.apply(action) }
        let strokes = "\(drawing.strokes.count) stroke\(drawing.strokes.count == 1 ? "" : "s")"
        do {
            try record(actions)
            guard journalPath != nil else { throw DocumentError(.unreadable, "no journal") }
            unlink(copy)
            return "\(name): brought back \(strokes) from the rescue copy \(copy)"
        } catch {
            return "\(name): brought back \(strokes) from the rescue copy \(copy), kept there until they can be journalled"
        }
    }
}
