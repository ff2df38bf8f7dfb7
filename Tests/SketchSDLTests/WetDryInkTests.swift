import CSDL2
import Foundation
import SketchCore
import Testing
@testable import SketchSDL

extension SDLTests {
    @MainActor @Suite struct WetDryInkTests {
        /// A long wavy stroke by one finger that has not lifted yet.
        func longStroke(samples: Int) -> [TimedDeviceEvent] {
            var out = [Script.down(0, 0, 0.05, 0.5)]
            for i in 1..<samples {
                let t = Double(i) / Double(samples)
                out.append(Script.move(Double(i) / 120, 0, 0.05 + 0.9 * t, 0.5 + 0.3 * sin(t * 12)))
            }
            return out
        }

        func largestDifference(_ a: RasterImage, _ b: RasterImage) -> Int {
            zip(a.pixels, b.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
        }

        nonisolated static let styles: [StrokeStyle] = [
            StrokeStyle(color: .black, width: 6),
            StrokeStyle(color: .black, width: 6, smoothing: .model, pressure: .speed),
            StrokeStyle(color: .black, width: 6, smoothing: Smoothing(.catmullRom), pressure: .none),
            StrokeStyle(color: .black, width: 6, smoothing: Smoothing(.midpoint), pressure: .speed),
            StrokeStyle(color: .black, width: 6, smoothing: Smoothing(.bezier), pressure: .none),
        ]

        @Test(arguments: styles)
        func aLongStrokeLooksTheSameDriedWhileDrawingCommittedAndRebuilt(style: StrokeStyle) throws {
            let (drawing, lifted, rebuilt) = try withPlayer(size: CanvasSize(width: 300, height: 200), style: style) { p in
                let events = longStroke(samples: 400)
                try p.play(events)
                let drawing = try p.snapshot()
                let last = events.last!
                guard case let .finger(_, _, _, x, y, _) = last.event else { fatalError() }
                try p.play([Script.up(last.time + 0.01, 0, x, y)])
                let lifted = try p.snapshot()
                var e = SDL_Event()
                e.type = SDL_RENDER_TARGETS_RESET.rawValue
                SDL_PushEvent(&e)
                try p.loop.step()
                return (drawing, lifted, try p.snapshot())
            }
            #expect(largestDifference(drawing, lifted) <= 2)
            #expect(largestDifference(lifted, rebuilt) <= 2)

            #expect(drawing.ink(x: 15, y: 100) > 200, "the start of the stroke is still there")
        }

        @Test(arguments: styles)
        func aStrokeInProgressDriesInPiecesWithoutGaps(style: StrokeStyle) throws {
            let image = try withPlayer(size: CanvasSize(width: 300, height: 200), style: style) { p in
                try p.play(longStroke(samples: 400))
                return try p.snapshot()
            }
            // Walk along the centreline: every sample of the curve has full ink under it.
            for i in stride(from: 1, to: 399, by: 3) {
                let t = Double(i) / 400
                let x = Int(((0.05 + 0.9 * t) * 300).rounded()), y = Int(((0.5 + 0.3 * sin(t * 12)) * 200).rounded())
                #expect(image.maxInk(around: x, y) > 200, "gap near sample \(i) at (\(x), \(y))")
            }
        }
    }
}

extension StrokeStyle: CustomTestStringConvertible {
    public var testDescription: String { "\(smoothing.mode.rawValue) smoothing, \(pressure.rawValue) pressure" }
}
