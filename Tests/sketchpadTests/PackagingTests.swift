import Foundation
import SketchCore
import Testing

/// The installable pieces: the desktop entry, the completions, the install script, the kiosk
/// unit, and the static release binary CI builds (`.ci/run`, into `.build-static`).
struct PackagingTests {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: repo.appendingPathComponent(path), encoding: .utf8)
    }

    /// Whether a test that needs `what` runs: yes when present; in CI, yes regardless (and fails
    /// on what is missing); elsewhere no, with a line on stderr saying why.
    static func runs(needing what: String, present: Bool) -> Bool {
        if present || DisplayTools.required { return true }
        FileHandle.standardError.write(Data("sketchpad packaging: skipping a test: \(what)\n".utf8))
        return false
    }

    static let validator = ProcessGroup.which("desktop-file-validate")
    static let staticBinary = ProcessInfo.processInfo.environment["SKETCHPAD_STATIC_BINARY"]

    @Test(.enabled(if: runs(needing: "desktop-file-validate is not installed (apt-get install desktop-file-utils)",
                            present: validator != nil)))
    func theDesktopEntryIsValidAndFiledUnderGraphicsAndEducation() throws {
        let validator = try #require(Self.validator, "desktop-file-validate (desktop-file-utils) is installed")
        let path = Self.repo.appendingPathComponent("assets/sketchpad.desktop").path
        let run = try Finished.run(validator, [path], environment: Finished.environment())
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let problems = (run.stdout + run.stderr).split(separator: "\n").filter { $0.contains("error") || $0.contains("warning") }
        #expect(problems.isEmpty, "\(problems)")
        let entry = try Self.text("assets/sketchpad.desktop")
        #expect(entry.contains("\nCategories=Graphics;Education;\n"))
        #expect(entry.contains("\nIcon=sketchpad\n") && entry.contains("\nExec=sketchpad draw %f\n"))
    }

    @Test(arguments: [("bash", "assets/completions/sketchpad.bash"), ("zsh", "assets/completions/_sketchpad"),
                      ("fish", "assets/completions/sketchpad.fish")])
    func theCommittedCompletionsAreWhatTheParserGenerates(shell: String, path: String) throws {
        let binary = try #require(DisplayTools.sketchpad, "the sketchpad executable is built beside the tests")
        let run = try Finished.run(binary, ["--generate-completion-script", shell], environment: Finished.environment())
        #expect(run.status == 0)
        #expect(try Self.text(path) == run.stdout, "regenerate: sketchpad --generate-completion-script \(shell) > \(path)")
    }

    @Test func theManPageNamesEveryCommandAndTheVersion() throws {
        let page = try Self.text("docs/man/sketchpad.1")
        for command in ["draw", "replay", "export", "bench", "fidelity"] {
            #expect(page.contains(command), "\(command)")
        }
        #expect(page.contains("#RRGGBBAA") && page.contains("Fl o , -output"), "generated from the current options")
    }

    @Test func theInstallScriptPutsEachFileWhereDesktopsLookForIt() throws {
        let binary = try #require(DisplayTools.sketchpad, "the sketchpad executable is built beside the tests")
        let stage = FileManager.default.temporaryDirectory.appendingPathComponent("sketchpad-install-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: stage) }
        let run = try Finished.run("/bin/sh", [Self.repo.appendingPathComponent("scripts/install.sh").path],
                                   environment: Finished.environment(["DESTDIR": stage.path, "BIN": binary]))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("installed sketchpad \(BuildInfo.version) under"))
        for path in ["bin/sketchpad", "share/applications/sketchpad.desktop",
                     "share/icons/hicolor/scalable/apps/sketchpad.svg", "share/icons/hicolor/256x256/apps/sketchpad.png",
                     "share/man/man1/sketchpad.1", "share/bash-completion/completions/sketchpad",
                     "share/zsh/site-functions/_sketchpad", "share/fish/vendor_completions.d/sketchpad.fish"] {
            #expect(FileManager.default.fileExists(atPath: stage.path + "/usr/local/" + path), "\(path)")
        }
        #expect(FileManager.default.isExecutableFile(atPath: stage.path + "/usr/local/bin/sketchpad"))
    }

    @Test func theKioskUnitRestartsAsANonRootUserWithAWritableStateFolder() throws {
        let unit = try Self.text("assets/kiosk/sketchpad-kiosk.service")
        let lines = Set(unit.split(separator: "\n").map(String.init))
        #expect(lines.contains("Restart=always"))
        #expect(lines.contains("StateDirectory=sketchpad") && lines.contains("WorkingDirectory=/var/lib/sketchpad"))
        #expect(lines.contains("User=sketchpad") && lines.contains("SupplementaryGroups=video input"))
        #expect(lines.contains("Environment=SDL_VIDEODRIVER=kmsdrm"))
        #expect(!lines.contains("User=root"))
    }

    @Test(.enabled(if: runs(needing: "no static binary: SKETCHPAD_STATIC_BINARY is unset (.ci/run builds one)",
                            present: staticBinary != nil)))
    func theStaticReleaseBinaryNeedsNoSwiftLibrary() throws {
        let binary = try #require(Self.staticBinary, "SKETCHPAD_STATIC_BINARY names the static build (.ci/run sets it)")
        let ldd = try Finished.run(try #require(ProcessGroup.which("ldd")), [binary], environment: Finished.environment())
        #expect(ldd.status == 0, "\(ldd.stderr)")
        let libraries = ldd.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let swiftOnes = libraries.filter { line in
            ["libswift", "libFoundation", "lib_Foundation", "libdispatch", "libBlocksRuntime", "libicu"]
                .contains { line.contains($0) }
        }
        #expect(swiftOnes.isEmpty, "\(swiftOnes)")
        #expect(libraries.contains { $0.hasPrefix("libSDL2-2.0.so") })
        let version = try Finished.run(binary, ["--version"], environment: Finished.environment())
        #expect(version.status == 0 && version.stdout == BuildInfo.version + "\n")
    }
}
