import Foundation

/// Writing `.sketch` files.
extension SketchDocument {
    /// The document as `.sketch` JSON: a header line, then one line per stroke.
    public func encoded() -> [UInt8] {
        var all: [UInt8] = []
        encode { all.append(contentsOf: $0) }
        return all
    }

    /// Writes the document to `path` atomically: to a temporary file beside it, flushed to
    /// disk, renamed over `path`, then the folder flushed. Readers and crashes see the old
    /// file or the new one, never half of one. Streams in chunks, so memory stays small.
    public func write(to path: String) throws {
        let temporary = AtomicFile.temporaryPath(for: path)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw FileBytes.failure(path, errno, "cannot write") }
        var failed: Int32 = 0
        encode { chunk in
            guard failed == 0 else { return }
            if !chunk.withUnsafeBytes({ FileBytes.writeAll(fd, $0) }) { failed = errno == 0 ? EIO : errno }
        }
        guard failed == 0 else {
            close(fd)
            unlink(temporary)
            throw FileBytes.failure(path, failed, "cannot write")
        }
        do {
            try AtomicFile.commit(temporary: temporary, to: path, fd: fd)
        } catch {
            throw DocumentError(.unreadable, "\(error)")
        }
        FileBytes.syncFolder(of: path)
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
