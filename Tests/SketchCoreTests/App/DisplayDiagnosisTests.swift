import Testing
@testable import SketchCore

struct DisplayDiagnosisTests {
    func nothing(_ path: String) -> Bool { false }

    @Test func withNoVariableAndNoDRMDeviceDrawStopsBeforeTryingSDL() throws {
        let message = try #require(DisplayDiagnosis.beforeStart(env: [:], exists: nothing))
        #expect(message.hasPrefix("no display to draw on: neither WAYLAND_DISPLAY nor DISPLAY is set"))
        #expect(message.hasSuffix("sketchpad replay SCRIPT.jsonl -o OUT.png"))
    }

    @Test(arguments: [["DISPLAY": ":0"], ["WAYLAND_DISPLAY": "wayland-1"], ["SDL_VIDEODRIVER": "kmsdrm"]])
    func aNamedDisplayIsLeftToSDLToTry(env: [String: String]) {
        #expect(DisplayDiagnosis.beforeStart(env: env, exists: nothing) == nil)
    }

    @Test func aDRMDeviceOrADefaultWaylandSocketIsWorthTrying() {
        #expect(DisplayDiagnosis.beforeStart(env: [:], exists: { $0 == "/dev/dri" }) == nil)
        #expect(DisplayDiagnosis.beforeStart(env: ["XDG_RUNTIME_DIR": "/run/user/7"],
                                             exists: { $0 == "/run/user/7/wayland-0" }) == nil)
        #expect(DisplayDiagnosis.beforeStart(env: ["DISPLAY": ""], exists: nothing) != nil, "empty is unset")
    }

    @Test func anUnansweredXDisplayIsNamed() {
        let message = DisplayDiagnosis.afterFailure(env: ["DISPLAY": ":77"], exists: nothing, reason: "x")
        #expect(message == "DISPLAY=:77 but no X server answers there; " + DisplayDiagnosis.alternative)
    }

    @Test func aMissingWaylandSocketIsNamedWithItsPath() {
        let env = ["WAYLAND_DISPLAY": "wayland-9", "XDG_RUNTIME_DIR": "/run/user/7"]
        let missing = DisplayDiagnosis.afterFailure(env: env, exists: nothing, reason: "x")
        #expect(missing.hasPrefix("WAYLAND_DISPLAY=wayland-9 but there is no compositor socket at /run/user/7/wayland-9;"))
        let silent = DisplayDiagnosis.afterFailure(env: env, exists: { _ in true }, reason: "x")
        #expect(silent.hasPrefix("WAYLAND_DISPLAY=wayland-9 but the compositor at /run/user/7/wayland-9 does not answer;"))
        let noRuntime = DisplayDiagnosis.afterFailure(env: ["WAYLAND_DISPLAY": "wayland-9"], exists: nothing, reason: "x")
        #expect(noRuntime.hasPrefix("WAYLAND_DISPLAY=wayland-9 but XDG_RUNTIME_DIR is not set"))
    }

    @Test func bothVariablesUnansweredAreBothNamed() {
        let message = DisplayDiagnosis.afterFailure(env: ["WAYLAND_DISPLAY": "w", "DISPLAY": ":1"], exists: nothing,
                                                    reason: "x")
        #expect(message.hasPrefix("WAYLAND_DISPLAY=w and DISPLAY=:1 but neither"))
    }

    @Test func aChosenDriverIsNamedWithWhatWentWrong() {
        let message = DisplayDiagnosis.afterFailure(env: ["SDL_VIDEODRIVER": "kmsdrm", "DISPLAY": ":0"],
                                                    exists: nothing, reason: "No available video device")
        #expect(message.hasPrefix("SDL_VIDEODRIVER=kmsdrm could not open a display (No available video device);"))
    }

    @Test func noVariableButAFailedConsoleSaysWhichGroupsAKioskNeeds() {
        let message = DisplayDiagnosis.afterFailure(env: [:], exists: { $0 == "/dev/dri" }, reason: "x")
        #expect(message.contains("video and input groups"))
        #expect(!message.contains("SDL_"), "SDL's own words only when SDL_VIDEODRIVER chose the driver")
    }
}
