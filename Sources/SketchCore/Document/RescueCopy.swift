import Foundation

/// The copy of a drawing written on quit when neither its document nor its journal could be
/// written (a full disk, an immutable folder), so no quit loses a stroke.
///
/// It is a whole `.sketch` file whose `saveID` is the save the drawing started from (the
/// journal's base), written to the first folder that takes it: `$XDG_STATE_HOME/sketchpad/`
/// (else `~/.local/state/sketchpad/`), then the temporary folder (`$TMPDIR`, else `/tmp`). Its
/// name follows from the document's resolved path, `rescue-NAME-HASH.sketch` (HASH: FNV-1a of the
/// path, 16 hex digits), or `rescue-unnamed-N.sketch` for an unnamed drawing, so the next `draw`
/// of the same document finds it. It applies only while the document is still that save.
public enum RescueCopy {
    /// The folders tried, in order.
    static func folders(environment: [String: String]) -> [String] {
        var list: [String] = []
        if let state = try? Journal.stateFolder(environment: environment) { list.append(state) }
        let tmp = environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
        list.append((tmp.count > 1 && tmp.hasSuffix("/") ? String(tmp.dropLast()) : tmp))
        return list
    }

    /// The file name for the document at the resolved `path`; nil for an unnamed drawing.
    static func fileName(for path: String?, slot: Int = 1) -> String {
        guard let path else { return "rescue-unnamed-\(slot).sketch" }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in path.utf8 { hash = (hash ^ UInt64(b)) &* 0x100_0000_01b3 }
        let digits = String(hash, radix: 16)
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return "rescue-\(name)-\(String(repeating: "0", count: 16 - digits.count) + digits).sketch"
    }

    /// Every existing rescue copy for the document at the resolved `path` (unnamed: all of them).
    static func existing(for path: String?, environment: [String: String]) -> [String] {
        var found: [String] = []
        for folder in folders(environment: environment) {
            let names = path == nil ? (1...9).map { fileName(for: nil, slot: $0) } : [fileName(for: path)]
            for name in names where FileManager.default.fileExists(atPath: folder + "/" + name) {
                found.append(folder + "/" + name)
            }
        }
        return found
    }

    /// Writes `document` to the first folder that takes it and returns where; throws with
    /// every folder's reason when none does.
    static func write(_ document: SketchDocument, for path: String?, environment: [String: String]) throws -> String {
        var reasons: [String] = []
        for folder in folders(environment: environment) {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            var name = fileName(for: path)
            if path == nil {
                let free = (1...9).first { !FileManager.default.fileExists(atPath: folder + "/" + fileName(for: nil, slot: $0)) }
                name = fileName(for: nil, slot: free ?? 9)
            }
            do {
                try document.write(to: folder + "/" + name)
                return folder + "/" + name
            } catch {
                reasons.append("\(error)")
            }
        }
        throw DocumentError(.unreadable, "no rescue copy could be written: " + reasons.joined(separator: "; "))
    }

    /// The actions that turn `document`'s strokes into `strokes`: an erase of those it lost,
    /// then a commit of each stroke it lacks (with its own id), for a fresh journal.
    static func actions(from document: [Stroke], to strokes: [Stroke]) -> [DrawingAction] {
        let kept = Set(strokes.map(\.id))
        let had = Set(document.map(\.id))
        var actions: [DrawingAction] = []
        let gone = document.map(\.id).filter { !kept.contains($0) }
        if !gone.isEmpty { actions.append(.erase(ids: gone, person: 0, serial: 1)) }
        for (k, s) in strokes.filter({ !had.contains($0.id) }).enumerated() {
            actions.append(.commit(s, serial: k + 2))
        }
        return actions
    }
}
