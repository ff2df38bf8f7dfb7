import CSDL2
import SketchCore

/// Pushes device events into SDL's real event queue, as a display server would deliver them:
/// shared by `replay` (virtual time) and `draw --play` (wall time).
///
/// A `resize` resizes the window (SDL then raises its own window event); mouse events carry
/// the buttons held, as SDL's would.
@MainActor
struct EventPusher {
    let device: RenderDevice
    private var mouseButtons: UInt32 = 0

    init(device: RenderDevice) { self.device = device }

    /// Pushes one event; returns the SDL event type and window subtype it was pushed as, or
    /// nil for one SDL raises itself (a resize), has no event for, or that the translator
    /// drops when it is drained (a mouse move with no button held).
    mutating func push(_ e: TimedDeviceEvent) throws(SDLError) -> (type: UInt32, subtype: UInt8)? {
        if case let .resize(w, h) = e.event {
            device.setWindowSize(CanvasSize(width: w, height: h))
            return nil
        }
        guard var ev = EventTranslator.sdlEvent(e.event, windowID: device.windowID, mouseButtons: mouseButtons) else {
            return nil
        }
        if case let .mouseButton(down, _, _, button) = e.event, (1...32).contains(button) {
            let mask = UInt32(1) << UInt32(button - 1)
            mouseButtons = down ? mouseButtons | mask : mouseButtons & ~mask
        }
        let status = SDL_PushEvent(&ev)
        guard status == 1 else {
            throw status < 0 ? .last("SDL_PushEvent") : SDLError(call: "SDL_PushEvent", message: "event filtered")
        }
        // One the translator drops when it comes back (a hover move) is never timed: no entry.
        guard EventTranslator.deviceEvent(ev) != nil else { return nil }
        return (ev.type, ev.type == SDL_WINDOWEVENT.rawValue ? ev.window.event : 0)
    }
}
