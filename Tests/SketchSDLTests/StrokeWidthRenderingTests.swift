import Foundation
import SketchCore
import Testing
@testable import SketchSDL

extension SDLTests {
    /// Widths from 1 to 64 px as the software renderer draws them: a straight stroke at a
    /// slant (so no edge falls on the pixel grid), constant width, smoothed by the model. (SDL's
    /// own triangles, which snap vertices to whole pixels, gave a 2 px stroke 1.13 to 2.0 px of
    /// ink a column; `MeshRasterizer` gives 2.11 to 2.16, as OpenGL does.)
    @MainActor @Suite struct StrokeWidthRenderingTests {
        static let size = CanvasSize(width: 400, height: 300)
        /// From (40, 100) to (360, 212): a slope of 0.35, about 19°.
        static let start = Point(40, 100), end = Point(360, 212)
        static var slope: Double { (end.y - start.y) / (end.x - start.x) }

        /// How much ink each pixel column holds between x 100 and 300 (away from the caps), in
        /// pixels of full ink: a stroke `w` px wide at slope s covers w·√(1 + s²) a column.
        static func columnInk(width: Double) throws -> [Double] {
            let style = StrokeStyle(color: .black, width: width, smoothing: .model, pressure: .none)
            let image = try withPlayer(size: size, style: style) { p in
                let steps = 80
                var events: [TimedDeviceEvent] = []
                for k in 0...steps {
                    let q = start.lerp(to: end, Double(k) / Double(steps))
                    let x = q.x / Double(size.width), y = q.y / Double(size.height)
                    events.append(k == 0 ? Script.down(0, 0, x, y) : Script.move(Double(k) / 60, 0, x, y))
                }
                events.append(Script.up(Double(steps + 1) / 60, 0, end.x / Double(size.width), end.y / Double(size.height)))
                try p.play(events)
                return try p.snapshot()
            }
            return (100...300).map { x in (0..<size.height).reduce(0.0) { $0 + Double(image.ink(x: x, y: $1)) / 255 } }
        }

        @Test(arguments: [1.0, 2, 3, 8, 24, 64])
        func everyWidthInksAsMuchAsItIsWideAndEvenlyAlongTheStroke(width: Double) throws {
            let ink = try Self.columnInk(width: width)
            let expected = width * (1 + Self.slope * Self.slope).squareRoot()
            let mean = ink.reduce(0, +) / Double(ink.count)
            #expect(abs(mean - expected) <= 0.02 * expected + 0.02, "mean \(mean) px a column, expected \(expected)")
            let spread = (ink.max()! - ink.min()!) / expected
            #expect(spread <= 0.05, "columns hold \(ink.min()!)...\(ink.max()!) px of ink, expected \(expected)")
        }

        @Test func aOnePixelStrokeIsVisibleInEveryColumn() throws {
            let ink = try Self.columnInk(width: 1)
            #expect(ink.allSatisfy { $0 >= 0.95 }, "faintest column \(ink.min()!) px of ink")
        }
    }
}
