import CSDL2
import SketchCore
import Testing
@testable import SketchSDL

extension SDLTests {
    @MainActor @Suite struct EventTranslatorTests {
        func finger(_ type: SDL_EventType, touch: Int64 = 3, finger: Int64 = 7, x: Float, y: Float,
                    pressure: Float = 0.5) -> SDL_Event {
            var e = SDL_Event()
            e.type = type.rawValue
            e.tfinger.touchId = touch
            e.tfinger.fingerId = finger
            e.tfinger.x = x
            e.tfinger.y = y
            e.tfinger.pressure = pressure
            return e
        }

        @Test func fingerEventsKeepTheirDeviceFingerAndNormalizedPosition() {
            let e = EventTranslator.deviceEvent(finger(SDL_FINGERMOTION, x: 0.25, y: 0.75))
            #expect(e == .finger(.move, touch: 3, finger: 7, x: 0.25, y: 0.75, pressure: 0.5))
            #expect(EventTranslator.deviceEvent(finger(SDL_FINGERDOWN, x: 0, y: 0)).map { if case .finger(.down, _, _, _, _, _) = $0 { true } else { false } } == true)
            #expect(EventTranslator.deviceEvent(finger(SDL_FINGERUP, x: 0, y: 0)).map { if case .finger(.up, _, _, _, _, _) = $0 { true } else { false } } == true)
        }

        @Test func fingerPositionsBecomeCanvasPixelsFromTheWindowSize() {
            var mapper = InputMapper(windowSize: CanvasSize(width: 800, height: 600))
            let device = EventTranslator.deviceEvent(finger(SDL_FINGERDOWN, x: 0.5, y: 0.25))!
            guard case .pointer(let p)? = mapper.map(TimedDeviceEvent(1, device)) else {
                Issue.record("expected a pointer event"); return
            }
            #expect(p.position == Point(400, 150))
            #expect(p.pointer == .touch(device: 3, finger: 7))
        }

        @Test func touchesSynthesizedFromTheMouseAreDropped() {
            #expect(EventTranslator.deviceEvent(finger(SDL_FINGERDOWN, touch: SKETCH_MOUSE_TOUCHID, x: 0.1, y: 0.1)) == nil)
        }

        @Test func mouseEventsSynthesizedFromTouchesAreDropped() {
            var e = SDL_Event()
            e.type = SDL_MOUSEBUTTONDOWN.rawValue
            e.button.which = SKETCH_TOUCH_MOUSEID
            e.button.button = 1
            #expect(EventTranslator.deviceEvent(e) == nil)
            e.button.which = 0
            #expect(EventTranslator.deviceEvent(e) == .mouseButton(down: true, x: 0, y: 0, button: 1))
            var m = SDL_Event()
            m.type = SDL_MOUSEMOTION.rawValue
            m.motion.which = SKETCH_TOUCH_MOUSEID
            m.motion.state = SKETCH_BUTTON_LMASK
            #expect(EventTranslator.deviceEvent(m) == nil)
        }

        @Test func mouseMotionCountsOnlyWhileAButtonIsHeld() {
            var m = SDL_Event()
            m.type = SDL_MOUSEMOTION.rawValue
            m.motion.x = 10
            m.motion.y = 20
            #expect(EventTranslator.deviceEvent(m) == nil)
            m.motion.state = SKETCH_BUTTON_LMASK
            #expect(EventTranslator.deviceEvent(m) == .mouseMove(x: 10, y: 20))
        }

        @Test func focusLossAndSizeChangesAreWindowEventsThatCount() {
            var e = SDL_Event()
            e.type = SDL_WINDOWEVENT.rawValue
            e.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
            #expect(EventTranslator.deviceEvent(e) == .focusLost)
            e.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
            e.window.data1 = 640
            e.window.data2 = 480
            #expect(EventTranslator.deviceEvent(e) == .resize(width: 640, height: 480))
            e.window.event = UInt8(SDL_WINDOWEVENT_MOVED.rawValue)
            #expect(EventTranslator.deviceEvent(e) == nil)
        }

        @Test func renderResetsAndQuitAreReported() {
            var e = SDL_Event()
            e.type = SDL_RENDER_TARGETS_RESET.rawValue
            #expect(EventTranslator.deviceEvent(e) == .renderReset)
            e.type = SDL_RENDER_DEVICE_RESET.rawValue
            #expect(EventTranslator.deviceEvent(e) == .renderReset)
            e.type = SDL_QUIT.rawValue
            #expect(EventTranslator.deviceEvent(e) == .quit)
        }

        @Test func keysCarryTheirNameAndModifiers() {
            var e = SDL_Event()
            e.type = SDL_KEYDOWN.rawValue
            e.key.keysym.sym = SDL_Keycode(SDLK_z.rawValue)
            e.key.keysym.mod = UInt16(KMOD_LCTRL.rawValue | KMOD_RSHIFT.rawValue)
            #expect(EventTranslator.deviceEvent(e) == .key(KeyPress("Z", [.ctrl, .shift])))
        }

        @Test(arguments: [
            DeviceEvent.finger(.down, touch: 2, finger: 5, x: 0.5, y: 0.25, pressure: 0.75),
            .finger(.move, touch: 2, finger: 5, x: 0.125, y: 1, pressure: 1),
            .finger(.up, touch: 2, finger: 5, x: 0, y: 0.5, pressure: 0),
            .mouseButton(down: true, x: 10, y: 20, button: 1),
            .mouseButton(down: false, x: 10, y: 20, button: 3),
            .key(KeyPress("Z", [.ctrl])),
            .focusLost,
        ])
        func scriptEventsSurviveTheTripThroughAnSDLEvent(_ event: DeviceEvent) throws {
            let sdl = try #require(EventTranslator.sdlEvent(event, windowID: 1, mouseButtons: SKETCH_BUTTON_LMASK))
            #expect(EventTranslator.deviceEvent(sdl) == event)
        }
    }
}
