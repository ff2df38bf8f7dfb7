import Testing
@testable import SketchCore

@Test func unknownFieldsAreIgnoredAtEveryLevel() throws {
    let stroke = ##"{"id":1,"futureStyle":{"glow":[1,2,{"a":null}],"x":"y"},"color":"#112233","samples":[1,2,1,0],"more":[[[]]]}"##
    let text = #"{"format":"sketchpad","version":"1.3","layers":[{"name":"bg","s":[1e300,true,false,null]}],"saveID":"s1","#
        + ##""canvas":{"width":100,"dpi":2.5,"height":80},"people":{"count":2,"seatColours":["#fff"],"layout":"table"},"##
        + #""strokes":[\#(stroke)],"trailer":{"a":{"b":{"c":"\u00e9\ud83d\ude00"}}}}"#
    let document = try decodeSketch(text).document
    #expect(document.canvas == CanvasSize(width: 100, height: 80))
    #expect(document.seating.count == 2)
    #expect(document.seating.layout == .table)
    #expect(document.strokes.count == 1)
    #expect(document.strokes[0].samples == [StrokeSample(Point(1, 2), pressure: 1, time: 0)])
    #expect(document.strokes[0].style.color == RGBA(0x11, 0x22, 0x33))
    #expect(document.formatVersion == FormatVersion(1, 3))
}

@Test func aNewerMajorVersionIsRefusedWithOneClearLine() {
    let error = decodeError(sketchText(version: "2.0"))
    #expect(error?.kind == .newerVersion)
    #expect(error?.description == "x.sketch: format version 2.0 is newer than this sketchpad reads (1.x); update sketchpad")
}

@Test func aNewerMajorIsRefusedEvenWhenTheRestIsUnreadable() {
    let text = #"{"format":"sketchpad","version":"3.1","strokes":"a whole new world"#
    #expect(decodeError(text)?.kind == .newerVersion)
}

@Test func everyMinorVersionOfTheCurrentMajorIsRead() throws {
    for version in ["1.0", "1.1", "1.42"] {
        #expect(try decodeSketch(sketchText(version: version)).document.strokes.count == 1)
    }
}

@Test func anOlderMajorOrAMalformedVersionIsRefused() {
    #expect(decodeError(sketchText(version: "0.9"))?.description.contains("older") == true)
    for bad in ["1", "1.x", "v1.0", "1.0.0", "", "-1.0"] {
        #expect(decodeError(sketchText(version: bad))?.kind == .invalid, "\(bad)")
    }
}

@Test func aFileThatIsNoSketchSaysSo() {
    for text in [#"{"version":"1.0","format":"sketchpad"}"#, #"{"format":"scribble","version":"1.0"}"#, "[1,2,3]", "{}", #"{"format":1}"#] {
        let error = decodeError(text)
        #expect(error?.description.hasPrefix("x.sketch") == true)
        #expect(error?.kind == .invalid || error?.kind == .syntax, "\(text)")
    }
    #expect(decodeError("[1,2,3]")?.description.contains("not a sketchpad document") == true)
}

@Test func theWriterPutsFormatAndVersionFirst() {
    let text = String(decoding: SketchDocument(canvas: CanvasSize(width: 1, height: 1)).encoded(), as: UTF8.self)
    #expect(text.hasPrefix(#"{"format":"sketchpad","version":"1.0","#))
}
