extension InputMapper {
    /// Canvas pixels per window unit (2 at a Wayland scale of 2, else 1; never below 1): what
    /// sizes meant in logical pixels, such as 48 px touch targets, are multiplied by.
    public var displayScale: Double {
        guard windowSize.width > 0, windowSize.height > 0 else { return 1 }
        let sx = Double(pixelSize.width) / Double(windowSize.width)
        let sy = Double(pixelSize.height) / Double(windowSize.height)
        let s = min(sx, sy)
        return s.isFinite ? max(1, (s * 4).rounded() / 4) : 1
    }
}
