import Foundation
import SketchCore
import Testing
@testable import sketchpad

/// docs/CONTRACT.md stays current: every option the parser knows and every bench report key
/// is in it.
struct ContractDocTests {
    static let contract: String = {
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return (try? String(contentsOf: repo.appendingPathComponent("docs/CONTRACT.md"), encoding: .utf8)) ?? ""
    }()

    /// The long options in a help text, as `--name`.
    func options(_ help: String) -> Set<String> {
        var found = Set<String>()
        var rest = Substring(help)
        while let range = rest.range(of: "--") {
            let name = rest[range.upperBound...].prefix { $0.isLetter || $0 == "-" }
            if name.count > 1 { found.insert("--" + name) }
            rest = rest[range.upperBound...]
        }
        return found.subtracting(["--help", "--version", "--generate-completion-script"])
    }

    @Test(arguments: ["draw", "replay", "export", "bench", "fidelity"])
    func everyOptionOfACommandIsInTheContract(command: String) throws {
        let type = try #require(Sketchpad.configuration.subcommands.first { $0.configuration.commandName == command })
        let names = options(type.helpMessage(columns: 400))
        #expect(!names.isEmpty)
        for name in names.sorted() {
            #expect(Self.contract.contains("`\(name)"), "docs/CONTRACT.md does not mention \(command) \(name)")
        }
        #expect(Self.contract.contains("`sketchpad \(command)") || command == "draw")
    }

    @Test func everyBenchReportKeyIsInTheContract() throws {
        let report = BenchReport(renderer: "cached", videoDriver: "dummy", renderDriver: "software",
                                 canvas: CanvasSize(width: 8, height: 8), fingers: 1, committedStrokes: 0, seconds: 1,
                                 frameTimesMs: [1, 2], latencyMs: LatencySummary(p50: 1, p99: 2, max: 3), points: 4,
                                 peakMemoryMB: 5, floorFrameMs: FrameStatistics(frameTimesMs: [1]))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
        for key in object.keys.sorted() {
            #expect(Self.contract.contains("\"\(key)\":"), "docs/CONTRACT.md does not list the key \(key)")
        }
    }
}
