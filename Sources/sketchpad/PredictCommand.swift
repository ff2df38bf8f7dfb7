import ArgumentParser
import Foundation
import SketchCore

/// `sketchpad predict`: how far the canvas's touch predictor misses on recorded input.
struct PredictCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "predict",
        abstract: "Measure the touch predictor on event scripts or recorded touch traces.",
        discussion: """
            Runs the canvas's own predictor over every pointer's samples and, at every sample from \
            a stroke's second whose time plus the horizon lies inside the stroke, measures the \
            distance from the prediction to the stroke's actual position then (interpolated between \
            samples), pooled over all files; beside it the same for no prediction and for linear \
            extrapolation from the last two samples. Accepts event scripts (.jsonl) and the raw \
            traces of assets/touch-traces (.txt).
            """)

    @Argument(help: "Event scripts (.jsonl) or recorded touch traces (.txt).")
    var inputs: [String]

    @Option(help: "How far ahead to predict, in milliseconds (0 to 66.7).")
    var horizon: Double = 1000.0 / 30

    @Option(help: "Canvas size the scripts are mapped to, WxH (default: the traces' 1920x1200).")
    var size: CanvasSize = TouchTrace.screen

    @Option(help: "Write the report as JSON here.")
    var json: String?

    func validate() throws {
        guard horizon.isFinite, horizon >= 0, horizon <= TouchPredictor.longestHorizon * 1000 + 0.05 else {
            throw ValidationError("--horizon must be within 0...\(String(format: "%.1f", TouchPredictor.longestHorizon * 1000)) ms")
        }
    }

    func run() throws {
        var strokes: [[StrokeSample]] = []
        for input in inputs {
            strokes += PointerPaths.strokes(try Self.events(input), size: size)
        }
        let report = PredictionEvaluation(strokes: strokes, predictor: TouchPredictor(horizon: horizon / 1000))
        print(report.table(horizonMs: horizon))
        print(Self.timing(strokes, TouchPredictor(horizon: horizon / 1000)))
        if let json {
            try Outputs.commit([Outputs.stage(Array((report.json(horizonMs: horizon) + "\n").utf8), at: json)])
        }
    }

    /// A script's events, or a recorded trace's as a script.
    static func events(_ path: String) throws -> [TimedDeviceEvent] {
        guard path.lowercased().hasSuffix(".txt") else { return try ReplayCommand.loadScript(path) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandError("\(path): \(FileManager.default.fileExists(atPath: path) ? "cannot read it" : "no such file")")
        }
        return TouchTrace(text: String(decoding: data, as: UTF8.self)).deviceEvents()
    }

    /// How long one prediction takes here: every sample predicted once more, timed in this
    /// thread's CPU time, so other processes on the machine do not inflate it (a figure for the
    /// reader, not a test).
    static func timing(_ strokes: [[StrokeSample]], _ predictor: TouchPredictor) -> String {
        var count = 0
        var sink = 0.0
        func cpu() -> Double {
            var t = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
            return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
        }
        let start = cpu()
        for stroke in strokes where stroke.count >= 2 {
            for i in 1..<stroke.count {
                sink += predictor.predict(stroke[...i])?.position.x ?? 0
                count += 1
            }
        }
        let seconds = cpu() - start
        let each = count > 0 ? seconds / Double(count) * 1e6 : 0
        return String(format: "model: %d predictions in %.1f ms of CPU time, %.2f µs each%@", count, seconds * 1000, each,
                      sink.isNaN ? " (NaN seen)" : "")
    }
}
