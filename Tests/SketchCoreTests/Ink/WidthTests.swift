import Testing
@testable import SketchCore

@Suite struct WidthTests {
    /// A finger moving right at `speed` px/s, 60 samples a second.
    func moving(speed: Double, count: Int = 30) -> [StrokeSample] {
        (0..<count).map { StrokeSample(Point(Double($0) * speed / 60, 0), pressure: 1, time: Double($0) / 60) }
    }

    @Test func fasterStrokesAreThinner() {
        let slow = WidthFilter.inkPoints(moving(speed: 100), mode: .speed).last!.width
        let fast = WidthFilter.inkPoints(moving(speed: 2000), mode: .speed).last!.width
        #expect(slow > 0.9)
        #expect(fast < 0.7)
        #expect(fast >= WidthFilter.slowest)
    }

    @Test func aStrokeStartsAtFullWidthAndThinsSmoothly() {
        let widths = WidthFilter.inkPoints(moving(speed: 2000), mode: .speed).map(\.width)
        #expect(widths[0] == 1)
        for (a, b) in zip(widths, widths.dropFirst()) { #expect(a - b < 0.25, "no sudden step") }
    }

    @Test func devicePressureIsTheWidth() {
        let s = [StrokeSample(.zero, pressure: 0.3), StrokeSample(Point(5, 0), pressure: 0.8, time: 0.1)]
        #expect(WidthFilter.inkPoints(s, mode: .device).map(\.width) == [0.3, 0.8])
        #expect(WidthFilter.inkPoints(s, mode: .none).map(\.width) == [1, 1])
    }

    @Test func samplesAtTheSameInstantDoNotExplodeTheSpeed() {
        let s = [StrokeSample(.zero, time: 1), StrokeSample(Point(50, 0), time: 1), StrokeSample(Point(51, 0), time: 1.1)]
        for p in WidthFilter.inkPoints(s, mode: .speed) { #expect(p.width.isFinite && p.width > 0.4) }
    }

    @Test(arguments: [PressureMode.auto, .device, .speed, .none])
    func autoResolvesPerDeviceAndOthersStay(mode: PressureMode) {
        let withPressure = mode.resolved(deviceReportsPressure: true)
        let without = mode.resolved(deviceReportsPressure: false)
        if mode == .auto {
            #expect(withPressure == .device && without == .speed)
        } else {
            #expect(withPressure == mode && without == mode)
        }
    }

    @Test(arguments: [1.0, 2, 4, 64])
    func thinningNeverTakesInkBelowOnePixel(width: Double) {
        let style = StrokeStyle(width: width)
        #expect(StrokeTessellator.radius(width: 0.01, style: style) * 2 >= min(width, 1))
        #expect(StrokeTessellator.radius(width: 1, style: style) * 2 == width)
    }

    @Test func aTrackerGivesAPressureReportingDeviceDeviceWidths() {
        var tracker = CanvasSession(canvasSize: CanvasSize(width: 100, height: 100),
                                    style: StrokeStyle(pressure: .auto))
        let finger = PointerID.touch(device: 7, finger: 0)
        tracker.handle(PointerEvent(.down, finger, at: Point(10, 10), pressure: 0.4, time: 0))
        tracker.handle(PointerEvent(.move, finger, at: Point(30, 10), pressure: 0.5, time: 0.1))
        tracker.handle(PointerEvent(.up, finger, at: Point(30, 10), time: 0.2))
        tracker.handle(PointerEvent(.down, .mouse, at: Point(10, 50), time: 1))
        tracker.handle(PointerEvent(.up, .mouse, at: Point(60, 50), time: 1.1))
        #expect(tracker.drawing.strokes.map(\.style.pressure) == [.device, .speed])
    }
}
