import CSDL2
import SketchCore
@testable import SketchSDL

/// A headless SDL session with a hidden window and a script player on it.
@MainActor func withPlayer<T>(size: CanvasSize = CanvasSize(width: 200, height: 100),
                   style: StrokeStyle = StrokeStyle(color: .black, width: 6),
                   _ body: (ScriptPlayer) throws -> T) throws -> T {
    var options = RenderDevice.Options()
    options.size = size
    options.hidden = true
    let player = ScriptPlayer(device: try RenderDevice(SDLSystem(.headless), options), style: style)
    return try body(player)
}

/// Builds script events tersely: fingers in normalized coordinates.
enum Script {
    static func down(_ t: Double, _ finger: Int64, _ x: Double, _ y: Double, touch: Int64 = 1) -> TimedDeviceEvent {
        TimedDeviceEvent(t, .finger(.down, touch: touch, finger: finger, x: x, y: y, pressure: 1))
    }
    static func move(_ t: Double, _ finger: Int64, _ x: Double, _ y: Double, touch: Int64 = 1) -> TimedDeviceEvent {
        TimedDeviceEvent(t, .finger(.move, touch: touch, finger: finger, x: x, y: y, pressure: 1))
    }
    static func up(_ t: Double, _ finger: Int64, _ x: Double, _ y: Double, touch: Int64 = 1) -> TimedDeviceEvent {
        TimedDeviceEvent(t, .finger(.up, touch: touch, finger: finger, x: x, y: y, pressure: 1))
    }

    /// A horizontal line drawn by one finger from x0 to x1 at height y, in `steps` moves.
    static func line(finger: Int64, from x0: Double, to x1: Double, y: Double, start t: Double,
                     steps: Int = 8, touch: Int64 = 1) -> [TimedDeviceEvent] {
        var out = [down(t, finger, x0, y, touch: touch)]
        for i in 1...steps {
            out.append(move(t + Double(i) * 0.008, finger, x0 + (x1 - x0) * Double(i) / Double(steps), y, touch: touch))
        }
        out.append(up(t + Double(steps + 1) * 0.008, finger, x1, y, touch: touch))
        return out
    }
}

extension RasterImage {
    /// Darkest ink in a small square around (x, y).
    func maxInk(around x: Int, _ y: Int, radius: Int = 1) -> Int {
        var best = 0
        for dy in -radius...radius { for dx in -radius...radius { best = max(best, ink(x: x + dx, y: y + dy)) } }
        return best
    }

    /// True when no pixel in the rectangle has any ink.
    func isBlank(x: Int, y: Int, width: Int, height: Int) -> Bool {
        for py in y..<(y + height) { for px in x..<(x + width) where ink(x: px, y: py) > 0 { return false } }
        return true
    }
}
