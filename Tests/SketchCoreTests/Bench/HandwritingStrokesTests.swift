import Testing
@testable import SketchCore

struct HandwritingStrokesTests {
    let canvas = CanvasSize(width: 1280, height: 800)

    func make(_ count: Int, seed: UInt64 = 17) -> [Stroke] {
        HandwritingStrokes.make(count: count, canvas: canvas, seed: seed) { n in
            StrokeStyle(color: RGBA(UInt8(n % 256), 0, 0), width: 3)
        }
    }

    @Test func makesTheRequestedNumberOfStrokes() {
        #expect(make(37).count == 37)
        #expect(make(0).isEmpty)
        #expect(make(-3).isEmpty)
    }

    @Test func strokesHave50To300Samples() {
        let counts = make(300).map(\.samples.count)
        #expect(counts.allSatisfy { (50...300).contains($0) })
        // Uniform over the range: both ends of it are visited.
        #expect(counts.min()! < 80 && counts.max()! > 270)
    }

    @Test func samplesLieInsideTheCanvas() {
        for s in make(200) {
            for p in s.samples.map(\.point) {
                #expect(p.x >= 0 && p.x <= 1280 && p.y >= 0 && p.y <= 800)
            }
        }
    }

    @Test func samplesAre2To4PixelsApart() {
        for s in make(50) {
            for (a, b) in zip(s.samples, s.samples.dropFirst()) {
                let d = a.point.distance(to: b.point)
                #expect(d > 2 - 1e-9 && d <= 4 + 1e-9, "step of \(d) px")
            }
        }
    }

    @Test func pressureIsBetweenHalfAndOne() {
        for s in make(50) {
            #expect(s.samples.allSatisfy { (0.5...1).contains($0.pressure) })
        }
    }

    @Test func timeAdvancesOneHundredTwentiethOfASecondPerSample() {
        let strokes = make(20)
        for s in strokes {
            for (a, b) in zip(s.samples, s.samples.dropFirst()) {
                #expect(abs(b.time - a.time - 1.0 / 120) < 1e-9)
            }
        }
        for (a, b) in zip(strokes, strokes.dropFirst()) {
            #expect(b.samples.first!.time > a.samples.last!.time)
        }
    }

    @Test func sameSeedGivesSameStrokes() {
        #expect(make(30, seed: 5) == make(30, seed: 5))
        #expect(make(30, seed: 5) != make(30, seed: 6))
    }

    @Test func styleComesFromTheCallback() {
        let strokes = make(3)
        #expect(strokes.map(\.style.color.r) == [0, 1, 2])
        #expect(strokes.allSatisfy { $0.style.width == 3 && $0.id == 0 })
    }

    @Test func strokesAreSpreadOverTheCanvas() {
        let centres = make(200).map { s -> Point in
            let b = s.bounds!
            return b.min.lerp(to: b.max, 0.5)
        }
        #expect(centres.contains { $0.x < 400 } && centres.contains { $0.x > 880 })
        #expect(centres.contains { $0.y < 250 } && centres.contains { $0.y > 550 })
    }

    @Test func strokesLoop() {
        // Cursive loops make the pen go backwards (leftwards) for part of each loop.
        for s in make(20) {
            let backwards = zip(s.samples, s.samples.dropFirst()).filter { $1.point.x < $0.point.x }.count
            #expect(backwards > 0)
        }
    }

    @Test func tinyCanvasesStillHoldEveryStroke() {
        let small = CanvasSize(width: 64, height: 48)
        let strokes = HandwritingStrokes.make(count: 20, canvas: small, seed: 1) { _ in StrokeStyle() }
        for p in strokes.flatMap(\.samples).map(\.point) {
            #expect(p.x >= 0 && p.x <= 64 && p.y >= 0 && p.y <= 48)
        }
    }
}
