import CSDL2
import SketchCore

/// The one place SDL events become SketchCore events, and the way back for replay.
///
/// Kept: fingers (minus those SDL made from the mouse), the left mouse button and mouse
/// motion while a button is held (minus motion SDL made from a touch), key presses,
/// focus loss, size changes, render resets and quit. Everything else is nil.
public enum EventTranslator {
    /// The device event for an SDL event, or nil for events Sketchpad does not use.
    public static func deviceEvent(_ e: SDL_Event) -> DeviceEvent? {
        switch SDL_EventType(e.type) {
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let f = e.tfinger
            if f.touchId == SKETCH_MOUSE_TOUCHID { return nil }
            let phase: DeviceEvent.FingerPhase = switch SDL_EventType(e.type) {
            case SDL_FINGERDOWN: .down
            case SDL_FINGERUP: .up
            default: .move
            }
            return .finger(phase, touch: f.touchId, finger: f.fingerId,
                           x: Double(f.x), y: Double(f.y), pressure: Double(f.pressure))
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let b = e.button
            if b.which == SKETCH_TOUCH_MOUSEID { return nil }
            return .mouseButton(down: e.type == SDL_MOUSEBUTTONDOWN.rawValue,
                                x: Double(b.x), y: Double(b.y), button: Int(b.button))
        case SDL_MOUSEMOTION:
            let m = e.motion
            if m.which == SKETCH_TOUCH_MOUSEID || m.state == 0 { return nil }
            return .mouseMove(x: Double(m.x), y: Double(m.y))
        case SDL_KEYDOWN:
            let k = e.key.keysym
            guard let name = SDL_GetKeyName(k.sym).map({ String(cString: $0) }), !name.isEmpty else { return nil }
            var mods: KeyModifiers = []
            let m = UInt32(k.mod)
            if m & KMOD_CTRL.rawValue != 0 { mods.insert(.ctrl) }
            if m & KMOD_SHIFT.rawValue != 0 { mods.insert(.shift) }
            if m & KMOD_ALT.rawValue != 0 { mods.insert(.alt) }
            return .key(KeyPress(name, mods))
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(e.window.event)) {
            case SDL_WINDOWEVENT_FOCUS_LOST: return .focusLost
            case SDL_WINDOWEVENT_SIZE_CHANGED:
                return .resize(width: Int(e.window.data1), height: Int(e.window.data2))
            default: return nil
            }
        case SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET:
            return .renderReset
        case SDL_QUIT:
            return .quit
        default:
            return nil
        }
    }

    /// What an SDL event says about who is pointing, for `CursorPolicy`: a finger down or
    /// moving, a real mouse moving or clicking (held button or not), or neither (nil). Touches
    /// SDL made from the mouse and mouse events it made from touches are neither.
    public static func pointerActivity(_ e: SDL_Event) -> CursorPolicy.Activity? {
        switch SDL_EventType(e.type) {
        case SDL_FINGERDOWN, SDL_FINGERMOTION:
            return e.tfinger.touchId == SKETCH_MOUSE_TOUCHID ? nil : .touch
        case SDL_MOUSEMOTION:
            return e.motion.which == SKETCH_TOUCH_MOUSEID ? nil : .mouse
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            return e.button.which == SKETCH_TOUCH_MOUSEID ? nil : .mouse
        default:
            return nil
        }
    }

    /// The SDL event that carries a script event, for `SDL_PushEvent`; nil for `resize` (the
    /// window is resized instead, and SDL reports it) and for events scripts do not carry.
    /// `mouseButtons` is the button mask held before this event, for motion events.
    public static func sdlEvent(_ e: DeviceEvent, windowID: UInt32, mouseButtons: UInt32) -> SDL_Event? {
        var ev = SDL_Event()
        switch e {
        case let .finger(phase, touch, finger, x, y, pressure):
            ev.type = switch phase {
            case .down: SDL_FINGERDOWN.rawValue
            case .move: SDL_FINGERMOTION.rawValue
            case .up: SDL_FINGERUP.rawValue
            }
            ev.tfinger.touchId = touch
            ev.tfinger.fingerId = finger
            ev.tfinger.x = Float(x)
            ev.tfinger.y = Float(y)
            ev.tfinger.pressure = Float(pressure)
            ev.tfinger.windowID = windowID
        case let .mouseButton(down, x, y, button):
            ev.type = down ? SDL_MOUSEBUTTONDOWN.rawValue : SDL_MOUSEBUTTONUP.rawValue
            ev.button.windowID = windowID
            ev.button.button = UInt8(clamping: button)
            ev.button.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
            ev.button.clicks = 1
            ev.button.x = Int32(clamping: Int(x.rounded()))
            ev.button.y = Int32(clamping: Int(y.rounded()))
        case let .mouseMove(x, y):
            ev.type = SDL_MOUSEMOTION.rawValue
            ev.motion.windowID = windowID
            ev.motion.state = mouseButtons
            ev.motion.x = Int32(clamping: Int(x.rounded()))
            ev.motion.y = Int32(clamping: Int(y.rounded()))
        case let .key(k):
            ev.type = SDL_KEYDOWN.rawValue
            ev.key.windowID = windowID
            ev.key.state = UInt8(SDL_PRESSED)
            ev.key.keysym.sym = SDL_GetKeyFromName(k.name)
            ev.key.keysym.scancode = SDL_GetScancodeFromKey(ev.key.keysym.sym)
            var mod: UInt32 = 0
            if k.modifiers.contains(.ctrl) { mod |= KMOD_LCTRL.rawValue }
            if k.modifiers.contains(.shift) { mod |= KMOD_LSHIFT.rawValue }
            if k.modifiers.contains(.alt) { mod |= KMOD_LALT.rawValue }
            ev.key.keysym.mod = UInt16(mod)
        case .focusLost:
            ev.type = SDL_WINDOWEVENT.rawValue
            ev.window.windowID = windowID
            ev.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
        case .resize, .renderReset, .quit:
            return nil
        }
        return ev
    }

    /// True when SDL knows `name` as a key name (`SDL_GetKeyFromName`).
    public static func isKnownKey(_ name: String) -> Bool {
        SDL_GetKeyFromName(name) != SDLK_UNKNOWN.rawValue
    }
}
