extension CanvasSession {
    /// Sets the display's pixels per logical pixel (see `InputMapper.displayScale`): toolbar
    /// targets and the double tap's blank radius grow with it, so they keep their physical size.
    /// Lays the toolbars out again only when the scale changes.
    public mutating func setDisplayScale(_ scale: Double) {
        let s = scale.isFinite ? max(scale, 1) : 1
        if people.scale != s { people.scale = s }
        configuration.doubleTap.blankRadius = DoubleTapRule().blankRadius * s
    }
}
