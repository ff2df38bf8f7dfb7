import Testing
@testable import SketchCore

@Suite struct DisplayScaleTests {
    @Test(arguments: [(640, 480, 1280, 960, 2.0), (800, 600, 800, 600, 1.0), (800, 600, 400, 300, 1.0),
                      (1000, 1000, 1500, 1500, 1.5)])
    func theScaleIsPixelsPerWindowUnitAndNeverBelowOne(w: Int, h: Int, pw: Int, ph: Int, scale: Double) {
        let mapper = InputMapper(windowSize: CanvasSize(width: w, height: h), pixelSize: CanvasSize(width: pw, height: ph))
        #expect(mapper.displayScale == scale)
    }

    @Test func atScaleTwoTargetsAndTheDoubleTapsBlankRadiusDouble() {
        let size = CanvasSize(width: 2560, height: 1600)
        var s = CanvasSession(canvasSize: size, people: People(count: 1, canvas: size, base: StrokeStyle(), showsToolbars: true))
        let before = s.people.toolbars[0].buttonSize
        s.setDisplayScale(2)
        #expect(s.people.toolbars[0].buttonSize == 2 * before)
        #expect(s.configuration.doubleTap.blankRadius == 2 * DoubleTapRule().blankRadius)
    }
}
