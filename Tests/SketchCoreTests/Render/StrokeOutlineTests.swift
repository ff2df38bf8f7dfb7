import Foundation
import Testing
@testable import SketchCore

/// The one ink geometry stage: what the tessellator, the SVG writer and translucent bounds read.
@Suite struct StrokeOutlineTests {
    @Test func pointsTooCloseOrNotFiniteAreDroppedAndRadiiMadeDrawable() {
        let o = StrokeOutline(points: [Point(0, 0), Point(0.0004, 0), Point(.nan, 3), Point(10, 0), Point(10, 10)],
                              radii: [2, 9, 9, .infinity, 0.01])
        #expect(o.points == [Point(0, 0), Point(10, 0), Point(10, 10)])
        #expect(o.radii == [2, 0.5, 0.05])
    }

    @Test func directionsAreUnitVectorsAlongEachSegmentAndTurnsAreSigned() {
        let o = StrokeOutline(points: [Point(0, 0), Point(10, 0), Point(10, 10), Point(0, 10)], radii: [1, 1, 1, 1])
        #expect(o.directions == [Point(1, 0), Point(0, 1), Point(-1, 0)])
        #expect(abs(o.turn(at: 1) - .pi / 2) < 1e-12, "towards the left normal (y down: clockwise on screen)")
        #expect(abs(o.turn(at: 2) - .pi / 2) < 1e-12)
        let back = StrokeOutline(points: [Point(0, 0), Point(10, 0), Point(10, -10)], radii: [1, 1, 1])
        #expect(abs(back.turn(at: 1) + .pi / 2) < 1e-12)
    }

    @Test func boundsHoldEveryInkDisc() throws {
        let o = StrokeOutline(points: [Point(10, 20), Point(30, 5), Point(50, 40)], radii: [2, 6, 1])
        let (lo, hi) = try #require(o.bounds)
        #expect(lo == Point(8, -1))
        #expect(hi == Point(51, 41))
    }

    @Test func anOutlineWithNoFinitePointIsEmptyWithoutBounds() {
        let o = StrokeOutline(points: [Point(.nan, 0)], radii: [1])
        #expect(o.isEmpty)
        #expect(o.bounds == nil)
    }

    @Test func aStrokesOutlineUsesItsSmoothedCentrelineAndStyleRadii() {
        let samples = (0..<30).map { StrokeSample(Point(10 + 4 * Double($0), 30 + 10 * sin(Double($0) / 3)), time: Double($0) / 120) }
        let stroke = Stroke(style: StrokeStyle(width: 6, smoothing: .model), samples: samples)
        let o = StrokeOutline(stroke)
        let ink = Centreline(stroke).points
        #expect(o.points == ink.map(\.point))
        #expect(o.radii == ink.map { StrokeTessellator.radius(width: $0.width, style: stroke.style) })
    }

    @Test func theTessellatorAndTheSVGWriterDrawTheSameOutline() {
        let samples = (0..<40).map { i in
            StrokeSample(Point(20 + 5 * Double(i), 50 + 25 * sin(Double(i) / 4)), pressure: 0.2 + 0.02 * Double(i), time: Double(i) / 120)
        }
        let stroke = Stroke(style: StrokeStyle(width: 8, smoothing: .model, pressure: .device), samples: samples)
        let o = StrokeOutline(stroke)
        guard case let .outline(points, radii) = SVGStroke.shape(of: stroke) else {
            Issue.record("a varying width is drawn as a filled outline")
            return
        }
        #expect(points == o.points)
        #expect(radii == o.radii)
        var fromStroke = Mesh(), fromOutline = Mesh()
        StrokeTessellator.append(stroke, to: &fromStroke)
        StrokeTessellator.append(o, color: stroke.style.color, to: &fromOutline)
        #expect(fromStroke.vertices == fromOutline.vertices)
        #expect(fromStroke.indices == fromOutline.indices)
    }
}
