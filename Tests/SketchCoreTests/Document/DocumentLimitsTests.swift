import Testing
@testable import SketchCore

@Test func theStandardLimitsHoldFourOneHourTenFingerSessions() {
    let limits = DocumentLimits.standard
    #expect(limits.maxFileBytes == 1 << 30)
    #expect(limits.maxTotalSamples == 16_000_000)
    #expect(limits.maxSamplesPerStroke == 1_000_000)
    #expect(limits.maxStrokes == 1_000_000)
    #expect(limits.maxNesting == 32)
}

@Test func eachLimitIsEnforcedAtItsValueAndNotBelow() throws {
    let three = [1, 2, 3].map { #"{"id":\#($0),"samples":[1,2,1,0,3,4,1,1]}"# }.joined(separator: ",")
    let text = sketchText(stroke: three)
    #expect(try decodeSketch(text, limits: DocumentLimits(maxStrokes: 3)).document.strokes.count == 3)
    #expect(decodeError(text, limits: DocumentLimits(maxStrokes: 2))?.description.contains("more than 2 strokes") == true)
    #expect(try decodeSketch(text, limits: DocumentLimits(maxTotalSamples: 6)).document.sampleCount == 6)
    #expect(decodeError(text, limits: DocumentLimits(maxTotalSamples: 5))?.description.contains("more than 5 samples in all") == true)
    #expect(try decodeSketch(text, limits: DocumentLimits(maxSamplesPerStroke: 2)).document.sampleCount == 6)
    #expect(decodeError(text, limits: DocumentLimits(maxSamplesPerStroke: 1))?.kind == .tooLarge)
    #expect(try decodeSketch(text, limits: DocumentLimits(maxNesting: 4)).document.strokes.count == 3)
    #expect(decodeError(text, limits: DocumentLimits(maxNesting: 3))?.description.contains("nesting deeper than 3") == true)
    let size = Array(text.utf8).count
    #expect(decodeError(text, limits: DocumentLimits(maxFileBytes: size - 1))?.kind == .tooLarge)
    #expect(try decodeSketch(text, limits: DocumentLimits(maxFileBytes: size)).document.strokes.count == 3)
}
