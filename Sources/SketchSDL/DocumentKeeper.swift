import Foundation
import SketchCore

/// Keeps the live canvas's drawing safe: journals what each frame committed and saves on
/// request, telling the user in one line what happened. A journal or save that fails is
/// reported, never fatal: the strokes stay on the canvas and in memory.
struct DocumentKeeper {
    let store: DocumentStore?
    let untitledPath: () -> String
    let say: (String) -> Void
    /// Whether the last journal append failed (reported once until one succeeds).
    private var journalFailing = false

    init(store: DocumentStore?, untitledPath: @escaping () -> String, say: @escaping (String) -> Void) {
        self.store = store
        self.untitledPath = untitledPath
        self.say = say
    }

    /// Journals every action the session's drawing made since the last call.
    mutating func record(_ session: inout CanvasSession) {
        guard let store else { return }  // the frame loop drops actions nobody journals
        do {
            try store.record(&session)
            journalFailing = false
        } catch {
            if !journalFailing { say("autosave failed, strokes are kept until it works again: \(error)") }
            journalFailing = true
        }
    }

    /// Saves to the document's path, or an unnamed drawing to `untitledPath()`; the error
    /// (already said in one line) when it failed.
    @discardableResult
    mutating func save(_ session: inout CanvasSession) -> Error? {
        guard let store else { return nil }
        let target = store.path == nil ? untitledPath() : nil
        do {
            try store.save(&session, to: target)
            say("saved \(session.drawing.strokes.count) strokes to \(store.path ?? "?")")
            return nil
        } catch {
            say("could not save: \(error)")
            return error
        }
    }

    /// Quitting saves a named drawing; an unnamed one stays in its journal for the next start,
    /// marked as a calm quit. When neither the document nor the journal holds every stroke, a
    /// rescue copy is written (`RescueCopy`). Says where the drawing is in one line; returns
    /// that line when nothing was saved where the user asked (the caller exits non-zero).
    mutating func saveOnQuit(_ session: inout CanvasSession) -> String? {
        // Fingers still down keep what they drew, as when the window loses focus.
        session.handle(.cancelAll(time: session.now))
        record(&session)
        guard let store else { return nil }
        let count = "\(session.drawing.strokes.count) stroke\(session.drawing.strokes.count == 1 ? "" : "s")"
        if let path = store.path {
            guard save(&session) != nil else { return nil }
            if store.journalIsCurrent {
                return "\(path) was not saved; all \(count) are in its journal \(store.journalPath ?? ""), and the next sketchpad draw \(path) brings them back"
            }
            return rescue(session, store: store, name: path, count: count)
        }
        if store.journalIsCurrent {
            store.markCalmQuit()
            say("your unsaved drawing (\(count)) is kept in \(store.journalPath ?? ""); sketchpad draw continues it, Ctrl+S saves it")
            return nil
        }
        return rescue(session, store: store, name: "your unsaved drawing", count: count)
    }

    /// Writes the rescue copy; the one line saying where, or that nothing could be written.
    private func rescue(_ session: CanvasSession, store: DocumentStore, name: String, count: String) -> String {
        do {
            let copy = try store.writeRescue(session)
            return "\(name) could not be saved or journalled; a rescue copy of all \(count) is at \(copy), and the next sketchpad draw\(store.path.map { " " + $0 } ?? "") picks it up"
        } catch {
            return "\(name) could not be saved, journalled or rescued; \(count) are lost: \(error)"
        }
    }
}
