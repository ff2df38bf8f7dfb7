import ArgumentParser
import Foundation
import SketchCore

/// `sketchpad fidelity`: how faithfully each smoothing mode draws known curves.
struct FidelityCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fidelity",
        abstract: "Measure how closely each smoothing mode follows known curves drawn by a synthetic finger.",
        discussion: """
            A finger traces a circle, a sine, a spiral and a sharp zig-zag at 60 Hz with a minimum-jerk \
            speed profile (stopping at the zig-zag's corners): fast (peak 2000 px/s, 0.15 px jitter) and \
            slow (peak 150 px/s, 0.6 px jitter). For each mode: the largest and 99th-percentile distance \
            between the drawn centreline and the true curve, the sharpest turn between 1 px chords; at \
            the zig-zag's corners, the largest distance from a corner to the drawing, the bluntest \
            corner's turn across 2 px and how far the drawing strays from the truth within 6 px of \
            one; and how many sample intervals the drawn tip trails the latest sample while drawing \
            (99th percentile).
            """)

    @Option(help: "Seed of the finger's jitter.")
    var seed: UInt64 = 1

    @Option(help: "Write the report as JSON here.")
    var json: String?

    func run() throws {
        let report = FidelityReport.run(seed: seed)
        print(report.markdownTable)
        print()
        if let gain = report.modelImprovement {
            let cases = FidelityCurve.allCases.count * FidelityRegime.allCases.count
            let percent = String(format: "%.1f%%", abs(gain) * 100)
            print("model: p99 deviation \(percent) \(gain >= 0 ? "below" : "above") the best seed mode's, on average over \(cases) cases")
        } else {
            print("model: no comparison (no finite p99 deviation to compare)")
        }
        if let json {
            try Outputs.commit([Outputs.stage(Array(report.jsonData() + Data("\n".utf8)), at: json)])
        }
    }
}
