import SketchCore
import Testing
@testable import SketchSDL

extension SDLTests {
    /// `RenderDevice.draw` on the software renderer: every triangle drawn as it is. (SDL 2.26's
    /// own triangles took the kite below for a rectangle and filled the wrong pixels.)
    @MainActor @Suite struct RenderDeviceMeshTests {
        /// A quadrilateral drawn as two triangles that share the diagonal `a c`, in the order
        /// `StrokeTessellator` builds its quads in: `a b c`, then `a c d`.
        struct Quad: CustomTestStringConvertible, Sendable {
            var name: String
            var a, b, c, d: Point
            var testDescription: String { name }
            var corners: [Point] { [a, b, c, d] }

            static let cases = [
                Quad(name: "kite on an upright diagonal", a: Point(20, 24), b: Point(10, 14), c: Point(20, 4), d: Point(30, 24)),
                Quad(name: "kite on a level diagonal", a: Point(10, 14), b: Point(20, 4), c: Point(30, 14), d: Point(24, 24)),
                Quad(name: "rectangle on its falling diagonal", a: Point(10, 6), b: Point(30, 6), c: Point(30, 20), d: Point(10, 20)),
                Quad(name: "rectangle on its rising diagonal", a: Point(30, 6), b: Point(10, 6), c: Point(10, 20), d: Point(30, 20)),
            ]

            /// How far `p` lies inside the quadrilateral (negative: outside), in pixels.
            func depth(of p: Point) -> Double {
                let ring = corners
                let turn = (ring[1] - ring[0]).cross(ring[2] - ring[1]) > 0 ? 1.0 : -1.0
                return (0..<4).map { i in
                    let e = ring[(i + 1) % 4] - ring[i]
                    return turn * e.cross(p - ring[i]) / e.length
                }.min()!
            }
        }

        static let size = CanvasSize(width: 40, height: 30)

        static func draw(_ q: Quad) throws -> RasterImage {
            try withPlayer(size: size) { p in
                let device = p.loop.device
                let target = try device.makeTarget(size)
                try device.setTarget(target)
                try device.clear(.white)
                var mesh = Mesh()
                let v = q.corners.map { mesh.addVertex($0, .black) }
                mesh.addTriangle(v[0], v[1], v[2])
                mesh.addTriangle(v[0], v[2], v[3])
                try device.draw(mesh)
                let image = try device.readPixels(size)
                try device.setTarget(nil)
                return image
            }
        }

        @Test(arguments: Quad.cases)
        func twoTrianglesCoverTheirQuadrilateralAndNothingElse(_ q: Quad) throws {
            let image = try Self.draw(q)
            var missing: [String] = [], extra: [String] = []
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let depth = q.depth(of: Point(Double(x) + 0.5, Double(y) + 0.5))
                    let inked = image.ink(x: x, y: y) > 128
                    if depth > 0.75 && !inked { missing.append("(\(x),\(y))") }
                    if depth < -0.75 && inked { extra.append("(\(x),\(y))") }
                }
            }
            #expect(missing.isEmpty, "\(missing.count) px inside left white: \(missing.prefix(8))")
            #expect(extra.isEmpty, "\(extra.count) px outside inked: \(extra.prefix(8))")
        }
    }
}
