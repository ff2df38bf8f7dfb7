import Foundation
import Testing
@testable import SketchCore

@Test func savingThenOpeningGivesBackEveryStrokeBitForBit() throws {
    for seed in 1...6 as ClosedRange<UInt64> {
        let document = randomDocument(seed: seed, strokes: 60)
        let back = try SketchDocument.decode(document.encoded(), name: "x.sketch")
        #expect(back.repairCount == 0)
        #expect(back.document == document)
        #expect(identical(back.document.strokes, document.strokes))
    }
}

@Test func writingToDiskAndReadingBackKeepsIdsOrderAndSeating() throws {
    let folder = try makeTemporaryFolder()
    defer { removeFolder(folder) }
    let path = folder + "/x.sketch"
    var document = randomDocument(seed: 42, strokes: 25)
    document.strokes = document.strokes.enumerated().map { i, s in
        var s = s
        s.id = StrokeID(3 + i * 7)
        return s
    }
    try document.write(to: path)
    let back = try SketchDocument.read(path: path).document
    #expect(back.strokes.map(\.id) == document.strokes.map(\.id))
    #expect(back.seating == document.seating)
    #expect(back.canvas == document.canvas)
    #expect(back.saveID == document.saveID)
    #expect(identical(back.strokes, document.strokes))
    #expect(!FileManager.default.fileExists(atPath: AtomicFile.temporaryPath(for: path)))
}

@Test func anEmptyDrawingRoundTrips() throws {
    let document = SketchDocument(canvas: CanvasSize(width: 640, height: 480))
    let back = try SketchDocument.decode(document.encoded(), name: "x.sketch").document
    #expect(back == document)
    #expect(back.strokes.isEmpty)
}

@Test func aStrokeWithoutSamplesRoundTripsAndDrawsNothing() throws {
    let empty = Stroke(id: 4, style: StrokeStyle(), samples: [])
    let document = SketchDocument(canvas: CanvasSize(width: 5, height: 5), strokes: [empty])
    #expect(try SketchDocument.decode(document.encoded(), name: "x.sketch").document == document)
}

@Test func everyToolSmoothingAndPressureModeRoundTrips() throws {
    var strokes: [Stroke] = []
    var id: StrokeID = 1
    for mode in SmoothingMode.allCases {
        for pressure in [PressureMode.device, .speed, .none] {
            for tool in [Tool.pen, .line] {
                let style = StrokeStyle(color: RGBA(1, 2, 3, 4), width: 7.25, smoothing: Smoothing(mode, granularity: 13),
                                        pressure: pressure)
                strokes.append(Stroke(id: id, style: style, samples: [StrokeSample(Point(1, 2), pressure: 0.5, time: 3)],
                                      owner: Int(id % 8), tool: tool))
                id += 1
            }
        }
    }
    let document = SketchDocument(canvas: CanvasSize(width: 10, height: 10), strokes: strokes)
    #expect(try SketchDocument.decode(document.encoded(), name: "x.sketch").document.strokes == strokes)
}

@Test func theFileHasOneStrokePerLineAndAFlatSampleArray() {
    let stroke = Stroke(id: 5, style: StrokeStyle(color: RGBA(0x11, 0x22, 0x33), width: 4, smoothing: .model, pressure: .speed),
                        samples: [StrokeSample(Point(1.5, 2), pressure: 1, time: 0.25)])
    let text = String(decoding: SketchDocument(canvas: CanvasSize(width: 8, height: 6), strokes: [stroke, stroke]).encoded(),
                      as: UTF8.self)
    #expect(text.contains(##"{"id":5,"owner":0,"tool":"pen","color":"#112233","width":4,"smoothing":"model","granularity":8,"pressure":"speed","samples":[1.5,2,1,0.25]}"##))
    #expect(text.contains(#""people":{"count":1,"layout":"screen","toolbars":false,"assignment":"zones"}"#))
    #expect(text.split(separator: "\n").count == 7)  // format, canvas, people, "strokes":[, two strokes, ]}
}

@Test func numbersReadExactlyAsTheStandardLibraryRoundsThem() throws {
    var rng = SeededRandom(seed: 9)
    var texts: [String] = ["0", "-0", "1e-400", "5e-324", "2.2250738585072011e-308", "1.7976931348623157e308",
                           "9007199254740993", "0.1", "123456789012345678901234567890", "1.00000000000000011102230246251565404236316680908203125",
                           "2.4703282292062327e-324", "7.2057594037927933e16", "4.9406564584124654e-324"]
    for _ in 0..<20_000 {
        let digits = (0..<rng.int(in: 1...22)).map { _ in String(rng.int(in: 0...9)) }.joined()
        let point = rng.int(in: 0...digits.count)
        var text = digits
        if point >= 1, point < digits.count { text.insert(".", at: text.index(text.startIndex, offsetBy: point)) }
        if text.first == "0", text.count > 1, !text.hasPrefix("0.") { text = "1" + text }
        if rng.int(in: 0...1) == 0 { text += "e\(rng.int(in: -340...310))" }
        texts.append(text)
        texts.append(Double(bitPattern: rng.next()).description)
        texts.append((rng.uniform(-2000...2000)).description)
    }
    for text in texts {
        guard let expected = Double(text), expected.isFinite else { continue }
        let bytes = Array(text.utf8)
        let got = try bytes.withUnsafeBufferPointer { buffer -> Double in
            var r = JSONReader(buffer, maxDepth: 4)
            return try r.readNumber()
        }
        #expect(got.bitPattern == expected.bitPattern, "\(text)")
    }
}

@Test func theCrcOfTheCheckStringIsTheStandardOne() {
    #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    #expect(CRC32.checksum([UInt8]()) == 0)
}

@Test func thePowersOfFiveMatchFastFloatsTable() {
    #expect(PowersOfFive.entry(0) == (0x8000_0000_0000_0000, 0))
    #expect(PowersOfFive.entry(1) == (0xA000_0000_0000_0000, 0))
    #expect(PowersOfFive.entry(-1) == (0xCCCC_CCCC_CCCC_CCCC, 0xCCCC_CCCC_CCCC_CCCD))
    #expect(PowersOfFive.entry(-342) == (0xEEF4_53D6_923B_D65A, 0x113F_AA29_06A1_3B3F))
    #expect(PowersOfFive.entry(-189) == (0x8E93_8662_882A_F53E, 0x547E_B47B_7282_EE9C))
    #expect(PowersOfFive.entry(308) == (0x8E67_9C2F_5E44_FF8F, 0x570F_09EA_A7EA_7648))
}
