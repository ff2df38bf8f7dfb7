import Foundation
import Testing
@testable import SketchCore

/// One lock per real file: every spelling of a document's path meets the same journal, and
/// every hard link the same lock on the file.

@Test func aDocumentOpenedThroughASymlinkOrADottedPathIsBusy() throws {
    let folder = try makeTemporaryFolder()
    defer { removeFolder(folder) }
    let path = folder + "/x.sketch"
    try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: folder + "/link.sketch", withDestinationPath: "x.sketch")
    try FileManager.default.createSymbolicLink(atPath: folder + "/linked-folder", withDestinationPath: folder)
    let (first, _) = try DocumentStore.open(path: path, environment: [:])
    for other in [folder + "/link.sketch", folder + "/./x.sketch", folder + "/sub/../x.sketch", folder + "/linked-folder/x.sketch"] {
        let error = #expect(throws: DocumentError.self, "\(other)") { try DocumentStore.open(path: other, environment: [:]) }
        #expect(error?.kind == .busy)
        #expect(error?.description.hasPrefix("\(other): open in another sketchpad") == true)
    }
    #expect(first.path == ResolvedPath.resolve(path))
}

@Test func aRelativePathResolvesAgainstTheWorkingFolder() {
    let here = ResolvedPath.resolve(FileManager.default.currentDirectoryPath)
    #expect(ResolvedPath.resolve("no-such-drawing.sketch") == here + "/no-such-drawing.sketch")
    #expect(ResolvedPath.resolve("./no-such-drawing.sketch") == here + "/no-such-drawing.sketch")
}

@Test func savingThroughADanglingSymlinkWritesWhereItPointsAndKeepsTheLink() throws {
    let folder = try makeTemporaryFolder()
    defer { removeFolder(folder) }
    try FileManager.default.createSymbolicLink(atPath: folder + "/link.sketch", withDestinationPath: "real.sketch")
    let (store, opened) = try DocumentStore.open(path: folder + "/link.sketch", environment: [:])
    #expect(store.journalPath == ResolvedPath.resolve(folder) + "/.real.sketch.journal")
    try store.save(opened.drawing, canvas: CanvasSize(width: 10, height: 10), seating: People.Seating())
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link.sketch") == "real.sketch")
    #expect(FileManager.default.fileExists(atPath: folder + "/real.sketch"))
}

@Test func aCopySavedOntoAnOpenDocumentIsRefusedAndTheDocumentIsUntouched() throws {
    let folder = try makeTemporaryFolder()
    defer { removeFolder(folder) }
    let path = folder + "/x.sketch"
    try FileManager.default.createSymbolicLink(atPath: folder + "/link.sketch", withDestinationPath: path)
    let copy = SketchDocument(canvas: CanvasSize(width: 10, height: 10), strokes: [stroke((1, 1), (2, 2))].map { var s = $0; s.id = 1; return s }, saveID: "copy")
    do {
        let (store, _) = try DocumentStore.open(path: path, environment: [:])
        for target in [path, folder + "/link.sketch"] {
            let error = #expect(throws: DocumentError.self) { try DocumentStore.saveCopy(copy, to: target, environment: [:]) }
            #expect(error?.kind == .busy)
        }
        #expect(!FileManager.default.fileExists(atPath: path))
        _ = store
    }
    // Closed: the copy is written, and the next open finds it as the document.
    try DocumentStore.saveCopy(copy, to: folder + "/link.sketch", environment: [:])
    #expect(try SketchDocument.read(path: path).document.saveID == "copy")
}

@Test func twoHardLinksToOneDocumentCannotBeOpenedOrSavedOntoAtOnce() throws {
    let folder = try makeTemporaryFolder()
    defer { removeFolder(folder) }
    let path = folder + "/x.sketch", other = folder + "/also-x.sketch"
    let saved = SketchDocument(canvas: CanvasSize(width: 10, height: 10), strokes: [], saveID: "first")
    try saved.write(to: path)
    try FileManager.default.linkItem(atPath: path, toPath: other)
    let copy = SketchDocument(canvas: saved.canvas, strokes: [], saveID: "copy")
    do {
        let (store, _) = try DocumentStore.open(path: path, environment: [:])
        let opened = #expect(throws: DocumentError.self) { try DocumentStore.open(path: other, environment: [:]) }
        #expect(opened?.kind == .busy)
        #expect(opened?.description == "\(other): open in another sketchpad (through another hard link to the same file); close it there first")
        let copied = #expect(throws: DocumentError.self) { try DocumentStore.saveCopy(copy, to: other, environment: [:]) }
        #expect(copied?.kind == .busy)
        #expect(try SketchDocument.read(path: other).document.saveID == "first", "the document is untouched")
        // A save replaces the file: its owner locks the new one, still one sketchpad per file.
        try store.save(Drawing(), canvas: saved.canvas, seating: People.Seating())
        #expect(throws: DocumentError.self) { try DocumentStore.saveCopy(copy, to: path, environment: [:]) }
    }
    // Closed: the other name opens.
    let (_, reopened) = try DocumentStore.open(path: other, environment: [:])
    #expect(reopened.document?.saveID == "first")
}

@Test func theFileLockDoesNotGetInTheWayOfTheSameStoreSavingAgain() throws {
    let folder = try makeTemporaryFolder()
    defer { removeFolder(folder) }
    let path = folder + "/x.sketch"
    let (store, opened) = try DocumentStore.open(path: path, environment: [:])
    for _ in 0..<3 { try store.save(opened.drawing, canvas: CanvasSize(width: 10, height: 10), seating: People.Seating()) }
    try store.save(opened.drawing, canvas: CanvasSize(width: 10, height: 10), seating: People.Seating(), to: folder + "/y.sketch")
    #expect(throws: DocumentError.self) { try DocumentStore.open(path: folder + "/y.sketch", environment: [:]) }
    #expect(throws: Never.self) { try DocumentStore.open(path: path, environment: [:]) }
}
