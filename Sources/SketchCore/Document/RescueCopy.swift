import Foundation

/// The copy of a drawing written on quit when neither its document nor its journal could be
/// written (a full disk, an immutable folder), so no quit loses a stroke.
///
/// It is a whole `.sketch` file whose `saveID` is the save the drawing started from (the
/// journal's base), written to the first folder that takes it: `$XDG_STATE_HOME/sketchpad/`
/// (else `~/.local/state/sketchpad/`), then the temporary folder (`$TMPDIR`, else `/tmp`). Its
/// name follows from the document's resolved path, `rescue-NAME-HASH.sketch` (HASH: FNV-1a of the
/// path, 16 hex digits), or `rescue-unnamed-N.sketch` for an unnamed drawing, so the next `draw`
/// of the same document finds it. A second copy never replaces the first: it is numbered
/// (`rescue-NAME-HASH.2.sketch`, `NumberedCopy`), and the next `draw` brings back each in turn.
/// It applies only while the document is still that save.
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

    /// Every name a copy for the document at the resolved `path` may have in `folder`, oldest first.
    static func candidates(for path: String?, in folder: String) -> [String] {
        guard path != nil else { return (1...NumberedCopy.limit).map { folder + "/" + fileName(for: nil, slot: $0) } }
        return NumberedCopy.names(folder + "/" + fileName(for: path), pathExtension: "sketch")
    }

    /// Every existing rescue copy for the document at the resolved `path` (unnamed: all of
    /// them), folder by folder, oldest first.
    static func existing(for path: String?, environment: [String: String]) -> [String] {
        folders(environment: environment).flatMap { candidates(for: path, in: $0).filter(NumberedCopy.exists) }
    }

    /// Writes `document` to the first folder that takes it and returns where; throws with
    /// every folder's reason when none does.
    static func write(_ document: SketchDocument, for path: String?, environment: [String: String]) throws -> String {
        var reasons: [String] = []
        for folder in folders(environment: environment) {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let names = candidates(for: path, in: folder)
            let target = names.first { !NumberedCopy.exists($0) } ?? names[names.count - 1]
            do {
                try document.write(to: target)
                return target
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
