import Testing
@testable import SketchCore

@Suite("Input mapper: device units to canvas pixels")
struct InputMapperTests {
    let window = CanvasSize(width: 800, height: 600)
    let retina = CanvasSize(width: 1600, height: 1200)

    @Test(arguments: [
        (DeviceEvent.FingerPhase.down, PointerPhase.down),
        (.move, .move),
        (.up, .up),
    ])
    func fingersAreNormalizedTimesThePixelSize(phase: DeviceEvent.FingerPhase, expected: PointerPhase) {
        var mapper = InputMapper(windowSize: window, pixelSize: retina)
        let mapped = mapper.map(TimedDeviceEvent(1.5, .finger(phase, touch: 2, finger: 5, x: 0.25, y: 0.5, pressure: 0.3)))
        #expect(mapped == .pointer(PointerEvent(expected, .touch(device: 2, finger: 5), at: Point(400, 600),
                                                pressure: 0.3, time: 1.5)))
    }

    @Test func fingersAtTheWindowCornersReachTheCanvasCorners() {
        var mapper = InputMapper(windowSize: window)
        let corner = mapper.map(TimedDeviceEvent(0, .finger(.down, touch: 1, finger: 0, x: 1, y: 1, pressure: 1)))
        #expect(corner == .pointer(PointerEvent(.down, .touch(device: 1, finger: 0), at: Point(800, 600), time: 0)))
    }

    @Test func mouseMapsOneToOneWhenPixelsMatchTheWindow() {
        var mapper = InputMapper(windowSize: window)
        #expect(mapper.pixelSize == window)
        let mapped = mapper.map(TimedDeviceEvent(0.1, .mouseButton(down: true, x: 120, y: 80, button: 1)))
        #expect(mapped == .pointer(PointerEvent(.down, .mouse, at: Point(120, 80), pressure: 1, time: 0.1)))
    }

    @Test func mouseIsScaledOnAHighDensityDisplay() {
        var mapper = InputMapper(windowSize: window, pixelSize: retina)
        #expect(mapper.map(TimedDeviceEvent(0.1, .mouseButton(down: true, x: 120, y: 80, button: 1)))
            == .pointer(PointerEvent(.down, .mouse, at: Point(240, 160), time: 0.1)))
        #expect(mapper.map(TimedDeviceEvent(0.11, .mouseMove(x: 125, y: 84)))
            == .pointer(PointerEvent(.move, .mouse, at: Point(250, 168), time: 0.11)))
        #expect(mapper.map(TimedDeviceEvent(0.12, .mouseButton(down: false, x: 800, y: 600, button: 1)))
            == .pointer(PointerEvent(.up, .mouse, at: Point(1600, 1200), time: 0.12)))
    }

    @Test func mouseIsScaledPerAxis() {
        var mapper = InputMapper(windowSize: CanvasSize(width: 1000, height: 500),
                                 pixelSize: CanvasSize(width: 1500, height: 1000))
        #expect(mapper.map(TimedDeviceEvent(0, .mouseMove(x: 100, y: 100)))
            == .pointer(PointerEvent(.move, .mouse, at: Point(150, 200), time: 0)))
    }

    @Test(arguments: [0, 2, 3, 4, 5])
    func onlyTheLeftMouseButtonIsAPointer(button: Int) {
        var mapper = InputMapper(windowSize: window)
        #expect(mapper.map(TimedDeviceEvent(0, .mouseButton(down: true, x: 10, y: 10, button: button))) == nil)
        #expect(mapper.map(TimedDeviceEvent(0, .mouseButton(down: false, x: 10, y: 10, button: button))) == nil)
    }

    @Test func resizeUpdatesBothSizesKeepingTheDensity() {
        var mapper = InputMapper(windowSize: window, pixelSize: retina)
        let mapped = mapper.map(TimedDeviceEvent(0.4, .resize(width: 1024, height: 768)))
        #expect(mapped == .resize(CanvasSize(width: 2048, height: 1536)))
        #expect(mapper.windowSize == CanvasSize(width: 1024, height: 768))
        #expect(mapper.pixelSize == CanvasSize(width: 2048, height: 1536))
        #expect(mapper.map(TimedDeviceEvent(0.5, .mouseMove(x: 100, y: 100)))
            == .pointer(PointerEvent(.move, .mouse, at: Point(200, 200), time: 0.5)))
        #expect(mapper.map(TimedDeviceEvent(0.6, .finger(.down, touch: 1, finger: 0, x: 0.5, y: 0.5, pressure: 1)))
            == .pointer(PointerEvent(.down, .touch(device: 1, finger: 0), at: Point(1024, 768), time: 0.6)))
    }

    @Test func resizeAtOneToOneStaysOneToOne() {
        var mapper = InputMapper(windowSize: window)
        #expect(mapper.map(TimedDeviceEvent(0, .resize(width: 333, height: 222))) == .resize(CanvasSize(width: 333, height: 222)))
        #expect(mapper.windowSize == mapper.pixelSize)
    }

    @Test func focusLostCancelsEveryPointer() {
        var mapper = InputMapper(windowSize: window)
        #expect(mapper.map(TimedDeviceEvent(0.3, .focusLost)) == .cancelAll(time: 0.3))
    }

    @Test func keysAndWindowEventsPassThrough() {
        var mapper = InputMapper(windowSize: window)
        #expect(mapper.map(TimedDeviceEvent(0.2, .key(KeyPress("Z", .ctrl)))) == .key(KeyPress("Z", .ctrl)))
        #expect(mapper.map(TimedDeviceEvent(0.2, .renderReset)) == .renderReset)
        #expect(mapper.map(TimedDeviceEvent(0.2, .quit)) == .quit)
    }

    @Test func mappingPointerEventsLeavesTheSizesAlone() {
        var mapper = InputMapper(windowSize: window, pixelSize: retina)
        _ = mapper.map(TimedDeviceEvent(0, .mouseMove(x: 5, y: 5)))
        _ = mapper.map(TimedDeviceEvent(0, .focusLost))
        #expect(mapper == InputMapper(windowSize: window, pixelSize: retina))
    }
}
