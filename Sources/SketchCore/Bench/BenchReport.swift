/// The result of one bench run: what ran, how fast its frames were, and at what cost.
///
/// Times are in milliseconds unless named in seconds; `peakMemoryMB` is in MiB (as the
/// kernel's kB / 1024). `json()` (in BenchReport+JSON.swift) writes the machine-readable form
/// and `table()` (in BenchReport+Table.swift) the human one. `timeline` (the per-frame times,
/// for plots) is never written by either.
public struct BenchReport: Hashable, Sendable {
    /// Which renderer drew the frames (for example "cached" or "floor").
    public var renderer: String
    /// The SDL video driver (for example "x11", "wayland", "offscreen").
    public var videoDriver: String
    /// The SDL render driver (for example "opengl", "software").
    public var renderDriver: String
    /// Canvas size in pixels.
    public var width: Int
    public var height: Int
    /// Fingers drawing at once.
    public var fingers: Int
    /// People sharing the canvas (independent gesture streams).
    public var users: Int
    /// Strokes on the canvas before the run began.
    public var committedStrokes: Int
    /// Measured seconds, after warm-up.
    public var seconds: Double
    /// Frames measured, after warm-up.
    public var frames: Int
    /// Frames per second over the measured time.
    public var fps: Double
    /// The frame-time budget, ms; 1000 / 60 by default.
    public var budgetMs: Double
    /// Frames that took strictly longer than `budgetMs`.
    public var overBudgetFrames: Int
    public var frameMs: FrameStatistics
    public var latencyMs: LatencySummary
    /// Input samples processed during the measured time.
    public var points: Int
    public var pointsPerSecond: Double
    /// Peak resident memory of the process, MiB.
    public var peakMemoryMB: Double
    /// The floor (the cheapest possible frame) measured in the same run, if it was.
    public var floorFrameMs: FrameStatistics?
    /// The ink gap and wrong ink, where the run measured them (`InkGapMeter`).
    public var inkGap: InkGapSummary?
    /// The eraser scenario's counts (`bench --eraser` only).
    public var eraser: EraserSummary?
    /// How the measured binary was compiled: "debug" or "release" (`BuildInfo.configuration`).
    public var build = BuildInfo.configuration
    /// Per-frame times in ms, for plotting; not part of `json()` or `table()`.
    public var timeline: [Double]?

    /// The default budget: one frame at 60 Hz, in ms.
    public static let defaultBudgetMs = 1000.0 / 60

    /// Every field given; nothing is derived.
    public init(renderer: String, videoDriver: String, renderDriver: String, width: Int, height: Int,
                fingers: Int, users: Int = 1, committedStrokes: Int, seconds: Double, frames: Int,
                fps: Double, budgetMs: Double = BenchReport.defaultBudgetMs, overBudgetFrames: Int,
                frameMs: FrameStatistics, latencyMs: LatencySummary, points: Int, pointsPerSecond: Double,
                peakMemoryMB: Double, floorFrameMs: FrameStatistics? = nil, timeline: [Double]? = nil) {
        self.renderer = renderer
        self.videoDriver = videoDriver
        self.renderDriver = renderDriver
        self.width = width
        self.height = height
        self.fingers = fingers
        self.users = users
        self.committedStrokes = committedStrokes
        self.seconds = seconds
        self.frames = frames
        self.fps = fps
        self.budgetMs = budgetMs
        self.overBudgetFrames = overBudgetFrames
        self.frameMs = frameMs
        self.latencyMs = latencyMs
        self.points = points
        self.pointsPerSecond = pointsPerSecond
        self.peakMemoryMB = peakMemoryMB
        self.floorFrameMs = floorFrameMs
        self.timeline = timeline
    }

    /// Derives the counts and rates from the measured frame times (after warm-up):
    /// `frames` is their count, `fps = frames / seconds`, `pointsPerSecond = points / seconds`
    /// (both 0 when `seconds <= 0`), `overBudgetFrames` counts times above `budgetMs`, and
    /// `timeline` keeps the times as given.
    public init(renderer: String, videoDriver: String, renderDriver: String, canvas: CanvasSize,
                fingers: Int, users: Int = 1, committedStrokes: Int, seconds: Double,
                frameTimesMs: [Double], budgetMs: Double = BenchReport.defaultBudgetMs,
                latencyMs: LatencySummary, points: Int, peakMemoryMB: Double,
                floorFrameMs: FrameStatistics? = nil) {
        let stats = FrameStatistics(frameTimesMs: frameTimesMs)
        let rate = { (n: Int) in seconds > 0 && seconds.isFinite ? Double(n) / seconds : 0 }
        self.init(renderer: renderer, videoDriver: videoDriver, renderDriver: renderDriver,
                  width: canvas.width, height: canvas.height, fingers: fingers, users: users,
                  committedStrokes: committedStrokes, seconds: seconds, frames: frameTimesMs.count,
                  fps: rate(frameTimesMs.count), budgetMs: budgetMs,
                  overBudgetFrames: stats.overBudget(budgetMs: budgetMs), frameMs: stats,
                  latencyMs: latencyMs, points: points, pointsPerSecond: rate(points),
                  peakMemoryMB: peakMemoryMB, floorFrameMs: floorFrameMs, timeline: frameTimesMs)
    }

    /// Median frame time over the floor's median; nil without a floor (infinite or NaN when
    /// the floor's median is 0).
    public var cachedOverFloorP50: Double? {
        floorFrameMs.map { frameMs.p50 / $0.p50 }
    }

    /// 99th-percentile frame time over the floor's; nil without a floor.
    public var cachedOverFloorP99: Double? {
        floorFrameMs.map { frameMs.p99 / $0.p99 }
    }
}
