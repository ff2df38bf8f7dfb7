extension CanvasSession {
    /// How far `person`'s longest clear-all press has armed at `time`: 0 with none held, rising
    /// linearly to 1 at `longPress` seconds and staying there (a release then clears). The
    /// clock is the caller's (the frame time, on the events' clock), so replays show the same fill.
    public func clearAllProgress(for person: Int, at time: Double) -> Double {
        let held = gestures.values.compactMap { gesture -> Double? in
            guard case .press(let p) = gesture, p.person == person, p.control == .clearAll else { return nil }
            return time - p.since
        }.max() ?? 0
        guard held.isFinite else { return held > 0 ? 1 : 0 }
        return min(max(held / Self.longPress, 0), 1)
    }
}
