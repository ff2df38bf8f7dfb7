import Foundation
import SketchCore

/// Errors writing an output file, in the user's terms: the path they typed and what is wrong
/// with it, never a temporary file's name or an SDL function's.
enum OutputPath {
    /// What stops `path` from being written, checked before any work: a missing folder, a
    /// folder that cannot be written, or a folder where the file should be. Nil when it looks
    /// writable (the write itself may still fail, for example on a full disk).
    static func problem(_ path: String) -> String? {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
            return "cannot write \(path): \(AtomicFile.reason(ENOENT))"
        }
        guard isFolder.boolValue else { return "cannot write \(path): \(AtomicFile.reason(ENOTDIR))" }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            return "cannot write \(path): \(AtomicFile.reason(EISDIR))"
        }
        guard access(folder, W_OK) == 0 else {
            return "cannot write \(path): \(AtomicFile.reason(EACCES))"
        }
        return nil
    }
}
