import Foundation
import Testing
@testable import SketchCore

/// A session that draws `count` strokes with one finger, `record`ing after each.
private func drawStrokes(_ count: Int, on session: inout CanvasSession, store: DocumentStore, from start: Double = 0) throws {
    for k in 0..<count {
        let t = start + Double(k)
        let y = 10 + Double(k % 50) * 3
        session.handle(.pointer(down(.finger(1), 10, y, t: t)))
        session.handle(.pointer(move(.finger(1), 40.123456789, y + 0.5, t: t + 0.01)))
        session.handle(.pointer(up(.finger(1), 80.5, y + 1, t: t + 0.02)))
        try store.record(&session)
    }
}

private let canvas = CanvasSize(width: 400, height: 300)

@Test func theJournalLivesBesideTheDocumentOrInTheStateFolder() throws {
    #expect(try Journal.path(forDocument: "/a/b/x.sketch", environment: [:]) == "/a/b/.x.sketch.journal")
    #expect(try Journal.path(forDocument: "x.sketch", environment: [:]) == ".x.sketch.journal")
    #expect(try Journal.path(forDocument: nil, environment: ["XDG_STATE_HOME": "/st/", "HOME": "/h"]) == "/st/sketchpad/unnamed.journal")
    #expect(try Journal.path(forDocument: nil, environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"]) == "/h/.local/state/sketchpad/unnamed.journal")
    #expect(try Journal.path(forDocument: nil, environment: ["HOME": "/h"], slot: 3) == "/h/.local/state/sketchpad/unnamed-3.journal")
    #expect(throws: DocumentError.self) { try Journal.path(forDocument: nil, environment: [:]) }
}

@Test func everyCommittedStrokeIsRecoveredAfterACrash() throws {
    let folder = try makeTemporaryFolder()
    defer { removeFolder(folder) }
    let path = folder + "/x.sketch"
    var session = CanvasSession(canvasSize: canvas)
    do {
        let (store, opened) = try DocumentStore.open(path: path, environment: [:])
        #expect(opened.document == nil)
        #expect(opened.message == nil)
        try drawStrokes(12, on: &session, store: store)
        session.handle(.key(KeyPress("z", .ctrl)))
        try store.record(&session)
        // The store goes away without saving: a crash, as far as the files can tell.
    }
    let recovered = try DocumentRecovery.recover(documentPath: path, environment: [:])
    #expect(recovered.recoveredStrokes == 12)
    #expect(recovered.recoveredActions == 13)
    #expect(identical(recovered.drawing.strokes, session.drawing.strokes))
    #expect(recovered.message == "\(path): recovered 12 strokes and 1 other change from the journal of a session that did not save")

    let (store, opened) = try DocumentStore.open(path: path, environment: [:])
    #expect(identical(opened.drawing.strokes, session.drawing.strokes))
    #expect(opened.message == recovered.message)
    // Recovered undo history: the undone stroke can be redone.
    var again = CanvasSession(canvasSize: canvas)
    again.load(opened.drawing)
    again.handle(.key(KeyPress("y", .ctrl)))
    #expect(again.drawing.strokes.count == 12)
    try store.record(&again)
    let next = try DocumentRecovery.recover(documentPath: path, environment: [:])
    #expect(next.drawing.strokes.count == 12)
}

@Test func savingResetsTheJournalToTheNewSave() throws {
    let folder = try makeTemporaryFolder()
    defer { removeFolder(folder) }
    let path = folder + "/x.sketch"
    let (store, _) = try DocumentStore.open(path: path, environment: [:])
    var session = CanvasSession(canvasSize: canvas)
    try drawStrokes(3, on: &session, store: store)
    try store.save(&session)
    let journal = try #require(store.journalPath)
    let text = try String(contentsOfFile: journal, encoding: .utf8)
    #expect(text.split(separator: "\n").count == 1)
    #expect(text.contains(#""base":"\#(store.saveID)""#))
    #expect(try SketchDocument.read(path: path).document.saveID == store.saveID)
    try drawStrokes(2, on: &session, store: store, from: 10)
    let recovered = try DocumentRecovery.recover(documentPath: path, environment: [:])
    #expect(recovered.recoveredStrokes == 2)
    #expect(recovered.drawing.strokes.count == 5)
    #expect(identical(recovered.drawing.strokes, session.drawing.strokes))
}

@Test func aJournalFromBeforeTheLastSaveIsStaleNotAppliedAndKeptAsideWithALine() throws {
    let folder = try makeTemporaryFolder()
    defer { removeFolder(folder) }
    let path = folder + "/x.sketch"
    let journal = try Journal.path(forDocument: path, environment: [:])
    var session = CanvasSession(canvasSize: canvas)
    do {
        let (store, _) = try DocumentStore.open(path: path, environment: [:])
        try drawStrokes(4, on: &session, store: store)
    }
    let before = try Array(Data(contentsOf: URL(fileURLWithPath: journal)))
    // A save that wrote the document and crashed before resetting the journal.
    let saved = SketchDocument(canvas: canvas, strokes: Array(session.drawing.strokes.prefix(4)), saveID: "later-save")
    try saved.write(to: path)
    let recovered = try DocumentRecovery.recover(documentPath: path, environment: [:])
    #expect(recovered.recoveredActions == 0)
    #expect(recovered.message == "\(path): its journal (4 changes) belongs to another save of this drawing; it was not applied")
    #expect(recovered.journal == nil)
    #expect(recovered.drawing.strokes == saved.strokes)
    // Opening replaces the stale journal with a fresh one on top of the document.
    let (store, opened) = try DocumentStore.open(path: path, environment: [:])
    #expect(opened.drawing.strokes.count == 4)
    #expect(store.saveID == "later-save")
    let after = try Array(Data(contentsOf: URL(fileURLWithPath: journal)))
    #expect(after != before)
    #expect(after == Journal.header(base: "later-save"))
    #expect(opened.message == "\(path): its journal (4 changes) belongs to another save of this drawing; it was not applied and was kept as \(journal).stale")
    #expect(try Array(Data(contentsOf: URL(fileURLWithPath: journal + ".stale"))) == before)
}

@Test func aSecondSketchpadCannotOpenTheSameDocument() throws {
    let folder = try makeTemporaryFolder()
    defer { removeFolder(folder) }
    let (first, _) = try DocumentStore.open(path: folder + "/x.sketch", environment: [:])
    let error = #expect(throws: DocumentError.self) { try DocumentStore.open(path: folder + "/x.sketch", environment: [:]) }
    #expect(error?.kind == .busy)
    _ = first
}

@Test func anUnnamedDrawingJournalsToTheStateFolderAndTakesTheNextFreeSlot() throws {
    let folder = try makeTemporaryFolder()
    defer { removeFolder(folder) }
    let environment = ["XDG_STATE_HOME": folder + "/state", "HOME": "/nonexistent"]
    var session = CanvasSession(canvasSize: canvas)
    do {
        let (store, opened) = try DocumentStore.open(path: nil, environment: environment)
        #expect(opened.document == nil)
        #expect(store.journalPath == folder + "/state/sketchpad/unnamed.journal")
        let (second, _) = try DocumentStore.open(path: nil, environment: environment)
        #expect(second.journalPath == folder + "/state/sketchpad/unnamed-2.journal")
        try drawStrokes(2, on: &session, store: store)
    }
    let (store, opened) = try DocumentStore.open(path: nil, environment: environment)
    #expect(opened.message == "unnamed drawing: recovered 2 strokes from the journal of a session that did not save")
    #expect(identical(opened.drawing.strokes, session.drawing.strokes))
    // Save as: the drawing gets a name, a journal beside it, and the unnamed journal goes.
    try store.save(opened.drawing, canvas: canvas, seating: People.Seating(count: 2, layout: .table, toolbars: true),
                   to: folder + "/named.sketch")
    #expect(store.path == folder + "/named.sketch")
    #expect(store.journalPath == folder + "/.named.sketch.journal")
    #expect(!FileManager.default.fileExists(atPath: folder + "/state/sketchpad/unnamed.journal"))
    let document = try SketchDocument.read(path: folder + "/named.sketch").document
    #expect(document.seating == People.Seating(count: 2, layout: .table, toolbars: true))
    #expect(identical(document.strokes, session.drawing.strokes))
}

@Test func discardingChangesLeavesTheDocumentAsSaved() throws {
    let folder = try makeTemporaryFolder()
    defer { removeFolder(folder) }
    let path = folder + "/x.sketch"
    var session = CanvasSession(canvasSize: canvas)
    do {
        let (store, _) = try DocumentStore.open(path: path, environment: [:])
        try drawStrokes(2, on: &session, store: store)
        try store.save(&session)
        try drawStrokes(3, on: &session, store: store, from: 5)
        try store.discardChanges()
    }
    let (_, opened) = try DocumentStore.open(path: path, environment: [:])
    #expect(opened.drawing.strokes.count == 2)
    #expect(opened.message == nil)
}

@Test func aDocumentThatCannotBeReadIsAnErrorNotAnEmptyDrawing() throws {
    let folder = try makeTemporaryFolder()
    defer { removeFolder(folder) }
    let path = folder + "/x.sketch"
    try Data("{\"format\":\"sketchpad\",\"version\":\"9.0\"}".utf8).write(to: URL(fileURLWithPath: path))
    let error = #expect(throws: DocumentError.self) { try DocumentStore.open(path: path, environment: [:]) }
    #expect(error?.kind == .newerVersion)
}
