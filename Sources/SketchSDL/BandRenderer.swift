import SketchCore

/// Renders a saved drawing one band (a rect of whole pixels) at a time, through the same
/// renderer as `draw` and `replay`, into band-sized targets: memory is bounded by the band,
/// however large the picture.
///
/// Every band's pixels are exactly those of the same rect of `DrawingSnapshot.render` on one
/// surface: strokes are drawn whole, in commit order, in the same mesh batches, with the
/// device's `view` placing the band (see `RenderDevice.view`).
@MainActor
public final class BandRenderer {
    /// The whole picture: the canvas times the scale, in pixels.
    public let size: CanvasSize
    private let renderer: CanvasRenderer
    private let session: CanvasSession
    /// The band target; a smaller last band gets its own.
    private var target: RenderDevice.Texture?

    /// A renderer of `drawing` on a white canvas of `canvas` pixels, `scale` times larger (as
    /// `DrawingSnapshot.render`). Opens a small hidden window on SDL's headless driver.
    public init(_ drawing: Drawing, canvas: CanvasSize, scale: Int = 1) throws(SDLError) {
        size = CanvasSize(width: canvas.width * scale, height: canvas.height * scale)
        var window = RenderDevice.Options()
        window.size = CanvasSize(width: 64, height: 64)
        window.hidden = true
        renderer = CanvasRenderer(device: try RenderDevice(SDLSystem(.headless), window))
        renderer.strategy = .naive
        renderer.scale = Double(scale)
        var session = CanvasSession(canvasSize: size)
        session.load(drawing)
        self.session = session
    }

    /// The pixels of `band` (a rect inside `size`), rows top to bottom.
    public func render(_ band: PixelRect) throws(SDLError) -> RasterImage {
        let device = renderer.device
        if target?.size != band.size { target = nil; target = try device.makeTarget(band.size) }
        device.view = (size, band)
        defer { device.view = nil }
        try renderer.drawCanvas(session, time: 0, into: target)
        let pixels = try device.readPixels(band.size)
        try device.setTarget(nil)
        return pixels
    }
}
