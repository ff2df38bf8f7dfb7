import Testing
@testable import SketchCore

@Suite struct ToolbarSceneTests {
    /// Person `person`'s finger down on their clear-all at `t` (popover opened just before), not lifted.
    static func holdClearAll(_ s: inout CanvasSession, person: Int, t: Double) {
        s.press(.menu, of: person, t: t - 0.01, hold: 0)
        let c = s.people.popovers[person].buttons.first { $0.control == .clearAll }!.rect.center
        s.handle(.pointer(down(.finger(5), c.x, c.y, t: t)))
    }

    @Test func clearAllProgressRisesWithTheHeldTimeAndStopsAtOne() {
        var s = sharedSession(2)
        #expect(s.clearAllProgress(for: 0, at: 3) == 0)
        Self.holdClearAll(&s, person: 0, t: 1)
        #expect(s.clearAllProgress(for: 0, at: 1) == 0)
        #expect(abs(s.clearAllProgress(for: 0, at: 1 + CanvasSession.longPress / 2) - 0.5) < 1e-9)
        #expect(s.clearAllProgress(for: 0, at: 1 + CanvasSession.longPress) == 1)
        #expect(s.clearAllProgress(for: 0, at: 10) == 1)
        #expect(s.clearAllProgress(for: 1, at: 1.5) == 0, "only the person holding it")
    }

    @Test func releasingClearAllEndsItsProgress() {
        var s = sharedSession(1)
        Self.holdClearAll(&s, person: 0, t: 1)
        let c = s.people.popovers[0].buttons.first { $0.control == .clearAll }!.rect.center
        s.handle(.pointer(up(.finger(5), c.x, c.y, t: 1.2)))
        #expect(s.clearAllProgress(for: 0, at: 1.3) == 0)
        #expect(s.visibleNotices(at: 1.3).map(\.kind) == [.holdToClearAll], "a short tap says to hold")
    }

    @Test func aHeldClearAllChangesTheSceneOnlyInProgressSteps() {
        var s = sharedSession(2)
        Self.holdClearAll(&s, person: 1, t: 1)
        let undo = [(undo: false, redo: false), (undo: false, redo: false)]
        let frames = (0...120).map { ToolbarScene(s, at: 1 + Double($0) / 120, undo: undo) }
        let distinct = Set(frames).count
        #expect(distinct == ToolbarScene.progressSteps + 1)
        #expect(frames.last!.bars[1].progress == ToolbarScene.progressSteps)
        #expect(frames.allSatisfy { $0.bars[0].progress == 0 })
    }

    @Test func theSceneIsTheSameWhileNothingOnTheToolbarsChanges() {
        var s = sharedSession(4, layout: .table)
        let undo = Array(repeating: (undo: true, redo: false), count: 4)
        let before = ToolbarScene(s, at: 1, undo: undo)
        s.scribble(0, x: 300, y: 300, t: 1)
        #expect(ToolbarScene(s, at: 2, undo: undo) == before, "drawing alone changes no toolbar")
        s.press(.color(3), of: 2, t: 3)
        #expect(ToolbarScene(s, at: 4, undo: undo) != before)
    }
}
