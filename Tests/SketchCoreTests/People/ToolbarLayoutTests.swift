import Testing
@testable import SketchCore

@Suite("Toolbars for several people")
struct ToolbarLayoutTests {
    let board = CanvasSize(width: 1280, height: 800)

    /// Every person's toolbar in a seating.
    func toolbars(_ seating: Seating, on canvas: CanvasSize) -> [ToolbarLayout] {
        seating.layout(on: canvas).zones.map { ToolbarLayout(zone: $0) }
    }

    @Test(arguments: allSeatings, boardSizes)
    func everyButtonIsAtLeast48PixelsAndLiesInsideItsBarAndZone(seating: Seating, canvas: CanvasSize) {
        for bar in toolbars(seating, on: canvas) {
            #expect(!bar.buttons.isEmpty)
            #expect(bar.zone.rect.encloses(bar.bar))
            for b in bar.buttons {
                #expect(b.rect.width >= 48 && b.rect.height >= 48, "\(b.control) is \(b.rect)")
                #expect(bar.bar.encloses(b.rect), "\(b.control) at \(b.rect) outside \(bar.bar)")
                #expect(b.rect.hasWholePixelEdges)
            }
        }
    }

    @Test(arguments: allSeatings, boardSizes)
    func buttonsDoNotOverlapAndEachControlAppearsOnce(seating: Seating, canvas: CanvasSize) {
        for bar in toolbars(seating, on: canvas) {
            for (i, a) in bar.buttons.enumerated() {
                for b in bar.buttons[(i + 1)...] { #expect(!a.rect.intersects(b.rect), "\(a) overlaps \(b)") }
            }
            #expect(Set(bar.buttons.map(\.control)).count == bar.buttons.count)
        }
    }

    @Test(arguments: allSeatings, boardSizes)
    func hittingAButtonsCentreGivesItsControl(seating: Seating, canvas: CanvasSize) {
        for bar in toolbars(seating, on: canvas) {
            for b in bar.buttons {
                #expect(bar.hit(b.rect.center) == b.control)
                #expect(bar.hit(Point(b.rect.minX, b.rect.minY)) == b.control, "the top-left corner is in")
            }
        }
    }

    @Test(arguments: allSeatings, boardSizes)
    func theGapsBetweenButtonsHitNothingYetBelongToTheBar(seating: Seating, canvas: CanvasSize) {
        for bar in toolbars(seating, on: canvas) {
            // Just past each button's right and bottom edges, and in the bar's corners.
            let gaps = bar.buttons.flatMap { b in
                [Point(b.rect.maxX + 1, b.rect.center.y), Point(b.rect.center.x, b.rect.maxY + 1),
                 Point(b.rect.minX - 1, b.rect.center.y)]
            } + [Point(bar.bar.minX + 1, bar.bar.minY + 1), Point(bar.bar.maxX - 1, bar.bar.maxY - 1)]
            for p in gaps where bar.bar.contains(p) {
                #expect(bar.hit(p) == nil, "\(p)")
                #expect(bar.contains(p))
            }
        }
    }

    @Test(arguments: allSeatings)
    func pointsOutsideTheBarNeitherHitNorBelongToIt(seating: Seating) {
        for bar in toolbars(seating, on: board) {
            let z = bar.zone.rect
            let away = bar.zone.facing == .up ? Point(z.center.x, bar.bar.minY - 1) : Point(z.center.x, bar.bar.maxY + 1)
            #expect(!bar.contains(away) && bar.hit(away) == nil)
            let farSide = bar.zone.facing == .up ? Point(z.center.x, z.minY) : Point(z.center.x, z.maxY - 0.5)
            #expect(!bar.contains(farSide) && bar.hit(farSide) == nil)
        }
    }

    @Test(arguments: allSeatings)
    func theBarLiesAlongThePersonsOwnEdge(seating: Seating) {
        for bar in toolbars(seating, on: board) {
            let z = bar.zone.rect
            #expect(bar.bar.minX == z.minX && bar.bar.width == z.width)
            switch bar.zone.facing {
            case .up: #expect(bar.bar.maxY == z.maxY && bar.bar.minY > z.minY)
            case .down: #expect(bar.bar.minY == z.minY && bar.bar.maxY < z.maxY)
            }
        }
    }

    @Test(arguments: allSeatings, boardSizes)
    func aToolbarFacingDownIsTheHalfTurnOfTheSameToolbarFacingUp(seating: Seating, canvas: CanvasSize) {
        for zone in seating.layout(on: canvas).zones {
            let up = ToolbarLayout(zone: Zone(person: zone.person, rect: zone.rect, facing: .up))
            let down = ToolbarLayout(zone: Zone(person: zone.person, rect: zone.rect, facing: .down))
            let z = zone.rect
            func reflected(_ r: Rect) -> Rect {
                Rect(x: z.minX + z.maxX - r.maxX, y: z.minY + z.maxY - r.maxY, width: r.width, height: r.height)
            }
            #expect(down.bar == reflected(up.bar))
            #expect(down.buttons.map(\.control) == up.buttons.map(\.control))
            #expect(down.buttons.map(\.rect) == up.buttons.map { reflected($0.rect) })
            for b in up.buttons {
                let mirror = Point(z.minX + z.maxX - b.rect.center.x, z.minY + z.maxY - b.rect.center.y)
                #expect(down.hit(mirror) == b.control)
            }
        }
    }

    @Test func acrossTheTableTheFirstSwatchIsAtTheScreensTopRight() {
        let zone = ZoneLayout(people: 2, canvas: board, style: .table).zones[1]
        #expect(zone.facing == .down)
        let bar = ToolbarLayout(zone: zone)
        let firstRow = bar.buttons.filter { $0.rect.minY == bar.buttons[0].rect.minY }
        #expect(bar.buttons[0].control == .color(0))
        #expect(firstRow.map(\.rect.minX) == firstRow.map(\.rect.minX).sorted(by: >), "reads right to left on screen")
        #expect(bar.buttons.allSatisfy { $0.rect.minY <= bar.buttons[0].rect.minY },
                "the first row is the lowest on screen: the furthest from the person's edge, as it is facing up")
    }

    @Test func onAWideZoneEveryControlFitsInOneRowInReadingOrder() {
        let bar = ToolbarLayout(zone: Zone(person: 0, rect: Rect(CanvasSize(width: 1920, height: 1080)), facing: .up))
        #expect(bar.rows == 1 && bar.buttonSize == 56)
        #expect(bar.buttons.map(\.control) == (0..<9).map(ToolbarControl.color) + (0..<4).map(ToolbarControl.width)
            + [.tool(.pen), .tool(.line), .tool(.trail), .tool(.eraser), .undo, .redo, .clearMine, .clearAll])
        #expect(bar.buttons.map(\.rect.minX) == bar.buttons.map(\.rect.minX).sorted())
        #expect(bar.bar == Rect(x: 0, y: 1080 - 72, width: 1920, height: 72))
    }

    @Test func aNarrowerZoneWrapsIntoMoreRowsBeforeShrinking() {
        // 640 px holds 9 buttons of 56 px with 8 px gaps: 21 controls need 3 rows.
        let bar = ToolbarLayout(zone: ZoneLayout(people: 2, canvas: board, style: .screen).zones[0])
        #expect(bar.buttons.count == 21)
        #expect(bar.rows == 3 && bar.buttonSize == 56)
    }

    @Test func buttonsShrinkTowards48PixelsBeforeAnyControlIsDropped() {
        // 21 controls in 3 rows of 7: 7 * 56 + 8 * 8 = 456 px; 7 * 48 + 8 * 8 = 400 px.
        let zone = Zone(person: 0, rect: Rect(x: 0, y: 0, width: 420, height: 800), facing: .up)
        let bar = ToolbarLayout(zone: zone)
        #expect(bar.buttons.count == 21 && bar.rows == 3)
        #expect(bar.buttonSize == 50)
    }

    @Test(arguments: allSeatings, boardSizes)
    func undoTheToolsAndClearMineAreAlwaysThere(seating: Seating, canvas: CanvasSize) {
        for bar in toolbars(seating, on: canvas) {
            let controls = Set(bar.buttons.map(\.control))
            #expect(controls.isSuperset(of: [.undo, .clearMine] + Tool.allCases.map(ToolbarControl.tool)),
                    "person \(bar.zone.person) has only \(bar.buttons.map(\.control))")
        }
    }

    @Test(arguments: LayoutStyle.allCases)
    func eightPeopleOn1280By800DropTheLastColoursFirst(style: LayoutStyle) {
        for bar in toolbars(Seating(people: 8, style: style), on: board) {
            let controls = bar.buttons.map(\.control)
            #expect(controls.count < 21, "a 320 px zone cannot hold every control")
            #expect(controls.prefix(4) == [.color(0), .color(1), .color(2), .color(3)])
            #expect(!controls.contains(.color(8)))
            #expect(controls.contains(.redo) && controls.contains(.width(0)))
        }
    }

    @Test func withRoomForFewerThanSixButtonsTheEssentialsGoLastAndNothingBreaks() {
        let zone = Zone(person: 0, rect: Rect(x: 0, y: 0, width: 130, height: 150), facing: .up)
        let bar = ToolbarLayout(zone: zone)
        #expect(bar.buttons.map(\.control) == [.tool(.pen), .undo])
        #expect(bar.buttons.allSatisfy { zone.rect.encloses($0.rect) && $0.rect.width >= 48 })
        let tiny = ToolbarLayout(zone: Zone(person: 0, rect: Rect(x: 0, y: 0, width: 40, height: 40), facing: .down))
        #expect(tiny.buttons.isEmpty && tiny.bar.isEmpty && tiny.hit(Point(20, 0)) == nil && !tiny.contains(Point(20, 0)))
    }

    @Test func buttonSizeNeverGoesBelow48() {
        let bar = ToolbarLayout(zone: Zone(person: 0, rect: Rect(CanvasSize(width: 1920, height: 1080)), facing: .up),
                                buttonSize: 20)
        #expect(bar.buttonSize == 48)
    }

    @Test func theDropOrderGivesUpLastColoursThenClearAllAndRedoAndKeepsEssentialsToTheEnd() {
        let order = ToolbarLayout.dropOrder(ToolbarLayout.allControls(colors: 9, widths: 4))
        #expect(order.count == 21)
        #expect(Array(order.prefix(7)) == [.color(8), .color(7), .color(6), .color(5), .color(4), .clearAll, .redo])
        #expect(order.suffix(6).allSatisfy(ToolbarLayout.isEssential))
    }

    @Test func theToolsArePenLineTrailAndEraser() {
        #expect(Tool.allCases == [.pen, .line, .trail, .eraser])
        #expect(Tool.allCases.map(\.rawValue) == ["pen", "line", "trail", "eraser"])
    }
}
