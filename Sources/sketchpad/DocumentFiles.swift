import Foundation
import SketchCore

/// Reading `.sketch` files for the commands: every problem is one line naming the file.
enum DocumentFiles {
    /// Whether `path` names a saved drawing rather than an event script.
    static func isDocument(_ path: String) -> Bool { path.lowercased().hasSuffix(".sketch") }

    /// Reads a saved drawing; repairs made while reading are reported on stderr in one line.
    static func read(_ path: String) throws -> SketchDocument {
        do {
            let decoded = try SketchDocument.read(path: path)
            warnAboutRepairs(decoded.repairs, count: decoded.repairCount, in: path)
            return decoded.document
        } catch {
            throw CommandError(error)
        }
    }

    /// One line on stderr for the repairs made to a document, if any.
    static func warnAboutRepairs(_ repairs: [String], count: Int, in path: String) {
        guard count > 0 else { return }
        let more = count > repairs.count ? " and \(count - repairs.count) more" : ""
        FileHandle.standardError.write(Data("sketchpad: \(path): repaired \(repairs.joined(separator: "; "))\(more)\n".utf8))
    }

    /// A drawing written as a new document to a temporary file beside `path`, ready to commit;
    /// refuses one open in a `draw` (the lock is held until the commit).
    static func stage(_ drawing: Drawing, canvas: CanvasSize, seating: People.Seating, at path: String) throws -> AtomicFile.Staged {
        do {
            return try DocumentStore.stageCopy(SketchDocument(canvas: canvas, seating: seating, strokes: drawing.strokes,
                                                              saveID: SketchDocument.newSaveID()), to: path)
        } catch {
            throw CommandError(error)
        }
    }
}
