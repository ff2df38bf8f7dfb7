import Foundation
import Testing
@testable import SketchCore

@Suite struct WetBodyWorkerTests {
    static let canvas = CanvasSize(width: 400, height: 300)
    static let style = StrokeStyle(color: .black, width: 6, smoothing: .model, pressure: .speed)

    /// A wavy stroke of `count` samples at 120 Hz.
    func wave(_ count: Int, y: Double = 150) -> Stroke {
        Stroke(style: Self.style, samples: (0..<count).map { k in
            let t = Double(k) / 120
            return StrokeSample(Point(30 + 6 * Double(k), y + 20 * sin(t * 25)), time: t)
        })
    }

    func input(_ stroke: Stroke, dried: Int = 0) -> WetBodyWorker.Input {
        .init(centreline: Centreline(stroke), dried: dried, style: stroke.style)
    }

    func pixels(of worker: WetBodyWorker, _ rect: PixelRect?, at offset: Int) -> ArraySlice<UInt8> {
        guard let rect else { return [] }
        return worker.pixels[offset..<(offset + rect.width * rect.height * 4)]
    }

    @Test func aBatchOnAPoolThreadMatchesTheSameBatchOnTheCallingThread() {
        let strokes = [wave(40), wave(25, y: 80)]
        let fresh = WetBodyWorker.FreshInput(stroke: wave(44, y: 220), end: Array(Centreline(wave(40, y: 220)).settled.suffix(2)),
                                             samples: 40, predictTo: 44.0 / 120 + 0.016, memo: .init())
        let pool = WetBodyWorker(), here = WetBodyWorker()
        pool.start([input(strokes[0], dried: 12), input(strokes[1])], fresh: [fresh], canvas: Self.canvas)
        let a = pool.finish()
        let b = here.run([input(strokes[0], dried: 12), input(strokes[1])], fresh: [fresh], canvas: Self.canvas)
        #expect(a.bodies.count == 2 && a.fresh.count == 1)
        for (x, y) in zip(a.bodies, b.bodies) {
            #expect(x.tail == y.tail && x.end == y.end && x.rect == y.rect)
            #expect(pixels(of: pool, x.rect, at: x.offset) == pixels(of: here, y.rect, at: y.offset))
            #expect(x.rect != nil && pixels(of: pool, x.rect, at: x.offset).contains { $0 > 0 }, "there is ink")
        }
        #expect(a.fresh[0].rect == b.fresh[0].rect && a.fresh[0].predicted == b.fresh[0].predicted)
        #expect(pixels(of: pool, a.fresh[0].rect, at: a.fresh[0].offset) == pixels(of: here, b.fresh[0].rect, at: b.fresh[0].offset))
    }

    @Test func aBodyEndsWhereItsTailEndsAndKeepsTheTail() {
        let stroke = wave(40)
        let body = WetBodyWorker().run([input(stroke, dried: 10)], canvas: Self.canvas).bodies[0]
        let centreline = Centreline(stroke)
        #expect(body.tail == centreline.tail)
        #expect(body.end.count == 2)
        #expect(body.end.last?.point == (centreline.settled + centreline.tail).last?.point)
    }

    @Test(arguments: [2, WetBodyWorker.parallelTails + 2])
    func tailsRefittedSideBySideAreTheTailsOneByOne(strokes: Int) {
        let waves = (0..<strokes).map { wave(30 + 3 * $0, y: 20 + 25 * Double($0)) }
        let bodies = WetBodyWorker().run(waves.map { input($0) }, canvas: Self.canvas).bodies
        #expect(bodies.map(\.tail) == waves.map { Centreline($0).tail })
        #expect(bodies.allSatisfy { $0.rect != nil })
    }

    @Test(arguments: [0, 1, 12])
    func aBodyIsItsUndriedPointsAndTailLeadingInAlongTheLastDriedSegment(dried: Int) throws {
        let stroke = wave(40)
        let worker = WetBodyWorker()
        let body = worker.run([input(stroke, dried: dried)], canvas: Self.canvas).bodies[0]
        let centreline = Centreline(stroke)
        let wet = Array(centreline.settled[max(0, dried - 2)...]) + centreline.tail
        var mesh = Mesh()
        StrokeTessellator.append(wet[...], style: stroke.style, piece: .init(leadIn: dried >= 2, endCap: false), to: &mesh)
        let rect = try #require(body.rect)
        var expected = [UInt8](repeating: 0, count: rect.width * rect.height * 4)
        expected.withUnsafeMutableBufferPointer {
            MeshRasterizer.draw(mesh, triangles: 0..<mesh.triangleCount, into: $0, width: rect.width, height: rect.height,
                                origin: (rect.x, rect.y), blueFirst: true)
        }
        #expect(Array(worker.pixels[body.offset..<(body.offset + expected.count)]) == expected)
        if dried >= 2 {
            // The dried part (all but its last segment, the lead-in) lies outside the body.
            let start = centreline.settled[0].point
            #expect(!(rect.x...(rect.x + rect.width)).contains(Int(start.x)))
        }
    }

    @Test func aStrokeTooShortToSplitHasNoEndAndNoPixels() {
        let stroke = Stroke(style: Self.style, samples: [StrokeSample(Point(50, 50))])
        let body = WetBodyWorker().run([input(stroke)], canvas: Self.canvas).bodies[0]
        #expect(body.end.isEmpty)
        #expect(body.rect == nil)
    }

    @Test(arguments: [false, true])
    func aFreshPieceReachesTheNewestSampleAndPredictsOnlyWhenAsked(predicts: Bool) {
        let stroke = wave(44)
        let end = Array(Centreline(wave(40)).settled.suffix(2))
        let last = stroke.samples.last!
        let fresh = WetBodyWorker().run([], fresh: [.init(stroke: stroke, end: end, samples: 40,
                                                          predictTo: predicts ? last.time + 0.016 : nil, memo: .init())],
                                         canvas: Self.canvas).fresh[0]
        #expect(fresh.real == last.point)
        #expect((fresh.predicted != nil) == predicts)
        let rect = fresh.rect
        #expect(rect.map { $0.x <= Int(last.point.x) && Int(last.point.x) < $0.x + $0.width
                           && $0.y <= Int(last.point.y) && Int(last.point.y) < $0.y + $0.height } == true)
    }

    @Test(arguments: [0, 20])
    func aBakedStrokeIsItsInkFromItsFirstUndriedPointWithTheEndCap(dried: Int) {
        let stroke = wave(60)
        let worker = WetBodyWorker()
        let baked = worker.run([], bakes: [.init(stroke: stroke, live: nil, points: nil, dried: dried)], canvas: Self.canvas).baked
        let points = Centreline(stroke).points
        #expect(baked.points == [points])
        var mesh = Mesh()
        StrokeTessellator.append(points[(dried >= 2 ? dried - 2 : 0)...], style: stroke.style,
                                 piece: .init(leadIn: dried >= 2, endCap: true), to: &mesh)
        let runs = MeshRasterizer.runs(of: mesh, in: Self.canvas)
        #expect(baked.patches.map(\.rect) == runs.map(\.bounds))
        for (patch, run) in zip(baked.patches, runs) {
            var expected = [UInt8](repeating: 0, count: run.bounds.width * run.bounds.height * 4)
            expected.withUnsafeMutableBufferPointer {
                MeshRasterizer.draw(mesh, triangles: run.triangles, into: $0, width: run.bounds.width, height: run.bounds.height,
                                    origin: (run.bounds.x, run.bounds.y), blueFirst: true)
            }
            let ours = Array(worker.pixels[patch.offset..<(patch.offset + expected.count)])
            #expect(ours == expected)
            #expect(ours.contains { $0 > 0 }, "there is ink")
        }
    }

    @Test func lastTwoKeptSkipsPointsWithinAThousandthOfAPixel() {
        let p = [InkPoint(Point(0, 0), width: 2), InkPoint(Point(5, 0), width: 2), InkPoint(Point(5.0001, 0), width: 2)]
        #expect(WetBodyWorker.lastTwoKept(p).map(\.point) == [Point(0, 0), Point(5, 0)])
        #expect(WetBodyWorker.lastTwoKept(Array(p.prefix(1))).count == 1)
    }
}
