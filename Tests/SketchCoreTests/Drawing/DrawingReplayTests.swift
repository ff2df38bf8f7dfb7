import Testing
@testable import SketchCore

/// A random sequence of every kind of drawing call by three people, made on `drawing`.
private func playRandomSession(on drawing: inout Drawing, seed: UInt64, steps: Int) {
    var rng = SeededRandom(seed: seed)
    var erasing: [Int: Int] = [:]  // person -> the serial of their eraser gesture in progress
    for step in 0..<steps {
        let person = rng.int(in: 0...2)
        switch rng.int(in: 0...11) {
        case 0...3:
            var s = randomStroke(id: 0, &rng)
            s.owner = person
            let id = drawing.commit(s)
            if rng.int(in: 0...5) == 0 { drawing.withdrawLastAdd(of: id) }
        case 4, 5:
            let ids = Set(drawing.strokes.filter { _ in rng.int(in: 0...3) == 0 }.map(\.id))
            let serial = drawing.erase(ids, by: person, continuing: rng.int(in: 0...1) == 0 ? erasing[person] : nil)
            erasing[person] = serial
        case 6, 7: drawing.undo(person: person)
        case 8: drawing.redo(person: person)
        case 9: drawing.clearMine(person)
        case 10 where step % 7 == 0: drawing.clear(by: person)
        default: drawing.withdrawLastAdd(of: drawing.strokes.last?.id ?? 0)
        }
    }
}

private func expectSame(_ a: Drawing, _ b: Drawing, _ context: String = "") {
    #expect(identical(a.strokes, b.strokes), "\(context)")
    #expect(a.history == b.history, "\(context)")
    #expect(a.redos == b.redos, "\(context)")
}

@Test func replayingTheActionsGivesTheSameDrawingHistoryAndRedos() {
    for seed in 1...20 as ClosedRange<UInt64> {
        var original = Drawing()
        playRandomSession(on: &original, seed: seed, steps: 120)
        let actions = Array(original.actions(since: 0))
        #expect(!actions.isEmpty)
        var replayed = Drawing()
        for action in actions { replayed.apply(action) }
        expectSame(original, replayed, "seed \(seed)")
        #expect(Array(replayed.actions(since: 0)) == actions)  // logged once each, as given
        // Both go on the same way: same ids for new strokes, same undo behaviour.
        var rng = SeededRandom(seed: 99)
        var s = randomStroke(id: 0, &rng)
        s.owner = 1
        #expect(original.commit(s) == replayed.commit(s))
        original.undo(person: 2)
        replayed.undo(person: 2)
        original.redo(person: 0)
        replayed.redo(person: 0)
        expectSame(original, replayed, "seed \(seed), after")
    }
}

@Test func actionsThroughTheJournalEncodingReplayTheSame() throws {
    var original = Drawing()
    playRandomSession(on: &original, seed: 5, steps: 200)
    var coder = DrawingActionCoder(known: [])
    var decoder = DrawingActionDecoder(strokes: [:])
    var context = DecodeContext(limits: .standard)
    var replayed = Drawing()
    for action in original.actions(since: 0) {
        let json = coder.encode(action)
        let back = try json.withUnsafeBufferPointer { try decoder.decode($0, context: &context) }
        #expect(back == action)
        replayed.apply(back)
    }
    expectSame(original, replayed)
}

@Test func interleavedPerPersonUndoAndEraseReplayExactly() {
    var original = Drawing()
    let a = original.commit(stroke((0, 0), (10, 0)))
    var mine = stroke((0, 5), (10, 5))
    mine.owner = 1
    let b = original.commit(mine)
    let c = original.commit(stroke((0, 9), (10, 9)))
    let gesture = original.erase([a], by: 1)
    original.undo(person: 0)  // takes back c
    _ = original.erase([b], by: 1, continuing: gesture)  // joins the same gesture
    original.undo(person: 1)  // brings back a and b together
    original.redo(person: 0)  // c again
    original.redo(person: 1)  // takes a and b away again
    original.clearMine(0)  // takes c away
    original.undo(person: 1)  // a and b back
    let actions = Array(original.actions(since: 0))
    var replayed = Drawing()
    for action in actions { replayed.apply(action) }
    expectSame(original, replayed)
    #expect(replayed.strokes.map(\.id) == [a, b])
    replayed.undo(person: 0)
    #expect(replayed.strokes.map(\.id) == [a, b, c])
}

@Test func replayOntoADocumentSavedMidSessionGivesTheSameStrokes() {
    // A save in the middle: the journal then holds only what came after, and the undo
    // history from before the save is not in the document.
    for seed in 30...45 as ClosedRange<UInt64> {
        var original = Drawing()
        playRandomSession(on: &original, seed: seed, steps: 60)
        let saved = original.revision
        let savedStrokes = original.strokes
        playRandomSession(on: &original, seed: seed + 100, steps: 60)
        original.undo(person: 0)
        original.undo(person: 1)
        original.redo(person: 1)
        var recovered = Drawing(strokes: savedStrokes)
        for action in original.actions(since: saved) { recovered.apply(action) }
        #expect(identical(recovered.strokes, original.strokes), "seed \(seed)")
    }
}

@Test func everyMutatingCallThatChangesSomethingAppendsOneAction() {
    var d = Drawing()
    let id = d.commit(stroke((0, 0), (1, 1)))
    #expect(d.revision == 1)
    d.undo(person: 1)  // nothing of person 1's: no action
    d.redo(person: 0)
    d.clearMine(3)
    _ = d.erase([999], by: 0)
    #expect(d.revision == 1)
    d.undo(person: 0)
    d.redo(person: 0)
    _ = d.erase([id], by: 0)
    d.undo(person: 0)
    d.clearMine(0)
    d.undo(person: 0)
    d.clear(by: 2)
    d.undo(person: 2)
    let withdrawn = d.withdrawLastAdd(of: id + 1)
    #expect(!withdrawn)
    let kinds = d.actions(since: 0).map { action -> String in
        switch action {
        case .commit: "commit"
        case .erase: "erase"
        case .undo: "undo"
        case .redo: "redo"
        case .clear: "clear"
        case .clearMine: "clearMine"
        case .withdrawLastAdd: "withdraw"
        }
    }
    #expect(kinds == ["commit", "undo", "redo", "erase", "undo", "clearMine", "undo", "clear", "undo"])
    #expect(d.revision == kinds.count)
}

@Test func aDrawingMadeFromStrokesKeepsTheirIdsAndNumbersNewOnesAbove() {
    let strokes = [7, 3, 12, 3].map { id -> Stroke in
        var s = stroke((Double(id), 0), (0, 1))
        s.id = StrokeID(id)
        return s
    }
    var d = Drawing(strokes: strokes)
    #expect(d.strokes.map(\.id) == [3, 7, 12])
    #expect(d.strokes[0].samples[0].point.x == 3)
    #expect(d.history.isEmpty)
    #expect(d.revision == 0)
    #expect(d.commit(stroke((0, 0), (1, 1))) == 13)
    let first = d.undo(person: 0)
    let second = d.undo(person: 0)
    #expect(first)
    #expect(!second)  // the loaded strokes are no edit
}

@Test func theTrackerAndSessionHandTheDrawingsActionsOn() {
    var tracker = CanvasSession(canvasSize: CanvasSize(width: 200, height: 200))
    tracker.line(from: 10, to: 90, y: 20, at: 0)
    tracker.undo()
    let actions = Array(tracker.drawing.actions(since: 0))
    #expect(actions.count == 2)
    #expect(actions.first?.committedStroke?.tool == .pen)
    #expect(tracker.drawing.revision == 2)

    var session = CanvasSession(canvasSize: CanvasSize(width: 200, height: 200))
    session.handle(.pointer(down(.finger(1), 10, 10, t: 0)))
    session.handle(.pointer(move(.finger(1), 50, 50, t: 0.1)))
    session.handle(.pointer(up(.finger(1), 60, 60, t: 0.2)))
    #expect(session.takeActions().count == 1)
    #expect(session.takeActions().isEmpty)
}

@Test func aDoubleTapRecordsTheWithdrawalAndTheClearAndReplaysThem() {
    var tracker = CanvasSession(canvasSize: CanvasSize(width: 800, height: 600))
    tracker.line(from: 10, to: 90, y: 20, at: 0)
    // Far enough from the line to be a deliberate double tap (see `DoubleTapRule`).
    tracker.tap(500, 400, at: 1)
    tracker.tap(502, 400, at: 1.2)
    let actions = Array(tracker.drawing.actions(since: 0))
    #expect(actions.count == 4)
    #expect(actions[2] == .withdrawLastAdd(2))
    if case .clear = actions[3] {} else { Issue.record("no clear: \(actions[3])") }
    var replayed = Drawing()
    for a in actions { replayed.apply(a) }
    #expect(replayed.strokes.isEmpty)
    #expect(replayed.history == tracker.drawing.history)
    replayed.undo(person: 0)
    #expect(replayed.strokes.map(\.id) == [1])
}

@Test func theLineToolCommitsLineStrokesAndTrailAndEraserCommitNothing() {
    var tracker = CanvasSession(canvasSize: CanvasSize(width: 200, height: 200))
    let pen = StrokeStyle(color: RGBA(1, 2, 3), width: 5)
    for (i, tool) in [Tool.line, .pen].enumerated() {
        let p = PointerID.finger(Int64(i))
        tracker.play(down(p, 10, 10, t: Double(i)), pen: Pen(style: pen, tool: tool, owner: 0))
        tracker.handle(move(p, 40, 40, t: Double(i) + 0.1))
        tracker.handle(up(p, 80, 60, t: Double(i) + 0.2))
    }
    #expect(tracker.drawing.strokes.map(\.tool) == [.line, .pen])
    #expect(tracker.drawing.strokes[0].style.color == RGBA(1, 2, 3))

    var people = People(count: 1, canvas: CanvasSize(width: 200, height: 200), base: pen, showsToolbars: false)
    for tool in [Tool.trail, .eraser] {
        people.pens[0].tool = tool
        var session = CanvasSession(canvasSize: CanvasSize(width: 200, height: 200), people: people)
        session.handle(.pointer(down(.finger(1), 10, 10, t: 0)))
        session.handle(.pointer(move(.finger(1), 50, 50, t: 0.1)))
        session.handle(.pointer(up(.finger(1), 60, 60, t: 0.2)))
        #expect(session.drawing.strokes.isEmpty, "\(tool)")
        #expect(session.takeActions().isEmpty, "\(tool)")
    }
}
