import Foundation
import Testing
@testable import SketchCore

/// `cornerTurn` and `cornerStray` on hand-made lines around one right-angle corner at (50, 0):
/// in from (0, 0), out to (50, 50).
@Suite struct FidelityCornerMetricsTests {
    static let corner = Point(50, 0)
    static let truth = FidelityMetrics.resample([Point(0, 0), corner, Point(50, 50)], maxSpacing: 0.25)

    /// The corner rounded by a quarter circle of `radius` px.
    static func rounded(radius r: Double) -> [Point] {
        var pts = [Point(0, 0)]
        for k in 0...32 {
            let a = -Double.pi / 2 + Double.pi / 2 * Double(k) / 32
            pts.append(Point(50 - r + r * cos(a), r + r * sin(a)))
        }
        return pts + [Point(50, 50)]
    }

    static func turn(_ drawn: [Point]) -> Double { FidelityMetrics.cornerTurn(drawn: drawn, corners: [corner])! }
    static func stray(_ drawn: [Point]) -> Double { FidelityMetrics.cornerStray(drawn: drawn, truth: truth, corners: [corner])! }

    @Test func theTrueZigzagTurnsAsFarAtEveryCornerAsItsVertices() {
        let z = FidelityCurve.zigzag
        #expect(z.cornerTurns.count == 5 && z.cornerTurns.allSatisfy { abs($0 - 126.87) < 0.01 }, "\(z.cornerTurns)")
        let turn = FidelityMetrics.cornerTurn(drawn: z.polyline, corners: z.corners)!
        #expect(abs(turn - 126.87) < 0.5, "\(turn)")
        #expect(FidelityMetrics.cornerStray(drawn: z.polyline, truth: z.polyline, corners: z.corners)! < 1e-9)
    }

    @Test func aSharpCornerTurnsFullyAndARoundedOneLessTheRounderItIs() {
        #expect(abs(Self.turn([Point(0, 0), Self.corner, Point(50, 50)]) - 90) < 1e-6)
        let r1 = Self.turn(Self.rounded(radius: 1)), r5 = Self.turn(Self.rounded(radius: 5))
        #expect(r1 > 60 && r1 < 90, "radius 1: \(r1)°")
        #expect(r5 > 15 && r5 < 30, "radius 5: about 115°/5, got \(r5)°")
    }

    @Test func aLineThatNeverComesNearTheCornerDoesNotTurnThere() {
        #expect(Self.turn(Self.rounded(radius: 20)) < 10)
        #expect(Self.turn([Point(0, 10), Point(40, 10), Point(40, 50)]) == 0)
    }

    @Test func anElbowPastTheVertexStraysByItsOvershoot() {
        let elbow = [Point(0, 0), Point(52, 0), Point(50, 2), Point(50, 50)]
        #expect(abs(Self.stray(elbow) - 2) < 1e-9)
    }

    @Test func aCutCornerStraysByHowDeepItCuts() {
        // A chamfer from (46, 0) to (50, 4) passes (48, 2), 2 px inside both arms.
        let s = Self.stray([Point(0, 0), Point(46, 0), Point(50, 4), Point(50, 50)])
        #expect(s > 1.9 && s <= 2 + 1e-9, "\(s) (resampled every 0.25 px)")
        // One that stays further than the reach from the corner is `cornerError`'s to catch.
        let deep = [Point(0, 0), Point(40, 0), Point(50, 10), Point(50, 50)]
        #expect(Self.stray(deep) == 0)
        #expect(FidelityMetrics.cornerError(drawn: deep, corners: [Self.corner])! > 7)
    }

    @Test func strayingFarFromTheCornerDoesNotCount() {
        let detour = [Point(0, 0), Point(20, 10), Point(40, 0), Self.corner, Point(50, 50)]
        #expect(Self.stray(detour) < 1e-9)
    }

    @Test func curvesWithoutCornersHaveNoCornerMeasuresAndBrokenOnesMeasureNaN() {
        let circle = FidelityCurve.circle.polyline
        #expect(FidelityMetrics.cornerTurn(drawn: circle, corners: []) == nil)
        #expect(FidelityMetrics.cornerStray(drawn: circle, truth: circle, corners: []) == nil)
        let broken = [Point(0, 0), Point(.nan, 1), Point(50, 50)]
        #expect(Self.turn(broken).isNaN && Self.stray(broken).isNaN)
    }
}
