import Foundation

/// The fidelity suite over a range of jitter seeds: how often `model` wins on strokes it was
/// never tuned on, and where it loses.
///
/// One seed's suite is one draw of the finger's jitter; a rule that wins every case of one seed
/// may still break on a rare sample (an outlier, a short step) that another seed draws. Runs
/// are deterministic: the same seeds and cases give the same figures. Cost: one suite per seed
/// (about a second each, release build).
public struct FidelitySweep: Sendable, Hashable {
    /// One seed's suite.
    public var reports: [FidelitySuiteReport]

    /// One stroke `model` lost: its seed and the verdict.
    public struct Loss: Sendable, Hashable {
        public var seed: UInt64
        public var verdict: FidelitySuiteReport.Verdict
        /// How far `model`'s p99 exceeds the best seed mode's, in px.
        public var excess: Double { verdict.excess }
        /// The case's number in `FidelitySuite.cases` (from 1), as `sketchpad fidelity` prints it.
        var caseNumber: Int? { FidelitySuite.cases.firstIndex(of: verdict.fidelityCase).map { $0 + 1 } }
    }

    /// Runs the suite's `cases` once per seed in `seeds` (at most `maxSeeds` of them), calling
    /// `progress` with each seed before its suite runs.
    public static func run(cases: [FidelityCase] = FidelitySuite.cases, seeds: ClosedRange<UInt64>,
                           modes: [SmoothingMode] = SmoothingMode.allCases,
                           progress: (UInt64) -> Void = { _ in }) -> FidelitySweep {
        precondition(seeds.upperBound - seeds.lowerBound < maxSeeds, "at most maxSeeds seeds")
        return FidelitySweep(reports: seeds.map { seed in
            progress(seed)
            return FidelitySuiteReport.run(cases: cases, modes: modes, seed: seed)
        })
    }

    /// The most seeds one sweep runs (about a second each, release build).
    public static let maxSeeds: UInt64 = 1000

    /// Reads a seed range written `A-B` (or one seed, `A`), with `1 <= A <= B`; nil otherwise.
    public static func seeds(_ text: String) -> ClosedRange<UInt64>? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let a = UInt64(parts[0]), let b = UInt64(parts[parts.count - 1]), a >= 1, a <= b else { return nil }
        return a...b
    }

    /// Every stroke `model` lost, by seed, then case.
    public var losses: [Loss] {
        reports.flatMap { r in r.verdicts.filter { !$0.wins }.map { Loss(seed: r.seed, verdict: $0) } }
    }

    /// Strokes compared (cases times seeds, where `model` and a seed mode ran).
    public var strokes: Int { reports.map(\.verdicts.count).reduce(0, +) }

    /// One row per loss: seed, case number, name, `model`'s p99 against the best seed mode's.
    public var lossTable: String {
        var lines = ["| seed | # | case | best seed p99 px | model p99 px | excess px | model tip lag |",
                     "|---:|---:|---|---:|---:|---:|---:|"]
        for l in losses {
            let number = l.caseNumber.map(String.init) ?? "-"
            let v = l.verdict
            lines.append("| \(l.seed) | \(number) | \(v.fidelityCase.name) | "
                + "\(FidelitySuiteReport.f(v.bestP99.p99)) \(v.bestP99.mode.rawValue) | \(FidelitySuiteReport.f(v.model.p99)) | "
                + String(format: "%+.2f", l.excess) + " | \(FidelitySuiteReport.f(v.model.tipLagSamples)) |")
        }
        return lines.joined(separator: "\n")
    }

    /// A one-line summary: strokes won, the range of the per-seed mean gain, the worst loss.
    public var summary: String {
        guard let first = reports.first, let last = reports.last else { return "model: no seeds" }
        let gains = reports.compactMap(\.meanGain)
        let lost = losses
        var line = "model over seeds \(first.seed)-\(last.seed): wins \(strokes - lost.count) of \(strokes) strokes"
        if let lo = gains.min(), let hi = gains.max() {
            func share(_ gain: Double) -> String { String(format: "%.1f%% %@", abs(gain) * 100, gain >= 0 ? "below" : "above") }
            line += lo == hi ? "; mean distance \(share(lo)) the best seed mode's"
                : lo >= 0 ? String(format: "; mean distance %.1f%% to %.1f%% below the best seed mode's per seed", lo * 100, hi * 100)
                : "; mean distance from \(share(lo)) to \(share(hi)) the best seed mode's per seed"
        }
        if let worst = lost.max(by: { $0.excess < $1.excess }), let number = worst.caseNumber {
            line += String(format: "; worst p99 %+.2f px (case %d, seed %llu)", worst.excess, number, worst.seed)
        }
        return line
    }
}
