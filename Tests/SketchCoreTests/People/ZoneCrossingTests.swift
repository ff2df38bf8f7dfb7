import Testing
@testable import SketchCore

/// A touch belongs to the zone it began in, whatever zone it wanders into.
@Suite struct ZoneCrossingTests {
    @Test func aTrailBegunInOnePersonsZoneKeepsTheirColourInAnothers() {
        var s = sharedSession(2)
        s.press(.tool(.trail), of: 0, t: 0)
        s.press(.tool(.trail), of: 1, t: 0.1)
        s.press(.color(3), of: 1, t: 0.2)
        let mine = s.people.pen(for: 0).style.color
        #expect(mine != s.people.pen(for: 1).style.color)
        let f = PointerID.finger(1)
        s.handle(.pointer(down(f, 300, 300, t: 1)))       // person 0's zone
        s.handle(.pointer(move(f, 700, 300, t: 1.05)))    // into person 1's zone
        s.handle(.pointer(move(f, 900, 320, t: 1.1)))
        #expect(s.gestures[f]?.trailPerson == 0)
        let circles = s.trail.circles(at: 1.1)
        #expect(circles.count >= 3)
        #expect(circles.allSatisfy { $0.color == mine })
        s.handle(.pointer(up(f, 950, 320, t: 1.15)))
        #expect(s.drawing.strokes.isEmpty)
    }

    @Test func aPenStrokeBegunInOnePersonsZoneKeepsTheirPersonAndColourInAnothers() {
        var s = sharedSession(2)
        s.press(.color(3), of: 1, t: 0)
        let f = PointerID.finger(1)
        s.handle(.pointer(down(f, 300, 300, t: 1)))
        s.handle(.pointer(move(f, 700, 300, t: 1.05)))
        #expect(s.gestures[f]?.inkPerson == 0)
        s.handle(.pointer(up(f, 900, 320, t: 1.1)))
        #expect(s.gestures.isEmpty)
        try? #require(s.drawing.strokes.count == 1)
        #expect(s.drawing.strokes.first?.owner == 0)
        #expect(s.drawing.strokes.first?.style.color == s.people.pen(for: 0).style.color)
        #expect(s.drawing.strokes.first?.style.color != s.people.pen(for: 1).style.color)
    }
}

/// One table says what every touch is doing.
@Suite struct GestureTableTests {
    @Test func aToolbarPressATrailAndAStrokeEachHaveOneEntryUntilTheyLift() {
        var s = sharedSession(2)
        s.press(.tool(.trail), of: 1, t: 0)
        let button = s.people.toolbars[0].buttons.first { $0.control == .undo }!
        s.handle(.pointer(down(.finger(1), button.rect.center.x, button.rect.center.y, t: 1)))
        s.handle(.pointer(down(.finger(2), 700, 300, t: 1)))
        s.handle(.pointer(down(.finger(3), 100, 300, t: 1)))
        #expect(s.gestures[.finger(1)]?.person == 0)
        #expect(s.presses[.finger(1)]?.control == .undo)
        #expect(s.gestures[.finger(2)]?.trailPerson == 1)
        #expect(s.gestures[.finger(3)]?.inkPerson == 0)
        s.handle(.cancelAll(time: 2))
        #expect(s.gestures.isEmpty)
        #expect(s.activeStrokes.isEmpty)
    }
}
