extension CanvasSession {
    /// The notices showing at `time`: a "cleared" one only while its clear is still the newest edit.
    public func visibleNotices(at time: Double) -> [ToolbarNotice] {
        notices.filter { n in
            n.isVisible(at: time) && (n.kind != .clearedUndo || lastClear != nil)
        }
    }

    /// Shows `notice`, replacing any of the same person's, and forgets the ones gone by.
    mutating func show(_ notice: ToolbarNotice) {
        notices = visibleNotices(at: notice.since).filter { $0.person != notice.person } + [notice]
    }

    /// A touch going down on a "cleared - tap to undo" notice undoes the clear and never draws;
    /// returns whether it did.
    mutating func tapNotice(at p: Point, id: PointerID, time: Double) -> Bool {
        guard let notice = visibleNotices(at: time).last(where: { $0.kind == .clearedUndo && $0.rect(in: people).contains(p) })
        else { return false }
        ink(PointerEvent(.cancel, id, at: p, time: time))
        undo(person: notice.person)
        notices.removeAll { $0 == notice }
        return true
    }
}
