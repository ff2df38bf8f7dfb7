import Testing
@testable import SketchCore

/// Whether a stroke comes within a distance of a segment (the eraser's test).
@Suite struct StrokeHitTestTests {
    @Test func aSegmentCrossingTheStrokeFarFromBothEndsHitsIt() {
        let s = stroke((0, 100), (200, 100))
        #expect(s.comes(within: 5, of: Point(100, 0), Point(100, 200)))
    }

    @Test func segmentsWhoseBackwardExtensionsCrossDoNotHit() {
        let s = stroke((0, 0), (10, 0))
        // Extended backwards, the two segments would cross at (-5, 0); they are 11 px apart.
        #expect(!s.comes(within: 5, of: Point(-5, 10), Point(-5, 20)))
        #expect(s.comes(within: 12, of: Point(-5, 10), Point(-5, 20)))
    }
}
