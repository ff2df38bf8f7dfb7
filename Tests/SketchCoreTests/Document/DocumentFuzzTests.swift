import Testing
@testable import SketchCore

// Bad input never crashes, hangs or eats memory: it gives a one-line error naming the file,
// or a documented repair.

/// Checks the shape every error must have: one line, starting with the file's name.
private func expectOneLine(_ error: DocumentError?, _ context: String = "") {
    guard let error else { Issue.record("no error \(context)"); return }
    #expect(error.description.hasPrefix("x.sketch:"), "\(context)")
    #expect(!error.description.contains("\n"), "\(context)")
}

@Test func aFileTruncatedAtAnyByteGivesAnErrorNamingLineAndColumn() {
    let bytes = randomDocument(seed: 3, strokes: 2).encoded()
    let lastBrace = bytes.lastIndex(of: UInt8(ascii: "}"))!
    for cut in 0...lastBrace {
        let error = decodeError(Array(bytes[..<cut]))
        expectOneLine(error, "cut at \(cut)")
        #expect(error?.kind == .syntax || error?.kind == .invalid, "cut at \(cut)")
    }
    #expect(decodeError(Array(bytes[...lastBrace])) == nil)
}

@Test func syntaxErrorsGiveTheLineAndColumn() {
    let text = "{\"format\":\"sketchpad\",\"version\":\"1.0\",\n\"canvas\":{\"width\":1,\"height\":1},\n\"strokes\":[}"
    #expect(decodeError(text)?.description == "x.sketch:3:12: unexpected '}'")
}

@Test func mistypedFieldsAreErrorsThatNameTheField() {
    let cases: [(String, String)] = [
        (#"{"id":"1","samples":[1,2,1,0]}"#, #""id" must be a number"#),
        (#"{"id":1.5,"samples":[1,2,1,0]}"#, "whole number"),
        (#"{"id":0,"samples":[1,2,1,0]}"#, "not a positive"),
        (#"{"id":1,"samples":{"x":1}}"#, #""samples" must be an array"#),
        (#"{"id":1,"samples":[1,2,"1",0]}"#, "expected a number"),
        (#"{"id":1,"samples":[1,2,1]}"#, "groups of four"),
        (#"{"id":1,"samples":[1,2,1,0],"width":"4"}"#, #""width" must be a number"#),
        (#"{"id":1,"samples":[1,2,1,0],"color":"red"}"#, "colour"),
        (#"{"id":1,"samples":[1,2,1,0],"color":7}"#, #""color" must be a string"#),
        (#"{"id":1,"samples":[1,2,1,0],"granularity":2.5}"#, "whole number"),
        (#"{"id":1,"samples":[1,2,1,0],"owner":true}"#, #""owner" must be a number"#),
        (#"{"samples":[1,2,1,0]}"#, #"no "id""#),
        (#"{"id":1}"#, #"no "samples""#),
        ("[1,2]", "must be an object"),
    ]
    for (stroke, expected) in cases {
        let error = decodeError(sketchText(stroke: stroke))
        expectOneLine(error, stroke)
        #expect(error?.description.contains(expected) == true, "\(stroke): \(error?.description ?? "no error")")
        #expect(error?.description.contains("stroke 1") == true || expected.contains("number"), "\(stroke)")
    }
    #expect(decodeError(#"{"format":"sketchpad","version":"1.0","canvas":{"width":0,"height":5},"strokes":[]}"#)?
        .description.contains("canvas: width 0") == true)
    #expect(decodeError(#"{"format":"sketchpad","version":"1.0","canvas":[1,2],"strokes":[]}"#)?
        .description.contains(#""canvas" must be an object"#) == true)
    #expect(decodeError(#"{"format":"sketchpad","version":"1.0","canvas":{"width":5,"height":5}}"#)?
        .description.contains(#"no "strokes""#) == true)
    #expect(decodeError(#"{"format":"sketchpad","version":"1.0","canvas":{"width":5,"height":5},"strokes":[],"people":{"toolbars":1}}"#)?
        .description.contains(#""toolbars" must be true or false"#) == true)
}

@Test func strokeIdsMustRiseInFileOrder() {
    let text = sketchText(stroke: #"{"id":5,"samples":[1,2,1,0]},{"id":5,"samples":[1,2,1,0]}"#)
    #expect(decodeError(text)?.description.contains("stroke 2: id 5 is not above the id before it (5)") == true)
}

@Test func nanInfinityAndHugeNumbersAreRefused() {
    for token in ["NaN", "Infinity", "-Infinity", "nan", "inf", "1e400", "-1e400", "+1", ".5", "1.", "01", "0x10", "1e", "--1"] {
        let error = decodeError(sketchText(stroke: #"{"id":1,"samples":[1,\#(token),1,0]}"#))
        expectOneLine(error, token)
        #expect(error?.kind == .syntax, "\(token): \(error?.description ?? "no error")")
    }
    #expect(decodeError(sketchText(stroke: #"{"id":1,"samples":[1,1e400,1,0]}"#))?.description.contains("number 1e400 is out of range") == true)
    #expect(decodeError(sketchText(stroke: #"{"id":99999999999999999999,"samples":[1,2,1,0]}"#))?.description.contains("out of range") == true)
}

@Test func tinyNumbersUnderflowToZeroAndAreKept() throws {
    let document = try decodeSketch(sketchText(stroke: #"{"id":1,"samples":[1e-400,-1e-400,0.5,0]}"#)).document
    #expect(document.strokes[0].samples[0].point.x == 0)
}

@Test func widthsAndOtherValuesOutOfRangeAreRepairedAsDocumented() throws {
    let strokes = [
        #"{"id":1,"width":0,"samples":[1,2,1,0]}"#,
        #"{"id":2,"width":-5,"samples":[1,2,1,0]}"#,
        #"{"id":3,"width":1000,"samples":[1,2,1,0]}"#,
        #"{"id":4,"granularity":0,"owner":12,"tool":"eraser","samples":[1,2,1,0]}"#,
        #"{"id":5,"smoothing":"spline9000","pressure":"telepathy","samples":[2e7,-3e7,1.5,5,1,1,-2,4]}"#,
        #"{"id":6,"pressure":"auto","samples":[1,2,0.5,0]}"#,
        #"{"id":7,"pressure":"auto","samples":[1,2,1,0]}"#,
    ].joined(separator: ",")
    let decoded = try decodeSketch(sketchText(stroke: strokes))
    let s = decoded.document.strokes
    #expect(s.map(\.style.width) == [1, 1, 256, 4, 4, 4, 4])
    #expect(s[3].style.smoothing.granularity == 1)
    #expect(s[3].owner == 0)
    #expect(s[3].tool == .pen)
    #expect(s[4].style.smoothing.mode == .model)
    #expect(s[4].style.pressure == PressureMode.none)
    #expect(s[4].samples[0] == StrokeSample(Point(1e6, -1e6), pressure: 1, time: 5))
    #expect(s[4].samples[1] == StrokeSample(Point(1, 1), pressure: 0, time: 5))
    #expect(s[5].style.pressure == .device)
    #expect(s[6].style.pressure == .speed)
    #expect(decoded.repairCount == 14)
    #expect(decoded.repairs.contains("stroke 1: width 0.0 clamped to 1.0"))
}

@Test func deepNestingIsAnErrorNotACrash() {
    let deep = String(repeating: "[", count: 100_000)
    expectOneLine(decodeError(deep))
    expectOneLine(decodeError("{\"format\":" + deep))
    for text in [sketchText(extraTop: #""x":\#(deep),"#), sketchText(stroke: #"{"id":1,"y":\#(deep)"#)] {
        let error = decodeError(text)
        expectOneLine(error)
        #expect(error?.description.contains("nesting deeper than 32 levels") == true, "\(error?.description ?? "")")
    }
    let objects = String(repeating: #"{"a":"#, count: 100_000)
    #expect(decodeError(sketchText(extraTop: #""x":\#(objects),"#))?.description.contains("nesting deeper") == true)
}

@Test func tenMillionPointsAreRefusedAtTheLimitWithoutReadingThemAll() {
    let head = Array(#"{"format":"sketchpad","version":"1.0","canvas":{"width":9,"height":9},"strokes":[{"id":1,"samples":["#.utf8)
    let point = Array("1,2,1,0,".utf8), tail = Array("1,2,1,0]}]}".utf8)
    let pointBytes = point.count * 10_000_000
    var bytes = [UInt8](repeating: 0, count: head.count + pointBytes + tail.count)
    bytes.withUnsafeMutableBytes { b in
        b.copyBytes(from: head)
        let base = b.baseAddress! + head.count
        base.copyMemory(from: point, byteCount: point.count)
        var filled = point.count
        while filled < pointBytes {  // doubling copies: fast even in a debug build
            let n = min(filled, pointBytes - filled)
            (base + filled).copyMemory(from: base, byteCount: n)
            filled += n
        }
        (base + pointBytes).copyMemory(from: tail, byteCount: tail.count)
    }
    let limits = DocumentLimits(maxFileBytes: 1 << 30, maxSamplesPerStroke: 1_000, maxTotalSamples: 2_000)
    let error = decodeError(bytes, limits: limits)
    #expect(error?.kind == .tooLarge)
    #expect(error?.description.contains("stroke 1: more than 1000 samples in one stroke") == true)
    #expect(decodeError(bytes)?.description.contains("more than 1000000 samples in one stroke") == true)
}

@Test func aFileOverTheSizeLimitIsRefusedBeforeItIsRead() throws {
    let folder = try makeTemporaryFolder()
    defer { removeFolder(folder) }
    let path = folder + "/big.sketch"
    try randomDocument(seed: 1, strokes: 3).write(to: path)
    let error = #expect(throws: DocumentError.self) { try SketchDocument.read(path: path, limits: DocumentLimits(maxFileBytes: 100)) }
    #expect(error?.kind == .tooLarge)
    #expect(error?.description.hasPrefix(path + ": ") == true)
    #expect(error?.description.contains("more than the 100 bytes") == true)
    #expect(try SketchDocument.read(path: path).document.strokes.count == 3)
}

@Test func aMissingFileAndAFolderAreErrorsNamingThePath() throws {
    let folder = try makeTemporaryFolder()
    defer { removeFolder(folder) }
    let missing = #expect(throws: DocumentError.self) { try SketchDocument.read(path: folder + "/nope.sketch") }
    #expect(missing?.kind == .missing)
    #expect(missing?.description.hasPrefix(folder + "/nope.sketch: ") == true)
    let directory = #expect(throws: DocumentError.self) { try SketchDocument.read(path: folder) }
    #expect(directory?.kind == .unreadable)
}

@Test func invalidUTF8AndBadEscapesInStringsAreErrors() {
    let cases: [[UInt8]] = [[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80], [0x01]]
    for bad in cases {
        var bytes = Array(#"{"format":"sketchpad","version":"1.0","saveID":""#.utf8)
        bytes += bad
        bytes += Array(#"","canvas":{"width":1,"height":1},"strokes":[]}"#.utf8)
        let error = decodeError(bytes)
        expectOneLine(error, "\(bad)")
        #expect(error?.description.contains("UTF-8") == true || error?.description.contains("control character") == true)
    }
    for escape in [#"\x"#, #"\ud800"#, #"\udc00x"#, #"\u12"#] {
        #expect(decodeError(sketchText(extraTop: #""junk":"\#(escape)","#)) != nil, "\(escape)")
    }
    #expect(decodeError([0x7B, 0xFF, 0x7D])?.description.contains("byte 0xFF") == true)
}

@Test func duplicateKeysAreErrors() {
    #expect(decodeError(sketchText(stroke: #"{"id":1,"id":2,"samples":[1,2,1,0]}"#))?.description.contains(#"stroke 1: duplicate key "id""#) == true)
    #expect(decodeError(sketchText(extraTop: #""canvas":{"width":1,"height":1},"#))?.description.contains(#"duplicate key "canvas""#) == true)
    #expect(decodeError(sketchText(extraTop: #""people":{"count":1,"count":2},"#))?.description.contains("duplicate") == true)
    #expect(decodeError(#"{"format":"sketchpad","version":"1.0","canvas":{"width":1,"width":2,"height":1},"strokes":[]}"#)?
        .description.contains("duplicate") == true)
    #expect(decodeError(sketchText(extraTop: #""x":1,"x":2,"#)) == nil)
}

@Test func trailingCommasCommentsAndTrailingGarbageAreErrors() {
    for text in [sketchText(stroke: #"{"id":1,"samples":[1,2,1,0,]}"#), sketchText(stroke: #"{"id":1,"samples":[1,2,1,0]},"#),
                 sketchText() + " x", sketchText() + "{}", "// hi\n" + sketchText(), sketchText(extraTop: #""a":tru,"#)] {
        expectOneLine(decodeError(text), text)
    }
    #expect(decodeError(" \n\t" + sketchText() + "\n\n") == nil)
    #expect(decodeError([0xEF, 0xBB, 0xBF] + Array(sketchText().utf8)) == nil)
}

@Test func randomDamageNeverCrashes() {
    let good = randomDocument(seed: 11, strokes: 5).encoded()
    var rng = SeededRandom(seed: 12)
    let structural = Array(#"{}[],:"0-e.\"#.utf8)
    var errors = 0
    for _ in 0..<3_000 {
        var bytes = good
        for _ in 0..<rng.int(in: 1...4) {
            let i = rng.int(in: 0...bytes.count - 1)
            switch rng.int(in: 0...2) {
            case 0: bytes[i] = UInt8(rng.int(in: 0...255))
            case 1: bytes.remove(at: i)
            default: bytes.insert(structural[rng.int(in: 0...structural.count - 1)], at: i)
            }
        }
        do {
            _ = try SketchDocument.decode(bytes, name: "x.sketch")
        } catch let e as DocumentError {
            errors += 1
            expectOneLine(e)
        } catch {
            Issue.record("\(error)")
        }
    }
    #expect(errors > 1_000)
}
