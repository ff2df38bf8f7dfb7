import SketchCore
import SketchSDL

/// A command's output files: each staged (written and flushed beside its target) before any
/// is committed, so a command that fails leaves every output as it was.
enum Outputs {
    /// `image` as a PNG staged beside `path`; a failure is one line naming `path`.
    static func stage(_ image: RasterImage, at path: String) throws -> AtomicFile.Staged {
        if let problem = OutputPath.problem(path) { throw CommandError(problem) }
        do {
            return try PNGWriter.stage(image, at: path)
        } catch {
            throw CommandError(error)
        }
    }

    /// `bytes` staged beside `path`; a failure is one line naming `path`.
    static func stage(_ bytes: [UInt8], at path: String) throws -> AtomicFile.Staged {
        if let problem = OutputPath.problem(path) { throw CommandError(problem) }
        do {
            return try AtomicFile.stage(bytes, at: path)
        } catch {
            throw CommandError(error)
        }
    }

    /// Commits the staged files in order. Renames in the same folder seldom fail once the
    /// bytes are on disk; if one does, the rest are removed, not committed.
    static func commit(_ staged: [AtomicFile.Staged]) throws {
        for file in staged {
            do {
                try file.commit()
            } catch {
                staged.forEach { $0.discard() }
                throw CommandError(error)
            }
        }
    }
}
