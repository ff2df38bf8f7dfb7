extension Drawing {
    /// The strokes that the actions since `revision` erased, oldest erase first, when every one
    /// of those actions is an eraser's erase; nil when any other action came in between (a
    /// commit, an undo, a clear: a renderer's cue to rebuild instead of patching) or when
    /// `revision` is outside `0...self.revision`. An empty array: nothing happened.
    ///
    /// Reads the strokes back from the erase entries in the history, whose tails the erases
    /// appended. Cost: O(actions since `revision` + strokes they erased + entries above the
    /// newest edit they joined), whatever the size of the drawing.
    public func erasedStrokes(since revision: Int) -> [Stroke]? {
        guard (0...self.revision).contains(revision) else { return nil }
        let actions = actions(since: revision)
        // Each serial's erased ids, in the order the erases appended them to its entry.
        var bySerial: [Int: [StrokeID]] = [:]
        var serials: [Int] = []
        for action in actions {
            guard case .erase(let ids, _, let serial) = action else { return nil }
            if bySerial[serial] == nil { serials.append(serial) }
            bySerial[serial, default: []].append(contentsOf: ids)
        }
        var out: [Stroke] = []
        for serial in serials {
            let ids = bySerial[serial]!
            guard let entry = history.last(where: { $0.serial == serial }), case .remove(let all) = entry.edit,
                  all.count >= ids.count else { return nil }
            let tail = all.suffix(ids.count)
            guard tail.map(\.id) == ids else { return nil }
            out.append(contentsOf: tail)
        }
        return out
    }
}
