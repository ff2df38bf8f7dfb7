import SketchCore
import Testing
@testable import SketchSDL

extension SDLTests {
    @MainActor @Suite struct ToolbarRenderingTests {
        @Test(arguments: [LayoutStyle.screen, .table])
        func everyToolbarShowsItsColourSwatchesInTheWindow(layout: LayoutStyle) throws {
            var options = RenderDevice.Options()
            options.size = CanvasSize(width: 1280, height: 800)
            options.hidden = true
            let p = ScriptPlayer(device: try RenderDevice(SDLSystem(.headless), options),
                                 style: StrokeStyle(color: .black, width: 6),
                                 seating: People.Seating(count: 2, layout: layout, toolbars: true))
            for person in 0..<2 { p.loop.session.people.togglePopover(person) }
            try p.loop.step()
            try p.loop.device.setTarget(nil)
            let window = try p.loop.device.readPixels(CanvasSize(width: 1280, height: 800))
            let people = p.loop.session.people
            #expect(people.openPopovers == [0, 1])
            for (person, bar) in people.popovers.enumerated() {
                #expect(bar.buttons.contains { $0.control == .color(person) })
                for button in bar.buttons {
                    guard case .color(let i) = button.control else { continue }
                    let c = button.rect.center
                    #expect(window[Int(c.x), Int(c.y)] == people.palette.colors[i],
                            "person \(person), swatch \(i)")
                }
                // The pill's menu button shows the person's own colour.
                let menu = people.toolbars[person].buttons.first { $0.control == .menu }!.rect
                let own = people.palette.colors[person]
                #expect(window[Int(menu.center.x - menu.width * 0.25), Int(menu.center.y)] == own, "person \(person)'s pen")
            }
        }
    }
}
