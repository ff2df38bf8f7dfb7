import SketchCore

/// How a frame is drawn; `cached` is the product, the others are benchmark references.
public enum RenderStrategy: String, CaseIterable, Sendable {
    /// Committed strokes baked once into a texture; each frame copies it and draws the wet ink.
    case cached
    /// Every committed stroke tessellated and drawn again every frame (no texture).
    case naive
    /// Only the texture copy and the present: the least a frame of this design can cost.
    case floor
}

/// Draws a `CanvasSession`: committed strokes baked once into a render-target texture, the
/// strokes in progress drawn over a copy of it every frame.
///
/// The stroke list is the source of truth. Newly committed strokes are baked incrementally
/// (O(new strokes)); when the drawing's `generation` changes (undo, clear), the canvas size
/// changes, or the session reports a render reset, the texture is rebuilt from the strokes.
///
/// Long strokes in progress are baked too, all but their last `wetSamples` ("dry" ink), so
/// a frame costs one texture copy plus a bounded amount of wet ink, whatever the number of
/// committed strokes or the length of the strokes in progress. Dry ink of a stroke in
/// progress lies under strokes committed before it ends; a rebuild draws strictly in
/// commit order, so where two simultaneous strokes overlap a rebuild may swap which is on top.
public final class CanvasRenderer {
    public let device: RenderDevice
    public var strategy: RenderStrategy = .cached
    /// Paper colour.
    public var background = RGBA.white
    /// Samples of a stroke in progress that stay wet (drawn each frame) before drying starts.
    public static let wetSamples = 16
    /// Samples kept wet behind the tip when drying, for smoothing that refines recent samples.
    public static let wetMargin = 8

    private var canvas: RenderDevice.Texture?
    private var bakedGeneration = -1
    private var bakedCount = 0
    /// For each stroke in progress (by its `order`), how many leading samples are baked.
    private var dried: [UInt64: Int] = [:]
    private var mesh = Mesh()
    /// Meshes are sent to SDL in batches of about this many vertices.
    private let batchVertices = 65_536

    public init(device: RenderDevice) {
        self.device = device
    }

    /// Number of full rebuilds of the baked texture so far (for tests and the bench report).
    public private(set) var rebuilds = 0

    /// Brings the baked texture up to date with the session's strokes.
    public func sync(_ session: inout CanvasSession) throws(SDLError) {
        let size = session.canvasSize
        let drawing = session.drawing
        var driedByID: [StrokeID: Int] = [:]
        for c in session.tracker.takeRecentCommits() {
            if let k = dried.removeValue(forKey: c.order) { driedByID[c.id] = k }
        }
        if canvas?.size != size || session.needsRebake || drawing.generation != bakedGeneration
            || bakedCount > drawing.strokes.count {
            if canvas?.size != size { canvas = nil; canvas = try device.makeTarget(size) }
            try device.setTarget(canvas)
            try device.clear(background)
            bakedCount = 0
            bakedGeneration = drawing.generation
            session.needsRebake = false
            dried.removeAll()
            driedByID.removeAll()
            rebuilds += 1
        }
        guard strategy != .naive else { return }
        try device.setTarget(canvas)
        mesh.removeAll()
        for stroke in drawing.strokes[bakedCount...] {
            appendPiece(of: stroke, from: driedByID[stroke.id] ?? 0, to: stroke.samples.count, endCap: true)
            try flushIfFull()
        }
        bakedCount = drawing.strokes.count
        for a in session.tracker.activeStrokes {
            let done = dried[a.order] ?? 0
            let n = a.stroke.samples.count
            guard n - done > Self.wetSamples else { continue }
            let upTo = n - Self.wetMargin
            appendPiece(of: a.stroke, from: done, to: upTo, endCap: false)
            dried[a.order] = upTo
            try flushIfFull()
        }
        try device.draw(mesh)
        try device.setTarget(nil)
    }

    /// Draws the canvas (baked texture and strokes in progress) into the current target.
    public func drawCanvas(_ session: CanvasSession) throws(SDLError) {
        mesh.removeAll()
        switch strategy {
        case .floor:
            try copyCanvas()
            return
        case .cached:
            try copyCanvas()
        case .naive:
            try device.clear(background)
            for stroke in session.drawing.strokes {
                StrokeTessellator.append(stroke, to: &mesh)
                try flushIfFull()
            }
        }
        for a in session.tracker.activeStrokes {
            let done = strategy == .cached ? dried[a.order] ?? 0 : 0
            appendPiece(of: a.stroke, from: done, to: a.stroke.samples.count, endCap: true)
            try flushIfFull()
        }
        try device.draw(mesh)
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

    private func copyCanvas() throws(SDLError) {
        if let canvas { try device.copy(canvas) } else { try device.clear(background) }
    }

    /// Adds the piece of a stroke after its first `done` samples (already drawn) up to sample
    /// `end`: it leads in along the last segment drawn, `done-2 -> done-1`.
    private func appendPiece(of stroke: Stroke, from done: Int, to end: Int, endCap: Bool) {
        let leadIn = done >= 2
        let start = leadIn ? done - 2 : 0
        guard start < end else { return }
        StrokeTessellator.append(stroke, samples: start..<end,
                                 piece: .init(leadIn: leadIn, endCap: endCap), to: &mesh)
    }

    /// Sends the pending mesh to the current target when it is large.
    private func flushIfFull() throws(SDLError) {
        guard mesh.vertices.count >= batchVertices else { return }
        try device.draw(mesh)
        mesh.removeAll()
    }
}
