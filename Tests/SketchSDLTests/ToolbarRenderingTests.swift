import SketchCore
import Testing
@testable import SketchSDL

extension SDLTests {
    @Suite struct ToolbarRenderingTests {
        @Test(arguments: [LayoutStyle.screen, .table])
        func everyToolbarShowsItsColourSwatchesInTheWindow(layout: LayoutStyle) throws {
            var options = RenderDevice.Options()
            options.size = CanvasSize(width: 1280, height: 800)
            options.hidden = true
            let p = ScriptPlayer(device: try RenderDevice(SDLSystem(.headless), options),
                                 style: StrokeStyle(color: .black, width: 6),
                                 seating: People.Seating(count: 2, layout: layout, toolbars: true))
            try p.loop.step()
            try p.loop.device.setTarget(nil)
            let window = try p.loop.device.readPixels(CanvasSize(width: 1280, height: 800))
            let people = p.loop.session.people
            for (person, bar) in people.toolbars.enumerated() {
                for button in bar.buttons {
                    guard case .color(let i) = button.control else { continue }
                    let c = button.rect.center
                    #expect(window[Int(c.x), Int(c.y)] == people.palette.colors[i],
                            "person \(person), swatch \(i)")
                }
            }
        }
    }
}
