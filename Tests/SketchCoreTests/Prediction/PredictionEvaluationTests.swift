import Testing
@testable import SketchCore

@Suite struct PredictionEvaluationTests {
    /// A finger on a 100 px wide canvas at x = 0, 10, 30, 30 px at 0, 0.1, 0.2, 0.3 s.
    let script: [TimedDeviceEvent] = [
        TimedDeviceEvent(0.0, .finger(.down, touch: 1, finger: 0, x: 0.0, y: 0.5, pressure: 1)),
        TimedDeviceEvent(0.1, .finger(.move, touch: 1, finger: 0, x: 0.1, y: 0.5, pressure: 1)),
        TimedDeviceEvent(0.2, .finger(.move, touch: 1, finger: 0, x: 0.3, y: 0.5, pressure: 1)),
        TimedDeviceEvent(0.3, .finger(.up, touch: 1, finger: 0, x: 0.3, y: 0.5, pressure: 1)),
    ]

    @Test func baselinesMatchTheHandComputedErrors() {
        // 50 ms ahead: measured at 0.1 s (actual 20 px) and 0.2 s (actual 30 px); 0.3 s + 50 ms
        // is past the lift. None: 10 and 0. Linear: 15 (5 off) and 40 (10 off).
        let strokes = PointerPaths.strokes(script, size: CanvasSize(width: 100, height: 100))
        let e = PredictionEvaluation(strokes: strokes, predictor: TouchPredictor(horizon: 0.05))
        #expect(e.samples == 2)
        #expect(abs(e.noPrediction.mean - 5) < 1e-9)
        #expect(abs(e.noPrediction.max - 10) < 1e-9)
        #expect(abs(e.linear.mean - 7.5) < 1e-9)
        #expect(abs(e.linear.p50 - 5) < 1e-9)
        #expect(abs(e.linear.p95 - 10) < 1e-9)
    }

    @Test func theModelsErrorIsItsPredictionsDistanceToTheActualPosition() throws {
        let strokes = PointerPaths.strokes(script, size: CanvasSize(width: 100, height: 100))
        let predictor = TouchPredictor(horizon: 0.05)
        let e = PredictionEvaluation(strokes: strokes, predictor: predictor)
        let stroke = strokes[0]
        let first = predictor.predict(stroke[...1])?.position ?? stroke[1].point
        let second = predictor.predict(stroke[...2])?.position ?? stroke[2].point
        let errors = [first.distance(to: Point(20, 50)), second.distance(to: Point(30, 50))]
        #expect(abs(e.error.mean - (errors[0] + errors[1]) / 2) < 1e-9)
        #expect(abs(e.error.max - errors.max()!) < 1e-9)
    }

    @Test func strokesTooShortForTheHorizonAreNotMeasured() {
        let strokes = PointerPaths.strokes(Array(script.prefix(2)) + [
            TimedDeviceEvent(0.12, .finger(.up, touch: 1, finger: 0, x: 0.1, y: 0.5, pressure: 1)),
        ], size: CanvasSize(width: 100, height: 100))
        let e = PredictionEvaluation(strokes: strokes, predictor: TouchPredictor(horizon: 0.05))
        #expect(e.samples == 0)
        #expect(e.error.mean == 0)
    }

    @Test func eachPointerIsItsOwnStroke() {
        var events: [TimedDeviceEvent] = []
        for (i, e) in script.enumerated() {
            events.append(e)
            if case let .finger(phase, _, _, x, _, _) = e.event {
                events.append(TimedDeviceEvent(e.time + 0.001 * Double(i), .finger(phase, touch: 2, finger: 0, x: x, y: 0.1, pressure: 1)))
            }
        }
        let strokes = PointerPaths.strokes(events, size: CanvasSize(width: 100, height: 100))
        #expect(strokes.count == 2)
        #expect(strokes.allSatisfy { $0.count == 4 })
    }
}
