import SketchCore
import SketchSDL

/// Plays an event script as it is read, a few thousand events at a time, so memory stays
/// flat in the script's size.
enum ScriptStream {
    /// Events handed to the player at once (more when one frame holds more).
    static let chunk = 4096
    /// Most events held for one frame: beyond it they are pushed into SDL's queue (which the
    /// player drains as it goes) before the frame is stepped, so even a script whose every
    /// event has the same time is read in bounded memory.
    static let frameCap = 65_536

    /// Reads `reader` to its end through `player`. Chunks end between frames, so the player
    /// sees the same frames, and gives the same pixels, as with the whole script at once.
    /// A bad line or a resize over the pixel budget stops it with one located line.
    @MainActor static func play(_ reader: EventScriptReader, through player: ScriptPlayer) throws {
        var pending: [TimedDeviceEvent] = []
        pending.reserveCapacity(chunk)
        do {
            while let event = try reader.next() {
                if case let .resize(width, height) = event.event {
                    try CanvasBudget.check(CanvasSize(width: width, height: height), reader.file)
                }
                if pending.count >= chunk, let last = pending.last,
                   FrameSchedule.frame(for: event.time) != FrameSchedule.frame(for: last.time) {
                    try player.play(pending)
                    pending.removeAll(keepingCapacity: true)
                }
                if pending.count >= frameCap {
                    // Earlier frames are played as usual; the crowded frame's events so far are pushed.
                    let frame = FrameSchedule.frame(for: event.time)
                    let split = pending.firstIndex { FrameSchedule.frame(for: $0.time) == frame } ?? pending.count
                    if split > 0 { try player.play(Array(pending[..<split])) }
                    try player.push(Array(pending[split...]))
                    pending.removeAll(keepingCapacity: true)
                }
                pending.append(event)
            }
            try player.play(pending)
        } catch let error as ScriptError {
            throw CommandError(error)
        } catch let error as SDLError {
            throw CommandError("\(reader.file): replay failed: \(error)")
        }
    }
}
