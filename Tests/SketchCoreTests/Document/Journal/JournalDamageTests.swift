import Foundation
import Testing
@testable import SketchCore

/// A journal as `draw` writes it for twelve strokes drawn with a finger, on top of `base`,
/// with where each line starts (the header's first, then one per stroke) and the end.
func twelveStrokeJournal(base: String = "", firstID: StrokeID = 1) -> (bytes: [UInt8], lines: [Range<Int>]) {
    var session = CanvasSession(canvasSize: CanvasSize(width: 400, height: 300))
    if firstID > 1 { session.load(Drawing(strokes: [stroke((1, 1), (2, 2))].map { var s = $0; s.id = firstID - 1; return s })) }
    _ = session.takeActions()
    for k in 0..<12 {
        let t = Double(k), y = 20 + Double(k) * 20
        session.handle(.pointer(down(.finger(1), 10, y, t: t)))
        session.handle(.pointer(move(.finger(1), 60, y + 3, t: t + 0.016)))
        session.handle(.pointer(up(.finger(1), 110, y + 5, t: t + 0.033)))
    }
    var bytes = Journal.header(base: base)
    var lines = [0..<bytes.count]
    var coder = DrawingActionCoder(known: [])
    for action in session.takeActions() {
        let start = bytes.count
        bytes += JournalRecord.frame(coder.encode(action))
        lines.append(start..<bytes.count)
    }
    return (bytes, lines)
}

/// Whole stroke records (not the header) that `damage` leaves untouched.
private func intactStrokes(_ lines: [Range<Int>], untouched: (Range<Int>) -> Bool) -> Int {
    lines.dropFirst().filter(untouched).count
}

@Test func theSampleJournalHoldsTwelveStrokes() throws {
    let (bytes, lines) = twelveStrokeJournal()
    #expect(lines.count == 13)
    let result = try DocumentRecovery.recover(document: nil, journalBytes: bytes, name: "f.sketch")
    #expect(result.recoveredStrokes == 12)
    #expect(result.message == "f.sketch: recovered 12 strokes from the journal of a session that did not save")
}

@Test func flippingAnyByteCostsAtMostTheRecordItHitAndSaysSoInOneLine() throws {
    let (bytes, lines) = twelveStrokeJournal()
    var fewest = Int.max, messages = 0
    for i in bytes.indices {
        // Every byte once, alternately inverted and with one bit flipped (every bit position in turn).
        for mask: UInt8 in [i % 2 == 0 ? 0xFF : 0x01 << UInt8(i / 2 % 8)] {
            var damaged = bytes
            damaged[i] ^= mask
            let result = try DocumentRecovery.recover(document: nil, journalBytes: damaged, name: "f.sketch",
                                                      journalPath: ".f.sketch.journal")
            let intact = intactStrokes(lines) { !$0.contains(i) }
            #expect(result.recoveredStrokes >= intact, "byte \(i) ^ \(mask): \(result.message ?? "")")
            let line = try #require(result.message, "byte \(i) ^ \(mask) was skipped without a word")
            #expect(!line.contains("\n") && line.contains("skipped"), "byte \(i): \(line)")
            fewest = min(fewest, result.recoveredStrokes)
            messages += 1
        }
    }
    #expect(fewest == 11)
    #expect(messages == bytes.count)
}

@Test func aFlippedDigitInTheSeventhRecordIsReportedAsTheIssueAsks() throws {
    let (bytes, lines) = twelveStrokeJournal()
    var damaged = bytes
    let seventh = lines[7]
    let digit = try #require(damaged[seventh.lowerBound + 40..<seventh.upperBound].firstIndex { (0x30...0x38).contains($0) })
    damaged[digit] += 1
    let result = try DocumentRecovery.recover(document: nil, journalBytes: damaged, name: "f.sketch",
                                              journalPath: ".f.sketch.journal")
    #expect(result.recoveredStrokes == 11)
    #expect(result.message == "f.sketch: recovered 11 of 12 strokes; 1 damaged journal record skipped (kept in .f.sketch.journal.damaged)")
}

@Test func cuttingTheJournalAnywhereKeepsEveryWholeRecordAndSaysWhenARecordWasCut() throws {
    let (bytes, lines) = twelveStrokeJournal()
    for cut in 0...bytes.count {
        let result = try DocumentRecovery.recover(document: nil, journalBytes: Array(bytes[..<cut]), name: "f.sketch")
        let intact = intactStrokes(lines) { $0.upperBound <= cut }
        #expect(result.recoveredStrokes >= intact, "cut at \(cut)")
        let atBoundary = lines.contains { $0.upperBound == cut } || cut == 0
        if !atBoundary {
            let line = try #require(result.message, "cut at \(cut) was skipped without a word")
            #expect(!line.contains("\n") && line.contains("torn"), "cut at \(cut): \(line)")
        }
    }
}

@Test func aDamagedHeaderAppliesWhenItsStrokesAreNewerThanTheDocumentsAndNotWhenTheDocumentHoldsThem() throws {
    let older = SketchDocument(canvas: CanvasSize(width: 400, height: 300),
                               strokes: [stroke((1, 1), (2, 2))].map { var s = $0; s.id = 3; return s }, saveID: "old")
    let (bytes, lines) = twelveStrokeJournal(base: "old", firstID: 4)
    var damaged = bytes
    damaged[lines[0].lowerBound + 20] ^= 0x04
    let fresh = try DocumentRecovery.recover(document: older, journalBytes: damaged, name: "f.sketch")
    #expect(fresh.recoveredStrokes == 12)
    #expect(fresh.drawing.strokes.count == 13)
    #expect(fresh.message == "f.sketch: recovered 12 strokes; its damaged journal header was skipped")
    // A later save already holds these strokes: the journal is stale, kept aside, not applied twice.
    let later = SketchDocument(canvas: older.canvas, strokes: fresh.drawing.strokes, saveID: "new")
    let stale = try DocumentRecovery.recover(document: later, journalBytes: damaged, name: "f.sketch")
    #expect(stale.stale)
    #expect(stale.drawing.strokes == later.strokes)
    #expect(stale.message?.contains("not applied") == true)
}

@Test func openingADamagedJournalKeepsItAsideAndAppendsAfterWhatWasRecovered() throws {
    let folder = try makeTemporaryFolder()
    defer { removeFolder(folder) }
    let path = folder + "/f.sketch"
    let journalPath = try Journal.path(forDocument: path, environment: [:])
    let (bytes, lines) = twelveStrokeJournal()
    var damaged = bytes
    damaged[lines[7].lowerBound + 30] ^= 0x10
    try Data(damaged).write(to: URL(fileURLWithPath: journalPath))
    do {
        let (store, opened) = try DocumentStore.open(path: path, environment: [:])
        #expect(opened.drawing.strokes.count == 11)
        #expect(opened.message == "\(path): recovered 11 of 12 strokes; 1 damaged journal record skipped (kept in \(journalPath).damaged)")
        var drawing = opened.drawing
        let recovered = drawing.revision
        drawing.commit(stroke((5, 5), (6, 6)))
        try store.record(Array(drawing.actions(since: recovered)))
    }
    #expect(try Array(Data(contentsOf: URL(fileURLWithPath: journalPath + ".damaged"))) == damaged)
    let again = try DocumentRecovery.recover(documentPath: path, environment: [:])
    #expect(again.recoveredStrokes == 12)
    #expect(again.journal?.needsRewrite == false)
    #expect(again.message == "\(path): recovered 12 strokes from the journal of a session that did not save")
}
