import Foundation
import Testing
@testable import SketchCore

/// Copies kept aside (damaged and stale journals, rescue copies) are numbered, so a second
/// never replaces the first.

@Test func copiesAreNumberedBeforeTheirExtensionAndTheFirstFreeNameIsTaken() throws {
    let folder = try makeTemporaryFolder()
    defer { removeFolder(folder) }
    #expect(NumberedCopy.name("/a/.f.sketch.journal.damaged", 2) == "/a/.f.sketch.journal.damaged.2")
    #expect(NumberedCopy.name("/a/rescue-f-00.sketch", 3, pathExtension: "sketch") == "/a/rescue-f-00.3.sketch")
    #expect(NumberedCopy.free(folder + "/x") == folder + "/x")
    try Data().write(to: URL(fileURLWithPath: folder + "/x"))
    try FileManager.default.createSymbolicLink(atPath: folder + "/x.2", withDestinationPath: "nowhere")  // dangling: taken
    #expect(NumberedCopy.free(folder + "/x") == folder + "/x.3")
    #expect(NumberedCopy.taken(folder + "/x") == [folder + "/x", folder + "/x.2"])
}

@Test func twoDamagedJournalsInARowKeepBothCopiesAndEachLineNamesItsOwn() throws {
    let folder = try makeTemporaryFolder()
    defer { removeFolder(folder) }
    let path = folder + "/f.sketch"
    let journalPath = try Journal.path(forDocument: path, environment: [:])
    let (bytes, lines) = twelveStrokeJournal()
    var kept: [[UInt8]] = []
    for (round, copy) in [journalPath + ".damaged", journalPath + ".damaged.2"].enumerated() {
        var damaged = bytes
        damaged[lines[3 + round].lowerBound + 30] ^= 0x10
        try Data(damaged).write(to: URL(fileURLWithPath: journalPath))
        let (_, opened) = try DocumentStore.open(path: path, environment: [:])
        #expect(opened.message == "\(path): recovered 11 of 12 strokes; 1 damaged journal record skipped (kept in \(copy))")
        kept.append(damaged)
    }
    #expect(try Array(Data(contentsOf: URL(fileURLWithPath: journalPath + ".damaged"))) == kept[0])
    #expect(try Array(Data(contentsOf: URL(fileURLWithPath: journalPath + ".damaged.2"))) == kept[1])
}

@Test func twoStaleJournalsInARowKeepBothCopies() throws {
    let folder = try makeTemporaryFolder()
    defer { removeFolder(folder) }
    let path = folder + "/f.sketch"
    let journalPath = try Journal.path(forDocument: path, environment: [:])
    try SketchDocument(canvas: CanvasSize(width: 400, height: 300), strokes: [], saveID: "now").write(to: path)
    for (base, copy) in [("old", journalPath + ".stale"), ("older", journalPath + ".stale.2")] {
        let stale = twelveStrokeJournal(base: base).bytes
        try Data(stale).write(to: URL(fileURLWithPath: journalPath))
        let (_, opened) = try DocumentStore.open(path: path, environment: [:])
        #expect(opened.message?.hasSuffix("it was not applied and was kept as \(copy)") == true)
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: copy))) == stale)
    }
}

@Test func aSecondRescueCopyIsNumberedAndTheNextOpenBringsBackBoth() throws {
    let folder = try makeTemporaryFolder()
    defer { removeFolder(folder) }
    let environment = ["XDG_STATE_HOME": folder + "/state"]
    let path = folder + "/r.sketch"
    let canvas = CanvasSize(width: 400, height: 300)
    var drawing = Drawing()
    let (first, second): (String, String)
    do {
        let (store, opened) = try DocumentStore.open(path: path, environment: environment)
        drawing = opened.drawing
        drawing.commit(stroke((1, 1), (20, 20)))
        first = try store.writeRescue(drawing, canvas: canvas, seating: People.Seating())
        drawing.commit(stroke((30, 1), (50, 20)))
        second = try store.writeRescue(drawing, canvas: canvas, seating: People.Seating())
    }
    #expect(second == NumberedCopy.name(first, 2, pathExtension: "sketch"))
    #expect(try SketchDocument.read(path: first).document.strokes.count == 1, "the first copy is not replaced")
    let (_, reopened) = try DocumentStore.open(path: path, environment: environment)
    #expect(identical(reopened.drawing.strokes, drawing.strokes))
    #expect(reopened.message == "\(path): brought back 1 stroke from the rescue copy \(first); \(path): brought back 2 strokes from the rescue copy \(second)")
    #expect(!FileManager.default.fileExists(atPath: first) && !FileManager.default.fileExists(atPath: second))
}
