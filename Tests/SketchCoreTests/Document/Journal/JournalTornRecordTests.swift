import Foundation
import Testing
@testable import SketchCore

/// A journal's bytes: a header on top of the empty save, then one record per action of a
/// small session (three strokes, an undo, an erase).
private func sampleJournal() -> (bytes: [UInt8], actions: [DrawingAction], recordStarts: [Int]) {
    var drawing = Drawing()
    for k in 0..<3 { drawing.commit(stroke((Double(k), 0), (Double(k) + 0.5, 7.25))) }
    drawing.undo(person: 0)
    _ = drawing.erase([1], by: 0)
    let actions = Array(drawing.actions(since: 0))
    var bytes = Journal.header(base: "")
    var starts: [Int] = []
    var coder = DrawingActionCoder(known: [])
    for action in actions {
        starts.append(bytes.count)
        bytes += JournalRecord.frame(coder.encode(action))
    }
    return (bytes, actions, starts)
}

@Test func aTornLastRecordIsSkippedAtEveryByteWhereItCouldBeCut() throws {
    let (bytes, actions, starts) = sampleJournal()
    let last = starts.last!
    for cut in last..<bytes.count {
        let torn = Array(bytes[..<cut])
        let contents = try Journal.read(torn, documentStrokes: [], name: "j")
        #expect(contents.actions == Array(actions.dropLast()), "cut at \(cut)")
        #expect(contents.validLength == last, "cut at \(cut)")
        #expect(contents.damagedBytes == cut - last)
        let result = try DocumentRecovery.recover(document: nil, journalBytes: torn, name: "x.sketch")
        #expect(result.recoveredActions == actions.count - 1)
        #expect(result.message?.hasSuffix(cut > last ? "(its torn last record was skipped)" : "did not save") == true)
    }
    #expect(try Journal.read(bytes, documentStrokes: [], name: "j").actions == actions)
}

@Test func garbageOrAFlippedBitInTheLastRecordIsDetected() throws {
    let (bytes, actions, starts) = sampleJournal()
    var rng = SeededRandom(seed: 4)
    for _ in 0..<200 {
        var damaged = bytes
        let i = rng.int(in: starts.last!...bytes.count - 2)
        damaged[i] ^= UInt8(1 << rng.int(in: 0...7))
        #expect(try Journal.read(damaged, documentStrokes: [], name: "j").actions == Array(actions.dropLast()), "byte \(i)")
    }
    for garbage in [[0x00], [0xFF, 0xFE, 0x0A], Array("12345678 {}\n".utf8), Array("deadbeef {\"do\":\"clear\"".utf8)] {
        let contents = try Journal.read(bytes + garbage, documentStrokes: [], name: "j")
        #expect(contents.actions == actions)
        #expect(contents.validLength == bytes.count)
    }
}

@Test func aDamagedRecordInTheMiddleCostsThatRecordOnly() throws {
    let (bytes, actions, starts) = sampleJournal()
    var damaged = bytes
    damaged[starts[1] + 12] ^= 0x20
    let contents = try Journal.read(damaged, documentStrokes: [], name: "j")
    // Stroke 2 is lost; the undo that names stroke 3 and the erase of 1 still read.
    #expect(contents.actions == actions.enumerated().filter { $0.offset != 1 }.map(\.element))
    #expect(contents.damagedRecords == 1)
    #expect(contents.damagedStrokes == 1)
    #expect(contents.validLength == bytes.count)
}

@Test func aJournalWithoutAWholeHeaderAppliesToNothing() throws {
    let (bytes, _, starts) = sampleJournal()
    for cut in [0, 5, starts[0] - 1] {
        let result = try DocumentRecovery.recover(document: nil, journalBytes: Array(bytes[..<cut]), name: "x.sketch")
        #expect(result.journal == nil)
        #expect(result.drawing.strokes.isEmpty)
    }
    let newer = JournalRecord.frame(Array(#"{"journal":"sketchpad","version":2,"base":""}"#.utf8))
    #expect(throws: DocumentError.self) { try Journal.read(newer, documentStrokes: [], name: "j") }
}

@Test func openingCutsATornTailSoLaterRecordsAreReadable() throws {
    let folder = try makeTemporaryFolder()
    defer { removeFolder(folder) }
    let path = folder + "/x.sketch"
    let journalPath = try Journal.path(forDocument: path, environment: [:])
    let (bytes, actions, starts) = sampleJournal()
    let torn = Array(bytes[..<(starts.last! + 7)])
    try Data(torn).write(to: URL(fileURLWithPath: journalPath))
    do {
        let (store, opened) = try DocumentStore.open(path: path, environment: [:])
        #expect(opened.drawing.strokes.map(\.id) == [1, 2])  // 1 2 3, undo 3; the erase of 1 is torn off
        var drawing = opened.drawing
        let recovered = drawing.revision
        drawing.commit(stroke((5, 5), (6, 6)))
        try store.record(Array(drawing.actions(since: recovered)))
    }
    let result = try DocumentRecovery.recover(documentPath: path, environment: [:])
    #expect(result.recoveredActions == actions.count)
    #expect(result.drawing.strokes.map(\.id) == [1, 2, 4])
    #expect(result.journal?.damagedBytes == 0)
}

@Test func undoingAnEditFromBeforeTheSaveWritesTheStrokesItNeeds() throws {
    // Erase a stroke, save (the document no longer has it), then undo the erase: the
    // journal must carry the stroke in full, since neither the document nor it had it.
    let folder = try makeTemporaryFolder()
    defer { removeFolder(folder) }
    let path = folder + "/x.sketch"
    var session = CanvasSession(canvasSize: CanvasSize(width: 300, height: 300))
    do {
        let (store, _) = try DocumentStore.open(path: path, environment: [:])
        for k in 0..<3 {
            session.handle(.pointer(down(.finger(1), 10, 20 + Double(k) * 40, t: Double(k))))
            session.handle(.pointer(move(.finger(1), 90, 25 + Double(k) * 40, t: Double(k) + 0.1)))
            session.handle(.pointer(up(.finger(1), 120, 30 + Double(k) * 40, t: Double(k) + 0.2)))
        }
        session.handle(.key(KeyPress("delete")))
        try store.save(&session)
        session.handle(.key(KeyPress("z", .ctrl)))
        try store.record(&session)
        #expect(session.drawing.strokes.count == 3)
    }
    let result = try DocumentRecovery.recover(documentPath: path, environment: [:])
    #expect(identical(result.drawing.strokes, session.drawing.strokes))
}

@Test func aWholeRecordOverALimitIsKeptAsideAndTheJournalStartsAgainFromWhatWasRead() throws {
    let folder = try makeTemporaryFolder()
    defer { removeFolder(folder) }
    let path = folder + "/x.sketch"
    do {
        let (store, _) = try DocumentStore.open(path: path, environment: [:])
        var drawing = Drawing()
        for k in 0..<3 { drawing.commit(stroke((0, Double(k)), (1, Double(k)), (2, Double(k)))) }
        try store.record(Array(drawing.actions(since: 0)))
    }
    let limits = DocumentLimits(maxTotalSamples: 7)
    let journalPath = try Journal.path(forDocument: path, environment: [:])
    do {
        let (store, opened) = try DocumentStore.open(path: path, environment: [:], limits: limits)
        #expect(opened.drawing.strokes.map(\.id) == [1, 2])
        #expect(opened.message?.contains("1 unreadable journal record skipped (kept in \(journalPath).damaged)") == true)
        #expect(FileManager.default.fileExists(atPath: journalPath + ".damaged"))
        var drawing = opened.drawing
        let recovered = drawing.revision
        _ = drawing.erase([1], by: 0)
        try store.record(Array(drawing.actions(since: recovered)))
    }
    let result = try DocumentRecovery.recover(documentPath: path, environment: [:], limits: limits)
    #expect(result.drawing.strokes.map(\.id) == [2])
    #expect(result.journal?.stoppedAtUnreadableRecord == false)
}
