import SketchCore

/// Draws the toolbar layer (every pill, open popover, zone mark and notice) into its own texture
/// only when it changes, and composites it over each frame like the baked canvas.
///
/// What the layer shows is a `ToolbarScene`; a different scene, output size or render reset
/// (`CanvasSession.renderResets`: targets lost) draws it again, once. Drawing rasterizes the
/// scene's mesh run by run (`MeshRasterizer.runs`) into patches, exactly as `RenderDevice.draw`
/// would, and packs the patches side by side in rows of one texture (an atlas). Each frame copies
/// every patch to its place in order, so the window shows the very pixels the mesh drawn straight
/// over it would, at the cost of copying the toolbars' pixels: no tessellating, rasterizing or
/// uploading while nothing changes. Each patch goes over in `CoverageTiles` pieces: opaque ones
/// (most of a bar) from a second, unblended copy of the atlas, clear ones not at all, so only
/// edges and translucent art pay for blending.
@MainActor
final class ToolbarRenderer {
    private let device: RenderDevice
    /// The atlas's pixels (ARGB8888, the texture's size) and its texture, blended and not.
    private var pixels: [UInt8] = []
    private var texture: RenderDevice.Texture?
    private var solid: RenderDevice.Texture?
    /// What the atlas holds now, and the pieces each frame copies: where in the atlas (`from`),
    /// where on screen (`to`), and whether without blending (`opaque`).
    private var shown: (scene: ToolbarScene, resets: Int, size: CanvasSize)?
    /// The render resets the atlas textures were made at.
    private var atlasResets: Int?
    private var patches: [(from: PixelRect, to: PixelRect, opaque: Bool)] = []
    /// Each person's pill and popover mesh, kept while their bar is unchanged.
    private var meshes: [Int: (bar: ToolbarScene.Bar, mesh: Mesh)] = [:]
    /// Each person's undo and redo availability, worked out once per change of the drawing
    /// (finding it scans the history), so a frame's cost does not grow with the strokes.
    private var undoState: (revision: Int, edits: Int, people: [(undo: Bool, redo: Bool)])?
    /// How many times the layer was drawn (for tests: frames with no change draw nothing).
    private(set) var renders = 0

    init(device: RenderDevice) {
        self.device = device
    }

    /// Composites the layer over the current target (the window), drawing it first if it changed.
    func draw(_ session: CanvasSession, time: Double) throws(SDLError) {
        let drawing = session.drawing
        let count = session.people.toolbars.count
        if undoState?.revision != drawing.revision || undoState?.edits != drawing.history.count
            || undoState?.people.count != count {
            undoState = (drawing.revision, drawing.history.count, drawing.undoState(people: count))
        }
        let scene = ToolbarScene(session, at: time, undo: undoState!.people)
        let size = device.outputSize
        if shown?.scene != scene || shown?.resets != session.renderResets || shown?.size != size {
            try render(scene, session.people, size: size, resets: session.renderResets)
        }
        guard let texture, let solid else { return }
        for p in patches { try device.copy(p.opaque ? solid : texture, rect: p.from, to: p.to) }
    }

    private func render(_ scene: ToolbarScene, _ people: People, size: CanvasSize, resets: Int) throws(SDLError) {
        renders += 1
        shown = nil
        patches = []
        var all = Mesh()
        meshes = meshes.filter { scene.bars.indices.contains($0.key) }
        for (person, bar) in scene.bars.enumerated() {
            if meshes[person]?.bar != bar { meshes[person] = (bar, ToolbarScene.mesh(bar, people)) }
            all.append(meshes[person]!.mesh)
        }
        all.append(ToolbarArt.zoneMarks(for: people))
        for notice in scene.notices { all.append(ToolbarArt.mesh(for: notice, in: people)) }
        let grid = GridMesh(all, blueFirst: true)
        let runs = MeshRasterizer.runs(of: grid, in: size)
        // Shelves as wide as the output, each as tall as its tallest patch.
        let width = size.width
        var x = 0, y = 0, shelf = 0
        var places: [(from: PixelRect, to: PixelRect)] = []
        for run in runs {
            let b = run.bounds
            if x + b.width > width { (x, y, shelf) = (0, y + shelf, 0) }
            places.append((PixelRect(x: x, y: y, width: b.width, height: b.height), b))
            x += b.width
            shelf = max(shelf, b.height)
        }
        let atlas = CanvasSize(width: width, height: max(y + shelf, 1))
        // New textures only when the old ones are too small or were lost with the targets
        // (making a target texture clears it: tens of millions of instructions at 1080p).
        if texture.map({ $0.size.width != atlas.width || $0.size.height < atlas.height }) ?? true || atlasResets != resets {
            (texture, solid) = (nil, nil)
            texture = try device.makeTarget(atlas, blended: true)
            solid = try device.makeTarget(atlas, blended: false)
            pixels = [UInt8](repeating: 0, count: atlas.width * atlas.height * 4)
            atlasResets = resets
        }
        var patch: [UInt8] = []
        for (run, p) in zip(runs, places) {
            let (from, to) = p
            patch = [UInt8](repeating: 0, count: from.width * from.height * 4)
            patch.withUnsafeMutableBufferPointer { buf in
                MeshRasterizer.draw(grid, triangles: run.triangles, into: buf, width: from.width, height: from.height,
                                    origin: (to.x, to.y))
            }
            for row in 0..<from.height {
                let src = row * from.width * 4, dst = ((from.y + row) * width + from.x) * 4
                pixels.replaceSubrange(dst..<(dst + from.width * 4), with: patch[src..<(src + from.width * 4)])
            }
        }
        for (from, to) in places {
            for piece in CoverageTiles.split(pixels, width: width, rect: from) {
                let r = piece.rect
                let screen = PixelRect(x: to.x + r.x - from.x, y: to.y + r.y - from.y, width: r.width, height: r.height)
                patches.append((r, screen, piece.kind == .opaque))
            }
        }
        let whole = PixelRect(x: 0, y: 0, width: atlas.width, height: atlas.height)
        try device.upload(pixels, rect: whole, to: texture!)
        try device.upload(pixels, rect: whole, to: solid!)
        shown = (scene, resets, size)
    }
}
