import Foundation
import Testing
@testable import SketchCore

@Suite("Zones for several people")
struct ZoneLayoutTests {
    let board = CanvasSize(width: 1280, height: 800)

    @Test(arguments: allSeatings, boardSizes + [CanvasSize(width: 7, height: 5)])
    func zonesTileTheCanvasExactly(seating: Seating, canvas: CanvasSize) {
        let zones = seating.layout(on: canvas).zones
        let whole = Rect(canvas)
        #expect(zones.map(\.rect.area).reduce(0, +) == whole.area)
        for (i, a) in zones.enumerated() {
            #expect(whole.encloses(a.rect) && a.rect.hasWholePixelEdges, "\(a.rect)")
            for b in zones[(i + 1)...] { #expect(!a.rect.intersects(b.rect), "\(a.rect) overlaps \(b.rect)") }
        }
        // Every point of a grid (including the zones' shared edges) lies in exactly one zone.
        let steps = 40
        for i in 0..<steps {
            for j in 0..<steps {
                let p = Point(Double(canvas.width * i) / Double(steps), Double(canvas.height * j) / Double(steps))
                #expect(zones.filter { $0.rect.contains(p) }.count == 1, "\(p)")
            }
        }
    }

    @Test(arguments: allSeatings)
    func thereIsOneZonePerPersonInPersonOrder(seating: Seating) {
        let zones = seating.layout(on: board).zones
        #expect(zones.map(\.person) == Array(0..<seating.people))
    }

    @Test(arguments: [(0, 1), (-3, 1), (9, 8), (100, 8)])
    func headCountsOutsideOneToEightAreClamped(people: Int, zones: Int) {
        for style in LayoutStyle.allCases {
            #expect(ZoneLayout(people: people, canvas: board, style: style).zones.count == zones)
        }
    }

    @Test(arguments: LayoutStyle.allCases)
    func onePersonGetsTheWholeCanvasFacingUp(style: LayoutStyle) {
        #expect(ZoneLayout(people: 1, canvas: board, style: style).zones
            == [Zone(person: 0, rect: Rect(board), facing: .up)])
    }

    @Test(arguments: [2, 3])
    func twoAndThreePeopleOnAScreenStandSideBySide(people: Int) {
        let zones = ZoneLayout(people: people, canvas: CanvasSize(width: 1366, height: 768), style: .screen).zones
        #expect(zones.allSatisfy { $0.rect.minY == 0 && $0.rect.height == 768 && $0.facing == .up })
        #expect(zones.map(\.rect.minX) == zones.map(\.rect.minX).sorted())
        let widths = zones.map(\.rect.width)
        #expect(widths.max()! - widths.min()! < Double(people), "equal columns, give or take the remainder")
    }

    @Test func fourPeopleOnAScreenMakeATwoByTwoGrid() {
        let rects = ZoneLayout(people: 4, canvas: board, style: .screen).zones.map(\.rect)
        #expect(rects == [
            Rect(x: 0, y: 0, width: 640, height: 400), Rect(x: 640, y: 0, width: 640, height: 400),
            Rect(x: 0, y: 400, width: 640, height: 400), Rect(x: 640, y: 400, width: 640, height: 400),
        ])
    }

    @Test(arguments: [(5, 3, 2), (6, 3, 3), (7, 4, 3), (8, 4, 4)])
    func fiveToEightPeopleOnAScreenMakeTwoRows(people: Int, topRow: Int, bottomRow: Int) {
        let zones = ZoneLayout(people: people, canvas: board, style: .screen).zones
        #expect(zones.filter { $0.rect.minY == 0 }.count == topRow)
        #expect(zones.filter { $0.rect.minY == 400 }.count == bottomRow)
        #expect(zones.allSatisfy { $0.rect.height == 400 && $0.facing == .up })
    }

    @Test(arguments: allSeatings.filter { $0.style == .table })
    func atATableTheTopHalfFacesDownAndTheBottomHalfFacesUp(seating: Seating) {
        let zones = seating.layout(on: board).zones
        let down = zones.filter { $0.facing == .down }, up = zones.filter { $0.facing == .up }
        #expect(down.count == seating.people / 2)
        #expect(up.count == (seating.people + 1) / 2)
        if seating.people > 1 {
            #expect(down.allSatisfy { $0.rect.minY == 0 && $0.rect.maxY == 400 })
            #expect(up.allSatisfy { $0.rect.minY == 400 && $0.rect.maxY == 800 })
        }
    }

    /// Seen from above, person order goes anticlockwise round the table from the bottom-left seat.
    @Test(arguments: allSeatings.filter { $0.style == .table && $0.people > 1 })
    func personOrderGoesRoundTheTable(seating: Seating) {
        let zones = seating.layout(on: board).zones
        let middle = Rect(board).center
        // Angle of each zone's centre, anticlockwise on screen (y grows downwards), in (-180, 180].
        let angles = zones.map { z in atan2(-(z.rect.center.y - middle.y), z.rect.center.x - middle.x) * 180 / .pi }
        #expect(angles == angles.sorted() && Set(angles).count == angles.count, "\(angles)")
        #expect(angles[0] <= -90, "person 0 sits at the bottom, left of the middle or on it")
    }

    @Test func eightAtATableAreNumberedBottomLeftToRightThenTopRightToLeft() {
        let layout = ZoneLayout(people: 8, canvas: board, style: .table)
        let bottom = [40.0, 360, 680, 1000].map { layout.person(at: Point($0, 790)) }
        let top = [1000.0, 680, 360, 40].map { layout.person(at: Point($0, 10)) }
        #expect(bottom == [0, 1, 2, 3])
        #expect(top == [4, 5, 6, 7])
    }

    @Test func pointsOnTheFarEdgesBelongToTheZonesThereAndPointsOffTheCanvasToNone() {
        let layout = ZoneLayout(people: 4, canvas: board, style: .screen)
        #expect(layout.person(at: Point(1280, 800)) == 3)
        #expect(layout.person(at: Point(1280, 0)) == 1)
        #expect(layout.person(at: Point(0, 800)) == 2)
        #expect(layout.person(at: Point(640, 400)) == 3)
        #expect(layout.person(at: Point(639.5, 399.5)) == 0)
        #expect(layout.zone(containing: Point(-0.5, 10)) == nil)
        #expect(layout.zone(containing: Point(10, 800.5)) == nil)
        #expect(layout.zone(containing: Point(.nan, 10)) == nil)
    }

    @Test func theLastColumnAndRowAbsorbTheRemainder() {
        let rects = ZoneLayout(people: 8, canvas: CanvasSize(width: 1366, height: 767), style: .screen).zones.map(\.rect)
        #expect(rects.map(\.width) == [341, 341, 341, 343, 341, 341, 341, 343])
        #expect(rects.map(\.height) == [383, 383, 383, 383, 384, 384, 384, 384])
    }
}
