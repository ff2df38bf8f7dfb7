import SketchCore

/// Draws a `CanvasSession`: committed strokes baked once into a render-target texture, the
/// strokes in progress drawn over a copy of it every frame.
///
/// The stroke list is the source of truth. Newly committed strokes are baked incrementally
/// (O(new strokes)); when the drawing's `generation` changes (undo, clear), the canvas size
/// changes, or the session reports a render reset, the texture is rebuilt from the strokes.
/// A frame therefore costs one texture copy plus the active strokes, whatever the number of
/// committed strokes.
public final class CanvasRenderer {
    public let device: RenderDevice
    /// Paper colour.
    public var background = RGBA.white
    private var canvas: RenderDevice.Texture?
    private var bakedGeneration = -1
    private var bakedCount = 0
    private var mesh = Mesh()
    /// Meshes are sent to SDL in batches of about this many vertices.
    private let batchVertices = 65_536

    public init(device: RenderDevice) {
        self.device = device
    }

    /// Number of full rebuilds of the baked texture so far (for tests and the bench report).
    public private(set) var rebuilds = 0

    /// Brings the baked texture up to date with the session's committed strokes.
    public func sync(_ session: inout CanvasSession) throws(SDLError) {
        let size = session.canvasSize
        let drawing = session.drawing
        if canvas?.size != size || session.needsRebake || drawing.generation != bakedGeneration
            || bakedCount > drawing.strokes.count {
            if canvas?.size != size { canvas = nil; canvas = try device.makeTarget(size) }
            try device.setTarget(canvas)
            try device.clear(background)
            bakedCount = 0
            bakedGeneration = drawing.generation
            session.needsRebake = false
            rebuilds += 1
        }
        guard bakedCount < drawing.strokes.count else { return }
        try device.setTarget(canvas)
        try drawBatched(drawing.strokes[bakedCount...])
        bakedCount = drawing.strokes.count
        try device.setTarget(nil)
    }

    /// Draws the canvas (baked texture and strokes in progress) into the current target.
    public func drawCanvas(_ session: CanvasSession) throws(SDLError) {
        if let canvas { try device.copy(canvas) } else { try device.clear(background) }
        try drawBatched(session.tracker.activeStrokes.lazy.map(\.stroke))
    }

    /// One whole frame to the window: sync, draw, present.
    public func renderFrame(_ session: inout CanvasSession) throws(SDLError) {
        try sync(&session)
        try device.setTarget(nil)
        try drawCanvas(session)
        device.present()
    }

    /// The canvas alone (no toolbars), read back as an image.
    public func snapshot(_ session: inout CanvasSession) throws(SDLError) -> RasterImage {
        try sync(&session)
        let target = try device.makeTarget(session.canvasSize)
        try device.setTarget(target)
        try drawCanvas(session)
        let image = try device.readPixels(session.canvasSize)
        try device.setTarget(nil)
        return image
    }

    private func drawBatched<S: Sequence>(_ strokes: S) throws(SDLError) where S.Element == Stroke {
        mesh.removeAll()
        for stroke in strokes {
            StrokeTessellator.append(stroke, to: &mesh)
            if mesh.vertices.count >= batchVertices {
                try device.draw(mesh)
                mesh.removeAll()
            }
        }
        try device.draw(mesh)
    }
}
