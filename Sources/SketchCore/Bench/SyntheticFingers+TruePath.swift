extension SyntheticFingers {
    /// Where finger `i` truly is at time `t`, in pixels of a canvas of `canvas` (the position its
    /// samples are taken from, between samples too). O(1).
    public func truePosition(finger i: Int, at t: Double) -> Point {
        let p = paths[i].position(at: t)
        let m = margin
        return Point((m.x + (1 - 2 * m.x) * p.x) * Double(canvas.width),
                     (m.y + (1 - 2 * m.y) * p.y) * Double(canvas.height))
    }
}
