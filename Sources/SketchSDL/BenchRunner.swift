import CSDL2
import SketchCore

/// The frame-rate benchmark: synthetic fingers through SDL's real event queue, the real
/// session and renderer, timed frame by frame in real time.
@MainActor
public enum BenchRunner {
    public struct Options: Sendable {
        public var size = CanvasSize(width: 1920, height: 1080)
        public var fingers = 10
        /// Strokes committed (and baked) before timing starts.
        public var committed = 0
        /// Length of the timed run, warm-up included.
        public var seconds = 5.0
        /// Frames in the first `warmup` seconds are not counted.
        public var warmup = 0.5
        public var strategy = RenderStrategy.cached
        public var vsync = false
        public var seed: UInt64 = 1
        /// Fingers never lift: strokes in progress grow for the whole run.
        public var neverLift = false
        /// Smoothing and width source of every stroke, committed or drawn.
        public var smoothing = Smoothing.model
        public var pressure = PressureMode.auto
        /// People sharing the screen, each with a zone and a toolbar (drawn every frame);
        /// 1 means the plain canvas with no toolbar.
        public var users = 1
        /// Exactly this many counted frames on a virtual clock (frame k shows time k / 60 s,
        /// fingers sample on that clock), instead of `seconds` of real time: the same frames and
        /// events every run, for an instruction profile (callgrind). Frame times stay real.
        public var frames: Int?
        /// Predicted ink: `on` reaches as far past each frame's start as the frame before took
        /// to present (one frame); a lead in ms is used as it is.
        public var prediction = PredictionSetting.on
        /// The fingers erase instead of drawing: every person's pen is the eraser for the timed
        /// run, sweeping the committed strokes (the floor, if any, is measured before).
        public var eraser = false
        public init() {}
    }

    /// What one run measured: the report plus each counted frame's start (s) and time (ms).
    public struct Result: Sendable {
        public var report: BenchReport
        public var frameStarts: [Double]
        public var frameTimes: [Double]
        /// The floor run's frames (a `cached` run measures one first; empty otherwise).
        public var floorFrameStarts: [Double] = []
        public var floorFrameTimes: [Double] = []
        /// How each frame's end was timed (see `RenderDevice.frameEndTiming`).
        public var timing = ""
        /// The drawing when the run ended (an eraser run only: what it left).
        public var drawing: Drawing?
        /// The fingers' events fed over the timed run were those before this time (s).
        public var fedUntil = 0.0
    }

    /// Frames per second of the virtual clock of `Options.frames`.
    public static let virtualRate = 60.0

    /// Runs the benchmark headless (unless SDL_VIDEODRIVER / SDL_RENDER_DRIVER say otherwise).
    /// A `cached` run first measures the `floor` for a fifth of its time (at least a second).
    /// `progress` gets a status line about twice a second.
    public static func run(_ o: Options, progress: (String) -> Void = { _ in }) throws -> Result {
        var window = RenderDevice.Options()
        window.size = o.size
        window.hidden = true
        window.vsync = o.vsync
        let device = try RenderDevice(SDLSystem(.headless), window)
        let player = ScriptPlayer(device: device, style: StrokeStyle(color: .black, width: 4, smoothing: o.smoothing,
                                                                     pressure: o.pressure),
                                  seating: People.Seating(count: o.users, toolbars: o.users > 1))
        let loop = player.loop
        loop.session.doubleTapClears = false
        let strokes = committedStrokes(o, canvas: loop.session.canvasSize)
        loop.session.commit(strokes)
        loop.renderer.strategy = o.strategy
        try loop.renderer.sync(loop.session)

        var floor: FrameStatistics?
        var floorFrames = Measurement()
        if o.strategy == .cached {
            loop.renderer.strategy = .floor
            let f = try measure(player, fingers: idle(loop.session, o), areas: [], seconds: max(1, o.seconds / 5),
                                warmup: o.warmup, frames: o.frames.map { max(10, $0 / 5) }, prediction: .off,
                                label: "floor", progress: progress)
            floor = FrameStatistics(frameTimesMs: f.frameTimes)
            floorFrames = f
            loop.renderer.strategy = .cached
        }
        // The floor is a pure floor: no finger draws, so no sample is processed and no ink dries.
        let fingers = o.strategy == .floor ? idle(loop.session, o)
            : SyntheticFingers(fingers: o.fingers, canvas: loop.session.canvasSize, seed: o.seed, neverLift: o.neverLift)
        let areas = o.users > 1 ? loop.session.people.drawingAreas : []
        if o.eraser {
            for i in loop.session.people.pens.indices { loop.session.people.pens[i].tool = .eraser }
        }
        let before = (strokes: loop.session.drawing.strokes.count, hitTests: loop.session.eraserHitTests,
                      rebuilds: loop.renderer.rebuilds)
        let m = try measure(player, fingers: fingers, areas: areas, seconds: o.seconds, warmup: o.warmup,
                            frames: o.frames, prediction: o.prediction, label: o.strategy.rawValue, progress: progress)
        var report = BenchReport(
            renderer: o.strategy.rawValue, videoDriver: device.videoDriver, renderDriver: device.rendererName,
            canvas: loop.session.canvasSize, fingers: fingers.fingers, users: o.users, committedStrokes: o.committed,
            seconds: m.countedSeconds, frameTimesMs: m.frameTimes,
            latencyMs: LatencySummary(samplesMs: m.latencies), points: m.points,
            peakMemoryMB: PeakMemory.residentMB(), floorFrameMs: floor)
        if areas.isEmpty, fingers.fingers > 0, !o.eraser { report.inkGap = m.inkGap.summary }
        if o.eraser {
            report.eraser = EraserSummary(erasedStrokes: before.strokes - loop.session.drawing.strokes.count,
                                          hitTests: loop.session.eraserHitTests - before.hitTests,
                                          events: m.allEvents, canvasRebuilds: loop.renderer.rebuilds - before.rebuilds)
        }
        return Result(report: report, frameStarts: m.frameStarts, frameTimes: m.frameTimes,
                      floorFrameStarts: floorFrames.frameStarts, floorFrameTimes: floorFrames.frameTimes,
                      timing: device.frameEndTiming, drawing: o.eraser ? loop.session.drawing : nil,
                      fedUntil: m.fedUntil)
    }

    /// The handwriting-like strokes a run commits before timing: seeded, palette colours,
    /// widths 2 to 5. O(strokes x samples).
    public static func committedStrokes(_ o: Options, canvas: CanvasSize) -> [Stroke] {
        let palette = Palette.standard.colors
        return HandwritingStrokes.make(count: o.committed, canvas: canvas, seed: o.seed) {
            StrokeStyle(color: palette[$0 % palette.count], width: Double(2 + $0 % 4), smoothing: o.smoothing,
                        pressure: o.pressure.resolved(deviceReportsPressure: false))
        }
    }

    /// Fingers that never touch: what the floor runs with (copy of the baked canvas, present).
    private static func idle(_ session: CanvasSession, _ o: Options) -> SyntheticFingers {
        SyntheticFingers(fingers: 0, canvas: session.canvasSize, seed: o.seed)
    }

    private struct Measurement {
        var frameStarts: [Double] = []
        var frameTimes: [Double] = []
        var latencies: [Double] = []
        var points = 0
        /// Events fed in every frame, warm-up included, and the time they were fed up to.
        var allEvents = 0
        var fedUntil = 0.0
        var countedSeconds = 0.0
        var inkGap = InkGapMeter()
    }

    /// Steps frames back to back for `seconds` (and at least three counted frames), feeding the
    /// fingers' events due by each frame's start; with `frames`, exactly that many counted
    /// frames on the virtual clock (`virtualRate`). Each frame ends when the device has drawn it
    /// (`RenderDevice.finisher`).
    private static func measure(_ player: ScriptPlayer, fingers: SyntheticFingers, areas: [Rect], seconds: Double,
                                warmup: Double, frames: Int? = nil, prediction: PredictionSetting, label: String,
                                progress: (String) -> Void) throws -> Measurement {
        let frequency = Double(SDL_GetPerformanceFrequency())
        func clock() -> Double { Double(SDL_GetPerformanceCounter()) / frequency }
        let finish = player.loop.device.finisher()
        var m = Measurement()
        let t0 = clock()
        var fed = 0.0
        var nextProgress = 0.5
        var frame = 0
        var countStart: Double?
        var lastFrame = 1.0 / 60
        while true {
            let start = clock()
            let t = frames == nil ? start - t0 : Double(frame) / virtualRate
            frame += 1
            if let frames {
                if m.frameTimes.count >= frames { break }
            } else if t >= seconds && m.frameTimes.count >= 3 {
                break
            }
            let events = ZonedFingers.confine(fingers.events(from: fed, to: t), to: areas,
                                              canvas: player.loop.session.canvasSize)
            fed = t
            m.fedUntil = t
            m.allEvents += events.count
            player.now = t
            player.loop.renderer.predictionLead = prediction == .on ? lastFrame : prediction.lead
            try player.push(events)
            try player.loop.step()
            finish?()
            let end = clock()
            lastFrame = end - start
            guard t >= warmup else { continue }
            if countStart == nil { countStart = start }
            if areas.isEmpty { measureInkGap(player.loop.renderer.tips, fingers, at: frames == nil ? end - t0 : t + (end - start), into: &m.inkGap) }
            m.frameStarts.append(t)
            m.frameTimes.append((end - start) * 1000)
            // On the virtual clock a frame is shown at its time plus what it really took.
            let shown = frames == nil ? end - t0 : t + (end - start)
            for e in events { m.latencies.append(max(0, (shown - e.time) * 1000)) }
            m.points += events.count
            m.countedSeconds = frames == nil ? end - t0 - warmup : end - (countStart ?? start)
            if t >= nextProgress {
                nextProgress += 0.5
                let p50 = FrameStatistics(frameTimesMs: m.frameTimes.suffix(200)).p50
                progress("bench \(label): \((t * 10).rounded(.down) / 10)/\(seconds) s, \(m.frameTimes.count) frames, recent p50 \((p50 * 100).rounded() / 100) ms")
            }
        }
        return m
    }

    /// Records each finger's drawn tip against where it truly is as the frame is presented.
    private static func measureInkGap(_ tips: [PointerID: DrawnTip], _ fingers: SyntheticFingers, at time: Double,
                                      into meter: inout InkGapMeter) {
        for (pointer, tip) in tips {
            guard case let .touch(_, finger) = pointer, finger >= 0, finger < fingers.fingers,
                  let real = tip.real else { continue }
            let i = Int(finger)
            meter.record(shownTip: tip.shown ?? real, realTip: real, truth: fingers.truePosition(finger: i, at: time))
            if let p = tip.predicted {
                meter.recordPrediction(p.point, path: { fingers.truePosition(finger: i, at: $0) },
                                       over: (p.time - 0.05)...(p.time + 0.05))
            }
        }
    }
}
