import Foundation
import Testing
@testable import SketchCore

/// Quitting: an unnamed drawing kept calmly in its journal, and the rescue copy written when
/// nothing else could be.

private let canvas = CanvasSize(width: 400, height: 300)

private func draw(_ count: Int, on session: inout CanvasSession, from start: Double = 0) {
    for k in 0..<count {
        let t = start + Double(k), y = 10 + Double(k) * 7
        session.handle(.pointer(down(.finger(1), 10, y, t: t)))
        session.handle(.pointer(move(.finger(1), 50, y + 2, t: t + 0.01)))
        session.handle(.pointer(up(.finger(1), 90, y + 3, t: t + 0.02)))
    }
}

@Test func aCalmQuitOfAnUnnamedDrawingContinuesQuietlyAndOnlyACrashSaysItDidNotSave() throws {
    let folder = try makeTemporaryFolder()
    defer { removeFolder(folder) }
    let environment = ["XDG_STATE_HOME": folder + "/state"]
    var session = CanvasSession(canvasSize: canvas)
    do {
        let (store, _) = try DocumentStore.open(path: nil, environment: environment)
        draw(3, on: &session)
        try store.record(&session)
        #expect(store.markCalmQuit())
    }
    do {
        let (store, opened) = try DocumentStore.open(path: nil, environment: environment)
        #expect(opened.message == "continuing your unsaved drawing (3 strokes)")
        #expect(identical(opened.drawing.strokes, session.drawing.strokes))
        // This session crashes after one more stroke: the mark was cut off when it opened.
        var again = CanvasSession(canvasSize: canvas)
        again.load(opened.drawing)
        draw(1, on: &again, from: 10)
        try store.record(&again)
    }
    let (_, opened) = try DocumentStore.open(path: nil, environment: environment)
    #expect(opened.message == "unnamed drawing: recovered 4 strokes from the journal of a session that did not save")
}

@Test func aRescueCopyIsBroughtBackByTheNextOpenThenJournalledAndRemoved() throws {
    let folder = try makeTemporaryFolder()
    defer { removeFolder(folder) }
    let environment = ["XDG_STATE_HOME": folder + "/state"]
    let path = folder + "/r.sketch"
    var session = CanvasSession(canvasSize: canvas)
    let copy: String
    do {
        let (store, _) = try DocumentStore.open(path: path, environment: environment)
        draw(2, on: &session)
        try store.save(&session)
        draw(3, on: &session, from: 5)  // never journalled: the disk was full
        session.handle(.key(KeyPress("z", .ctrl)))
        _ = session.takeActions()
        copy = try store.writeRescue(session)
    }
    #expect(copy.hasPrefix(folder + "/state/sketchpad/rescue-r-"))
    do {
        let (_, opened) = try DocumentStore.open(path: path, environment: environment)
        #expect(opened.message == "\(path): brought back 4 strokes from the rescue copy \(copy)")
        #expect(identical(opened.drawing.strokes, session.drawing.strokes))
        #expect(!FileManager.default.fileExists(atPath: copy))
    }
    let recovered = try DocumentRecovery.recover(documentPath: path, environment: environment)
    #expect(identical(recovered.drawing.strokes, session.drawing.strokes))
}

@Test func aRescueCopyOfAnotherSaveIsLeftWhereItIsWithALine() throws {
    let folder = try makeTemporaryFolder()
    defer { removeFolder(folder) }
    let environment = ["XDG_STATE_HOME": folder + "/state"]
    let path = folder + "/r.sketch"
    var session = CanvasSession(canvasSize: canvas)
    let copy: String
    do {
        let (store, _) = try DocumentStore.open(path: path, environment: environment)
        draw(2, on: &session)
        copy = try store.writeRescue(session)
        try store.save(&session)  // saved after all: the copy's base is no longer the document
    }
    let (_, opened) = try DocumentStore.open(path: path, environment: environment)
    #expect(opened.message == "\(path): a rescue copy at \(copy) belongs to another save of this drawing; it was left there")
    #expect(FileManager.default.fileExists(atPath: copy))
}

@Test func aRescueCopyGoesToTheTemporaryFolderWhenTheStateFolderRefuses() throws {
    let folder = try makeTemporaryFolder()
    defer { removeFolder(folder) }
    try Data().write(to: URL(fileURLWithPath: folder + "/state"))  // a file where the folder should be
    let environment = ["XDG_STATE_HOME": folder + "/state", "TMPDIR": folder + "/tmp"]
    try FileManager.default.createDirectory(atPath: folder + "/tmp", withIntermediateDirectories: true)
    let (store, _) = try DocumentStore.open(path: folder + "/t.sketch", environment: environment)
    var session = CanvasSession(canvasSize: canvas)
    draw(1, on: &session)
    let copy = try store.writeRescue(session)
    #expect(copy.hasPrefix(folder + "/tmp/rescue-t-"))
}

@Test func anUnnamedDrawingsRescueCopyIsBroughtBackByTheNextUnnamedStart() throws {
    let folder = try makeTemporaryFolder()
    defer { removeFolder(folder) }
    let environment = ["XDG_STATE_HOME": folder + "/state"]
    var session = CanvasSession(canvasSize: canvas)
    let copy: String
    do {
        let (store, _) = try DocumentStore.open(path: nil, environment: environment)
        draw(2, on: &session)
        _ = session.takeActions()  // never journalled
        copy = try store.writeRescue(session)
    }
    #expect(copy == folder + "/state/sketchpad/rescue-unnamed-1.sketch")
    let (_, opened) = try DocumentStore.open(path: nil, environment: environment)
    #expect(opened.message == "unnamed drawing: brought back 2 strokes from the rescue copy \(copy)")
    #expect(identical(opened.drawing.strokes, session.drawing.strokes))
    #expect(!FileManager.default.fileExists(atPath: copy))
}
