/// Maps device events (window units, normalized fingers) to canvas input events (pixels).
///
/// Fingers arrive normalized to the window: `x * pixelSize.width` gives canvas pixels. The mouse
/// arrives in window units and is scaled by `pixelSize / windowSize`, which differ on high-DPI
/// outputs. Only the left mouse button (1) is a pointer; other buttons are ignored.
public struct InputMapper: Hashable, Sendable {
    /// Window size in window units (what the mouse reports).
    public var windowSize: CanvasSize
    /// Canvas size in pixels (the renderer's output).
    public var pixelSize: CanvasSize

    public init(windowSize: CanvasSize, pixelSize: CanvasSize? = nil) {
        self.windowSize = windowSize
        self.pixelSize = pixelSize ?? windowSize
    }

    /// The canvas event for a device event, or nil for events that mean nothing to the canvas.
    /// A `resize` updates both sizes, keeping the current pixel density.
    public mutating func map(_ e: TimedDeviceEvent) -> InputEvent? {
        switch e.event {
        case let .finger(phase, touch, finger, x, y, pressure):
            let p = Point(x * Double(pixelSize.width), y * Double(pixelSize.height))
            let id = PointerID.touch(device: touch, finger: finger)
            let ph: PointerPhase = switch phase {
            case .down: .down
            case .move: .move
            case .up: .up
            }
            return .pointer(PointerEvent(ph, id, at: p, pressure: pressure, time: e.time))
        case let .mouseButton(down, x, y, button):
            guard button == 1 else { return nil }
            return .pointer(PointerEvent(down ? .down : .up, .mouse, at: mouse(x, y), time: e.time))
        case let .mouseMove(x, y):
            return .pointer(PointerEvent(.move, .mouse, at: mouse(x, y), time: e.time))
        case let .key(k):
            return .key(k)
        case .focusLost:
            return .cancelAll(time: e.time)
        case let .resize(w, h):
            let sx = Double(pixelSize.width) / Double(windowSize.width)
            let sy = Double(pixelSize.height) / Double(windowSize.height)
            windowSize = CanvasSize(width: max(w, 1), height: max(h, 1))
            pixelSize = CanvasSize(width: max(Int((Double(w) * sx).rounded()), 1),
                                   height: max(Int((Double(h) * sy).rounded()), 1))
            return .resize(pixelSize)
        case .renderReset:
            return .renderReset
        case .quit:
            return .quit
        }
    }

    private func mouse(_ x: Double, _ y: Double) -> Point {
        Point(x * Double(pixelSize.width) / Double(windowSize.width),
              y * Double(pixelSize.height) / Double(windowSize.height))
    }
}
