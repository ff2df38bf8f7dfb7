import Testing
@testable import SketchCore

/// People seated by device on one 1200x800 screen, toolbars on.
func deviceSession(toolbars: Bool = true) -> CanvasSession {
    let size = CanvasSize(width: 1200, height: 800)
    let seating = People.Seating(toolbars: toolbars, assignment: .byDevice)
    return CanvasSession(canvasSize: size, people: People(seating, canvas: size, base: StrokeStyle()))
}

extension CanvasSession {
    /// A short horizontal stroke by `pointer` from (x, y), 60 px long.
    mutating func scribble(_ pointer: PointerID, x: Double, y: Double, t: Double) {
        handle(.pointer(down(pointer, x, y, t: t)))
        handle(.pointer(move(pointer, x + 30, y + 5, t: t + 0.02)))
        handle(.pointer(up(pointer, x + 60, y, t: t + 0.04)))
    }
}

@Suite struct DeviceSeatingTests {
    @Test func aStrokeBelongsToItsDevicesPersonWhereverItBegins() {
        var s = deviceSession()
        s.scribble(.finger(0, device: 7), x: 100, y: 350, t: 0)
        s.scribble(.finger(0, device: 3), x: 110, y: 400, t: 1)   // same place, other device
        s.scribble(.finger(4, device: 7), x: 1000, y: 450, t: 2)  // first device, other finger, far away
        s.scribble(.mouse, x: 600, y: 380, t: 3)
        #expect(s.owners == [0, 1, 0, 2])
    }

    @Test func peopleJoinAsTheirDevicesFirstTouch() {
        var s = deviceSession()
        #expect(s.people.count == 1)
        s.scribble(.finger(0, device: 1), x: 100, y: 400, t: 0)
        #expect(s.people.count == 1)
        s.scribble(.finger(0, device: 2), x: 100, y: 400, t: 1)
        #expect(s.people.count == 2)
        #expect(s.people.toolbars.count == 2)
    }

    @Test func eachDevicesPersonDrawsInTheirOwnDefaultColour() {
        var s = deviceSession()
        for d in 1...3 { s.scribble(.finger(0, device: Int64(d)), x: 100, y: 400, t: Double(d)) }
        #expect(Set(s.drawing.strokes.map(\.style.color)).count == 3)
    }

    @Test func undoTakesBackOnlyTheDevicesPersonsStroke() {
        var s = deviceSession(toolbars: false)
        s.scribble(.finger(0, device: 1), x: 100, y: 400, t: 0)
        s.scribble(.finger(0, device: 2), x: 100, y: 500, t: 1)
        s.undo(person: 0)
        #expect(s.owners == [1])
    }

    @Test func aNinthDeviceSharesThePersonOfTheFirst() {
        var s = deviceSession(toolbars: false)
        for d in 0..<9 { s.scribble(.finger(0, device: Int64(d)), x: 100, y: 100 + Double(d) * 60, t: Double(d)) }
        #expect(s.people.count == 8)
        #expect(s.owners == [0, 1, 2, 3, 4, 5, 6, 7, 0])
    }

    @Test func aDoubleTapNeverClearsWhenSeatedByDevice() {
        var s = deviceSession(toolbars: false)
        let f = PointerID.finger(0)
        for t in [0.0, 0.15] {
            s.handle(.pointer(down(f, 300, 300, t: t)))
            s.handle(.pointer(up(f, 300, 300, t: t + 0.05)))
        }
        #expect(s.drawing.strokes.count == 2)
    }
}
