import CSDL2
import SketchCore
import Testing
@testable import SketchSDL

extension SDLTests {
    /// An eraser redraws only the boxes its strokes lay in, never the whole baked canvas, and
    /// the pixels come out exactly as a rebuild from the strokes draws them.
    @MainActor @Suite struct ErasePatchTests {
        static let size = CanvasSize(width: 640, height: 400)

        /// The bench's handwriting: 60 overlapping strokes in palette colours, widths 2 to 5.
        static func handwriting() -> [Stroke] {
            var o = BenchRunner.Options()
            o.committed = 60
            return BenchRunner.committedStrokes(o, canvas: size)
        }

        struct Outcome {
            var before: RasterImage
            var patched: RasterImage
            var rebuilt: RasterImage
            var rebuilds: Int
            var erased: Int
        }

        /// Commits `strokes`, plays `sweep` with every pen an eraser, then rebuilds the canvas
        /// (a render reset) and reads it again.
        static func erase(_ strokes: [Stroke], sweep: [TimedDeviceEvent]) throws -> Outcome {
            try withPlayer(size: size) { p in
                p.loop.session.commit(strokes)
                let before = try p.snapshot()
                for i in p.loop.session.people.pens.indices { p.loop.session.people.pens[i].tool = .eraser }
                let rebuilds = p.loop.renderer.rebuilds, count = p.loop.session.drawing.strokes.count
                _ = try p.play(sweep)
                let patched = try p.snapshot()
                let out = Outcome(before: before, patched: patched, rebuilt: patched,
                                  rebuilds: p.loop.renderer.rebuilds - rebuilds,
                                  erased: count - p.loop.session.drawing.strokes.count)
                var e = SDL_Event()
                e.type = SDL_RENDER_TARGETS_RESET.rawValue
                SDL_PushEvent(&e)
                try p.loop.step()
                #expect(p.loop.renderer.rebuilds - rebuilds == out.rebuilds + 1, "the reset rebuilt the canvas")
                return Outcome(before: out.before, patched: out.patched, rebuilt: try p.snapshot(),
                               rebuilds: out.rebuilds, erased: out.erased)
            }
        }

        /// 250 diagonal strokes, 24 px apart across and 36 px down, none touching another, but
        /// each one's box holding parts of its neighbours' ink.
        static func lattice() -> [Stroke] {
            let palette = Palette.standard.colors
            var out: [Stroke] = []
            for row in 0..<10 {
                for col in 0..<25 {
                    let i = row * 25 + col, x = Double(col) * 24 + 4, y = Double(row) * 36 + 4
                    let style = StrokeStyle(color: palette[i % palette.count], width: Double(2 + i % 3))
                    out.append(Stroke(style: style, samples: (0...3).map { StrokeSample(Point(x + Double($0) * 10, y + Double($0) * 10)) }))
                }
            }
            return out
        }

        /// Eraser taps, a second apart, on the middle of the lattice strokes in `columns` of `row`.
        static func taps(row: Int, columns: [Int]) -> [TimedDeviceEvent] {
            columns.enumerated().flatMap { k, col -> [TimedDeviceEvent] in
                let x = (Double(col) * 24 + 19) / Double(size.width), y = (Double(row) * 36 + 19) / Double(size.height)
                return [Script.down(Double(k), 0, x, y), Script.up(Double(k) + 0.05, 0, x, y)]
            }
        }

        /// The largest difference of one channel between two images of one size.
        static func largestDifference(_ a: RasterImage, _ b: RasterImage) -> Int {
            zip(a.pixels, b.pixels).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
        }

        @Test func erasingPatchesApartStrokesToExactlyWhatARebuildDraws() throws {
            let o = try Self.erase(Self.lattice(), sweep: Self.taps(row: 3, columns: [2, 5, 8, 11, 24]))
            #expect(o.erased == 5)
            #expect(o.patched != o.before, "the erased ink is gone")
            #expect(o.rebuilds == 0, "no erase rebuilt the whole canvas")
            #expect(o.patched == o.rebuilt)
        }

        @Test func erasingTranslucentInkPatchesItExactlyToo() throws {
            let strokes = Self.lattice().enumerated().map { i, s in
                var s = s
                if i % 3 == 0 { s.style.color.a = 128 }
                return s
            }
            let o = try Self.erase(strokes, sweep: Self.taps(row: 6, columns: [0, 3, 6, 9, 12, 15]))
            #expect(o.erased == 6)
            #expect(o.rebuilds == 0)
            #expect(o.patched == o.rebuilt)
        }

        /// Where strokes overlap, a patch groups the meshes it sends differently from a rebuild,
        /// so the blending of overlapping fringes may round differently: the target "equal to a
        /// rebuild" holds only up to that rounding here (measured: at most 5 of 255). Baking new
        /// strokes one frame at a time has always differed from a rebuild the same way.
        @Test func erasingOverlappingInkPatchesItToARebuildUpToBlendRounding() throws {
            let sweep = Script.line(finger: 0, from: 0.4, to: 0.5, y: 0.45, start: 0, steps: 6)
            let o = try Self.erase(Self.handwriting(), sweep: sweep)
            #expect(o.erased > 5)
            #expect(o.rebuilds == 0)
            #expect(Self.largestDifference(o.before, o.rebuilt) == 255, "the erase took away full ink")
            #expect(Self.largestDifference(o.patched, o.rebuilt) <= 6)
        }
    }
}
