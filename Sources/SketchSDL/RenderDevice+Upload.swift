import CSDL2
import SketchCore

extension RenderDevice {
    /// Replaces the pixels of `rect` in `texture` with those of `rect` in `pixels`: the texture's
    /// whole image, B, G, R, A bytes (ARGB8888), rows of `texture.size.width * 4` bytes.
    public func upload(_ pixels: [UInt8], rect: PixelRect, to texture: Texture) throws(SDLError) {
        let pitch = texture.size.width * 4
        precondition(pixels.count >= pitch * texture.size.height, "pixels smaller than the texture")
        var r = SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
        let status = pixels.withUnsafeBytes { buf in
            SDL_UpdateTexture(texture.handle, &r, buf.baseAddress! + rect.y * pitch + rect.x * 4, Int32(pitch))
        }
        try check(status, "SDL_UpdateTexture")
    }
}
