import Foundation
import SketchCore
import Testing
@testable import SketchSDL

extension SDLTests {
    @MainActor @Suite struct SharedCanvasReplayTests {
        func player<T>(_ seating: People.Seating, size: CanvasSize = CanvasSize(width: 800, height: 600),
                       _ body: (ScriptPlayer) throws -> T) throws -> T {
            var options = RenderDevice.Options()
            options.size = size
            options.hidden = true
            let p = ScriptPlayer(device: try RenderDevice(SDLSystem(.headless), options),
                                 style: StrokeStyle(color: .black, width: 6), seating: seating)
            return try body(p)
        }

        static let tenFingers: [TimedDeviceEvent] = {
            let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../assets/scripts/ten-fingers.jsonl")
            let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            return (try? EventScript.parse(text, file: "ten-fingers.jsonl", isKnownKey: { _ in true })) ?? []
        }()

        @Test func tenFingersOnABareCanvasGiveTenStrokes() throws {
            let count = try player(People.Seating(toolbars: false)) { p in
                try p.play(Self.tenFingers)
                return p.loop.session.drawing.strokes.count
            }
            #expect(count == 10)
        }

        @Test func fingersThatBeginOnTheToolbarDrawNothing() throws {
            let (count, bar) = try player(People.Seating(toolbars: true)) { p in
                try p.play(Self.tenFingers)
                return (p.loop.session.drawing.strokes.count, p.loop.session.people.toolbars[0].bar)
            }
            let onBar = Self.tenFingers.filter { e in
                guard case let .finger(.down, _, _, x, y, _) = e.event else { return false }
                return bar.contains(Point(x * 800, y * 600))
            }.count
            #expect(onBar == 1, "the lowest left finger begins on the pill")
            #expect(count == 10 - onBar)
        }

        /// Two people draw at once, then person 0 taps undo on their own toolbar.
        @Test func twoPeopleDrawAtOnceAndOneUndoesOnlyTheirOwn() throws {
            let (image, owners) = try player(People.Seating(count: 2, toolbars: true)) { p in
                var events: [TimedDeviceEvent] = []
                for i in 0...20 {
                    let t = Double(i) / 60, u = Double(i) / 20
                    let phase: DeviceEvent.FingerPhase = i == 0 ? .down : (i == 20 ? .up : .move)
                    events.append(TimedDeviceEvent(t, .finger(phase, touch: 1, finger: 0, x: 0.1 + 0.3 * u, y: 0.2, pressure: 1)))
                    events.append(TimedDeviceEvent(t, .finger(phase, touch: 1, finger: 1, x: 0.6 + 0.3 * u, y: 0.2, pressure: 1)))
                }
                let undo = p.loop.session.people.toolbars[0].buttons.first { $0.control == .undo }!.rect.center
                let (x, y) = (undo.x / 800, undo.y / 600)
                events.append(TimedDeviceEvent(1, .finger(.down, touch: 1, finger: 2, x: x, y: y, pressure: 1)))
                events.append(TimedDeviceEvent(1.05, .finger(.up, touch: 1, finger: 2, x: x, y: y, pressure: 1)))
                try p.play(events)
                return (try p.snapshot(), p.loop.session.drawing.strokes.map(\.owner))
            }
            #expect(owners == [1])
            #expect(image.maxInk(around: 200, 120, radius: 2) == 0, "person 0's stroke is gone")
            #expect(image.maxInk(around: 600, 120, radius: 2) > 100, "person 1's stroke stays")
        }
    }
}
