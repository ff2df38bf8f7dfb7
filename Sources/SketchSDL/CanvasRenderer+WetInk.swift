import SketchCore

/// Strokes in progress: drying their settled points into the canvas, and drawing their wet ink.
///
/// On the software renderer (`keepsWetInk`) an opaque stroke's wet ink is split in two:
/// - its **body**, the undried settled points and the smoothed tail, worked out only when the
///   stroke took samples, rasterized once into an `InkSprite` and blended in every frame;
/// - its **fresh piece**, drawn every frame: the samples that came since the body was worked
///   out (straight, for a frame or two) and the predicted ink, with the round end cap.
///
/// The two are consecutive pieces of one stroke (`StrokeTessellator.Piece`): while the body is
/// up to date they are exactly the mesh of the whole wet ink; while it waits, the fresh piece
/// draws the newest samples straight at the body's last width. A frame where no finger took a
/// sample rasterizes almost nothing. Strokes keep the order they began in: pending fresh
/// pieces are drawn before a later stroke's sprite that meets them. Which bodies are worked
/// out in a frame is `WetSchedule`'s choice; strokes dry only when their body is worked out,
/// so a body never covers ink already dried.
extension CanvasRenderer {
    /// One opaque stroke in progress's wet ink as last worked out.
    struct WetBody {
        /// What it was worked out from: the stroke's sample count and last sample.
        var key: WetKey
        /// The body's last two points (the fresh piece's lead-in); empty when the wet ink is
        /// too short to split and is drawn whole every frame instead.
        var end: [InkPoint]
        var sprite: InkSprite?
    }

    /// What a stroke's wet ink is worked out from: its samples (a line keeps two and moves the last).
    struct WetKey: Equatable {
        var samples: Int
        var last: StrokeSample?

        init(_ a: StrokeBuilder) {
            samples = a.stroke.samples.count
            last = a.stroke.samples.last
        }
    }

    /// Whether wet ink is kept in sprites between frames: on the software renderer, drawing
    /// at canvas scale on the whole canvas (not a band of an export), unless tests turn
    /// `keepsWetInkWhereItCan` off to compare with wet ink drawn whole.
    var keepsWetInk: Bool { keepsWetInkWhereItCan && device.rasterizesMeshes && scale == 1 && device.view == nil }

    /// Dries the settled points of `strokes` (opaque ink, cached strategy) into the canvas once
    /// more than `wetPoints` of them are undrawn. Leaves the canvas as the target when it drew.
    func dry(_ strokes: [StrokeBuilder]) throws(SDLError) {
        guard strategy == .cached, canvas != nil else { return }
        var drawing = false
        for a in strokes where a.isInk && !a.stroke.style.color.isTranslucent {
            let done = dried[a.order] ?? 0, after = driedAfterDrying(a)
            guard after > done else { continue }
            if !drawing { try setTarget(canvas) }
            drawing = true
            try draw(a.centreline.settled, style: a.stroke.style, from: done, endCap: false)
            dried[a.order] = after
        }
        if drawing { try flush() }
    }

    /// How many settled points of `a` are dried once `dry` has run: all of them when more than
    /// `wetPoints` are undrawn (and there is a canvas to dry into), else as many as now.
    func driedAfterDrying(_ a: StrokeBuilder) -> Int {
        let done = dried[a.order] ?? 0
        guard strategy == .cached, canvas != nil else { return done }
        let settled = a.centreline.settled.count
        return settled - done > Self.wetPoints ? settled : done
    }

    /// Adds the wet ink of `strokes` (in progress, in the order they began), worked out afresh,
    /// to the frame's mesh.
    func drawWetInk(_ strokes: [StrokeBuilder], time: Double) throws(SDLError) {
        refreshTails(strokes)
        for a in strokes where a.isInk {
            try drawWhole(a, time: time)
        }
    }

    /// The undried settled points and the tail of `a` into `wet`, with the index of the first
    /// undried point; the tail is worked out again only if `a` took samples since.
    private func gatherWet(_ a: StrokeBuilder) -> Int {
        let done = strategy == .cached ? dried[a.order] ?? 0 : 0
        // Only the undried end of the settled points, with the lead-in `draw` needs.
        let from = max(0, done - 2)
        wet.removeAll(keepingCapacity: true)
        wet.append(contentsOf: a.centreline.settled[from...])
        wet.append(contentsOf: tail(of: a))
        return done - from
    }

    /// Adds the whole wet ink of `a` (with predicted ink) to the frame's mesh.
    private func drawWhole(_ a: StrokeBuilder, time: Double) throws(SDLError) {
        let done = gatherWet(a)
        let predicted = predictedInk(a, wet.last, time: time)
        tips[a.pointer] = DrawnTip(real: wet.last?.point, predicted: predicted)
        if let predicted { wet.append(predicted) }
        try draw(wet, style: a.stroke.style, from: done, endCap: true)
    }

    /// The software renderer's wet ink of `strokes` (in progress, in the order they began):
    /// bodies worked out as `WetSchedule` chooses (dried first, then the canvas copied into
    /// `target`), every body blended, fresh pieces on top.
    func drawKeptWetInk(_ strokes: [StrokeBuilder], time: Double, into target: RenderDevice.Texture?) throws(SDLError) {
        var candidates: [WetSchedule.Candidate] = []
        for a in strokes where a.isInk && !a.stroke.style.color.isTranslucent {
            let body = bodies[a.order]
            guard body?.key != WetKey(a) else { continue }
            let samples = a.stroke.samples
            // An image (a snapshot) shows every stroke as it stands. A line in progress is
            // translucent (`Pen.lineHighlight`), so drawn whole; were it opaque, a fresh piece
            // could not stand in for its moved end. A stroke with no body yet, or one too short
            // to split, is drawn whole every frame meanwhile (it is short: cheap), so it waits
            // its turn like the others; when two fingers touch down in the same frame, both
            // worked out at once made one of the bench's slowest frames in a hundred.
            let urgent = target != nil || a.pen.tool == .line
            // A builder starts with its first sample, so `samples` is never empty.
            let oldest = samples[min(body?.key.samples ?? 0, samples.count - 1)].time
            candidates.append(.init(order: a.order, waitingSince: oldest, urgent: urgent))
        }
        if target == nil, let last = lastFrameTime {  // images (snapshots) are not frames
            frameIntervals.append(time - last)
            if frameIntervals.count > WetSchedule.paceFrames { frameIntervals.removeFirst() }
        }
        let chosen = WetSchedule.choose(candidates, at: time, interval: WetSchedule.pace(frameIntervals))
        if target == nil { lastFrameTime = time }
        let rebuilt = strokes.filter { chosen.contains($0.order) }
        // Their bodies are worked out, and the fresh pieces of the strokes whose bodies stay
        // drawn, on another thread while this one dries ink and copies the canvas; if SDL
        // fails meanwhile, the batch is collected and dropped.
        let inputs = rebuilt.map { a in
            WetBodyWorker.Input(centreline: a.centreline, dried: driedAfterDrying(a), style: a.stroke.style,
                                tail: tails[a.order].flatMap { $0.samples == a.centreline.sampleCount ? $0.points : nil })
        }
        var freshOrders: [UInt64] = [], freshInputs: [WetBodyWorker.FreshInput] = []
        for a in strokes where a.isInk && !chosen.contains(a.order) {
            guard let body = bodies[a.order], body.sprite != nil else { continue }
            freshOrders.append(a.order)
            freshInputs.append(.init(stroke: a.stroke, end: body.end, samples: body.key.samples,
                                     predictTo: predictionLead.map { time + $0 },
                                     memo: predictionMemos[a.order] ?? .init()))
        }
        var collected = inputs.isEmpty && freshInputs.isEmpty && pendingBakes.isEmpty
        if !collected {
            bodyWorker.start(inputs, fresh: freshInputs, bakes: pendingBakes, canvas: target?.size ?? device.outputSize)
        }
        defer { if !collected { _ = bodyWorker.finish() } }
        try dry(rebuilt)
        try setTarget(target)
        try copyCanvas()
        var fresh: [UInt64: WetBodyWorker.Fresh] = [:]
        if !collected {
            collected = true
            let worked = bodyWorker.finish()
            try bake(worked.baked, into: target)
            try keep(worked.bodies, of: rebuilt)
            fresh = Dictionary(uniqueKeysWithValues: zip(freshOrders, worked.fresh))
        }
        // The boxes of the strokes' ink waiting in `mesh`: ink blended at once (a sprite, a
        // fresh piece the worker drew) that meets one is blended after it.
        pending.removeAll(keepingCapacity: true)
        func blendAfterPending(_ r: PixelRect?) throws(SDLError) -> Bool {
            guard let r, pending.contains(where: { $0.intersection(r) != nil }) else { return false }
            try flush()
            pending.removeAll(keepingCapacity: true)
            return true
        }
        for a in strokes where a.isInk {
            let before = mesh.vertices.count
            if let body = bodies[a.order], let sprite = body.sprite {
                _ = try blendAfterPending(sprite.rect)
                try device.draw(sprite)
                if let f = fresh[a.order] {
                    tips[a.pointer] = DrawnTip(real: f.real, predicted: f.predicted)
                    predictionMemos[a.order] = f.memo
                    if try blendAfterPending(f.rect) { freshFlushes += 1 }
                    if let r = f.rect { try device.blend(bodyWorker.pixels, offset: f.offset, rect: r) }
                } else {
                    drawFresh(a, after: body, time: time)
                }
            } else {
                try drawWhole(a, time: time)  // translucent (drawn at once), or too short to split
            }
            if mesh.vertices.count < before { pending.removeAll(keepingCapacity: true) }  // drawn meanwhile
            if let box = box(ofVerticesFrom: min(before, mesh.vertices.count)) { pending.append(box) }
        }
    }

    /// The pixels the mesh's vertices from `first` on may touch; nil when there are none.
    private func box(ofVerticesFrom first: Int) -> PixelRect? {
        guard first < mesh.vertices.count else { return nil }
        var lo = Point(.infinity, .infinity), hi = Point(-.infinity, -.infinity)
        for v in mesh.vertices[first...] {
            lo = Point(min(lo.x, Double(v.x)), min(lo.y, Double(v.y)))
            hi = Point(max(hi.x, Double(v.x)), max(hi.y, Double(v.y)))
        }
        return PixelRect(covering: lo, hi, margin: 1, in: canvasSize)
    }

    /// Blends the strokes `sync` left to the worker into the canvas and into `target` (where
    /// the canvas was just copied), and keeps their centrelines for rebuilds.
    private func bake(_ baked: WetBodyWorker.Baked, into target: RenderDevice.Texture?) throws(SDLError) {
        guard !pendingBakes.isEmpty else { return }
        for (b, points) in zip(pendingBakes, baked.points) { centrelines.store(points, of: b.stroke) }
        if !baked.patches.isEmpty {
            try setTarget(canvas)
            for p in baked.patches { try device.blend(bodyWorker.pixels, offset: p.offset, rect: p.rect) }
            try setTarget(target)
            for p in baked.patches { try device.blend(bodyWorker.pixels, offset: p.offset, rect: p.rect) }
        }
        pendingBakes.removeAll()
    }

    /// Keeps the bodies the worker made for `strokes`: their tails, and their pixels in their
    /// sprites. A body is recorded once its sprite holds it: if SDL fails, that stroke has no
    /// body (it is drawn whole) and the rest stay out of date, until they are worked out again.
    private func keep(_ worked: [WetBodyWorker.Body], of strokes: [StrokeBuilder]) throws(SDLError) {
        bodiesWorkedOut += strokes.count
        for (a, w) in zip(strokes, worked) {
            tails[a.order] = (a.centreline.sampleCount, w.tail)
            guard !w.end.isEmpty else {
                bodies[a.order] = WetBody(key: WetKey(a), end: [], sprite: nil)
                continue
            }
            let sprite = bodies[a.order]?.sprite ?? InkSprite(device: device)
            // Until its sprite holds the new body the stroke has none, and is drawn whole.
            bodies[a.order] = nil
            try device.load(sprite, rect: w.rect, pixels: bodyWorker.pixels, offset: w.offset)
            bodies[a.order] = WetBody(key: WetKey(a), end: w.end, sprite: sprite)
        }
    }

    /// Adds the fresh piece of `a` to the frame's mesh: from the end of its body through the
    /// samples it took since (at the body's last width), to its predicted ink, with the end cap.
    private func drawFresh(_ a: StrokeBuilder, after body: WetBody, time: Double) {
        wet.removeAll(keepingCapacity: true)
        wet.append(contentsOf: body.end)
        let width = body.end.last?.width ?? 1
        for s in a.stroke.samples[min(body.key.samples, a.stroke.samples.count)...] {
            wet.append(InkPoint(s.point, width: width, time: s.time))
        }
        let predicted = predictedInk(a, wet.last, time: time)
        tips[a.pointer] = DrawnTip(real: wet.last?.point, predicted: predicted)
        if let predicted { wet.append(predicted) }
        StrokeTessellator.append(wet[...], style: a.stroke.style, piece: .init(leadIn: true, endCap: true), to: &mesh)
    }

    /// Works out the tails of the strokes in progress that took samples since the last frame,
    /// side by side on the machine's cores. In a frame where every finger moved, refitting
    /// each tail is the dearest part of the frame; each is a pure function of its own stroke
    /// (`Centreline` is `Sendable`; a smoother's fit memo is its own and locked), so the
    /// results are the same as one after another.
    func refreshTails(_ strokes: [StrokeBuilder]) {
        var stale: [(order: UInt64, centreline: Centreline)] = []
        for a in strokes where a.isInk && tails[a.order]?.samples != a.centreline.sampleCount {
            stale.append((a.order, a.centreline))
        }
        guard stale.count > 1 else { return }  // one is worked out where it is drawn
        let points = stale.map(\.centreline).parallelMap { $0.tail }
        for (s, p) in zip(stale, points) { tails[s.order] = (s.centreline.sampleCount, p) }
    }

    /// The provisional end of a stroke in progress, computed again only when it took a sample:
    /// frames outpace touch samples, and a smoother's tail is its dearest part.
    func tail(of a: StrokeBuilder) -> [InkPoint] {
        let count = a.centreline.sampleCount
        if let cached = tails[a.order], cached.samples == count { return cached.points }
        let points = a.centreline.tail
        tails[a.order] = (count, points)
        return points
    }

    /// The predicted ink continuing a stroke in progress from its drawn tip `end`; the model's
    /// reading of the stroke is kept until it takes a sample (`PredictedInk.Memo`).
    func predictedInk(_ a: StrokeBuilder, _ end: InkPoint?, time: Double) -> InkPoint? {
        guard let lead = predictionLead else { return nil }
        return PredictedInk.point(continuing: a.stroke, from: end, at: time + lead, memo: &predictionMemos[a.order, default: .init()])
    }
}
