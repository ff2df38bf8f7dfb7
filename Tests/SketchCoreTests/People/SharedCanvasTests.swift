import Testing
@testable import SketchCore

/// Two, three or four people on one 1200x800 screen, toolbars on.
func sharedSession(_ people: Int = 2, toolbars: Bool = true, layout: LayoutStyle = .screen) -> CanvasSession {
    let size = CanvasSize(width: 1200, height: 800)
    return CanvasSession(canvasSize: size, people: People(count: people, canvas: size, layout: layout,
                                                         base: StrokeStyle(), showsToolbars: toolbars))
}

extension CanvasSession {
    /// A short horizontal stroke by `finger` from (x, y), 60 px long.
    mutating func scribble(_ finger: Int64, x: Double, y: Double, t: Double) {
        let f = PointerID.finger(finger)
        handle(.pointer(down(f, x, y, t: t)))
        handle(.pointer(move(f, x + 30, y + 5, t: t + 0.02)))
        handle(.pointer(up(f, x + 60, y, t: t + 0.04)))
    }

    /// A tap of `finger` at the centre of `person`'s `control`, held for `hold` seconds; a control
    /// that is not on the pill is pressed on the popover, opened first (just before `t`) if need be.
    mutating func press(_ control: ToolbarControl, of person: Int, t: Double, hold: Double = 0.05, finger: Int64 = 9) {
        var button = people.toolbars[person].buttons.first { $0.control == control }
        if button == nil {
            if !people.openPopovers.contains(person) { press(.menu, of: person, t: t - 0.001, hold: 0, finger: finger) }
            button = people.popovers[person].buttons.first { $0.control == control }
        }
        let c = button!.rect.center
        handle(.pointer(down(.finger(finger), c.x, c.y, t: t)))
        handle(.pointer(up(.finger(finger), c.x, c.y, t: t + hold)))
    }

    var owners: [Int] { drawing.strokes.map(\.owner) }
}

@Suite struct SharedCanvasTests {
    @Test func aStrokeBelongsToThePersonWhoseZoneItBeganIn() {
        var s = sharedSession(2)
        s.scribble(0, x: 100, y: 100, t: 0)     // left zone: person 0
        s.scribble(1, x: 700, y: 100, t: 1)     // right zone: person 1
        s.scribble(2, x: 560, y: 300, t: 2)     // begins left, crosses into the right zone
        #expect(s.owners == [0, 1, 0])
    }

    @Test func touchesThatBeginOnAToolbarNeverDraw() {
        var s = sharedSession(2)
        let bar = s.people.toolbars[0].bar
        s.scribble(0, x: bar.minX + 2, y: bar.center.y, t: 0)
        #expect(s.drawing.strokes.isEmpty)
    }

    @Test func eachPersonDrawsInTheirOwnDefaultColour() {
        var s = sharedSession(3)
        s.scribble(0, x: 100, y: 100, t: 0)
        s.scribble(1, x: 500, y: 100, t: 1)
        s.scribble(2, x: 900, y: 100, t: 2)
        #expect(Set(s.drawing.strokes.map(\.style.color)).count == 3)
    }

    @Test func aColourButtonChangesOnlyItsPersonsPen() {
        var s = sharedSession(2)
        s.press(.color(2), of: 1, t: 0)
        s.scribble(0, x: 100, y: 100, t: 1)
        s.scribble(1, x: 700, y: 100, t: 2)
        #expect(s.drawing.strokes[1].style.color == Palette.standard.colors[2])
        #expect(s.drawing.strokes[0].style.color == Palette.standard.colors[0])
    }

    @Test func undoTakesBackOnlyThatPersonsLastStroke() {
        var s = sharedSession(2)
        s.scribble(0, x: 100, y: 100, t: 0)
        s.scribble(1, x: 700, y: 100, t: 1)
        s.scribble(2, x: 100, y: 300, t: 2)     // person 0 again
        s.press(.undo, of: 1, t: 3)             // person 1 undoes: their stroke goes, not the newest
        #expect(s.owners == [0, 0])
        s.press(.undo, of: 0, t: 4)
        #expect(s.owners == [0])
        s.press(.redo, of: 1, t: 5)
        #expect(s.owners == [0, 1])
    }

    @Test func undoWithNothingOfYoursLeftChangesNothing() {
        var s = sharedSession(2)
        s.scribble(0, x: 100, y: 100, t: 0)
        s.press(.undo, of: 1, t: 1)
        #expect(s.owners == [0])
    }

    @Test func clearMineLeavesEveryoneElsesStrokesAndIsUndoable() {
        var s = sharedSession(3)
        s.scribble(0, x: 100, y: 100, t: 0)
        s.scribble(1, x: 500, y: 100, t: 1)
        s.scribble(2, x: 100, y: 300, t: 2)
        s.scribble(3, x: 900, y: 100, t: 3)
        s.press(.clearMine, of: 0, t: 4)
        #expect(s.owners == [1, 2])
        s.scribble(4, x: 500, y: 300, t: 5)       // person 1 draws on; person 0 undoes the clear
        s.press(.undo, of: 0, t: 6)
        #expect(s.owners.sorted() == [0, 0, 1, 1, 2])
    }

    @Test(arguments: [0.2, 0.79])
    func aShortPressOnClearAllClearsNothing(hold: Double) {
        var s = sharedSession(2)
        s.scribble(0, x: 100, y: 100, t: 0)
        s.press(.clearAll, of: 0, t: 1, hold: hold)
        #expect(s.drawing.strokes.count == 1)
    }

    @Test func aLongPressOnClearAllClearsEveryoneAndIsUndoable() {
        var s = sharedSession(2)
        s.scribble(0, x: 100, y: 100, t: 0)
        s.scribble(1, x: 700, y: 100, t: 1)
        s.press(.clearAll, of: 1, t: 2, hold: 1.0)
        #expect(s.drawing.strokes.isEmpty)
        s.press(.undo, of: 0, t: 4)              // not person 0's act: nothing comes back
        #expect(s.drawing.strokes.isEmpty)
        s.press(.undo, of: 1, t: 5)
        #expect(s.owners == [0, 1])
    }

    @Test func aDoubleTapNeverClearsWithSeveralPeople() {
        var s = sharedSession(2)
        s.scribble(0, x: 100, y: 100, t: 0)
        for t in [1.0, 1.2] {
            s.handle(.pointer(down(.finger(5), 300, 300, t: t)))
            s.handle(.pointer(up(.finger(5), 300, 300, t: t + 0.05)))
        }
        #expect(s.drawing.strokes.count == 3, "the stroke and two dots")
    }

    @Test func theEraserRemovesAnyonesStrokeAndUndoBringsItBack() {
        var s = sharedSession(2)
        s.scribble(0, x: 700, y: 100, t: 0)         // person 1's stroke...
        s.press(.tool(.eraser), of: 0, t: 1)
        let f = PointerID.finger(1)
        s.handle(.pointer(down(f, 550, 90, t: 2)))  // ...erased by person 0, crossing the zones
        s.handle(.pointer(move(f, 760, 110, t: 2.1)))
        s.handle(.pointer(up(f, 760, 140, t: 2.2)))
        #expect(s.drawing.strokes.isEmpty)
        s.press(.undo, of: 0, t: 4)                  // person 0 takes the erase back
        #expect(s.drawing.strokes.count == 1)
    }

    @Test func oneEraserGestureIsOneUndoStep() {
        var s = sharedSession(1, toolbars: false)
        s.scribble(0, x: 100, y: 100, t: 0)
        s.scribble(1, x: 100, y: 200, t: 1)
        s.handle(.key(KeyPress("E")))
        let f = PointerID.finger(2)
        s.handle(.pointer(down(f, 120, 80, t: 2)))
        s.handle(.pointer(move(f, 120, 150, t: 2.1)))
        s.handle(.pointer(move(f, 120, 230, t: 2.2)))
        s.handle(.pointer(up(f, 120, 230, t: 2.3)))
        #expect(s.drawing.strokes.isEmpty)
        s.handle(.key(KeyPress("z", .ctrl)))
        #expect(s.drawing.strokes.count == 2)
    }

    @Test func theLineToolDrawsAHighlightedLineAndCommitsItInThePenColour() {
        var s = sharedSession(1, toolbars: false)
        s.handle(.key(KeyPress("L")))
        s.handle(.key(KeyPress("3")))
        let f = PointerID.finger(0)
        s.handle(.pointer(down(f, 100, 100, t: 0)))
        s.handle(.pointer(move(f, 150, 180, t: 0.05)))
        s.handle(.pointer(move(f, 300, 120, t: 0.1)))
        let active = s.activeStrokes.first { $0.pointer == f }!
        #expect(active.stroke.style.color == Pen.lineHighlight)
        #expect(active.stroke.samples.map(\.point) == [Point(100, 100), Point(300, 120)])
        s.handle(.pointer(up(f, 320, 120, t: 0.15)))
        let line = s.drawing.strokes[0]
        #expect(line.samples.map(\.point) == [Point(100, 100), Point(320, 120)])
        #expect(line.style.color == Palette.standard.colors[2])
    }

    @Test func trailTouchesLeaveNothingInTheDrawingAndFade() {
        var s = sharedSession(1, toolbars: false)
        s.handle(.key(KeyPress("T")))
        s.scribble(0, x: 100, y: 100, t: 0)
        #expect(s.drawing.strokes.isEmpty)
        #expect(s.isAnimating(at: 1))
        #expect(!s.isAnimating(at: 20))
    }

    @Test func keysChooseColourWidthAndToolForTheSinglePerson() {
        var s = sharedSession(1, toolbars: false)
        s.handle(.key(KeyPress("2")))
        s.handle(.key(KeyPress("]")))
        s.handle(.key(KeyPress("]")))
        #expect(s.people.pens[0].color == Palette.standard.colors[1])
        #expect(s.people.pens[0].width == 16, "4 -> 8 -> 16")
        s.handle(.key(KeyPress("[")))
        #expect(s.people.pens[0].width == 8)
        s.handle(.key(KeyPress("P")))
        #expect(s.people.pens[0].tool == .pen)
    }

    @Test func resizingLaysTheZonesOutAgain() {
        var s = sharedSession(2)
        s.handle(.resize(CanvasSize(width: 600, height: 400)))
        #expect(s.people.layout.zones.map(\.rect.width) == [300, 300])
        #expect(s.people.toolbars[1].bar.maxX <= 600)
    }
}
