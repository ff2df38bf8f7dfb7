import Foundation

/// Writing `.sketch` files.
extension SketchDocument {
    /// The document as `.sketch` JSON: a header line, then one line per stroke.
    public func encoded() -> [UInt8] {
        var all: [UInt8] = []
        encode { all.append(contentsOf: $0) }
        return all
    }

    /// Writes the document to `path` atomically through `AtomicFile`: readers and crashes
    /// see the old file or the new one, never half of one, and a failure (a full disk, say)
    /// leaves the old file as it was. Streams in chunks, so memory stays small.
    public func write(to path: String) throws {
        do throws(AtomicFile.WriteError) {
            try stage(at: path).commit()
        } catch {
            throw DocumentError(.unreadable, error.description)
        }
    }

    /// The document written to a temporary file beside `path`, ready to commit over it.
    public func stage(at path: String) throws(AtomicFile.WriteError) -> AtomicFile.Staged {
        try AtomicFile.stage(at: path) { (sink: (UnsafeRawBufferPointer) throws(AtomicFile.WriteError) -> Void) throws(AtomicFile.WriteError) in
            var failure: AtomicFile.WriteError?
            encode { chunk in
                guard failure == nil else { return }
                failure = chunk.withUnsafeBytes { (b: UnsafeRawBufferPointer) -> AtomicFile.WriteError? in
                    do throws(AtomicFile.WriteError) { try sink(b) } catch { return error }
                    return nil
                }
            }
            if let failure { throw failure }
        }
    }

    /// Produces the JSON in chunks of about `chunkBytes`, in order.
    func encode(chunkBytes: Int = 1 << 20, _ sink: ([UInt8]) -> Void) {
        var w = JSONWriter(capacity: chunkBytes + 4096)
        w.raw("{\"format\":\"sketchpad\",\"version\":")
        w.string(formatVersion.description)
        w.raw(",\"saveID\":")
        w.string(saveID)
        w.raw(",\n\"canvas\":{\"width\":")
        w.integer(canvas.width)
        w.raw(",\"height\":")
        w.integer(canvas.height)
        w.raw("},\n\"people\":{\"count\":")
        w.integer(seating.count)
        w.raw(",\"layout\":")
        w.string(seating.layout.rawValue)
        w.raw(",\"toolbars\":")
        w.raw(seating.toolbars ? "true" : "false")
        w.raw(",\"assignment\":")
        w.string(seating.assignment.documentName)
        w.raw("},\n\"strokes\":[")
        for (i, s) in strokes.enumerated() {
            w.raw(i == 0 ? "\n" : ",\n")
            StrokeCoding.write(s, to: &w)
            if w.bytes.count >= chunkBytes {
                sink(w.bytes)
                w.removeAll()
            }
        }
        w.raw("\n]}\n")
        sink(w.bytes)
    }
}
