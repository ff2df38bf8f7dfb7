import ArgumentParser
import Foundation
import SketchCore
import SketchSDL

/// `sketchpad bench`: the frame-rate benchmarking mode.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure frame times with synthetic fingers driving the real event path and renderer.",
        discussion: """
            Frame time runs from the start of a frame (pushing and draining events) to the return of \
            SDL_RenderPresent, vsync off unless --vsync. Percentiles are by nearest rank over all frames \
            after a 0.5 s warm-up. Latency runs from an input sample's time to the return of the present \
            that first shows it. A cached run also measures the floor (texture copy and present only) \
            and reports cached/floor. Headless by default (SDL's dummy driver, software renderer); \
            SDL_VIDEODRIVER and SDL_RENDER_DRIVER choose others.
            """)

    @Option(help: "Synthetic fingers drawing at once (0 to 64).")
    var fingers = 10

    @Option(help: "Strokes committed before timing (handwriting-like, 50 to 300 samples each).")
    var committed = 0

    @Option(help: "Length of the timed run in seconds, warm-up included.")
    var seconds = 5.0

    @Option(help: "Canvas size in pixels, WxH.")
    var size = CanvasSize(width: 1920, height: 1080)

    @Option(help: "cached (the product), naive (redraw every stroke every frame) or floor (copy and present only).")
    var renderer: RenderStrategy = .cached

    @Option(help: "Write the report as JSON here.")
    var json: String?

    @Option(help: "Write an SVG plot of frame times here.")
    var plot: String?

    @Flag(help: "Wait for vertical blank on present.")
    var vsync = false

    @Option(help: "Run exactly this many frames on a virtual 60 Hz clock instead of --seconds of real time (deterministic, for profiling).")
    var frames: Int?

    @Option(help: "Seed of the synthetic fingers and strokes.")
    var seed: UInt64 = 1

    @Flag(help: "Fingers never lift: measures cost against the length of strokes in progress.")
    var neverLift = false

    @Option(help: "Smoothing of every stroke: none, catmull-rom, bezier, midpoint or model.")
    var smoothing: SmoothingMode = .model

    @Option(help: "Width source of every stroke: auto, device, speed or none.")
    var pressure: PressureMode = .auto

    @Option(help: "People sharing the screen (1 to 8): zones, a toolbar each (drawn every frame), fingers shared out among them.")
    var users: Int = 1

    @Option(help: "Predicted ink: on (reaching as far ahead as the last frame took), off, or a lead in ms (0 to 66.7). The report gives the ink gap (drawn tip to the finger's true position at each present) with and without it, and wrong ink (predicted tip to the path the finger took).")
    var prediction: PredictionSetting = .on

    @Flag(help: "The fingers erase instead of drawing, sweeping the --committed strokes; the report counts strokes erased, hit tests per eraser event and canvas rebuilds.")
    var eraser = false

    func validate() throws {
        guard (0...64).contains(fingers) else { throw ValidationError("--fingers must be 0 to 64, not \(fingers)") }
        guard ZoneLayout.peopleRange.contains(users) else { throw ValidationError("--users must be 1 to 8, not \(users)") }
        guard (0...1_000_000).contains(committed) else { throw ValidationError("--committed must be 0 to 1000000") }
        guard seconds.isFinite, seconds > 0, seconds <= 3600 else { throw ValidationError("--seconds must be above 0 and at most 3600") }
        if let frames, !(3...1_000_000).contains(frames) { throw ValidationError("--frames must be 3 to 1000000, not \(frames)") }
        if let plot, !plot.lowercased().hasSuffix(".svg") { throw ValidationError("--plot must name an .svg file") }
    }

    func run() throws {
        // SDL lives on the main thread: the command line calls `run` there.
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor private func runOnMain() throws {
        for path in [json, plot].compactMap({ $0 }) {
            if let problem = OutputPath.problem(path) { throw CommandError(problem) }  // before a long run
        }
        var o = BenchRunner.Options()
        o.size = size
        o.fingers = fingers
        o.committed = committed
        o.seconds = seconds
        o.warmup = min(0.5, seconds / 4)
        o.strategy = renderer
        o.vsync = vsync
        o.seed = seed
        o.neverLift = neverLift
        o.smoothing = Smoothing(smoothing)
        o.pressure = pressure
        o.users = users
        o.frames = frames
        if frames != nil { o.warmup = 0.5 }
        o.prediction = prediction
        o.eraser = eraser
        DebugNotice.show()
        let result: BenchRunner.Result
        var progress = BenchProgress()
        defer { progress.finish() }
        do {
            result = try BenchRunner.run(o) { progress.show($0) }
        } catch {
            throw CommandError(error, context: "sketchpad bench: ")
        }
        progress.finish()
        print(result.report.table())
        print(result.timing)
        // Both reports are staged before either is committed: a failure writes neither.
        var outputs: [AtomicFile.Staged] = []
        if let json { outputs.append(try Outputs.stage(Array((result.report.json() + "\n").utf8), at: json)) }
        if let plot {
            let title = "\(renderer.rawValue), \(fingers) fingers, \(committed) committed, \(size)"
            let svg = FramePlot.svg(frameTimesMs: result.frameTimes, frameStartsS: result.frameStarts,
                                    budgetMs: result.report.budgetMs, title: title,
                                    floorTimesMs: result.floorFrameTimes, floorStartsS: result.floorFrameStarts)
            outputs.append(try Outputs.stage(Array(svg.utf8), at: plot))
        }
        try Outputs.commit(outputs)
    }
}

extension RenderStrategy: ExpressibleByArgument {}
