import CSDL2
import SketchCore

/// A mesh rasterized once into a texture of its own, blended in again every frame while the
/// mesh does not change: the wet ink of a stroke in progress between its samples.
///
/// Only the software renderer makes sprites (`RenderDevice.rasterizesMeshes`): there a mesh
/// costs its rasterization every time it is drawn, and a sprite costs a blend of its box.
/// Owns its texture (freed in `deinit`); the texture grows to the largest box it has held.
@MainActor
public final class InkSprite {
    fileprivate var texture: (handle: OpaquePointer, size: CanvasSize)?
    /// The canvas pixels it covers (its texture's top-left `rect.size`); nil when it holds nothing.
    public fileprivate(set) var rect: PixelRect?
    private let device: RenderDevice
    /// Textures grow in steps of this many pixels.
    static let growth = 64

    public init(device: RenderDevice) { self.device = device }

    isolated deinit { if let texture { SDL_DestroyTexture(texture.handle) } }
}

extension RenderDevice {
    /// Rasterizes `mesh` into sprites: `ranges[i]` of its triangles into `sprites[i]`, each
    /// into the box of its own triangles, as one patch (`draw(_:)` cuts a mesh into runs, so
    /// where a range would make several patches the 8-bit rounding of their overlaps may
    /// differ by a level), side by side on the cores. A sprite whose range covers nothing
    /// holds nothing; one whose upload failed keeps what it held. On renderers other than
    /// software it does nothing.
    public func render(_ mesh: Mesh, ranges: [Range<Int>], into sprites: [InkSprite]) throws(SDLError) {
        precondition(ranges.count == sprites.count, "a range per sprite")
        guard rasterizesMeshes else { return }
        let canvas = targetSize ?? outputSize
        grid.assign(mesh, blueFirst: true)
        var patches: [MeshRasterizer.Patch] = []
        var owners: [InkSprite] = []
        var bytes = 0
        for (range, sprite) in zip(ranges, sprites) {
            guard let box = MeshRasterizer.runs(of: grid, in: canvas, triangles: range)
                    .map(\.bounds).reduce(nil, { $0?.union($1) ?? $1 }) else {
                sprite.rect = nil
                continue
            }
            patches.append(.init(triangles: range, rect: box, offset: bytes))
            owners.append(sprite)
            bytes += box.width * box.height * 4
        }
        guard !patches.isEmpty else { return }
        if patchPixels.count < bytes { patchPixels = [UInt8](repeating: 0, count: bytes) }
        try patchPixels.withUnsafeMutableBufferPointer { (all) throws(SDLError) in
            MeshRasterizer.draw(grid, patches: patches, into: all)
            for (p, sprite) in zip(patches, owners) {
                let r = p.rect
                let handle = try spriteTexture(sprite, fitting: r.size)
                var src = SDL_Rect(x: 0, y: 0, w: Int32(r.width), h: Int32(r.height))
                try check(SDL_UpdateTexture(handle, &src, all.baseAddress! + p.offset, Int32(r.width * 4)), "SDL_UpdateTexture")
                sprite.rect = r
            }
        }
    }

    /// Blends a sprite into the current target where its mesh lies.
    public func draw(_ sprite: InkSprite) throws(SDLError) {
        guard let r = sprite.rect, let texture = sprite.texture else { return }
        var src = SDL_Rect(x: 0, y: 0, w: Int32(r.width), h: Int32(r.height))
        var dst = SDL_Rect(x: Int32(r.x), y: Int32(r.y), w: Int32(r.width), h: Int32(r.height))
        try check(SDL_RenderCopy(renderer, texture.handle, &src, &dst), "SDL_RenderCopy")
    }

    /// The sprite's texture, grown (ARGB8888, blended, like the patches) to hold `size`, in
    /// steps of `growth` pixels: a stroke's box grows a little with most of its samples, and
    /// a texture made for each would cost an allocation a frame.
    private func spriteTexture(_ sprite: InkSprite, fitting size: CanvasSize) throws(SDLError) -> OpaquePointer {
        if let t = sprite.texture, t.size.width >= size.width, t.size.height >= size.height { return t.handle }
        func step(_ n: Int) -> Int { (n + InkSprite.growth - 1) / InkSprite.growth * InkSprite.growth }
        let grown = CanvasSize(width: max(step(size.width), sprite.texture?.size.width ?? 0),
                               height: max(step(size.height), sprite.texture?.size.height ?? 0))
        guard let t = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                        Int32(grown.width), Int32(grown.height)) else {
            throw SDLError.last("SDL_CreateTexture")
        }
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
        if let old = sprite.texture { SDL_DestroyTexture(old.handle) }
        sprite.texture = (t, grown)
        sprite.rect = nil  // what it held went with the old texture
        return t
    }
}
