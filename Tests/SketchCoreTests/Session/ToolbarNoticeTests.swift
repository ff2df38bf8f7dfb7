import Testing
@testable import SketchCore

@Suite struct ToolbarNoticeTests {
    @Test func aShortTapOnClearAllSaysHoldToClearAll() {
        var s = sharedSession(2)
        s.scribble(0, x: 100, y: 100, t: 0)
        s.press(.clearAll, of: 1, t: 1)
        #expect(s.visibleNotices(at: 1.2) == [ToolbarNotice(.holdToClearAll, person: 1, since: 1.05)])
        #expect(s.isAnimating(at: 1.2))
        #expect(s.visibleNotices(at: 3).isEmpty)
        #expect(s.drawing.strokes.count == 1)
    }

    @Test func aDoubleTapsClearSaysClearedAndATapOnTheNoticeUndoesIt() throws {
        var s = CanvasSession(canvasSize: CanvasSize(width: 1280, height: 800))
        s.scribble(0, x: 100, y: 100, t: 0)
        for t in [1.0, 1.2] {
            s.handle(.pointer(down(.finger(1), 900, 300, t: t)))
            s.handle(.pointer(up(.finger(1), 900, 300, t: t + 0.05)))
        }
        #expect(s.drawing.strokes.isEmpty)
        let notice = try #require(s.visibleNotices(at: 1.5).first)
        #expect(notice.kind == .clearedUndo)
        #expect(notice.text == "CLEARED - TAP TO UNDO")
        let c = notice.rect(in: s.people).center
        s.handle(.pointer(down(.finger(2), c.x, c.y, t: 2)))
        s.handle(.pointer(up(.finger(2), c.x, c.y, t: 2.05)))
        #expect(s.drawing.strokes.count == 1)
        #expect(s.visibleNotices(at: 2.1).isEmpty)
    }

    @Test func theClearedNoticeGoesOnceAnythingElseIsDrawn() {
        var s = CanvasSession(canvasSize: CanvasSize(width: 1280, height: 800))
        s.scribble(0, x: 100, y: 100, t: 0)
        for t in [1.0, 1.2] {
            s.handle(.pointer(down(.finger(1), 900, 300, t: t)))
            s.handle(.pointer(up(.finger(1), 900, 300, t: t + 0.05)))
        }
        #expect(s.visibleNotices(at: 1.5).count == 1)
        s.scribble(0, x: 100, y: 100, t: 2)
        #expect(s.visibleNotices(at: 2.5).isEmpty)
    }

    @Test(arguments: [LayoutStyle.screen, .table])
    func noticesLieInTheirPersonsZoneClearOfThePill(layout: LayoutStyle) {
        let size = CanvasSize(width: 1280, height: 800)
        let people = People(count: 4, canvas: size, layout: layout, base: StrokeStyle(), showsToolbars: true)
        for person in 0..<4 {
            let r = ToolbarNotice(.clearedUndo, person: person, since: 0).rect(in: people)
            let zone = people.layout.zones[person].rect
            #expect(zone.contains(Point(r.minX, r.minY)) && zone.contains(Point(r.maxX - 1, r.maxY - 1)))
            let pill = people.toolbars[person].bar
            #expect(r.maxY <= pill.minY || r.minY >= pill.maxY)
            let mesh = ToolbarArt.mesh(for: ToolbarNotice(.clearedUndo, person: person, since: 0), in: people)
            #expect(mesh.vertices.allSatisfy { r.insetBy(dx: -0.01, dy: -0.01).contains(Point(Double($0.x), Double($0.y))) })
            #expect(mesh.vertices.contains { $0.color == ToolbarArt.noticeTextColor })
        }
    }

    @Test func theFontDrawsEveryLetterOfTheNotices() {
        for text in ["HOLD TO CLEAR ALL", "CLEARED - TAP TO UNDO"] {
            for ch in text where ch != " " {
                #expect(!BitmapFont.rects(String(ch), at: Point(0, 0), cell: 1).isEmpty, "\(ch)")
            }
        }
        #expect(BitmapFont.rects("?", at: Point(0, 0), cell: 1).isEmpty)
        #expect(BitmapFont.size(of: "AB", cell: 2) == (width: 22, height: 14))
    }
}
