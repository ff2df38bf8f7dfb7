import CSDL2
import SketchCore
import Testing
@testable import SketchSDL

extension SDLTests {
    /// High-DPI input and the cursor, headless: the dummy driver's output is always the window's
    /// size, so these fake the scale in the frame loop's mapper and push real SDL events.
    @MainActor @Suite struct HighDPIAndCursorTests {
        func event(_ type: SDL_EventType, _ set: (inout SDL_Event) -> Void = { _ in }) -> SDL_Event {
            var e = SDL_Event()
            e.type = type.rawValue
            set(&e)
            return e
        }

        @Test func fingersHideTheCursorAndOnlyARealMouseShowsIt() {
            #expect(EventTranslator.pointerActivity(event(SDL_FINGERDOWN) { $0.tfinger.touchId = 3 }) == .touch)
            #expect(EventTranslator.pointerActivity(event(SDL_FINGERMOTION) { $0.tfinger.touchId = 3 }) == .touch)
            #expect(EventTranslator.pointerActivity(event(SDL_FINGERUP) { $0.tfinger.touchId = 3 }) == nil)
            #expect(EventTranslator.pointerActivity(event(SDL_FINGERDOWN) { $0.tfinger.touchId = SKETCH_MOUSE_TOUCHID }) == nil)
            #expect(EventTranslator.pointerActivity(event(SDL_MOUSEMOTION)) == .mouse, "motion with no button held counts")
            #expect(EventTranslator.pointerActivity(event(SDL_MOUSEBUTTONDOWN) { $0.button.button = 3 }) == .mouse)
            #expect(EventTranslator.pointerActivity(event(SDL_MOUSEMOTION) { $0.motion.which = SKETCH_TOUCH_MOUSEID }) == nil)
            #expect(EventTranslator.pointerActivity(event(SDL_MOUSEBUTTONUP) { $0.button.which = SKETCH_TOUCH_MOUSEID }) == nil)
            #expect(EventTranslator.pointerActivity(event(SDL_KEYDOWN)) == nil)
        }

        @Test func theFrameLoopTracksTheCursorFromItsQueue() throws {
            try withPlayer { p in
                #expect(p.loop.cursor.visible)
                try p.play([Script.down(0, 0, 0.5, 0.5), Script.move(0.01, 0, 0.6, 0.5)])
                #expect(!p.loop.cursor.visible, "hidden while a finger draws")
                try p.play([Script.up(0.02, 0, 0.6, 0.5)])
                #expect(!p.loop.cursor.visible, "still hidden after the lift: no mouse has moved")
                var e = event(SDL_MOUSEMOTION) { $0.motion.x = 5; $0.motion.y = 5 }
                SDL_PushEvent(&e)
                try p.loop.step()
                #expect(p.loop.cursor.visible, "a real mouse brings it back")
            }
        }

        @Test func theCanvasIsTheRenderersOutputSize() throws {
            try withPlayer(size: CanvasSize(width: 160, height: 90)) { p in
                #expect(p.loop.session.canvasSize == p.loop.device.outputSize)
                #expect(p.loop.session.canvasSize == CanvasSize(width: 160, height: 90))
            }
        }

        /// A 100x50-unit window drawn at 200x100 pixels: the mouse (window units) is doubled,
        /// fingers (0...1 of the window) cover the whole canvas.
        @Test func atTwiceTheDensityTheMouseAndFingersLandWhereThePointerIs() throws {
            let (image, strokes) = try withPlayer { p in
                p.loop.mapper = InputMapper(windowSize: CanvasSize(width: 100, height: 50),
                                            pixelSize: CanvasSize(width: 200, height: 100))
                try p.play([
                    TimedDeviceEvent(0, .mouseButton(down: true, x: 10, y: 20, button: 1)),
                    TimedDeviceEvent(0.01, .mouseMove(x: 50, y: 20)),
                    TimedDeviceEvent(0.02, .mouseButton(down: false, x: 90, y: 20, button: 1)),
                ] + Script.line(finger: 0, from: 0.1, to: 0.9, y: 0.8, start: 0.1))
                return (try p.snapshot(), p.loop.session.drawing.strokes)
            }
            #expect(strokes.count == 2)
            let mouse = try #require(strokes.first?.samples.map(\.point))
            #expect(mouse.first == Point(20, 40) && mouse.last == Point(180, 40))
            for x in stride(from: 30, through: 170, by: 20) {
                #expect(image.ink(x: x, y: 40) > 200, "mouse stroke at x=\(x)")
                #expect(image.ink(x: x, y: 80) > 200, "finger stroke at x=\(x)")
            }
            #expect(image.isBlank(x: 0, y: 10, width: 200, height: 25), "nothing where unscaled mouse input would land")
        }
    }
}
