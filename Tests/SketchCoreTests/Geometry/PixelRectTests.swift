import Foundation
import Testing
@testable import SketchCore

/// Whole-pixel boxes: the rasterizer asks for one per triangle, so they are worked out without libm.
@Suite struct PixelRectTests {
    /// Values around whole and half pixels, negative and beyond the canvas, and far off.
    static let values: [Double] = {
        var v: [Double] = [0, -0.0, 1e-300, -1e-300, 0.5, -0.5, 1, -1, 99.5, 100, 100.0000001, 199.999, 200, 201, 1e9, -1e9, 1e300, -1e300]
        var r = SeededRandom(seed: 7)
        for _ in 0..<2000 { v.append(r.uniform(-200...400)) }
        for k in -40...240 { v += [Double(k), Double(k).nextUp, Double(k).nextDown] }
        return v
    }()

    @Test func coveringRoundsOutwardsAndCutsToTheCanvasAsRoundingWouldThenClamping() {
        func clamp(_ v: Double, _ limit: Int) -> Int { Int(min(max(v, 0), Double(limit))) }
        for v in Self.values {
            #expect(PixelRect.whole(v, up: false, limit: 200) == clamp(v.rounded(.down), 200), "\(v)")
            #expect(PixelRect.whole(v, up: true, limit: 200) == clamp(v.rounded(.up), 200), "\(v)")
        }
    }

    @Test func aBoxOffTheCanvasOrNotFiniteIsNil() {
        let canvas = CanvasSize(width: 100, height: 50)
        #expect(PixelRect(covering: Point(-20, 10), Point(-5, 20), margin: 1, in: canvas) == nil)
        #expect(PixelRect(covering: Point(.nan, 10), Point(5, 20), margin: 1, in: canvas) == nil)
        #expect(PixelRect(covering: Point(10.5, 10.2), Point(20.1, 60), margin: 0.5, in: canvas)
                == PixelRect(x: 10, y: 9, width: 11, height: 41))
    }

    @Test func theRasterizersSnapRoundsHalvesAwayFromZeroLikeRounded() {
        var all = Self.values.filter { abs($0) <= MeshRasterizer.reach * 256 }
        all += [0.49999999999999994, -0.49999999999999994, 2.5, -2.5, 1_000_000.5, -1_000_000.5]
        for v in all { #expect(MeshRasterizer.nearest(v) == v.rounded(), "\(v)") }
    }
}
