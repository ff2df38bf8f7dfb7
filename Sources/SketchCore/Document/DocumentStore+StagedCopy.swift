import Foundation

extension DocumentStore {
    /// `saveCopy`, staged: `document` written beside `path` and flushed, ready to commit,
    /// so a command can prepare all its outputs before committing any. Refuses with `.busy`
    /// while a sketchpad has that document open (through any path resolving to the same
    /// file); the claim (`DocumentClaim`) is held by the staged file until it is committed or
    /// discarded.
    public static func stageCopy(_ document: SketchDocument, to path: String,
                                 environment: [String: String] = ProcessInfo.processInfo.environment) throws -> AtomicFile.Staged {
        let claim = try DocumentClaim(path: path, environment: environment)
        let staged: AtomicFile.Staged
        do {
            staged = try document.stage(at: claim.resolvedPath)
        } catch {
            throw DocumentError(.unreadable, error.description)
        }
        staged.holding = claim
        return staged
    }
}
