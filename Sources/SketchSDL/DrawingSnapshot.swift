import SketchCore

/// A saved drawing rendered headless, through the same renderer as `draw` and `replay`.
@MainActor
public enum DrawingSnapshot {
    /// Renders `drawing` on a white canvas of `canvas` pixels, `scale` times larger: strokes
    /// are smoothed at canvas scale and drawn `scale` times wider, so the picture is the same,
    /// only sharper. Uses SDL's dummy video driver and software renderer unless the
    /// environment asks otherwise.
    public static func render(_ drawing: Drawing, canvas: CanvasSize, scale: Int = 1) throws -> RasterImage {
        var window = RenderDevice.Options()
        window.size = CanvasSize(width: canvas.width * scale, height: canvas.height * scale)
        window.hidden = true
        let player = try ScriptPlayer(device: RenderDevice(SDLSystem(.headless), window), style: StrokeStyle())
        player.loop.renderer.scale = Double(scale)
        player.loop.session.load(drawing)
        return try player.snapshot()
    }
}
