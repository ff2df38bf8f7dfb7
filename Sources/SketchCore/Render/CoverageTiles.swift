/// Splits a patch of straight-alpha pixels into rectangles that can be copied without blending
/// (every pixel opaque) and rectangles that must be blended, leaving out wholly clear ones.
///
/// Compositing the patch as these pieces, in any order, gives the very pixels that blending
/// the whole patch gives: an opaque pixel blended over anything is itself, a clear one changes
/// nothing. A copy without blending costs a fraction of a blended one on the software
/// renderer, which is what makes mostly opaque layers (the toolbars) cheap to composite every
/// frame. Tiles are `tile` pixels square (cut at the patch's edge); neighbours in a row of
/// tiles that are of one kind are joined, and so are such spans over the same columns in
/// consecutive rows, so a plain bar is a few pieces, not dozens.
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
    /// pixels, in order of their first row of tiles, then left to right; clear tiles are left out.
    public static func split(_ pixels: [UInt8], width: Int, rect: PixelRect) -> [Piece] {
        precondition(rect.x >= 0 && rect.y >= 0 && rect.x + rect.width <= width
                     && (rect.y + rect.height) * width * 4 <= pixels.count, "rect outside the pixels")
        var out: [Piece] = []
        var above: [Int] = []  // where in `out` the pieces reaching down to this row of tiles are
        var y = rect.y
        while y < rect.y + rect.height {
            let h = min(tile, rect.y + rect.height - y)
            var row: [Piece] = []
            var x = rect.x
            while x < rect.x + rect.width {
                let w = min(tile, rect.x + rect.width - x)
                let kind = classify(pixels, width: width, PixelRect(x: x, y: y, width: w, height: h))
                if let k = kind, let last = row.last, last.kind == k, last.rect.x + last.rect.width == x {
                    row[row.count - 1].rect.width += w
                } else if let k = kind {
                    row.append(Piece(PixelRect(x: x, y: y, width: w, height: h), k))
                }
                x += w
            }
            // A piece spanning the same columns as one right above, of its kind, extends it.
            var reaching: [Int] = []
            for piece in row {
                if let i = above.first(where: { out[$0].kind == piece.kind && out[$0].rect.x == piece.rect.x
                                                && out[$0].rect.width == piece.rect.width }) {
                    out[i].rect.height += h
                    reaching.append(i)
                } else {
                    out.append(piece)
                    reaching.append(out.count - 1)
                }
            }
            above = reaching
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
