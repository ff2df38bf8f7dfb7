import Foundation
import SketchCore
import SketchSDL
import Testing
@testable import sketchpad

/// The command line's conventions: --version, -o, mistyped commands, errors in the user's
/// terms, the no-display messages, and progress that suits where stderr goes.
extension CommandLineTests {
    func builtSketchpad() throws -> String {
        try #require(DisplayTools.sketchpad, "the sketchpad executable is built beside the tests")
    }

    @Test func versionPrintsThePackageVersionAndSucceeds() throws {
        #expect(sketchpad("--version").status == 0)
        let run = try Finished.run(try builtSketchpad(), ["--version"], environment: Finished.environment())
        #expect(run.status == 0)
        #expect(run.stdout == BuildInfo.version + "\n")
        #expect(BuildInfo.version.hasPrefix("0."))
    }

    @Test func aMistypedCommandIsNamedWithTheOneItResembles() {
        let result = sketchpad("exprot", "x.sketch")
        #expect(result.status == 64)
        #expect(result.errors == ["sketchpad: unknown command 'exprot'; did you mean 'export'?"])
        let far = sketchpad("paint")
        #expect(far.status == 64)
        #expect(far.errors == ["sketchpad: unknown command 'paint'; the commands are draw, replay, export, bench, fidelity, predict"])
    }

    @Test func aDrawingsFileNameIsNeverTakenForACommand() {
        let commands = Sketchpad.commandNames
        #expect(UnknownCommand.check(["notes.sketch"], commands: commands) == nil)
        #expect(UnknownCommand.check(["./exprot"], commands: commands) == nil)
        #expect(UnknownCommand.check(["--size", "10x10"], commands: commands) == nil)
        #expect(UnknownCommand.check(["help", "export"], commands: commands) == nil)
        #expect(UnknownCommand.check([], commands: commands) == nil)
    }

    @Test func dashOIsOutputForReplayAndExport() throws {
        let script = try write("good.jsonl", goodScript)
        let saved = folder.appendingPathComponent("d.sketch").path
        let png = folder.appendingPathComponent("r.png").path, svg = folder.appendingPathComponent("e.svg").path
        let replay = sketchpad("replay", script, "-o", png, "--save", saved)
        #expect(replay.status == 0, "\(replay.errors)")
        #expect(FileManager.default.fileExists(atPath: png))
        let export = sketchpad("export", saved, "-o", svg)
        #expect(export.status == 0, "\(export.errors)")
        #expect(try String(contentsOfFile: svg, encoding: .utf8).contains("<svg"))
    }

    @Test(arguments: ["png", "svg"])
    func exportingIntoAMissingFolderSaysSoInTheUsersTerms(kind: String) throws {
        let script = try write("good.jsonl", goodScript)
        let saved = folder.appendingPathComponent("d.sketch").path
        #expect(sketchpad("replay", script, "--save", saved).status == 0)
        let out = folder.appendingPathComponent("missing/x.\(kind)").path
        let result = sketchpad("export", saved, "-o", out)
        #expect(result.status == 1)
        #expect(result.errors == ["cannot write \(out): no such folder"])
    }

    @Test func writingOverAFolderSaysItIsAFolder() throws {
        let script = try write("good.jsonl", goodScript)
        let out = folder.appendingPathComponent("taken.png").path
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: false)
        let result = sketchpad("replay", script, "-o", out)
        #expect(result.status == 1)
        #expect(result.errors == ["cannot write \(out): it is a folder"])
    }

    @Test func drawWithAnUnansweredDISPLAYNamesIt() throws {
        let runtime = folder.path  // no Wayland socket in it
        let run = try Finished.run(try builtSketchpad(), ["draw"],
                                   environment: Finished.environment(["DISPLAY": ":4242", "XDG_RUNTIME_DIR": runtime]))
        #expect(run.status == 1)
        #expect(run.stderr.contains("sketchpad draw: DISPLAY=:4242 but no X server answers there; "
                                    + DisplayDiagnosis.alternative), "\(run.stderr)")
    }

    @Test func drawWithNoDisplayVariableSaysNoneIsSet() throws {
        let run = try Finished.run(try builtSketchpad(), ["draw"], environment: Finished.environment())
        #expect(run.status == 1)
        #expect(!run.stderr.contains(BuildInfo.debugNotice), "stderr is a file, not a person's terminal")
        if FileManager.default.fileExists(atPath: "/dev/dri") {
            #expect(run.stderr.contains("neither WAYLAND_DISPLAY nor DISPLAY is set"), "\(run.stderr)")
        } else {
            #expect(run.stderr.contains("sketchpad draw: no display to draw on: neither WAYLAND_DISPLAY nor DISPLAY is set"),
                    "\(run.stderr)")
        }
    }

    @Test func benchWithStderrInAFileWritesPlainLinesAndNamesTheBuild() throws {
        let json = folder.appendingPathComponent("bench.json").path
        let run = try Finished.run(try builtSketchpad(),
                                   ["bench", "--seconds", "2", "--size", "96x64", "--fingers", "2", "--json", json],
                                   environment: Finished.environment())
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("\r"), "no carriage returns when stderr is not a terminal")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("bench ") }.count >= 1, "\(run.stderr)")
        #expect(lines.count <= 8, "about a line a second over 3 s of floor and cached runs: \(lines)")
        #expect(!run.stderr.contains(BuildInfo.debugNotice), "stderr is a file, not a person's terminal")
        #expect(run.stdout.contains(", \(BuildInfo.configuration) build, "))
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any]
        #expect(object?["build"] as? String == BuildInfo.configuration)
    }

    @Test func sdlFailuresReachTheUserWithoutSDLFunctionNames() throws {
        let script = try write("good.jsonl", goodScript)
        let out = folder.appendingPathComponent("x.png").path
        let run = try Finished.run(try builtSketchpad(), ["replay", script, "-o", out],
                                   environment: Finished.environment(["SDL_VIDEODRIVER": "no-such-driver"]))
        #expect(run.status == 1)
        #expect(run.stderr.contains("\(script): replay failed: the video system could not start ("), "\(run.stderr)")
        #expect(!run.stderr.contains("SDL_Init"))
        #expect(!FileManager.default.fileExists(atPath: out))
        let png = SDLError(call: "IMG_SavePNG(/x/y.png)", message: "Couldn't open /x/.y.png.1.tmp")
        #expect(png.userDescription == "could not write the PNG")
        #expect(SDLError(call: "SDL_CreateTexture", message: "").userDescription == "could not make an image that large")
    }

    @Test func aDebugBuildSaysSoOnlyToATerminal() {
        #expect(DebugNotice.line(isDebug: true, isTerminal: true) == BuildInfo.debugNotice)
        #expect(DebugNotice.line(isDebug: true, isTerminal: false) == nil)
        #expect(DebugNotice.line(isDebug: false, isTerminal: true) == nil)
        #expect(BuildInfo.debugNotice.contains("debug build") && BuildInfo.debugNotice.contains("swift run -c release"))
    }

    @Test func colorHelpNamesTranslucentInk() {
        #expect(ReplayCommand.helpMessage().contains("#RRGGBBAA"))
    }
}
