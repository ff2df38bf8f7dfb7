import CSDL2
import SketchCore
import Testing
@testable import SketchSDL

extension SDLTests {
    /// What the player holds to time its events stays flat in the script's size.
    @MainActor @Suite struct ScriptPlayerBookkeepingTests {
        /// `count` mouse moves with no button held, four to a millisecond.
        static func hover(_ count: Int, from t: Double = 0) -> [TimedDeviceEvent] {
            (0..<count).map { TimedDeviceEvent(t + Double($0) * 0.00025, .mouseMove(x: Double(10 + $0 % 150), y: 40)) }
        }

        @Test func hoverMovesLeaveNoTimesWaitingHoweverManyArePlayed() throws {
            let waiting = try withPlayer { p in
                try [1_000, 4_000].map { n in
                    try p.play(Self.hover(n, from: p.now + 1))
                    return p.waitingTimes
                }
            }
            #expect(waiting == [0, 0])
        }

        @Test func aPressAfterHoverMovesGetsItsOwnScriptTimeNotTheFrames() throws {
            var times: [Double] = []
            try withPlayer { p in
                p.loop.onDeviceEvent = { times.append($0.time) }
                try p.play(Self.hover(40) + [
                    TimedDeviceEvent(0.105, .mouseButton(down: true, x: 50, y: 50, button: 1)),
                    TimedDeviceEvent(0.109, .mouseMove(x: 60, y: 52)),
                    TimedDeviceEvent(0.113, .mouseButton(down: false, x: 60, y: 52, button: 1)),
                ])
            }
            #expect(times.suffix(3) == [0.105, 0.109, 0.113])
        }
    }
}
