import Testing
@testable import SketchCore

/// The pill along each person's edge and the popover above it.
@Suite struct CompactToolbarTests {
    static let sizes = [CanvasSize(width: 1280, height: 800), CanvasSize(width: 1920, height: 1080)]
    /// Most share of the window (percent) that may be toolbar on an empty drawing, by people.
    static let budget: [CanvasSize: [Int: Double]] = [
        sizes[0]: [1: 6, 2: 8, 4: 10, 8: 16],
        sizes[1]: [1: 4, 2: 5, 4: 7, 8: 10],
    ]

    static func people(_ count: Int, _ size: CanvasSize, _ layout: LayoutStyle, scale: Double = 1) -> People {
        var p = People(count: count, canvas: size, layout: layout, base: StrokeStyle(), showsToolbars: true)
        p.scale = scale
        return p
    }

    /// Percent of the canvas covered by the pills (they never overlap: each lies in its own zone).
    static func share(_ people: People) -> Double {
        let size = people.layout.canvas
        let area = people.toolbars.reduce(0.0) { $0 + $1.bar.width * $1.bar.height }
        return 100 * area / Double(size.width * size.height)
    }

    @Test(arguments: [1, 2, 4, 8], [LayoutStyle.screen, .table])
    func theToolbarsTakeLittleOfTheWindow(count: Int, layout: LayoutStyle) {
        for size in Self.sizes {
            let people = Self.people(count, size, layout)
            let limit = Self.budget[size]![count]!
            #expect(Self.share(people) <= limit, "\(count) people at \(size.width)x\(size.height)")
            #expect(Self.share(people) > 0)
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8], [LayoutStyle.screen, .table])
    func everyPersonSeesTheirPenAndCanPickTheirOwnColour(count: Int, layout: LayoutStyle) {
        let people = Self.people(count, CanvasSize(width: 1280, height: 800), layout)
        for person in 0..<count {
            let own = people.palette.colors.firstIndex(of: people.pens[person].color)
            #expect(own != nil, "person \(person)'s colour is on the palette")
            #expect(people.selection(for: person).color == own)
            let pill = Set(people.toolbars[person].buttons.map(\.control))
            #expect(pill == Set(ToolbarLayout.pillControls), "person \(person)'s pill")
            let popover = Set(people.popovers[person].buttons.map(\.control))
            let all = ToolbarLayout.allControls(colors: people.palette.colors.count, widths: people.widths.count)
            #expect(popover == Set(all), "person \(person)'s popover has everything")
            for button in people.popovers[person].buttons + people.toolbars[person].buttons {
                #expect(people.layout.zones[person].rect.contains(button.rect.center))
                #expect(button.rect.width >= Double(ToolbarLayout.minimumButtonSize))
            }
        }
    }

    @Test func targetsGrowWithTheDisplayScale() {
        let size = CanvasSize(width: 2560, height: 1600)
        let people = Self.people(2, size, .screen, scale: 2)
        #expect(people.toolbars[0].buttonSize == 2 * ToolbarLayout.minimumButtonSize)
        #expect(Self.share(people) <= 8)
    }

    @Test func thePopoverSitsAgainstThePillAndFacesItsPerson() {
        let people = Self.people(4, CanvasSize(width: 1280, height: 800), .table)
        for (pill, popover) in zip(people.toolbars, people.popovers) {
            let zone = pill.zone
            #expect(popover.zone.facing == zone.facing)
            if zone.facing == .up {
                #expect(popover.bar.maxY == pill.bar.minY)
            } else {
                #expect(popover.bar.minY == pill.bar.maxY)
            }
        }
        #expect(people.popovers.map(\.zone.facing).contains(.down))
    }

    @Test func theMenuOpensThePopoverAndPickingAColourClosesIt() {
        var s = sharedSession(2)
        s.press(.menu, of: 1, t: 0)
        #expect(s.people.openPopovers == [1])
        s.press(.color(5), of: 1, t: 1)
        #expect(s.people.openPopovers.isEmpty)
        #expect(s.people.pens[1].color == s.people.palette.colors[5])
    }

    @Test func drawingClosesThePersonsPopoverButNotOthers() {
        var s = sharedSession(2)
        s.press(.menu, of: 0, t: 0)
        s.press(.menu, of: 1, t: 0.5)
        s.scribble(0, x: 100, y: 100, t: 1)
        #expect(s.people.openPopovers == [1])
        #expect(s.drawing.strokes.count == 1)
    }

    @Test func touchesOnAnOpenPopoverNeverDraw() {
        var s = sharedSession(1)
        s.press(.menu, of: 0, t: 0)
        let bar = s.people.popovers[0].bar
        s.scribble(0, x: bar.minX + 2, y: bar.minY + 2, t: 1)
        #expect(s.drawing.strokes.isEmpty)
    }

    @Test func aShortTapOnClearAllKeepsThePopoverOpenAndTheDrawing() {
        var s = sharedSession(1)
        s.scribble(0, x: 100, y: 100, t: 0)
        s.press(.clearAll, of: 0, t: 1)
        #expect(s.people.openPopovers == [0])
        #expect(s.drawing.strokes.count == 1)
        s.press(.clearAll, of: 0, t: 2, hold: CanvasSession.longPress + 0.1)
        #expect(s.drawing.strokes.isEmpty)
        #expect(s.people.openPopovers.isEmpty)
    }
}

@Suite struct ZoneMarksTests {
    @Test(arguments: [LayoutStyle.screen, .table])
    func everyPersonHasAMarkerInTheirOwnColourOnTheirPill(layout: LayoutStyle) throws {
        let people = CompactToolbarTests.people(8, CanvasSize(width: 1280, height: 800), layout)
        let mesh = ToolbarArt.zoneMarks(for: people)
        for person in 0..<8 {
            let marker = try #require(ToolbarArt.marker(of: person, in: people))
            let pill = people.toolbars[person]
            #expect(pill.bar.contains(marker.center))
            #expect(!pill.buttons.contains { $0.rect.contains(marker.center) }, "the marker hides no button")
            let colour = people.palette.defaultColor(forPerson: person)
            #expect(mesh.vertices.contains { $0.color == colour && marker.contains(Point(Double($0.x), Double($0.y))) })
        }
    }

    @Test func zonesAreParted() {
        let one = CompactToolbarTests.people(1, CanvasSize(width: 1280, height: 800), .screen)
        #expect(!ToolbarArt.zoneMarks(for: one).vertices.contains { $0.color == ToolbarArt.boundaryColor })
        let four = CompactToolbarTests.people(4, CanvasSize(width: 1280, height: 800), .screen)
        let lines = ToolbarArt.zoneMarks(for: four).vertices.filter { $0.color == ToolbarArt.boundaryColor }
        #expect(lines.contains { abs(Double($0.x) - 640) < 2 } && lines.contains { abs(Double($0.y) - 400) < 2 })
    }
}
