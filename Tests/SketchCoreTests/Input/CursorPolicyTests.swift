import Testing
@testable import SketchCore

@Suite("Cursor: hidden by touches, shown by the mouse")
struct CursorPolicyTests {
    @Test func theCursorShowsAtFirst() {
        #expect(CursorPolicy().visible)
    }

    @Test func aTouchHidesItUntilTheMouseMoves() {
        var cursor = CursorPolicy()
        cursor.note(.touch)
        #expect(!cursor.visible)
        cursor.note(nil)  // keys, window events: no change
        #expect(!cursor.visible)
        cursor.note(.touch)
        #expect(!cursor.visible)
        cursor.note(.mouse)
        #expect(cursor.visible)
        cursor.note(nil)
        #expect(cursor.visible)
    }
}
