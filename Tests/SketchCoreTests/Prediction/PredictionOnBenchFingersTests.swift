import Testing
@testable import SketchCore

/// Predicted ink on the bench's synthetic fingers (10 on 1920x1080, 120 Hz samples), drawn by
/// frames back to back every 2 ms that reach 1.8 ms past their start, as the bench's frames do
/// on a quiet machine: the bench's ink gap and wrong ink without rendering, so deterministic.
@Suite struct PredictionOnBenchFingersTests {
    static let canvas = CanvasSize(width: 1920, height: 1080)
    let fingers = SyntheticFingers(fingers: 10, canvas: canvas, seed: 1)

    /// Runs `seconds` of frames and measures every stroke in progress at each one.
    func measure(seconds: Double, frame: Double = 0.002, lead: Double = 0.0018) -> InkGapSummary {
        var strokes: [Int: [StrokeSample]] = [:]
        var meter = InkGapMeter()
        var fed = 0.0
        for k in 1...Int(seconds / frame) {
            let t = Double(k) * frame
            for e in fingers.events(from: fed, to: t) {
                guard case let .finger(phase, _, finger, x, y, _) = e.event else { continue }
                let sample = StrokeSample(Point(x * 1920, y * 1080), time: e.time)
                switch phase {
                case .down: strokes[Int(finger)] = [sample]
                case .move: strokes[Int(finger)]?.append(sample)
                case .up: strokes[Int(finger)] = nil
                }
            }
            fed = t
            for (i, samples) in strokes {
                let tip = InkPoint(samples[samples.count - 1].point)
                let truth = fingers.truePosition(finger: i, at: t + lead)
                let predicted = PredictedInk.point(continuing: Stroke(style: StrokeStyle(), samples: samples),
                                                   from: tip, at: t + lead)
                meter.record(shownTip: predicted?.point ?? tip.point, realTip: tip.point, truth: truth)
                if let p = predicted {
                    meter.recordPrediction(p.point, path: { fingers.truePosition(finger: i, at: $0) },
                                           over: (p.time - 0.05)...(p.time + 0.05))
                }
            }
        }
        return meter.summary
    }

    @Test func predictedInkStraysUnderTwoPixelsAtTheNinetyFifthPercentile() {
        let s = measure(seconds: 3)
        #expect(s.predictions > 1000)
        #expect(s.wrongInk.p95 < 2)
    }

    @Test func predictedInkHalvesTheGapToTheFingerAtTheNinetyFifthPercentile() {
        // The real tip here is the latest sample itself, nearer the finger than smoothed ink.
        let s = measure(seconds: 3)
        #expect(s.gap.p95 < 0.5 * s.unpredictedGap.p95)
    }
}
