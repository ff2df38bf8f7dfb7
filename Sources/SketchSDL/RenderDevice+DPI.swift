import CSDL2
import SketchCore

extension RenderDevice {
    /// The density of the display the window is on, output pixels per inch (the larger of the
    /// horizontal and vertical), or nil when SDL cannot tell (the dummy driver, a display with no
    /// physical size): an unknown density is normal, so this reports no error.
    public var displayDPI: Double? {
        guard let window = SDL_GetWindowFromID(windowID) else { return nil }
        let display = SDL_GetWindowDisplayIndex(window)
        guard display >= 0 else { return nil }
        var diagonal: Float = 0, horizontal: Float = 0, vertical: Float = 0
        guard SDL_GetDisplayDPI(display, &diagonal, &horizontal, &vertical) == 0 else { return nil }
        let dpi = Double(max(horizontal, vertical))
        return dpi.isFinite && dpi > 0 ? dpi : nil
    }

    /// Display pixels per logical pixel for touch targets (`DisplayScale`): from this display's
    /// density when plausible, else from `ratio` (output pixels per window unit).
    public func targetScale(ratio: Double) -> Double {
        DisplayScale.scale(dpi: displayDPI, ratio: ratio)
    }
}
