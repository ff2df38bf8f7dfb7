/// Centrelines of committed strokes, smoothed once and kept, so that rebuilding or patching
/// the baked canvas (undo, clear, erase, resize) tessellates strokes again without smoothing
/// them again: smoothing is most of a stroke's drawing cost (`model` about 1 ms for a
/// handwriting stroke of 175 samples, against about 0.1 ms to tessellate and raster it).
///
/// Keyed by stroke id and checked against the stroke's style, sample count and end samples,
/// so a stroke of another drawing under the same id is smoothed afresh, never drawn with the
/// wrong points. A centreline is a pure function of its stroke, so a cached one is exactly
/// what smoothing again would give: pixels do not change.
///
/// Memory: one centreline's points per stroke seen (32 bytes a point), at most `pointBudget`
/// points in all (128 MiB): strokes past it are smoothed each time, as without a cache.
/// Entries of strokes no longer drawn are dropped when they outnumber the drawing's strokes
/// (`prune`).
public struct CentrelineCache: Sendable {
    /// Most points kept in all.
    public static let pointBudget = 4 * 1024 * 1024

    private struct Entry: Sendable {
        var key: Key
        var points: [InkPoint]
    }

    private struct Key: Equatable, Sendable {
        var style: StrokeStyle
        var count: Int
        var first: StrokeSample?
        var last: StrokeSample?

        init(_ stroke: Stroke) {
            style = stroke.style
            count = stroke.samples.count
            first = stroke.samples.first
            last = stroke.samples.last
        }
    }

    private var entries: [StrokeID: Entry] = [:]
    /// Points kept in all.
    public private(set) var points = 0

    public init() {}

    /// Strokes whose centrelines are kept.
    public var count: Int { entries.count }

    /// The centreline points of committed `stroke`: kept ones, else `live` when it took every
    /// sample in the stroke's style (what was drawn while it was in progress), else smoothed
    /// from the samples; kept for next time either way.
    public mutating func points(of stroke: Stroke, live: Centreline? = nil) -> [InkPoint] {
        if let kept = cachedPoints(of: stroke) { return kept }
        let fresh = Self.centreline(of: stroke, live: live).points
        store(fresh, of: stroke)
        return fresh
    }

    /// The kept centreline points of committed `stroke`, if any. O(1).
    public func cachedPoints(of stroke: Stroke) -> [InkPoint]? {
        guard let entry = entries[stroke.id], entry.key == Key(stroke) else { return nil }
        return entry.points
    }

    /// Keeps `points`, worked out elsewhere (`centreline(of:live:)`), as committed `stroke`'s
    /// centreline, within `pointBudget`.
    public mutating func store(_ fresh: [InkPoint], of stroke: Stroke) {
        if let old = entries.removeValue(forKey: stroke.id) { points -= old.points.count }
        guard points + fresh.count <= Self.pointBudget else { return }
        entries[stroke.id] = Entry(key: Key(stroke), points: fresh)
        points += fresh.count
    }

    /// A committed stroke's centreline: the live one it was drawn with when that one took every
    /// sample in the same style (the same points: a centreline is a pure function of its
    /// samples), else smoothed again from the samples.
    public static func centreline(of stroke: Stroke, live: Centreline?) -> Centreline {
        guard let live, live.sampleCount == stroke.samples.count, live.smoothing == stroke.style.smoothing,
              live.pressure == stroke.style.pressure else { return Centreline(stroke) }
        return live
    }

    /// Drops the entries of strokes not in `drawing` once there are more than twice as many
    /// entries as strokes (plus some slack, so an undone clear finds its strokes still kept).
    /// O(entries) when it prunes, O(1) otherwise.
    public mutating func prune(keeping drawing: Drawing) {
        guard entries.count > 2 * drawing.strokes.count + 1024 else { return }
        let live = Set(drawing.strokes.map(\.id))
        entries = entries.filter { live.contains($0.key) }
        points = entries.values.reduce(0) { $0 + $1.points.count }
    }
}
