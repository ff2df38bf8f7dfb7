import SketchCore
import Testing
@testable import SketchSDL

extension SDLTests {
    @MainActor @Suite struct ToolbarLayerTests {
        static let size = CanvasSize(width: 1280, height: 800)

        /// A hidden window with `people` seated round a table with toolbars, its frames all at time 1.
        static func loop(_ people: Int) throws -> FrameLoop {
            var options = RenderDevice.Options()
            options.size = size
            options.hidden = true
            let loop = FrameLoop(device: try RenderDevice(SDLSystem(.headless), options),
                                 style: StrokeStyle(color: .black, width: 6),
                                 seating: People.Seating(count: people, layout: .table, toolbars: true))
            loop.frameTime = { 1 }
            return loop
        }

        /// A finger down (and, unless `held`, up again 0.05 s later) on `person`'s `control` in their popover.
        static func tap(_ control: ToolbarControl, of person: Int, in loop: FrameLoop, at t: Double, held: Bool = false) {
            let c = loop.session.people.popovers[person].buttons.first { $0.control == control }!.rect.center
            let finger = PointerID.touch(device: 1, finger: Int64(10 + person))
            loop.session.handle(.pointer(PointerEvent(.down, finger, at: c, time: t)))
            if !held { loop.session.handle(.pointer(PointerEvent(.up, finger, at: c, time: t + 0.05))) }
        }

        @Test(arguments: [1, 4, 8])
        func unchangedToolbarsAreDrawnOnceAndEachChangeOnceMore(people: Int) throws {
            let loop = try Self.loop(people)
            // Ink in progress changes no toolbar.
            loop.session.handle(.pointer(PointerEvent(.down, .touch(device: 1, finger: 1), at: Point(600, 400), time: 0.5)))
            for k in 0..<6 {
                loop.session.handle(.pointer(PointerEvent(.move, .touch(device: 1, finger: 1), at: Point(600 + Double(k * 9), 400), time: 0.5)))
                try loop.step()
            }
            #expect(loop.renderer.toolbarRenders == 1)
            loop.session.people.selectColor(4, for: people - 1)
            for _ in 0..<5 { try loop.step() }
            #expect(loop.renderer.toolbarRenders == 2)
            loop.session.handle(.renderReset)
            for _ in 0..<5 { try loop.step() }
            #expect(loop.renderer.toolbarRenders == 3, "lost targets are drawn again, once")
        }

        @Test func aHeldClearAllRedrawsOnlyWhenItsFillGrowsAStep() throws {
            let loop = try Self.loop(2)
            loop.session.people.togglePopover(0)
            Self.tap(.clearAll, of: 0, in: loop, at: 0, held: true)
            var time = 0.0
            loop.frameTime = { time }
            for frame in 0...60 {
                time = Double(frame) / 60
                try loop.step()
            }
            // One frame per step of the fill up to 0.8 s, the press itself at 0 s included.
            #expect(loop.renderer.toolbarRenders == ToolbarScene.progressSteps + 1)
        }

        @Test func theLayerLooksExactlyLikeTheToolbarsDrawnStraightOverTheFrame() throws {
            let loop = try Self.loop(4)
            for person in [0, 2, 3] { loop.session.people.togglePopover(person) }
            Self.tap(.clearAll, of: 0, in: loop, at: 0.8)               // "hold to clear all"
            Self.tap(.clearAll, of: 2, in: loop, at: 0.5, held: true)   // arming, part filled
            loop.session.handle(.pointer(PointerEvent(.down, .touch(device: 1, finger: 1), at: Point(640, 400), time: 0.9)))
            loop.session.handle(.pointer(PointerEvent(.move, .touch(device: 1, finger: 1), at: Point(700, 420), time: 0.95)))
            try loop.step()
            try loop.device.setTarget(nil)
            let layered = try loop.device.readPixels(Self.size)
            // The way frames were drawn before the layer: the toolbars' mesh straight over the canvas.
            try loop.renderer.drawCanvas(loop.session, time: 1)
            let drawing = loop.session.drawing
            let undo = (0..<4).map { (undo: drawing.canUndo(person: $0), redo: drawing.canRedo(person: $0)) }
            let scene = ToolbarScene(loop.session, at: 1, undo: undo)
            #expect(!scene.notices.isEmpty && scene.bars[2].progress > 0)
            try loop.device.draw(scene.mesh(loop.session.people))
            let direct = try loop.device.readPixels(Self.size)
            let differing = zip(layered.pixels, direct.pixels).filter { $0 != $1 }.count
            #expect(differing == 0)
        }
    }
}
