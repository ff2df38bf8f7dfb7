import Foundation

extension DocumentStore {
    /// `saveCopy`, staged: `document` written beside `path` and flushed, ready to commit,
    /// so a command can prepare all its outputs before committing any. Refuses with `.busy`
    /// while a sketchpad has that document open (through any path resolving to the same
    /// file); the lock is held by the staged file until it is committed or discarded.
    public static func stageCopy(_ document: SketchDocument, to path: String,
                                 environment: [String: String] = ProcessInfo.processInfo.environment) throws -> AtomicFile.Staged {
        let resolved = ResolvedPath.resolve(path)
        let lock: JournalFile?
        do {
            lock = try JournalFile.lockIfPresent(try Journal.path(forDocument: resolved, environment: environment))
        } catch let e as DocumentError where e.kind == .busy {
            throw DocumentError(.busy, openElsewhere(path, resolved))
        }
        let staged: AtomicFile.Staged
        do {
            staged = try document.stage(at: resolved)
        } catch {
            throw DocumentError(.unreadable, error.description)
        }
        staged.holding = lock
        return staged
    }
}
