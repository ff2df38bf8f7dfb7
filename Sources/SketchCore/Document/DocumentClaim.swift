import Foundation

/// A command's hold on a document it is about to write as a whole new file (`replay --save`):
/// the document's journal locked, so no `draw` opens it meanwhile, and its resolved path to
/// write to (a symlink's target, so the link stays). Keep it until the file is committed;
/// the lock goes with it.
public final class DocumentClaim {
    /// Where to write: the document's path, resolved (`ResolvedPath`).
    public let resolvedPath: String
    private let lock: JournalFile?
    private let fileLock: DocumentLock?

    /// Claims the document at `path`; throws `.busy` with one line naming it while a sketchpad
    /// has it open, through whichever path or hard link (`DocumentLock`). A document with no
    /// journal needs no journal lock.
    public init(path: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        resolvedPath = ResolvedPath.resolve(path)
        do {
            lock = try JournalFile.lockIfPresent(try Journal.path(forDocument: resolvedPath, environment: environment))
        } catch let e as DocumentError where e.kind == .busy {
            throw DocumentError(.busy, DocumentStore.openElsewhere(path, resolvedPath))
        }
        fileLock = try DocumentLock.take(resolvedPath, busyLine: DocumentStore.openThroughAnotherLink(path))
    }
}
