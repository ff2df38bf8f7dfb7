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

    /// Saves to the document's path, or an unnamed drawing to `untitledPath()`.
    mutating func save(_ session: inout CanvasSession) {
        guard let store else { return }
        let target = store.path == nil ? untitledPath() : nil
        do {
            try store.save(&session, to: target)
            say("saved \(session.drawing.strokes.count) strokes to \(store.path ?? "?")")
        } catch {
            say("could not save: \(error)")
        }
    }

    /// Quitting saves a named drawing; an unnamed one stays in its journal for the next start.
    mutating func saveOnQuit(_ session: inout CanvasSession) {
        // Fingers still down keep what they drew, as when the window loses focus.
        session.handle(.cancelAll(time: session.now))
        record(&session)
        guard store?.path != nil else { return }
        save(&session)
    }
}
