import CSDL2
import SketchCore

/// A window and its SDL renderer: the only owner of both pointers, freed in `deinit`.
///
/// Everything that draws goes through this type's methods; its `Texture`s keep it alive,
/// so a renderer is never destroyed before its textures.
@MainActor
public final class RenderDevice {
    /// How to open the window.
    public struct Options: Sendable {
        public var title = "Sketchpad"
        public var size = CanvasSize(width: 1280, height: 800)
        public var fullscreen = false
        public var hidden = false
        public var vsync = false
        public init() {}
    }

    /// A render-target texture owned by this device.
    @MainActor
    public final class Texture {
        let handle: OpaquePointer  // internal for `upload`; only `deinit` frees it
        public let size: CanvasSize
        private let device: RenderDevice

        fileprivate init(handle: OpaquePointer, size: CanvasSize, device: RenderDevice) {
            self.handle = handle
            self.size = size
            self.device = device
        }

        isolated deinit { SDL_DestroyTexture(handle) }
    }

    private let window: OpaquePointer
    let renderer: OpaquePointer  // internal for extensions in this module; only `deinit` frees it
    /// Keeps SDL initialised for as long as the window and renderer exist.
    private let system: SDLSystem
    private var vertexBuffer: [SDL_Vertex] = []
    /// The software renderer's meshes, drawn in memory (`drawRasterized`), and the streaming
    /// texture (ARGB8888) that carries them to the target; both grow to the largest run seen.
    var patchPixels: [UInt8] = []
    /// The mesh being drawn, on the rasterizer's grid (kept: its storage is reused).
    var grid = GridMesh()
    private var patch: (handle: OpaquePointer, size: CanvasSize)?
    /// Whether meshes go through `drawRasterized` (SDL's software renderer).
    public let rasterizesMeshes: Bool
    /// The pixel format of unblended targets (the baked canvas): on the software renderer the
    /// window surface's own 32-bit format, so that a frame's copy of the canvas is a plain
    /// memory copy rather than a conversion of every pixel (half the cost of a 1080p frame).
    /// Both it and ARGB8888 keep B, G, R bytes in that order, so uploads need no care.
    private let opaqueFormat: UInt32
    /// The size of the texture being drawn into; nil for the window.
    private(set) var targetSize: CanvasSize?
    /// The part of a larger canvas the targets hold (a band of a tiled export), or nil when
    /// a target is the canvas. Drawing is given in canvas coordinates and lands shifted by
    /// `-view.rect.origin`; meshes are cut into patches as on the whole canvas, so every pixel
    /// comes out exactly as it would on one surface of `view.canvas`.
    public var view: (canvas: CanvasSize, rect: PixelRect)?
    /// The renderer's name as SDL reports it (`software`, `opengl`, `opengles2`, ...).
    public let rendererName: String
    /// Whether presents wait for the display's vertical blank.
    public let hasVSync: Bool
    /// The window's size before it last went fullscreen, restored when it leaves.
    private var windowedSize: CanvasSize

    public init(_ system: SDLSystem, _ options: Options) throws(SDLError) {
        self.system = system
        var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        flags |= options.hidden ? SDL_WINDOW_HIDDEN.rawValue : SDL_WINDOW_SHOWN.rawValue
        var frame = SDL_Rect(x: Int32(bitPattern: SKETCH_WINDOWPOS_CENTERED), y: Int32(bitPattern: SKETCH_WINDOWPOS_CENTERED),
                             w: Int32(options.size.width), h: Int32(options.size.height))
        if options.fullscreen {
            flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue
            // On X11 fullscreen is a request to the window manager; a bare X server (a kiosk)
            // has none, and SDL's window would keep its windowed size. Opening the window over
            // the whole display covers that case; `setFullscreen(false)` restores `--size`.
            var bounds = SDL_Rect()
            if SDL_GetDisplayBounds(0, &bounds) == 0, bounds.w > 0, bounds.h > 0 { frame = bounds }
        }
        windowedSize = options.size
        guard let w = SDL_CreateWindow(options.title, frame.x, frame.y, frame.w, frame.h, flags) else {
            throw SDLError.last("SDL_CreateWindow")
        }
        var rflags = SDL_RENDERER_TARGETTEXTURE.rawValue
        if options.vsync { rflags |= SDL_RENDERER_PRESENTVSYNC.rawValue }
        guard let r = SDL_CreateRenderer(w, -1, rflags) else {
            let error = SDLError.last("SDL_CreateRenderer")
            SDL_DestroyWindow(w)
            throw error
        }
        window = w
        renderer = r
        var info = SDL_RendererInfo()
        if SDL_GetRendererInfo(r, &info) == 0 {
            rendererName = info.name.map { String(cString: $0) } ?? "unknown"
            hasVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        } else {
            rendererName = "unknown"
            hasVSync = false
        }
        rasterizesMeshes = rendererName == "software"
        let windowFormat = SDL_GetWindowPixelFormat(w)
        opaqueFormat = rasterizesMeshes && windowFormat == SDL_PIXELFORMAT_RGB888.rawValue
            ? windowFormat : SDL_PIXELFORMAT_ARGB8888.rawValue
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND)
    }

    isolated deinit {
        if let patch { SDL_DestroyTexture(patch.handle) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    /// Sets the window's icon (title bars, task switchers) from RGBA pixels. Best effort:
    /// a window manager that shows no icons, or a surface SDL cannot make, changes nothing.
    public func setIcon(_ image: RasterImage) {
        var pixels = image.pixels
        pixels.withUnsafeMutableBytes { buf in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                buf.baseAddress, Int32(image.width), Int32(image.height), 32, Int32(image.width * 4),
                SDL_PIXELFORMAT_RGBA32.rawValue) else { return }
            defer { SDL_FreeSurface(surface) }
            SDL_SetWindowIcon(window, surface)  // copies the pixels
        }
    }

    /// The drawable size in pixels (larger than `windowSize` on high-DPI outputs).
    public var outputSize: CanvasSize {
        var w: Int32 = 0, h: Int32 = 0
        if SDL_GetRendererOutputSize(renderer, &w, &h) != 0 { return windowSize }
        return CanvasSize(width: max(Int(w), 1), height: max(Int(h), 1))
    }

    /// The window's size in window units (what mouse coordinates are in).
    public var windowSize: CanvasSize {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return CanvasSize(width: max(Int(w), 1), height: max(Int(h), 1))
    }

    /// The video driver SDL runs on.
    public var videoDriver: String { system.videoDriver }

    /// The SDL id of the window, as carried by its events.
    public var windowID: UInt32 { SDL_GetWindowID(window) }

    /// Resizes the window; SDL then queues the matching window events.
    public func setWindowSize(_ size: CanvasSize) {
        SDL_SetWindowSize(window, Int32(size.width), Int32(size.height))
    }

    /// Switches between a desktop-sized fullscreen window and a normal one.
    public func setFullscreen(_ on: Bool) throws(SDLError) {
        let was = isFullscreen
        if on && !was {
            windowedSize = windowSize
            // On X11 fullscreen is a request to the window manager; a bare X server has none,
            // and SDL would mark the window fullscreen at its windowed size and place. Covering
            // the display first makes both cases agree (a window manager then only confirms).
            if videoDriver == "x11" { coverDisplay() }
        }
        try check(SDL_SetWindowFullscreen(window, on ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0),
                  "SDL_SetWindowFullscreen")
        if !on && was {
            setWindowSize(windowedSize)
            SDL_SetWindowPosition(window, Int32(bitPattern: SKETCH_WINDOWPOS_CENTERED),
                                  Int32(bitPattern: SKETCH_WINDOWPOS_CENTERED))
        }
    }

    /// Moves and resizes the (windowed) window over its whole display.
    private func coverDisplay() {
        var bounds = SDL_Rect()
        let display = max(SDL_GetWindowDisplayIndex(window), 0)
        guard SDL_GetDisplayBounds(display, &bounds) == 0, bounds.w > 0, bounds.h > 0 else { return }
        SDL_SetWindowPosition(window, bounds.x, bounds.y)
        SDL_SetWindowSize(window, bounds.w, bounds.h)
    }

    public var isFullscreen: Bool { SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN.rawValue != 0 }

    /// Shows or hides the mouse cursor.
    public func showCursor(_ on: Bool) { SDL_ShowCursor(on ? SDL_ENABLE : SDL_DISABLE) }

    /// A texture the renderer can draw into, filled with nothing yet. A `blended` texture is
    /// alpha-blended when copied; otherwise its pixels replace the target's.
    public func makeTarget(_ size: CanvasSize, blended: Bool = false) throws(SDLError) -> Texture {
        guard let t = SDL_CreateTexture(renderer, blended ? SDL_PIXELFORMAT_ARGB8888.rawValue : opaqueFormat,
                                        Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                                        Int32(size.width), Int32(size.height)) else {
            throw SDLError.last("SDL_CreateTexture")
        }
        SDL_SetTextureBlendMode(t, blended ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
        return Texture(handle: t, size: size, device: self)
    }

    /// Directs drawing into `texture`, or back to the window with nil.
    public func setTarget(_ texture: Texture?) throws(SDLError) {
        try check(SDL_SetRenderTarget(renderer, texture?.handle), "SDL_SetRenderTarget")
        targetSize = texture?.size
    }

    /// Fills the current target with one colour.
    public func clear(_ c: RGBA) throws(SDLError) {
        SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
        try check(SDL_RenderClear(renderer), "SDL_RenderClear")
    }

    /// Draws a triangle mesh, alpha-blended, into the current target.
    ///
    /// The software renderer draws it with `MeshRasterizer` into patches around runs of nearby
    /// triangles (O(the pixels they cover)) and blends each patch in: SDL 2.26's own triangles snap
    /// every vertex to a whole pixel, which makes 2 and 3 px strokes uneven, and take some
    /// pairs of triangles for rectangles they are not, which left cracks in smoothed ink.
    /// Other renderers get the mesh as it is.
    public func draw(_ mesh: Mesh) throws(SDLError) {
        guard !mesh.isEmpty else { return }
        if rasterizesMeshes { return try drawRasterized(mesh) }
        vertexBuffer.removeAll(keepingCapacity: true)
        let dx = Float(view?.rect.x ?? 0), dy = Float(view?.rect.y ?? 0)
        for v in mesh.vertices {
            vertexBuffer.append(SDL_Vertex(
                position: SDL_FPoint(x: v.x - dx, y: v.y - dy),
                color: SDL_Color(r: v.color.r, g: v.color.g, b: v.color.b, a: v.color.a),
                tex_coord: SDL_FPoint(x: 0, y: 0)))
        }
        let status = vertexBuffer.withUnsafeBufferPointer { vs in
            mesh.indices.withUnsafeBufferPointer { ix in
                SDL_RenderGeometry(renderer, nil, vs.baseAddress, Int32(vs.count), ix.baseAddress, Int32(ix.count))
            }
        }
        try check(status, "SDL_RenderGeometry")
    }

    private func drawRasterized(_ mesh: Mesh) throws(SDLError) {
        let target = targetSize ?? outputSize
        let ox = view?.rect.x ?? 0, oy = view?.rect.y ?? 0
        grid.assign(mesh, blueFirst: true)
        // Every patch drawn in memory first (side by side on the cores), then each uploaded
        // and blended in order.
        var patches: [MeshRasterizer.Patch] = []
        var bytes = 0, largest = (width: 0, height: 0)
        for run in MeshRasterizer.runs(of: grid, in: view?.canvas ?? target) {
            guard let r = view.map({ run.bounds.intersection($0.rect) }) ?? run.bounds else { continue }
            patches.append(.init(triangles: run.triangles, rect: r, offset: bytes))
            bytes += r.width * r.height * 4
            largest = (max(largest.width, r.width), max(largest.height, r.height))
        }
        guard !patches.isEmpty else { return }
        if patchPixels.count < bytes { patchPixels = [UInt8](repeating: 0, count: bytes) }
        let handle = try patchTexture(fitting: CanvasSize(width: largest.width, height: largest.height))
        try patchPixels.withUnsafeMutableBufferPointer { (all) throws(SDLError) in
            MeshRasterizer.draw(grid, patches: patches, into: all)
            for p in patches {
                let r = p.rect
                var src = SDL_Rect(x: 0, y: 0, w: Int32(r.width), h: Int32(r.height))
                var dst = SDL_Rect(x: Int32(r.x - ox), y: Int32(r.y - oy), w: Int32(r.width), h: Int32(r.height))
                try check(SDL_UpdateTexture(handle, &src, all.baseAddress! + p.offset, Int32(r.width * 4)), "SDL_UpdateTexture")
                try check(SDL_RenderCopy(renderer, handle, &src, &dst), "SDL_RenderCopy")
            }
        }
    }

    /// Blends pixels already rasterized (premultiplied ARGB8888, `rect.width` a row, at
    /// `offset` bytes into `pixels`) into the current target at the canvas pixels `rect`,
    /// through the patch texture `draw(_:)` uses.
    public func blend(_ pixels: [UInt8], offset: Int, rect r: PixelRect) throws(SDLError) {
        precondition(offset >= 0 && offset + r.width * r.height * 4 <= pixels.count, "patch pixels outside the buffer")
        let handle = try patchTexture(fitting: r.size)
        var src = SDL_Rect(x: 0, y: 0, w: Int32(r.width), h: Int32(r.height))
        var dst = SDL_Rect(x: Int32(r.x - (view?.rect.x ?? 0)), y: Int32(r.y - (view?.rect.y ?? 0)),
                           w: Int32(r.width), h: Int32(r.height))
        let status = pixels.withUnsafeBytes { SDL_UpdateTexture(handle, &src, $0.baseAddress! + offset, Int32(r.width * 4)) }
        try check(status, "SDL_UpdateTexture")
        try check(SDL_RenderCopy(renderer, handle, &src, &dst), "SDL_RenderCopy")
    }

    /// The patch texture, grown to hold `size` (ARGB8888 like the targets, so SDL blends it on
    /// its fast path).
    private func patchTexture(fitting size: CanvasSize) throws(SDLError) -> OpaquePointer {
        if let p = patch, p.size.width >= size.width, p.size.height >= size.height { return p.handle }
        let grown = CanvasSize(width: max(size.width, patch?.size.width ?? 0), height: max(size.height, patch?.size.height ?? 0))
        guard let t = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                        Int32(grown.width), Int32(grown.height)) else {
            throw SDLError.last("SDL_CreateTexture")
        }
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
        if let old = patch { SDL_DestroyTexture(old.handle) }
        patch = (t, grown)
        return t
    }

    /// Copies a whole texture over the whole current target.
    public func copy(_ texture: Texture) throws(SDLError) {
        try check(SDL_RenderCopy(renderer, texture.handle, nil, nil), "SDL_RenderCopy")
    }

    /// Copies the `rect` of a texture to `destination` (by default the same rect) of the current
    /// target, its alpha scaled by `alpha` (the texture's own blend mode applies). Both are in
    /// canvas pixels, moved by the view's origin; an explicit `destination` is an atlas source.
    public func copy(_ texture: Texture, rect: PixelRect, to destination: PixelRect? = nil, alpha: UInt8 = 255) throws(SDLError) {
        let (vx, vy) = (view?.rect.x ?? 0, view?.rect.y ?? 0), d = destination ?? rect
        let (sx, sy) = destination == nil ? (vx, vy) : (0, 0)
        var r = SDL_Rect(x: Int32(rect.x - sx), y: Int32(rect.y - sy), w: Int32(rect.width), h: Int32(rect.height))
        var to = SDL_Rect(x: Int32(d.x - vx), y: Int32(d.y - vy), w: Int32(d.width), h: Int32(d.height))
        if alpha != 255 { try check(SDL_SetTextureAlphaMod(texture.handle, alpha), "SDL_SetTextureAlphaMod") }
        defer { if alpha != 255 { SDL_SetTextureAlphaMod(texture.handle, 255) } }
        try check(SDL_RenderCopy(renderer, texture.handle, &r, &to), "SDL_RenderCopy")
    }

    /// Sets the pixels of `rect` in the current target to exactly `c`, alpha included (no blending).
    public func replace(_ rect: PixelRect, with c: RGBA) throws(SDLError) {
        var r = SDL_Rect(x: Int32(rect.x - (view?.rect.x ?? 0)), y: Int32(rect.y - (view?.rect.y ?? 0)), w: Int32(rect.width), h: Int32(rect.height))
        SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        defer { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND) }
        try check(SDL_RenderFillRect(renderer, &r), "SDL_RenderFillRect")
    }

    /// Shows what was drawn to the window.
    public func present() { SDL_RenderPresent(renderer) }

    /// Reads back the current target's pixels.
    public func readPixels(_ size: CanvasSize) throws(SDLError) -> RasterImage {
        var pixels = [UInt8](repeating: 0, count: size.width * size.height * 4)
        let status = pixels.withUnsafeMutableBytes { buf in
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_RGBA32.rawValue, buf.baseAddress,
                                 Int32(size.width * 4))
        }
        try check(status, "SDL_RenderReadPixels")
        return RasterImage(width: size.width, height: size.height, pixels: pixels)
    }
}
