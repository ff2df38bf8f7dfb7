import Testing
@testable import SketchCore

@Suite struct CoverageTilesTests {
    /// A `width × height` patch whose alpha at (x, y) is `alpha(x, y)`; colour from position.
    static func patch(_ width: Int, _ height: Int, _ alpha: (Int, Int) -> UInt8) -> [UInt8] {
        var p: [UInt8] = []
        for y in 0..<height { for x in 0..<width { p += [UInt8(x % 256), UInt8(y % 256), 90, alpha(x, y)] } }
        return p
    }

    /// Straight-alpha source-over of `rect` of `patch` onto `onto` (same size), as SDL blends.
    static func composite(_ patch: [UInt8], width: Int, _ rect: PixelRect, blended: Bool, onto: inout [UInt8]) {
        for y in rect.y..<(rect.y + rect.height) {
            for x in rect.x..<(rect.x + rect.width) {
                let i = (y * width + x) * 4, a = Int(patch[i + 3])
                for c in 0..<3 {
                    onto[i + c] = blended ? UInt8((Int(patch[i + c]) * a + Int(onto[i + c]) * (255 - a) + 127) / 255) : patch[i + c]
                }
            }
        }
    }

    @Test func anOpaqueBarWithSoftEdgesIsCopiedInsideAndBlendedAtItsEdges() {
        // 40 × 20: opaque, but the outermost column each side is half clear and everything
        // past row 17 is clear.
        let p = Self.patch(40, 20) { x, y in y >= 17 ? 0 : (x == 0 || x == 39) ? 128 : 255 }
        let pieces = CoverageTiles.split(p, width: 40, rect: PixelRect(x: 0, y: 0, width: 40, height: 20))
        #expect(pieces == [
            .init(PixelRect(x: 0, y: 0, width: 16, height: 16), .blended),
            .init(PixelRect(x: 16, y: 0, width: 16, height: 16), .opaque),
            .init(PixelRect(x: 32, y: 0, width: 8, height: 16), .blended),
            .init(PixelRect(x: 0, y: 16, width: 40, height: 4), .blended),
        ])
    }

    @Test func clearTilesAreLeftOutAndNeighboursOfOneKindJoin() {
        let p = Self.patch(64, 16) { x, _ in x < 16 ? 0 : x < 48 ? 255 : 0 }
        #expect(CoverageTiles.split(p, width: 64, rect: PixelRect(x: 0, y: 0, width: 64, height: 16))
                == [.init(PixelRect(x: 16, y: 0, width: 32, height: 16), .opaque)])
        #expect(CoverageTiles.split(p, width: 64, rect: PixelRect(x: 0, y: 0, width: 16, height: 16)).isEmpty)
    }

    @Test func aTallOpaquePatchIsOnePiece() {
        let p = Self.patch(20, 40) { _, _ in 255 }
        #expect(CoverageTiles.split(p, width: 20, rect: PixelRect(x: 0, y: 0, width: 20, height: 40))
                == [.init(PixelRect(x: 0, y: 0, width: 20, height: 40), .opaque)])
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func thePiecesCompositeToTheSamePixelsAsTheWholePatch(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        // An opaque corner, a clear side and noise between: every kind of tile, cut at odd edges.
        let p = Self.patch(53, 37) { x, y in
            let r = random.next() % 10
            return x < 20 && y < 18 ? 255 : x >= 35 ? 0 : r < 5 ? 255 : UInt8(r * 20)
        }
        let rect = PixelRect(x: 3, y: 2, width: 47, height: 33)
        var background = [UInt8](repeating: 0, count: p.count)
        for i in background.indices { background[i] = UInt8((i * 37) % 251) }
        var whole = background, pieces = background
        Self.composite(p, width: 53, rect, blended: true, onto: &whole)
        let split = CoverageTiles.split(p, width: 53, rect: rect)
        for piece in split.reversed() { Self.composite(p, width: 53, piece.rect, blended: piece.kind == .blended, onto: &pieces) }
        #expect(pieces == whole)
        #expect(split.contains { $0.kind == .opaque } && split.contains { $0.kind == .blended })
        #expect(split.allSatisfy { $0.rect.x >= rect.x && $0.rect.y >= rect.y
            && $0.rect.x + $0.rect.width <= rect.x + rect.width && $0.rect.y + $0.rect.height <= rect.y + rect.height })
    }
}
