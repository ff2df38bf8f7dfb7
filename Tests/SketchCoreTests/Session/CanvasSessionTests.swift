import Testing
@testable import SketchCore

/// A key press with a readable name for parameterised tests.
struct NamedKey: Sendable, CustomTestStringConvertible {
    var press: KeyPress
    var testDescription: String {
        var parts: [String] = []
        if press.modifiers.contains(.ctrl) { parts.append("Ctrl") }
        if press.modifiers.contains(.shift) { parts.append("Shift") }
        if press.modifiers.contains(.alt) { parts.append("Alt") }
        return (parts + [press.name]).joined(separator: "+")
    }
    init(_ name: String, _ mods: KeyModifiers = []) { press = KeyPress(name, mods) }
}

@Suite("Canvas session: keys and window events")
struct CanvasSessionTests {
    let canvas = CanvasSize(width: 400, height: 300)

    /// A session with two strokes drawn (ids 1 and 2).
    func sessionWithTwoStrokes() -> CanvasSession {
        var session = CanvasSession(canvasSize: canvas)
        for (k, y) in [50.0, 150.0].enumerated() {
            let f = PointerID.finger(Int64(k)), t = Double(k)
            session.handle(.pointer(down(f, 10, y, t: t)))
            session.handle(.pointer(move(f, 60, y, t: t + 0.01)))
            session.handle(.pointer(up(f, 110, y, t: t + 0.02)))
        }
        return session
    }

    @Test(arguments: [NamedKey("z", .ctrl), NamedKey("Z", .ctrl)])
    func ctrlZUndoes(_ key: NamedKey) {
        var session = sessionWithTwoStrokes()
        #expect(session.handle(.key(key.press)) == nil)
        #expect(session.drawing.strokes.map(\.id) == [1])
    }

    @Test(arguments: [NamedKey("Z", [.ctrl, .shift]), NamedKey("y", .ctrl), NamedKey("Y", .ctrl)])
    func redoKeysRedo(_ key: NamedKey) {
        var session = sessionWithTwoStrokes()
        session.handle(.key(KeyPress("Z", .ctrl)))
        session.handle(.key(KeyPress("Z", .ctrl)))
        #expect(session.drawing.strokes.isEmpty)
        #expect(session.handle(.key(key.press)) == nil)
        #expect(session.drawing.strokes.map(\.id) == [1])
    }

    @Test func deleteClearsAndCtrlZBringsTheStrokesBack() {
        var session = sessionWithTwoStrokes()
        let before = session.drawing.strokes
        #expect(session.handle(.key(KeyPress("Delete"))) == nil)
        #expect(session.drawing.strokes.isEmpty)
        session.handle(.key(KeyPress("Z", .ctrl)))
        #expect(session.drawing.strokes == before)
    }

    @Test func escapeQuits() {
        var session = sessionWithTwoStrokes()
        #expect(session.handle(.key(KeyPress("Escape"))) == .quit)
        #expect(session.drawing.strokes.count == 2)
    }

    @Test(arguments: [NamedKey("F"), NamedKey("f"), NamedKey("F11")])
    func fullscreenKeysAskToToggleFullscreen(_ key: NamedKey) {
        var session = sessionWithTwoStrokes()
        #expect(session.handle(.key(key.press)) == .toggleFullscreen)
        #expect(session.drawing.strokes.count == 2)
    }

    @Test(arguments: [
        NamedKey("Z"), NamedKey("z", .shift), NamedKey("Z", .alt), NamedKey("Z", [.ctrl, .alt]),
        NamedKey("Y"), NamedKey("F", .ctrl), NamedKey("Delete", .shift), NamedKey("Q"), NamedKey("Return"),
    ])
    func otherKeysDoNothing(_ key: NamedKey) {
        var session = sessionWithTwoStrokes()
        session.handle(.key(KeyPress("Z", .ctrl)))
        let strokes = session.drawing.strokes, undo = session.drawing.undoStack, redo = session.drawing.redoStack
        #expect(session.handle(.key(key.press)) == nil)
        #expect(session.drawing.strokes == strokes)
        #expect(session.drawing.undoStack == undo)
        #expect(session.drawing.redoStack == redo)
    }

    @Test func quitEventAsksToQuit() {
        var session = CanvasSession(canvasSize: canvas)
        #expect(session.handle(.quit) == .quit)
    }

    @Test func pointerEventsAskNothingOfTheShell() {
        var session = CanvasSession(canvasSize: canvas)
        #expect(session.handle(.pointer(down(.mouse, 5, 5, t: 0))) == nil)
        #expect(session.activeStrokes.count == 1)
    }

    @Test func cancelAllEndsEveryActiveTouchKeepingItsStroke() throws {
        var session = CanvasSession(canvasSize: canvas)
        let pointers: [PointerID] = [.finger(0), .finger(1), .mouse]
        for (k, p) in pointers.enumerated() {
            let y = 20 + 100 * Double(k)
            session.handle(.pointer(down(p, 10, y, t: 0)))
            session.handle(.pointer(move(p, 50, y, t: 0.01)))
        }
        #expect(session.handle(.cancelAll(time: 0.02)) == nil)
        #expect(session.activeStrokes.isEmpty)
        let strokes = session.drawing.strokes
        try #require(strokes.count == 3)
        #expect(strokes.map(\.points) == [
            [Point(10, 20), Point(50, 20)],
            [Point(10, 120), Point(50, 120)],
            [Point(10, 220), Point(50, 220)],
        ])

        // The cancelled pointers are gone: their late moves and ups are ignored.
        session.handle(.pointer(move(.finger(0), 90, 20, t: 0.03)))
        session.handle(.pointer(up(.finger(0), 90, 20, t: 0.04)))
        #expect(session.drawing.strokes == strokes)
    }

    @Test func cancelAllWithNothingActiveChangesNothing() {
        var session = sessionWithTwoStrokes()
        session.handle(.cancelAll(time: 5))
        #expect(session.drawing.strokes.count == 2)
        #expect(session.drawing.undoStack.count == 2)
    }

    @Test func resizeChangesTheCanvasSize() throws {
        var session = CanvasSession(canvasSize: canvas)
        #expect(session.handle(.resize(CanvasSize(width: 1024, height: 768))) == nil)
        #expect(session.canvasSize == CanvasSize(width: 1024, height: 768))
        session.handle(.pointer(down(.mouse, 1000, 700, t: 0)))
        session.handle(.pointer(up(.mouse, 2000, 2000, t: 0.01)))
        try #require(session.drawing.strokes.count == 1)
        #expect(session.drawing.strokes[0].points == [Point(1000, 700), Point(1024, 768)])
    }

    @Test func renderResetAsksForARebakeAndKeepsTheStrokes() {
        var session = sessionWithTwoStrokes()
        let before = session.renderResets
        #expect(before == 0)
        #expect(session.handle(.renderReset) == nil)
        #expect(session.renderResets == before + 1)
        #expect(session.drawing.strokes.count == 2)
    }

    @Test func otherEventsDoNotAskForARebake() {
        var session = sessionWithTwoStrokes()
        let before = session.renderResets
        session.handle(.key(KeyPress("Delete")))
        session.handle(.resize(CanvasSize(width: 10, height: 10)))
        session.handle(.cancelAll(time: 3))
        #expect(session.renderResets == before)
    }

    @Test func sessionUsesTheStyleItWasGiven() throws {
        let style = StrokeStyle(color: RGBA(1, 2, 3), width: 7)
        var session = CanvasSession(canvasSize: canvas, style: style)
        session.handle(.pointer(down(.mouse, 5, 5, t: 0)))
        session.handle(.pointer(up(.mouse, 5, 5, t: 0.01)))
        try #require(session.drawing.strokes.count == 1)
        #expect(session.drawing.strokes[0].style == style)
    }
}
