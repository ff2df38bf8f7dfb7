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
    /// Loads ink already rasterized into a sprite: `rect.width x rect.height` premultiplied
    /// ARGB8888 pixels at `offset` bytes into `pixels` (`WetBodyWorker`), for the canvas
    /// pixels `rect`. A nil `rect` leaves the sprite holding nothing; a sprite whose upload
    /// failed holds nothing either. Only the software renderer keeps sprites; elsewhere it
    /// does nothing.
    public func load(_ sprite: InkSprite, rect: PixelRect?, pixels: [UInt8], offset: Int) throws(SDLError) {
        guard rasterizesMeshes else { return }
        sprite.rect = nil
        guard let r = rect else { return }
        precondition(offset >= 0 && offset + r.width * r.height * 4 <= pixels.count, "sprite pixels outside the buffer")
        let handle = try spriteTexture(sprite, fitting: r.size)
        var src = SDL_Rect(x: 0, y: 0, w: Int32(r.width), h: Int32(r.height))
        let status = pixels.withUnsafeBytes { SDL_UpdateTexture(handle, &src, $0.baseAddress! + offset, Int32(r.width * 4)) }
        try check(status, "SDL_UpdateTexture")
        sprite.rect = r
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
