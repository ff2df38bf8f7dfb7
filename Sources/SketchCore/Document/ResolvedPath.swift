import Foundation

/// A document's path with symlinks, `.`, `..` and the working folder resolved, so every
/// spelling of one file (`x.sketch`, `./x.sketch`, `/art/x.sketch`, a symlink to it) meets
/// the same journal and the same lock, and a save through a symlink writes the file it points
/// to rather than replacing the link.
///
/// An existing file resolves with `realpath`. A missing one resolves its folder and keeps its
/// name; a dangling symlink is followed (at most 16 links) to where it points. A path whose
/// folder does not exist is made absolute and otherwise kept. Hard links keep their own
/// paths (and journals); the lock on the file itself (`DocumentLock`) unifies them.
public enum ResolvedPath {
    /// `path` resolved (see the type's notes); never fails.
    public static func resolve(_ path: String) -> String {
        var current = absolute(path, relativeTo: FileManager.default.currentDirectoryPath)
        for _ in 0..<16 {
            if let real = realPath(current) { return real }
            let folder = (current as NSString).deletingLastPathComponent
            let name = (current as NSString).lastPathComponent
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: current) {
                current = absolute(target, relativeTo: folder)
                continue
            }
            guard let realFolder = realPath(folder.isEmpty ? "/" : folder) else { return current }
            return realFolder == "/" ? "/" + name : realFolder + "/" + name
        }
        return current
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func absolute(_ path: String, relativeTo folder: String) -> String {
        path.hasPrefix("/") ? path : (folder.hasSuffix("/") ? folder + path : folder + "/" + path)
    }
}
