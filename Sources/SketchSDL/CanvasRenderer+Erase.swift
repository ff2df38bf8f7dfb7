import SketchCore

extension CanvasRenderer {
    /// How far past a patch the strokes drawn again may begin, pixels: a centreline may run a
    /// little outside its samples' bounds (which the drawing's grid keys strokes by).
    static let patchSlack = StrokeTessellator.fringe + 8
    /// The share of the canvas the patches of one sync may cover, and of the strokes they may
    /// draw again, before a rebuild is cheaper.
    static let patchShare = 0.5

    /// Redraws only where the strokes erased since `revision` lay, when erasing is all that
    /// changed since the last sync: each erased stroke's ink box is drawn again from the
    /// paper up, in z-order, in a box-sized texture (the device's `view`, as a band of a tiled
    /// export, so every pixel comes out as in a rebuild), which then replaces that box of the
    /// baked canvas. Returns false, drawing nothing, when a rebuild is due instead: any other
    /// change, a size change or render reset, dried ink of a stroke in progress (it would be
    /// lost), `scale` other than 1, a view set, or patches over `patchShare` of the canvas or
    /// drawing more than that share of the strokes (and over 64 of them) again.
    ///
    /// Cost: O(strokes near the erased ones and their samples), whatever the size of the drawing.
    func patchErased(_ drawing: Drawing, since revision: Int, size: CanvasSize, resets: Int) throws(SDLError) -> Bool {
        guard strategy == .cached, drawing.generation != bakedGeneration, let canvas, canvas.size == size, !stale,
              resets == syncedResets, dried.isEmpty, scale == 1, device.view == nil,
              let erased = drawing.erasedStrokes(since: revision), !erased.isEmpty,
              bakedCount == drawing.strokes.count + erased.count else { return false }
        var boxes: [PixelRect] = []
        for s in erased {
            guard let (lo, hi) = StrokeOutline(centrelines.points(of: s), style: s.style).bounds,
                  let box = PixelRect(covering: lo, hi, margin: StrokeTessellator.fringe + 1, in: size) else { continue }
            boxes.append(box)
        }
        let rects = Self.merged(boxes)
        let patches = rects.map { rect in
            (rect, drawing.strokes(near: Point(Double(rect.x), Double(rect.y)),
                                   Point(Double(rect.x + rect.width), Double(rect.y + rect.height)), within: Self.patchSlack))
        }
        let area = rects.reduce(0) { $0 + $1.width * $1.height }
        let redrawn = patches.reduce(0) { $0 + $1.1.count }
        guard Double(area) <= Self.patchShare * Double(size.width * size.height),
              Double(redrawn) <= max(64, Self.patchShare * Double(drawing.strokes.count)) else { return false }
        defer { device.view = nil }
        for (rect, strokes) in patches {
            let patch = try device.makeTarget(CanvasSize(width: rect.width, height: rect.height))
            device.view = (size, rect)
            try setTarget(patch)
            try device.clear(background)
            for s in strokes {
                try draw(centrelines.points(of: s), style: s.style, from: 0, endCap: true)
            }
            try flush()
            device.view = nil
            try setTarget(canvas)
            try device.copy(patch, rect: PixelRect(x: 0, y: 0, width: rect.width, height: rect.height), to: rect)
        }
        return true
    }

    /// `rects` with every two that overlap replaced by their union, until none overlap, so no
    /// pixel is drawn twice. O(rects^2) per merge; an erase takes a few strokes.
    static func merged(_ rects: [PixelRect]) -> [PixelRect] {
        var out: [PixelRect] = []
        for r in rects {
            var r = r
            while let i = out.firstIndex(where: { $0.intersection(r) != nil }) { r = r.union(out.remove(at: i)) }
            out.append(r)
        }
        return out
    }
}
