import SketchCore

/// How a frame is drawn; `cached` is the product, the others are benchmark references.
public enum RenderStrategy: String, CaseIterable, Sendable {
    /// Committed strokes baked once into a texture; each frame copies it and draws the wet ink.
    case cached
    /// Every committed stroke tessellated and drawn again every frame (no texture).
    case naive
    /// Only the texture copy and the present: the least a frame of this design can cost.
    /// Strokes in progress are neither drawn nor dried (the bench feeds it no samples).
    case floor
}

/// Draws a `CanvasSession`: committed strokes baked once into a render-target texture, the
/// strokes in progress drawn over a copy of it every frame.
///
/// The stroke list is the source of truth. Newly committed strokes are baked incrementally
/// (O(new strokes)); when the drawing's `generation` changes (undo, clear), the canvas size
/// changes, or the session reports a render reset, the texture is rebuilt from the strokes;
/// when only an eraser took strokes, just their boxes are drawn again (`patchErased`).
/// The renderer only reads the session: it follows the drawing's change log with its own
/// cursor and keeps its own note of what to rebuild.
///
/// Strokes in progress dry as they grow: once more than `wetPoints` of a stroke's settled
/// centreline points (which never change) are undrawn, they are baked into the texture, so a
/// frame costs one texture copy plus a bounded amount of wet ink, whatever the number of
/// committed strokes or the length of the strokes in progress. Dry ink of a stroke in
/// progress lies under strokes committed before it ends; a rebuild draws strictly in
/// commit order, so where two simultaneous strokes overlap a rebuild may swap which is on top.
///
/// Translucent ink (alpha below 1) is drawn opaque into a scratch layer and composited once,
/// so it never darkens where a stroke overlaps itself. Such a stroke stays wet while in
/// progress (drying it in pieces would double the alpha where pieces meet), so its cost per
/// frame grows with its own length, not with the drawing.
@MainActor
public final class CanvasRenderer {
    public let device: RenderDevice
    public var strategy: RenderStrategy = .cached
    /// Paper colour.
    public var background = RGBA.white
    /// Output pixels per canvas pixel: strokes are smoothed at canvas scale, then drawn this
    /// much larger (for `export --scale`); the anti-aliased fringe stays one output pixel.
    public var scale = 1.0
    /// Settled centreline points of a stroke in progress that may stay undrawn before they dry.
    public static let wetPoints = 8
    /// How far past a frame's time predicted ink reaches, seconds; nil draws none. Predicted
    /// ink (`PredictedInk`) is drawn in the window only, never in `snapshot` images.
    public var predictionLead: Double?
    /// Where each stroke in progress was drawn to in the last frame: its real ink's tip and,
    /// with prediction, the predicted tip (for the bench's ink gap).
    public internal(set) var tips: [PointerID: DrawnTip] = [:]
    /// Drawn over everything in the window (never in `snapshot`): `draw --stats`.
    public var overlay: Mesh?

    private(set) var canvas: RenderDevice.Texture?
    /// Scratch layer for translucent strokes, the canvas's size.
    private var layer: RenderDevice.Texture?
    /// Where drawing goes now (nil: the window).
    private var target: RenderDevice.Texture?
    private(set) var bakedGeneration = -1
    private(set) var bakedCount = 0
    /// The drawing's revision and the session's render resets as of the last sync.
    private var syncedRevision = 0
    private(set) var syncedResets = -1
    /// Set when baked ink no longer matches the strokes (a long hold that ended as a tap).
    private(set) var stale = false
    /// For each stroke in progress (by its `order`), how many leading centreline points are baked.
    var dried: [UInt64: Int] = [:]
    /// For each stroke in progress (by its `order`), its tail and the sample count it is for.
    var tails: [UInt64: (samples: Int, points: [InkPoint])] = [:]
    /// For each opaque stroke in progress (by its `order`), its wet ink as last worked out
    /// (`drawKeptWetInk`); dropped with the dried ink when the canvas is rebuilt.
    var bodies: [UInt64: WetBody] = [:]
    /// For each stroke in progress (by its `order`), the predictor's last reading of it.
    var predictionMemos: [UInt64: PredictedInk.Memo] = [:]
    /// How many wet bodies were worked out so far (tests: a frame without samples works out none).
    public internal(set) var bodiesWorkedOut = 0
    /// How many times a fresh piece the worker drew waited for earlier strokes' ink to be drawn
    /// first (tests: the case that ordering rule is for did happen).
    var freshFlushes = 0
    /// The time of the last frame drawn with kept wet ink, and the latest intervals between
    /// such frames (at most `WetSchedule.paceFrames`, oldest first): `WetSchedule`'s pace.
    var lastFrameTime: Double?
    var frameIntervals: [Double] = []
    /// Boxes of strokes' ink waiting in `mesh` (`drawKeptWetInk`), kept for its storage.
    var pending: [PixelRect] = []
    /// Whether `keepsWetInk` may be on (tests turn it off to compare).
    var keepsWetInkWhereItCan = true
    var mesh = Mesh()
    /// Works out bodies and fresh pieces of strokes in progress while the frame copies the canvas.
    let bodyWorker = WetBodyWorker()
    /// Strokes committed since the last frame, left by `sync` to the frame's worker.
    var pendingBakes: [WetBodyWorker.BakeInput] = []
    /// At most this many strokes, of at most `deferredSamples` samples, are left to the worker.
    static let deferredBakes = 8
    static let deferredSamples = 4096
    /// Committed strokes' centrelines, smoothed once: rebuilds and erase patches only tessellate.
    var centrelines = CentrelineCache()
    /// The wet points of the stroke being drawn, reused from stroke to stroke and frame to frame
    /// so that drawing strokes in progress allocates nothing once it has grown.
    var wet: [InkPoint] = []
    private(set) var canvasSize = CanvasSize(width: 1, height: 1)
    /// Meshes are sent to SDL in batches of about this many vertices.
    private let batchVertices = 65_536

    private let toolbars: ToolbarRenderer
    /// How many times the toolbar layer was drawn (tests: unchanged toolbars draw nothing).
    var toolbarRenders: Int { toolbars.renders }

    public init(device: RenderDevice) {
        self.device = device
        toolbars = ToolbarRenderer(device: device)
    }

    /// Number of full rebuilds of the baked texture so far (for tests and the bench report).
    public private(set) var rebuilds = 0

    /// Brings the baked texture up to date with the session's strokes.
    public func sync(_ session: CanvasSession) throws(SDLError) { try sync(session, deferring: false) }

    /// Brings the baked texture up to date; with `deferring`, a few newly committed opaque
    /// strokes are left in `pendingBakes` for the frame's `drawKeptWetInk`, whose worker
    /// rasterizes them while the canvas is copied and which then blends them into both the
    /// canvas and the frame: a lift no longer costs the frame its stroke's last refit and
    /// rasterization. Bakes still pending at the next sync (SDL failed meanwhile) make it
    /// rebuild the canvas.
    func sync(_ session: CanvasSession, deferring: Bool) throws(SDLError) {
        let size = session.canvasSize
        canvasSize = size
        let drawing = session.drawing
        var driedByID: [StrokeID: Int] = [:]
        for case .commit(let stroke, _) in drawing.actions(since: syncedRevision) {
            if let order = session.order(ofCommitted: stroke.id), let k = dried.removeValue(forKey: order) {
                driedByID[stroke.id] = k
            }
        }
        if try patchErased(drawing, since: syncedRevision, size: size, resets: session.renderResets) {
            (bakedGeneration, bakedCount) = (drawing.generation, drawing.strokes.count)
        }
        syncedRevision = drawing.revision
        var rebuilding = false
        if canvas?.size != size || stale || session.renderResets != syncedResets || !pendingBakes.isEmpty
            || drawing.generation != bakedGeneration || bakedCount > drawing.strokes.count {
            rebuilding = true
            pendingBakes.removeAll()
            if canvas?.size != size { canvas = nil; canvas = try device.makeTarget(size) }
            try setTarget(canvas)
            try device.clear(background)
            bakedCount = 0
            bakedGeneration = drawing.generation
            centrelines.prune(keeping: drawing)
            syncedResets = session.renderResets
            stale = false
            dried.removeAll()
            bodies.removeAll()
            driedByID.removeAll()
            rebuilds += 1
        }
        guard strategy != .naive else { return }
        let new = drawing.strokes[bakedCount...]
        if deferring && !rebuilding && device.outputSize == size && new.count <= Self.deferredBakes
            && new.allSatisfy({ !$0.style.color.isTranslucent && $0.samples.count <= Self.deferredSamples }) {
            for stroke in new {
                let done = driedByID[stroke.id] ?? 0
                if done > 0 && stroke.isDot { stale = true }
                pendingBakes.append(.init(stroke: stroke, live: session.centreline(ofCommitted: stroke.id),
                                          points: centrelines.cachedPoints(of: stroke), dried: done))
            }
            bakedCount = drawing.strokes.count
            return
        }
        try setTarget(canvas)
        mesh.removeAll()
        for stroke in new {
            let done = driedByID[stroke.id] ?? 0
            // A long hold that ended as a tap dried ink that is no longer in the stroke.
            if done > 0 && stroke.isDot { stale = true }
            try draw(centrelines.points(of: stroke, live: session.centreline(ofCommitted: stroke.id)),
                     style: stroke.style, from: done, endCap: true)
        }
        bakedCount = drawing.strokes.count
        try flush()
        try setTarget(nil)
    }

    /// Draws the canvas (baked texture, strokes in progress, trails at `time`) into `target`
    /// (nil: the window). Strokes in progress dry here, just before the canvas is copied.
    public func drawCanvas(_ session: CanvasSession, time: Double, into target: RenderDevice.Texture? = nil) throws(SDLError) {
        canvasSize = session.canvasSize
        mesh.removeAll()
        tips.removeAll(keepingCapacity: true)
        let strokes = session.activeStrokes  // built and sorted once a frame
        switch strategy {
        case .floor:
            try setTarget(target)
            try copyCanvas()
            return
        case .cached where keepsWetInk:
            try drawKeptWetInk(strokes, time: time, into: target)
        case .cached:
            bodies.removeAll()  // dried below, beyond what a kept body holds
            try dry(strokes)
            try setTarget(target)
            try copyCanvas()
            try drawWetInk(strokes, time: time)
        case .naive:
            bodies.removeAll()
            try setTarget(target)
            try device.clear(background)
            for stroke in session.drawing.strokes {
                try draw(centrelines.points(of: stroke), style: stroke.style, from: 0, endCap: true)
            }
            try drawWetInk(strokes, time: time)
        }
        let live = strokes.count
        if tails.count > live || bodies.count > live || predictionMemos.count > live {
            let orders = Set(strokes.map(\.order))
            tails = tails.filter { orders.contains($0.key) }
            bodies = bodies.filter { orders.contains($0.key) }
            predictionMemos = predictionMemos.filter { orders.contains($0.key) }
        }
        mesh.append(session.trail.mesh(at: time))
        try flush()
    }

    /// One whole frame to the window: sync, draw the canvas and the toolbars, present.
    public func renderFrame(_ session: CanvasSession, time: Double) throws(SDLError) {
        try sync(session, deferring: strategy == .cached && keepsWetInk)
        try drawCanvas(session, time: time)
        try toolbars.draw(session, time: time)
        if let overlay { try device.draw(overlay) }
        device.present()
    }

    /// The canvas alone (no toolbars), read back as an image.
    public func snapshot(_ session: CanvasSession, time: Double) throws(SDLError) -> RasterImage {
        try sync(session)
        let image = try device.makeTarget(session.canvasSize)
        let lead = predictionLead
        predictionLead = nil
        defer { predictionLead = lead }
        try drawCanvas(session, time: time, into: image)
        let pixels = try device.readPixels(session.canvasSize)
        try setTarget(nil)
        return pixels
    }

    /// A committed stroke's centreline (`CentrelineCache.centreline(of:live:)`).
    nonisolated static func centreline(of stroke: Stroke, live: Centreline?) -> Centreline {
        CentrelineCache.centreline(of: stroke, live: live)
    }

    func setTarget(_ texture: RenderDevice.Texture?) throws(SDLError) {
        target = texture
        try device.setTarget(texture)
    }

    func copyCanvas() throws(SDLError) {
        if let canvas { try device.copy(canvas) } else { try device.clear(background) }
    }

    /// Adds centreline points `done...` of a stroke: when `done >= 2` the piece leads in along
    /// the segment drawn last, `done-2 -> done-1`. Translucent strokes go through the layer.
    func draw(_ points: [InkPoint], style: StrokeStyle, from done: Int, endCap: Bool) throws(SDLError) {
        var points = points, style = style
        if scale != 1 {
            points = points.map { var p = $0; p.point = p.point * scale; return p }
            style.width *= scale
        }
        if style.color.isTranslucent {
            try drawTranslucent(points, style: style)
            return
        }
        let leadIn = done >= 2
        let start = leadIn ? done - 2 : 0
        guard start < points.count else { return }
        StrokeTessellator.append(points[start...], style: style,
                                 piece: .init(leadIn: leadIn, endCap: endCap), to: &mesh)
        if mesh.vertices.count >= batchVertices { try flush() }
    }

    /// Draws a whole translucent stroke opaque into the layer, then composites it at its alpha.
    private func drawTranslucent(_ points: [InkPoint], style: StrokeStyle) throws(SDLError) {
        let outline = StrokeOutline(points, style: style)
        // The ink discs' bounds, grown by the fringe (ink fades out to half a fringe past the
        // radius, at least a fringe past the centre) and a pixel for the rasterizer's rounding.
        guard let (lo, hi) = outline.bounds,
              var rect = PixelRect(covering: lo, hi, margin: StrokeTessellator.fringe + 1, in: canvasSize) else { return }
        try flush()
        // A band of a tiled export: only the stroke's part in the band, and a band-sized layer.
        if let view = device.view {
            guard let inView = rect.intersection(view.rect) else { return }
            rect = inView
        }
        let layerSize = device.view?.rect.size ?? canvasSize
        let back = target
        if layer?.size != layerSize { layer = nil; layer = try device.makeTarget(layerSize, blended: true) }
        try setTarget(layer)
        var opaque = style.color
        opaque.a = 255
        // Paper of the ink's own colour at zero alpha: blending keeps the colour exact.
        var paper = opaque
        paper.a = 0
        try device.replace(rect, with: paper)
        StrokeTessellator.append(outline, color: opaque, piece: .whole, to: &mesh)
        try flush()
        try setTarget(back)
        try device.copy(layer!, rect: rect, alpha: style.color.a)
    }

    /// Sends the pending mesh to the current target.
    func flush() throws(SDLError) {
        try device.draw(mesh)
        mesh.removeAll()
    }
}
