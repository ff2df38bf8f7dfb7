import Testing
@testable import SketchCore

@Suite struct LiveStatsTests {
    @Test func sixtyFramesASecondReadAsSixtyFPS() {
        var stats = LiveStats()
        for i in 0..<61 {
            let start = Double(i) / 60
            stats.frame(start: start, end: start + 0.004, latency: i % 2 == 0 ? 0.012 : nil)
        }
        #expect(abs(stats.fps - 60) < 1e-6)
        #expect(abs(stats.frameP99Ms - 4) < 1e-6)
        #expect(abs(stats.latencyP50Ms! - 12) < 1e-6)
        #expect(stats.text == "60 FPS  P99 4.0 MS  LAT 12 MS")
    }

    @Test func onlyTheLastSecondCounts() {
        var stats = LiveStats()
        stats.frame(start: 0, end: 0.5, latency: 0.4)
        for i in 0..<11 { stats.frame(start: 10 + Double(i) / 10, end: 10 + Double(i) / 10 + 0.002, latency: nil) }
        #expect(abs(stats.frameP99Ms - 2) < 1e-6)
        #expect(stats.latencyP50Ms == nil)
        #expect(stats.text.hasSuffix("LAT -"))
    }

    @Test func badTimesAreIgnored() {
        var stats = LiveStats()
        stats.frame(start: 1, end: 0.5, latency: nil)
        stats.frame(start: .nan, end: 1, latency: nil)
        #expect(stats.fps == 0)
        #expect(stats.frameP99Ms == 0)
    }

    @Test func theOverlayTextIsDrawnAsSquaresOnABackingBox() {
        var mesh = Mesh()
        // "1" lights 8 of its 15 glyph pixels; "-" lights 3; the box is one more square.
        PixelFont.append("1-", at: Point(4, 4), pixel: 2, ink: .white, paper: .black, to: &mesh)
        #expect(mesh.triangleCount == 2 * (8 + 3 + 1))
        var unknown = Mesh()
        PixelFont.append("?", at: .zero, pixel: 1, ink: .white, paper: .black, to: &unknown)
        #expect(unknown.triangleCount == 2)
    }
}
