/// Every pointer's strokes in a list of device events: what the predictor is measured on.
///
/// Events are mapped to canvas pixels by an `InputMapper` on a canvas of `size`; a down begins a
/// stroke for its pointer, moves extend it, an up ends it (its position is the last sample);
/// a cancel or focus loss ends every stroke in progress. Moves and ups of pointers that are not
/// down, and non-finite positions, are skipped. O(events).
public enum PointerPaths {
    public static func strokes(_ events: [TimedDeviceEvent], size: CanvasSize) -> [[StrokeSample]] {
        var mapper = InputMapper(windowSize: size)
        var open: [PointerID: Int] = [:]
        var strokes: [[StrokeSample]] = []
        for event in events {
            switch mapper.map(event) {
            case let .pointer(p):
                let sample = StrokeSample(p.position, pressure: p.pressure, time: p.time)
                switch p.phase {
                case .down:
                    open[p.pointer] = strokes.count
                    strokes.append(p.position.isFinite ? [sample] : [])
                case .move, .up:
                    guard let i = open[p.pointer] else { continue }
                    if p.position.isFinite { strokes[i].append(sample) }
                    if p.phase == .up { open[p.pointer] = nil }
                case .cancel:
                    open[p.pointer] = nil
                }
            case .cancelAll:
                open.removeAll()
            default:
                continue
            }
        }
        return strokes.filter { !$0.isEmpty }
    }
}
