import Testing
@testable import SketchCore

@Suite("Canvas size and points")
struct CanvasSizeTests {
    @Test(arguments: [("1280x800", 1280, 800), ("1X1", 1, 1), ("16384x16384", 16384, 16384), ("640x480", 640, 480)])
    func sizesParseFromWidthByHeight(text: String, width: Int, height: Int) {
        #expect(CanvasSize(parsing: text) == CanvasSize(width: width, height: height))
        #expect(CanvasSize(width: width, height: height).description == "\(width)x\(height)")
    }

    @Test(arguments: ["", "x", "1280", "1280x", "x800", "0x800", "1280x0", "-5x5", "16385x10", "10x16385",
                      "1x2x3", "axb", "1280 x 800", "1e3x100"])
    func badSizesAreRefused(text: String) {
        #expect(CanvasSize(parsing: text) == nil)
    }

    @Test(arguments: [
        (Point(-5, 50), Point(0, 50)), (Point(250, 50), Point(200, 50)), (Point(50, -1), Point(50, 0)),
        (Point(50, 1e12), Point(50, 100)), (Point(200, 100), Point(200, 100)), (Point(12.5, 7.25), Point(12.5, 7.25)),
    ])
    func clampKeepsPointsOnTheCanvas(point: Point, clamped: Point) {
        #expect(CanvasSize(width: 200, height: 100).clamp(point) == clamped)
    }

    @Test func pointArithmetic() {
        #expect(Point(3, 4).length == 5)
        #expect(Point(1, 1).distance(to: Point(4, 5)) == 5)
        #expect(Point(0, 0).normalized == .zero)
        #expect(Point(0, 8).normalized == Point(0, 1))
        #expect(Point(2, 3).perpendicular == Point(-3, 2))
        #expect(Point(1, 0).cross(Point(1, 0).perpendicular) > 0)
        #expect(Point(2, 3).dot(Point(4, -1)) == 5)
        #expect(Point(0, 0).lerp(to: Point(10, 20), 0.25) == Point(2.5, 5))
        #expect(!Point(.nan, 0).isFinite && !Point(0, .infinity).isFinite && Point(1, 2).isFinite)
    }
}
