import Foundation

/// The wider fidelity suite: every case `sketchpad fidelity` measures, in one table.
///
/// Curvature radii from about 15 to 300 px, sample rates 60, 120 and 240 Hz, constant-speed and
/// minimum-jerk fingers, jitter 0 to 1 px, fast and slow. The README's table of the suite is
/// `markdownTable` (a test checks they match). `model` was tuned on seed 1; seed 2 is held out.
public enum FidelitySuite {
    public static let cases: [FidelityCase] = [
        FidelityCase(.circle(radius: 15), rate: 60, .minimumJerk, speed: 600, jitter: 0.15),
        FidelityCase(.circle(radius: 15), rate: 120, .constant, speed: 300, jitter: 0.3),
        FidelityCase(.circle(radius: 15), rate: 240, .minimumJerk, speed: 150, jitter: 0.6),
        FidelityCase(.circle(radius: 30), rate: 60, .minimumJerk, speed: 2000, jitter: 0.15),
        FidelityCase(.circle(radius: 30), rate: 120, .minimumJerk, speed: 2000, jitter: 0.15),
        FidelityCase(.circle(radius: 30), rate: 60, .minimumJerk, speed: 150, jitter: 0.6),
        FidelityCase(.circle(radius: 30), rate: 60, .constant, speed: 60, jitter: 0.6),
        FidelityCase(.circle(radius: 30), rate: 240, .constant, speed: 100, jitter: 1),
        FidelityCase(.circle(radius: 45), rate: 60, .minimumJerk, speed: 1500, jitter: 0.15),
        FidelityCase(.circle(radius: 45), rate: 120, .constant, speed: 1200, jitter: 0.15),
        FidelityCase(.circle(radius: 60), rate: 60, .constant, speed: 1000, jitter: 0),
        FidelityCase(.circle(radius: 60), rate: 120, .minimumJerk, speed: 150, jitter: 0.6),
        FidelityCase(.sine(amplitude: 15, wavelength: 100), rate: 60, .minimumJerk, speed: 2000, jitter: 0.15),
        FidelityCase(.sine(amplitude: 15, wavelength: 100), rate: 120, .constant, speed: 800, jitter: 0.15),
        FidelityCase(.sine(amplitude: 15, wavelength: 100), rate: 240, .minimumJerk, speed: 150, jitter: 0.6),
        FidelityCase(.sine(amplitude: 20, wavelength: 200), rate: 60, .constant, speed: 1200, jitter: 0.15),
        FidelityCase(.sine(amplitude: 20, wavelength: 200), rate: 120, .minimumJerk, speed: 2000, jitter: 0),
        FidelityCase(.sine(amplitude: 10, wavelength: 150), rate: 60, .minimumJerk, speed: 150, jitter: 1),
        FidelityCase(.sine(amplitude: 40, wavelength: 400), rate: 60, .minimumJerk, speed: 2000, jitter: 0.15),
        FidelityCase(.sine(amplitude: 40, wavelength: 400), rate: 120, .constant, speed: 150, jitter: 1),
        FidelityCase(.sine(amplitude: 40, wavelength: 400), rate: 240, .minimumJerk, speed: 600, jitter: 0),
        FidelityCase(.ellipse(a: 100, b: 40), rate: 60, .minimumJerk, speed: 2000, jitter: 0.15),
        FidelityCase(.ellipse(a: 100, b: 40), rate: 120, .minimumJerk, speed: 2000, jitter: 0.3),
        FidelityCase(.ellipse(a: 100, b: 40), rate: 60, .constant, speed: 150, jitter: 0.6),
        FidelityCase(.ellipse(a: 100, b: 40), rate: 240, .constant, speed: 600, jitter: 0.15),
        FidelityCase(.figureEight(width: 160), rate: 60, .minimumJerk, speed: 2000, jitter: 0.15),
        FidelityCase(.figureEight(width: 160), rate: 120, .constant, speed: 400, jitter: 0.6),
        FidelityCase(.figureEight(width: 160), rate: 240, .minimumJerk, speed: 150, jitter: 1),
        FidelityCase(.arc(radius: 150, degrees: 120), rate: 60, .minimumJerk, speed: 2000, jitter: 0.15),
        FidelityCase(.arc(radius: 150, degrees: 120), rate: 120, .constant, speed: 150, jitter: 0.6),
        FidelityCase(.arc(radius: 300, degrees: 90), rate: 60, .constant, speed: 1500, jitter: 0.3),
        FidelityCase(.arc(radius: 300, degrees: 90), rate: 240, .minimumJerk, speed: 150, jitter: 1),
        FidelityCase(.spiral(from: 15, to: 90, turns: 2), rate: 60, .minimumJerk, speed: 2000, jitter: 0.15),
        FidelityCase(.spiral(from: 15, to: 90, turns: 2), rate: 120, .minimumJerk, speed: 1000, jitter: 0),
        FidelityCase(.spiral(from: 15, to: 90, turns: 2), rate: 60, .constant, speed: 150, jitter: 0.6),
        FidelityCase(.spiral(from: 15, to: 90, turns: 2), rate: 240, .minimumJerk, speed: 300, jitter: 0.3),
        FidelityCase(.zigzag(step: 40, rise: 80, segments: 6), rate: 60, .minimumJerk, speed: 2000, jitter: 0.15),
        FidelityCase(.zigzag(step: 40, rise: 80, segments: 6), rate: 120, .minimumJerk, speed: 150, jitter: 0.6),
        FidelityCase(.zigzag(step: 40, rise: 80, segments: 6), rate: 240, .minimumJerk, speed: 600, jitter: 1),
    ]

    /// The suite's parameters as a markdown table, one row per case, with each shape's tightest
    /// radius of curvature and the sample spacing at full speed (both in px).
    public static var markdownTable: String {
        var lines = [
            "| # | shape | tightest radius px | rate Hz | profile | speed px/s | spacing px | jitter px |",
            "|---:|---|---:|---:|---|---:|---:|---:|",
        ]
        for (i, c) in cases.enumerated() {
            let r = c.shape.tightestRadius
            let cells = ["\(i + 1)", c.shape.name, r.isFinite ? String(format: "%.0f", r) : "corners",
                         "\(Int(c.rate))", c.profile.rawValue, "\(Int(c.speed))",
                         String(format: "%.1f", c.spacing), FidelityCase.format(c.jitter)]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }
}
