import Testing
@testable import SketchCore

@Suite("Rectangles")
struct RectTests {
    let r = Rect(x: 10, y: 20, width: 30, height: 40)

    @Test func edgesAndCentreFollowFromOriginAndSize() {
        #expect((r.minX, r.minY, r.maxX, r.maxY) == (10, 20, 40, 60))
        #expect(r.center == Point(25, 40))
        #expect(r.area == 1200)
        #expect(Rect(CanvasSize(width: 1280, height: 800)) == Rect(x: 0, y: 0, width: 1280, height: 800))
    }

    @Test(arguments: [
        (Point(10, 20), true), (Point(39.999, 59.999), true), (Point(25, 40), true),
        (Point(40, 30), false), (Point(20, 60), false), (Point(9.999, 30), false), (Point(20, 19.999), false),
        (Point(.nan, 30), false), (Point(20, .infinity), false),
    ])
    func containsIsHalfOpenMinEdgesInMaxEdgesOut(point: Point, inside: Bool) {
        #expect(r.contains(point) == inside)
    }

    @Test func neighboursSharingAnEdgeNeverBothContainAPointOnIt() {
        let right = Rect(x: 40, y: 20, width: 30, height: 40)
        let onEdge = Point(40, 30)
        #expect(!r.contains(onEdge) && right.contains(onEdge))
        #expect(!r.intersects(right))
        #expect(r.intersects(Rect(x: 39, y: 59, width: 5, height: 5)))
        #expect(!r.intersects(Rect(x: 20, y: 30, width: 0, height: 5)))
    }

    @Test func insetShrinksEachSideAndCollapsesToTheCentre() {
        #expect(r.insetBy(dx: 5, dy: 10) == Rect(x: 15, y: 30, width: 20, height: 20))
        #expect(r.insetBy(dx: -1, dy: -2) == Rect(x: 9, y: 18, width: 32, height: 44))
        #expect(r.insetBy(dx: 20, dy: 0) == Rect(x: 25, y: 20, width: 0, height: 40))
        #expect(r.insetBy(dx: 20, dy: 0).isEmpty)
    }

    @Test func halfATurnIsThePointReflectionThroughThePivot() {
        #expect(r.rotated180(about: Point(0, 0)) == Rect(x: -40, y: -60, width: 30, height: 40))
        #expect(r.rotated180(about: r.center) == r)
        #expect(r.rotated180(about: Point(50, 50)).rotated180(about: Point(50, 50)) == r)
    }
}
