/// Splits a patch of straight-alpha pixels into rectangles that can be copied without blending
/// (every pixel opaque) and rectangles that must be blended, leaving out wholly clear ones.
///
/// Compositing the patch as these pieces, in any order, gives the very pixels that blending
/// the whole patch gives: an opaque pixel blended over anything is itself, a clear one changes
/// nothing. A copy without blending costs a fraction of a blended one on the software
/// renderer, which is what makes mostly opaque layers (the toolbars) cheap to composite every
/// frame. Tiles are `tile` pixels square (cut at the patch's edge); neighbours in a row of
/// tiles that are of one kind are joined, so a plain bar is a few pieces, not dozens.
///
/// Cost: O(pixels of the patch), run once when the layer is drawn, not per frame.
public enum CoverageTiles {
    /// Side of a tile, pixels.
    public static let tile = 16

    public enum Kind: Hashable, Sendable {
        /// Every pixel has alpha 255.
        case opaque
        /// Some pixel is neither clear nor opaque, or the tile mixes both.
        case blended
    }

    public struct Piece: Hashable, Sendable {
        public var rect: PixelRect
        public var kind: Kind
        public init(_ rect: PixelRect, _ kind: Kind) {
            self.rect = rect
            self.kind = kind
        }
    }

    /// The pieces of `rect` in `pixels`: 4 bytes a pixel with alpha last, rows of `width`
    /// pixels. Rows of tiles top to bottom, each left to right; clear tiles are left out.
    public static func split(_ pixels: [UInt8], width: Int, rect: PixelRect) -> [Piece] {
        precondition(rect.x >= 0 && rect.y >= 0 && rect.x + rect.width <= width
                     && (rect.y + rect.height) * width * 4 <= pixels.count, "rect outside the pixels")
        var out: [Piece] = []
        var y = rect.y
        while y < rect.y + rect.height {
            let h = min(tile, rect.y + rect.height - y)
            var open: Piece?
            var x = rect.x
            while x < rect.x + rect.width {
                let w = min(tile, rect.x + rect.width - x)
                let kind = classify(pixels, width: width, PixelRect(x: x, y: y, width: w, height: h))
                if let k = kind, let o = open, o.kind == k {
                    open!.rect.width += w
                } else {
                    if let o = open { out.append(o) }
                    open = kind.map { Piece(PixelRect(x: x, y: y, width: w, height: h), $0) }
                }
                x += w
            }
            if let o = open { out.append(o) }
            y += h
        }
        return out
    }

    /// The kind of one tile, or nil when every pixel is clear.
    private static func classify(_ pixels: [UInt8], width: Int, _ r: PixelRect) -> Kind? {
        var all = 255, any = 0
        for row in r.y..<(r.y + r.height) {
            var i = (row * width + r.x) * 4 + 3
            for _ in 0..<r.width {
                let a = Int(pixels[i])
                all &= a
                any |= a
                i += 4
            }
        }
        return any == 0 ? nil : all == 255 ? .opaque : .blended
    }
}
