import SketchCore
import SketchSDL

/// Plays an event script as it is read, a few thousand events at a time, so memory stays
/// flat in the script's size.
enum ScriptStream {
    /// Events handed to the player at once (more when one frame holds more).
    static let chunk = 4096

    /// Reads `reader` to its end through `player`. Chunks end between frames, so the player
    /// sees the same frames, and gives the same pixels, as with the whole script at once.
    /// A bad line or a resize over the pixel budget stops it with one located line.
    static func play(_ reader: EventScriptReader, through player: ScriptPlayer) throws {
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
                pending.append(event)
            }
            try player.play(pending)
        } catch let error as ScriptError {
            throw UserError(error.description)
        } catch let error as SDLError {
            throw UserError("\(reader.file): replay failed: \(error)")
        }
    }
}
