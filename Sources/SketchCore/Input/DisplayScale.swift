/// Display pixels per logical pixel for touch targets, from the display's density when it is
/// known and plausible, else from the renderer/window size ratio alone.
///
/// A target is `ToolbarLayout.minimumButtonSize` (48) logical pixels: times the scale, it must be
/// at least the ratio's worth of pixels (what the desktop calls 48 px) and at least
/// `targetMillimetres` on the glass. Pure; the SDL call that reads the density stays in the shell.
public enum DisplayScale {
    /// The smallest comfortable touch target, millimetres.
    public static let targetMillimetres = 9.0
    /// Densities (pixels per inch) believed: outside this, a display reports nonsense (a projector
    /// or TV without a real size, a driver's placeholder), and the ratio decides alone.
    public static let plausibleDPI: ClosedRange<Double> = 50...600

    /// The scale for a display of `dpi` output pixels per inch (nil: unknown) whose output has
    /// `ratio` pixels per window unit: the larger of the two needs, at least 1, rounded up to a
    /// quarter so a target never falls short.
    public static func scale(dpi: Double?, ratio: Double) -> Double {
        let fromRatio = ratio.isFinite ? max(ratio, 1) : 1
        guard let dpi, dpi.isFinite, plausibleDPI.contains(dpi) else { return fromRatio }
        let pixels = targetMillimetres / 25.4 * dpi
        let fromDPI = pixels / Double(ToolbarLayout.minimumButtonSize)
        return max(fromRatio, (fromDPI * 4).rounded(.up) / 4)
    }
}
