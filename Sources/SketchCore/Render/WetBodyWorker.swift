import Dispatch

/// Works out the wet bodies of strokes in progress, and draws their fresh pieces, on another
/// thread while the caller draws.
///
/// A body (see `CanvasRenderer`'s kept wet ink) is a stroke's undried settled points and its
/// smoothed tail, rasterized into pixels of its own box. Refitting the tail, tessellating and
/// rasterizing cost about 0.07 ms a body on the bench's machine, and none of it needs the
/// renderer: so `start` hands it to a pool thread, the renderer meanwhile dries ink and copies
/// the baked canvas (0.3 ms of memory copying at 1920x1080), and `finish` collects the pixels
/// to upload. The fresh pieces of strokes whose bodies stay as they are (the newest samples
/// drawn straight, the predicted ink, the end cap) are drawn there too. It is pure work on
/// values (`Centreline` is `Sendable`; a smoother's fit memo is locked), so the pixels are
/// the same whichever thread makes them and replays stay exact.
///
/// One batch at a time: every `start` is followed by `finish` before the next `start` or any
/// read of `pixels`. The worker owns its mesh, grid and pixel buffer and reuses them.
public final class WetBodyWorker: @unchecked Sendable {
    /// One stroke whose body to work out.
    public struct Input: Sendable {
        public var centreline: Centreline
        /// How many of its settled points are (or are about to be) dried into the canvas.
        public var dried: Int
        public var style: StrokeStyle
        /// Its tail, when already worked out for the centreline's current sample count.
        public var tail: [InkPoint]?

        public init(centreline: Centreline, dried: Int, style: StrokeStyle, tail: [InkPoint]? = nil) {
            self.centreline = centreline
            self.dried = dried
            self.style = style
            self.tail = tail
        }
    }

    /// One stroke's body, worked out.
    public struct Body: Sendable {
        /// The stroke's tail (`Centreline.tail`), for the caller to keep.
        public var tail: [InkPoint]
        /// The body's last two kept points (`lastTwoKept`): where the fresh piece leads in.
        /// Empty when the wet ink is too short to split, and is drawn whole instead.
        public var end: [InkPoint]
        /// The canvas pixels the body covers; nil when it covers none (or has no `end`).
        public var rect: PixelRect?
        /// Where its pixels start in `pixels`, bytes: rows of `rect.width` ARGB8888 pixels.
        public var offset = 0
    }

    /// One stroke whose fresh piece to draw: from the end of its body (kept, unchanged this
    /// frame) through the samples it took since, at the body's last width, to its predicted
    /// ink, with the round end cap.
    public struct FreshInput: Sendable {
        public var stroke: Stroke
        /// The body's last two points and the sample count it was worked out from.
        public var end: [InkPoint]
        public var samples: Int
        /// Where the prediction reaches (seconds, the session's clock); nil draws none.
        public var predictTo: Double?
        public var memo: PredictedInk.Memo

        public init(stroke: Stroke, end: [InkPoint], samples: Int, predictTo: Double?, memo: PredictedInk.Memo) {
            self.stroke = stroke
            self.end = end
            self.samples = samples
            self.predictTo = predictTo
            self.memo = memo
        }
    }

    /// One stroke's fresh piece, drawn.
    public struct Fresh: Sendable {
        /// The end of its real ink, and its predicted ink (nil when none).
        public var real: Point?
        public var predicted: InkPoint?
        /// The predictor's reading of the stroke, for the caller to keep.
        public var memo: PredictedInk.Memo
        /// The canvas pixels it covers and where they start in `pixels`; nil when none.
        public var rect: PixelRect?
        public var offset = 0
    }

    /// A stroke just committed, to bake from its first undried point to its end cap.
    public struct BakeInput: Sendable {
        public var stroke: Stroke
        /// The centreline it was drawn with while in progress, if any (`CentrelineCache.centreline`).
        public var live: Centreline?
        /// Its centreline points when already known (cached); worked out otherwise.
        public var points: [InkPoint]?
        /// Leading centreline points already dried into the canvas.
        public var dried: Int

        public init(stroke: Stroke, live: Centreline?, points: [InkPoint]?, dried: Int) {
            self.stroke = stroke
            self.live = live
            self.points = points
            self.dried = dried
        }
    }

    /// The batch's committed strokes, baked: their centreline points (in input order, for the
    /// caller to cache) and the patches of their ink, in drawing order, each a `rect` of pixels
    /// at `offset` in `pixels`.
    public struct Baked: Sendable {
        public var points: [[InkPoint]] = []
        public var patches: [(rect: PixelRect, offset: Int)] = []
    }

    /// The last batch's pixels, premultiplied ARGB8888, each body's, fresh piece's and baked
    /// patch's at its `offset`. Not to be read while a batch runs.
    public var pixels: [UInt8] {
        precondition(!running, "the batch is still running: finish it first")
        return buffer
    }
    private var buffer: [UInt8] = []
    private var bodies: [Body] = []
    private var fresh: [Fresh] = []
    private var baked = Baked()
    private var mesh = Mesh()
    private var grid = GridMesh()
    private var wet: [InkPoint] = []
    private let done = DispatchSemaphore(value: 0)
    private var running = false

    public init() {}

    /// From this many tails to refit in a batch, they are refitted side by side on the cores.
    static let parallelTails = 4

    /// Starts working out `inputs`' bodies and drawing the `fresh` pieces on a pool thread,
    /// clipped to `canvas`.
    public func start(_ inputs: [Input], fresh: [FreshInput] = [], bakes: [BakeInput] = [], canvas: CanvasSize) {
        precondition(!running, "finish the batch before starting another")
        running = true
        DispatchQueue.global(qos: .userInteractive).async { [self] in
            work(inputs, fresh, bakes, canvas: canvas)
            done.signal()
        }
    }

    /// Waits for the batch `start` began; its bodies and fresh pieces in input order, their
    /// pixels in `pixels`.
    public func finish() -> (bodies: [Body], fresh: [Fresh], baked: Baked) {
        precondition(running, "no batch started")
        done.wait()
        running = false
        return (bodies, fresh, baked)
    }

    /// The same batch on the calling thread.
    public func run(_ inputs: [Input], fresh: [FreshInput] = [], bakes: [BakeInput] = [],
                    canvas: CanvasSize) -> (bodies: [Body], fresh: [Fresh], baked: Baked) {
        precondition(!running, "finish the batch before running another")
        work(inputs, fresh, bakes, canvas: canvas)
        return (bodies, self.fresh, baked)
    }

    private func work(_ inputs: [Input], _ freshInputs: [FreshInput], _ bakes: [BakeInput], canvas: CanvasSize) {
        bodies.removeAll(keepingCapacity: true)
        fresh.removeAll(keepingCapacity: true)
        baked = Baked()
        mesh.removeAll()
        // Committed strokes first, as `CanvasRenderer.sync` draws them: from the first undried
        // point (leading in along the segment dried last) to the end cap.
        for b in bakes {
            let points = b.points ?? CentrelineCache.centreline(of: b.stroke, live: b.live).points
            baked.points.append(points)
            let leadIn = b.dried >= 2, from = leadIn ? b.dried - 2 : 0
            guard from < points.count else { continue }
            StrokeTessellator.append(points[from...], style: b.stroke.style, piece: .init(leadIn: leadIn, endCap: true), to: &mesh)
        }
        let bakeTriangles = 0..<mesh.triangleCount
        var ranges: [(body: Int, triangles: Range<Int>)] = []
        // Many tails at once (a 60 Hz frame works out every stroke): refitted on the cores.
        let stale = inputs.filter { $0.tail == nil }.count
        let tails = stale >= Self.parallelTails ? inputs.parallelMap { $0.tail ?? $0.centreline.tail } : nil
        for (i, input) in inputs.enumerated() {
            let tail = tails?[i] ?? input.tail ?? input.centreline.tail
            // The undried settled points with the lead-in along the segment drawn last.
            let from = max(0, input.dried - 2), lead = input.dried - from
            wet.removeAll(keepingCapacity: true)
            wet.append(contentsOf: input.centreline.settled[min(from, input.centreline.settled.count)...])
            wet.append(contentsOf: tail)
            let end = Self.lastTwoKept(wet)
            guard wet.count >= 3, end.count == 2 else {
                bodies.append(Body(tail: tail, end: [], rect: nil))
                continue
            }
            let start = mesh.triangleCount
            StrokeTessellator.append(wet[(lead >= 2 ? lead - 2 : 0)...], style: input.style,
                                     piece: .init(leadIn: lead >= 2, endCap: false), to: &mesh)
            ranges.append((bodies.count, start..<mesh.triangleCount))
            bodies.append(Body(tail: tail, end: end, rect: nil))
        }
        var freshRanges: [Range<Int>] = []
        for f in freshInputs {
            wet.removeAll(keepingCapacity: true)
            wet.append(contentsOf: f.end)
            let width = f.end.last?.width ?? 1
            for s in f.stroke.samples[min(f.samples, f.stroke.samples.count)...] {
                wet.append(InkPoint(s.point, width: width, time: s.time))
            }
            var memo = f.memo
            let predicted = f.predictTo.flatMap { PredictedInk.point(continuing: f.stroke, from: wet.last, at: $0, memo: &memo) }
            fresh.append(Fresh(real: wet.last?.point, predicted: predicted, memo: memo, rect: nil))
            if let predicted { wet.append(predicted) }
            let start = mesh.triangleCount
            StrokeTessellator.append(wet[...], style: f.stroke.style, piece: .init(leadIn: true, endCap: true), to: &mesh)
            freshRanges.append(start..<mesh.triangleCount)
        }
        guard mesh.triangleCount > 0 else { return }
        grid.assign(mesh, blueFirst: true)
        // Each body and each fresh piece as one patch: cut into several runs, the 8-bit rounding
        // of their overlaps could differ by a level from the same ink drawn whole.
        var patches: [MeshRasterizer.Patch] = []
        var bytes = 0
        func patch(_ triangles: Range<Int>) -> (rect: PixelRect, offset: Int)? {
            guard let box = MeshRasterizer.runs(of: grid, in: canvas, triangles: triangles)
                    .map(\.bounds).reduce(nil, { $0?.union($1) ?? $1 }) else { return nil }
            patches.append(.init(triangles: triangles, rect: box, offset: bytes))
            defer { bytes += box.width * box.height * 4 }
            return (box, bytes)
        }
        // Baked ink in runs of nearby triangles, as the renderer's meshes are drawn: a box
        // around ink that spans the canvas would be mostly empty.
        for run in MeshRasterizer.runs(of: grid, in: canvas, triangles: bakeTriangles) {
            patches.append(.init(triangles: run.triangles, rect: run.bounds, offset: bytes))
            baked.patches.append((run.bounds, bytes))
            bytes += run.bounds.width * run.bounds.height * 4
        }
        for (i, triangles) in ranges {
            guard let p = patch(triangles) else { continue }
            (bodies[i].rect, bodies[i].offset) = p
        }
        for (i, triangles) in freshRanges.enumerated() {
            guard let p = patch(triangles) else { continue }
            (fresh[i].rect, fresh[i].offset) = p
        }
        if buffer.count < bytes { buffer = [UInt8](repeating: 0, count: bytes) }
        buffer.withUnsafeMutableBufferPointer { MeshRasterizer.draw(grid, patches: patches, into: $0) }
    }

    /// The last two points of `wet` that its outline keeps (`StrokeOutline` drops a point within
    /// 1/1000 px of the one before): the segment a fresh piece leads in along. Fewer when the
    /// outline keeps fewer.
    public static func lastTwoKept(_ wet: [InkPoint]) -> [InkPoint] {
        var kept: [InkPoint] = []
        for p in wet where p.point.isFinite {
            if let last = kept.last, last.point.distance(to: p.point) < 1e-3 { continue }
            if kept.count == 2 { kept.removeFirst() }
            kept.append(p)
        }
        return kept
    }
}
