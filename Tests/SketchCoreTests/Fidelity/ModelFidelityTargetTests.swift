import Foundation
import Testing
@testable import SketchCore

/// The fidelity targets `model` is built to, on the synthetic finger's seeds 1 to 3 (the
/// zig-zag's corners on seeds 1 to 10): no case worse than the best seed mode, 10% better on
/// average, no kinks on smooth curves, corners kept sharp without overshooting elbows, and a
/// tip that keeps up with the finger.
@Suite struct ModelFidelityTargetTests {
    static let seeds: [UInt64] = [1, 2, 3]

    /// One case of the report: a curve drawn in a regime with one seed's jitter.
    struct Case: CustomTestStringConvertible, Sendable {
        var regime: FidelityRegime
        var curve: FidelityCurve
        var seed: UInt64
        var testDescription: String { "\(regime.rawValue) \(curve.rawValue), seed \(seed)" }
    }

    static let allCases = seeds.flatMap { seed in
        FidelityRegime.allCases.flatMap { regime in FidelityCurve.allCases.map { Case(regime: regime, curve: $0, seed: seed) } }
    }
    static let smoothCases = allCases.filter { $0.curve != .zigzag }
    static let zigzagCases = allCases.filter { $0.curve == .zigzag }

    // One full report per seed, each built once (the runs are deterministic).
    private static let seed1 = FidelityReport.run(seed: 1)
    private static let seed2 = FidelityReport.run(seed: 2)
    private static let seed3 = FidelityReport.run(seed: 3)

    static func report(_ seed: UInt64) -> FidelityReport {
        switch seed {
        case 1: seed1
        case 2: seed2
        default: seed3
        }
    }

    static func result(_ mode: SmoothingMode, _ c: Case) -> FidelityResult {
        report(c.seed).result(mode: mode, curve: c.curve, regime: c.regime)!
    }

    @Test(arguments: allCases)
    func theModelIsNoLessFaithfulThanTheBestSeedMode(_ c: Case) {
        let best = Self.report(c.seed).bestSeedP99(curve: c.curve, regime: c.regime)!
        #expect(Self.result(.model, c).p99Deviation <= best)
    }

    @Test(arguments: seeds)
    func onAverageTheModelIsAtLeastTenPercentMoreFaithfulThanTheBestSeedMode(seed: UInt64) {
        #expect(Self.report(seed).modelImprovement! >= 0.10)
    }

    @Test(arguments: smoothCases)
    func smoothCurvesAreDrawnWithoutVisibleKinks(_ c: Case) {
        #expect(Self.result(.model, c).kinkDegrees <= 25)
    }

    @Test(arguments: zigzagCases.filter { $0.regime == .fast })
    func fastCornersStayAsSharpAsTheSamplesThemselves(_ c: Case) {
        #expect(Self.result(.model, c).cornerError! <= Self.result(.none, c).cornerError! + 0.05)
    }

    // Corners over ten seeds: the zig-zag alone, drawn by `model`, `none` and `midpoint`.
    static let cornerSeeds = Array(UInt64(1)...10)
    static let cornerCases = cornerSeeds.flatMap { seed in FidelityRegime.allCases.map { Case(regime: $0, curve: .zigzag, seed: seed) } }

    /// What the corner targets look at (the report's other measures, the tip's lag above all,
    /// cost more than these and are tested on seeds 1 to 3).
    struct Corners {
        var error: Double, turn: Double, stray: Double, maxDeviation: Double
    }

    private static let corners: [String: Corners] = {
        let z = FidelityCurve.zigzag
        var out: [String: Corners] = [:]
        for c in cornerCases {
            let stroke = FingerSampler.stroke(z, regime: c.regime, seed: c.seed)
            for mode in [SmoothingMode.model, .none, .midpoint] {
                let drawn = FidelityMetrics.centreline(stroke.samples, smoothing: Smoothing(mode))
                out["\(mode.rawValue) \(c.testDescription)"] = Corners(
                    error: FidelityMetrics.cornerError(drawn: drawn, corners: z.corners)!,
                    turn: FidelityMetrics.cornerTurn(drawn: drawn, corners: z.corners)!,
                    stray: FidelityMetrics.cornerStray(drawn: drawn, truth: z.polyline, corners: z.corners)!,
                    maxDeviation: FidelityMetrics.deviation(drawn: drawn, truth: z.polyline).max)
            }
        }
        return out
    }()

    static func corner(_ mode: SmoothingMode, _ c: Case) -> Corners { corners["\(mode.rawValue) \(c.testDescription)"]! }
    /// The true zig-zag turns 126.9° at each corner.
    static let trueTurn = FidelityCurve.zigzag.cornerTurns.min()!

    /// With 0.6 px of jitter no fit pins a vertex exactly: lines fitted to the two arms of
    /// the simulated zig-zag, split at the moment the finger stops there, miss it by 0.19 px on average and up to
    /// 0.54 px over 200 corners. The raw polyline criss-crosses each slow corner and passes near
    /// it by chance, so it is no yardstick; the vertex is held to the jitter's σ instead.
    @Test(arguments: cornerCases.filter { $0.regime == .slow })
    func slowCornersLandWithinTheJittersSigma(_ c: Case) {
        #expect(Self.corner(.model, c).error <= FidelityRegime.slow.jitter)
    }

    /// A corner stays a corner: across 2 px of arc near it the drawn line turns within 10% of
    /// the true turn (a corner rounded to a radius of 1 px turns about 115°, one of 2 px about
    /// 58°; a hook or a scribble turns further, up to 180°).
    @Test(arguments: cornerCases)
    func cornersTurnAsSharplyAsTheTruth(_ c: Case) {
        let turn = Self.corner(.model, c).turn
        #expect(turn >= 0.9 * Self.trueTurn && turn <= 1.1 * Self.trueTurn, "\(turn)°")
    }

    /// No elbow past a vertex, no corner cut, no scribble: near the corners the line keeps
    /// within a pixel of the true zig-zag.
    @Test(arguments: cornerCases)
    func cornersHaveNoElbowsOrScribbles(_ c: Case) {
        #expect(Self.corner(.model, c).stray <= 1)
        #expect(Self.corner(.model, c).maxDeviation <= Self.corner(.none, c).maxDeviation)
    }

    /// The corner checks can fail: fast midpoint curves round every corner off, and straight
    /// segments through slow, jittery samples scribble around them (and turn too far).
    @Test(arguments: cornerSeeds)
    func theCornerChecksCatchRoundedAndScribbledCorners(seed: UInt64) {
        let fast = Case(regime: .fast, curve: .zigzag, seed: seed), slow = Case(regime: .slow, curve: .zigzag, seed: seed)
        #expect(Self.corner(.midpoint, fast).turn < 0.9 * Self.trueTurn)
        #expect(Self.corner(.midpoint, fast).stray > 1)
        #expect(Self.corner(.none, slow).stray > 1)
        #expect(Self.corner(.none, slow).turn > 1.1 * Self.trueTurn)
    }

    @Test(arguments: allCases)
    func theTipTrailsTheLatestSampleByAtMostOneSampleInterval(_ c: Case) {
        #expect(Self.result(.model, c).tipLagSamples <= 1)
    }
}
