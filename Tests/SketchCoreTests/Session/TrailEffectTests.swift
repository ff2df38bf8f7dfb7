import Foundation
import Testing
@testable import SketchCore

@Suite("Trail effect: growing circles that fade after the lift")
struct TrailEffectTests {
    let red = RGBA(255, 0, 0)

    /// A trail of `n` samples along a line, 1/60 s apart from `t0`, by `pointer`.
    func swipe(_ n: Int, with pointer: PointerID = .finger(0), from t0: Double = 0, y: Double = 50,
               width: Double = 10, into effect: inout TrailEffect) {
        for i in 0..<n {
            effect.touch(pointer, at: Point(Double(i) * 5, y), time: t0 + Double(i) / 60, color: red, width: width)
        }
    }

    @Test func circlesFollowTheRecentSamplesAndOlderOnesAreLarger() {
        var effect = TrailEffect()
        let points = [Point(10, 10), Point(20, 15), Point(30, 25)]
        for (i, p) in points.enumerated() {
            effect.touch(.finger(0), at: p, time: Double(i) * 0.1, color: red, width: 8)
        }
        let circles = effect.circles(at: 0.2)
        #expect(circles.map(\.center) == points)
        let radii: [Double] = [4 + 20 * 0.2, 4 + 20 * 0.1, 4]
        #expect(circles.map(\.radius) == radii)
        #expect(circles.allSatisfy { $0.color == red && $0.fade == 1 })
    }

    @Test func circlesStopGrowingAtThreeTimesTheirBaseRadius() {
        var effect = TrailEffect()
        effect.touch(.finger(0), at: Point(5, 5), time: 0, color: red, width: 10)
        #expect(effect.circles(at: 0.25).map(\.radius) == [10])
        #expect(effect.circles(at: 60).map(\.radius) == [15])
    }

    @Test func afterTheLiftCirclesKeepTheirSizeAndOnlyFade() {
        var effect = TrailEffect()
        effect.touch(.finger(0), at: Point(5, 5), time: 0, color: red, width: 10)
        effect.lift(.finger(0), time: 0.1)
        #expect(effect.circles(at: 0.1).map(\.radius) == [7])
        #expect(effect.circles(at: 3).map(\.radius) == [7])
    }

    @Test func onlyTheLast24SamplesAreKept() {
        var effect = TrailEffect()
        swipe(30, into: &effect)
        let circles = effect.circles(at: 1)
        #expect(TrailEffect.recentSamples == 24)
        #expect(circles.count == 24)
        #expect(circles.map(\.center) == (6..<30).map { Point(Double($0) * 5, 50) })
    }

    @Test(arguments: 0...50)
    func afterTheLiftAlphaIsExactlyTheFactorToTheStepsAndConstantWithinAStep(k: Int) {
        var effect = TrailEffect()
        swipe(3, into: &effect)
        let lift = 1.0
        effect.lift(.finger(0), time: lift)
        let expected = pow(0.92, Double(k))
        for t in [lift + 0.2 * Double(k) + 1e-6, lift + 0.2 * Double(k) + 0.1, lift + 0.2 * Double(k) + 0.199] {
            let circles = effect.circles(at: t)
            if expected < TrailEffect.goneAlpha {
                #expect(circles.isEmpty)
            } else {
                #expect(circles.count == 3)
                #expect(circles.allSatisfy { $0.fade == expected })
                #expect(circles.allSatisfy { $0.color == red.fading(by: expected) })
            }
        }
    }

    @Test func theFadeStepsAre092Every02Seconds() {
        #expect(TrailEffect.fadeFactor == 0.92)
        #expect(TrailEffect.fadeStep == 0.2)
        #expect(TrailEffect.goneAlpha == 0.02)
    }

    @Test func aTrailIsGoneAfter47StepsAndStillAnimatingJustBefore() {
        #expect(pow(0.92, 46.0) >= 0.02)
        #expect(pow(0.92, 47.0) < 0.02)
        var effect = TrailEffect()
        swipe(5, into: &effect)
        let lift = 2.0
        effect.lift(.finger(0), time: lift)
        let gone = lift + 0.2 * 47   // about 9.4 s after the lift

        #expect(effect.isAnimating(at: gone - 1e-3))
        #expect(!effect.circles(at: gone - 1e-3).isEmpty)
        effect.prune(at: gone - 1e-3)
        #expect(effect.trailCount == 1)

        #expect(!effect.isAnimating(at: gone + 1e-6))
        #expect(effect.circles(at: gone + 1e-6).isEmpty)
        effect.prune(at: gone + 1e-6)
        #expect(effect.trailCount == 0)
        #expect(!effect.isAnimating(at: gone + 100))
    }

    @Test func aTouchingTrailKeepsAnimatingAndDoesNotFade() {
        var effect = TrailEffect()
        swipe(2, into: &effect)
        effect.prune(at: 1000)
        #expect(effect.trailCount == 1)
        #expect(effect.isAnimating(at: 1000))
        #expect(effect.circles(at: 1000).allSatisfy { $0.fade == 1 && $0.color == red })
    }

    @Test func nothingAnimatesBeforeAnyTouch() {
        let effect = TrailEffect()
        #expect(!effect.isAnimating(at: 0))
        #expect(effect.circles(at: 0).isEmpty)
    }

    @Test func twoPointersHaveSeparateTrails() {
        var effect = TrailEffect()
        swipe(4, with: .finger(0), y: 10, into: &effect)
        swipe(6, with: .finger(1), y: 90, into: &effect)
        effect.lift(.finger(0), time: 1)
        let circles = effect.circles(at: 1.5)   // two steps after finger 0's lift
        #expect(effect.trailCount == 2)
        #expect(circles.filter { $0.center.y == 10 }.count == 4)
        #expect(circles.filter { $0.center.y == 90 }.count == 6)
        #expect(circles.filter { $0.center.y == 10 }.allSatisfy { $0.fade == pow(0.92, 2) })
        #expect(circles.filter { $0.center.y == 90 }.allSatisfy { $0.fade == 1 })
    }

    @Test func aNewDownForAFadingPointerStartsANewTrailWhileTheOldOneFades() {
        var effect = TrailEffect()
        swipe(3, y: 10, into: &effect)
        effect.lift(.finger(0), time: 1)
        swipe(2, from: 1.3, y: 90, into: &effect)
        let circles = effect.circles(at: 1.5)
        #expect(effect.trailCount == 2)
        #expect(circles.filter { $0.center.y == 10 }.allSatisfy { $0.fade == pow(0.92, 2) })
        #expect(circles.filter { $0.center.y == 90 }.count == 2)
        #expect(circles.filter { $0.center.y == 90 }.allSatisfy { $0.fade == 1 })
    }

    @Test func liftingAnUnknownPointerChangesNothing() {
        var effect = TrailEffect()
        swipe(3, into: &effect)
        let before = effect.circles(at: 5)
        effect.lift(.finger(7), time: 1)
        effect.lift(.mouse, time: 1)
        #expect(effect.circles(at: 5) == before)
        #expect(effect.isAnimating(at: 1000))
        #expect(effect.trailCount == 1)
    }

    @Test func liftAllFadesEveryTrail() {
        var effect = TrailEffect()
        swipe(2, with: .finger(0), into: &effect)
        swipe(2, with: .mouse, into: &effect)
        effect.liftAll(time: 1)
        #expect(effect.circles(at: 1.2 + 1e-6).allSatisfy { $0.fade == 0.92 })
        #expect(!effect.isAnimating(at: 1 + 0.2 * 47 + 1e-6))
    }

    @Test(arguments: [Point(.nan, 1), Point(1, .nan), Point(.infinity, 1), Point(1, -.infinity)])
    func pointsThatAreNotFiniteAreIgnored(bad: Point) {
        var effect = TrailEffect()
        effect.touch(.finger(0), at: bad, time: 0, color: red, width: 10)
        #expect(effect.circles(at: 0).isEmpty)
        #expect(!effect.isAnimating(at: 0))
        effect.touch(.finger(0), at: Point(1, 1), time: 0.1, color: red, width: 10)
        effect.touch(.finger(0), at: bad, time: 0.2, color: red, width: 10)
        #expect(effect.circles(at: 0.2).map(\.center) == [Point(1, 1)])
    }

    @Test func timesThatAreNotFiniteCountAsTheLastGoodTime() {
        var effect = TrailEffect()
        effect.touch(.finger(0), at: Point(1, 1), time: 3, color: red, width: 10)
        effect.touch(.finger(0), at: Point(2, 2), time: .nan, color: red, width: 10)
        effect.lift(.finger(0), time: .infinity)
        // Both samples at t = 3, lifted at 3: a NaN query time is 3 too.
        #expect(effect.circles(at: .nan).map(\.radius) == [5, 5])
        #expect(effect.circles(at: 3.2 + 1e-6).allSatisfy { $0.fade == 0.92 })
    }

    @Test func timeGoingBackwardsNeverMakesANegativeAge() {
        var effect = TrailEffect()
        effect.touch(.finger(0), at: Point(1, 1), time: 5, color: red, width: 10)
        effect.touch(.finger(0), at: Point(2, 2), time: 4, color: red, width: 10)
        #expect(effect.circles(at: 1).map(\.radius) == [5, 5])
        effect.lift(.finger(0), time: 2)
        #expect(effect.circles(at: 0).allSatisfy { $0.radius == 5 && $0.fade == 1 })
    }

    @Test func theMeshIsEmptyWhenNothingIsLeftAndHasDotsWhileCirclesExist() {
        var effect = TrailEffect()
        #expect(effect.mesh(at: 0).isEmpty)
        swipe(3, into: &effect)
        effect.lift(.finger(0), time: 1)
        let live = effect.mesh(at: 1 + 0.2 * 46 + 0.1)
        #expect(!live.isEmpty)
        #expect(effect.mesh(at: 1 + 0.2 * 47 + 1e-6).isEmpty)
        effect.prune(at: 20)
        #expect(effect.mesh(at: 20).isEmpty)
    }

    @Test func eachCircleIsOneRoundDot() {
        var effect = TrailEffect()
        effect.touch(.finger(0), at: Point(40, 40), time: 0, color: red, width: 10)
        var dot = Mesh()
        StrokeTessellator.append(points: [Point(40, 40)], radii: [5], color: red, to: &dot)
        #expect(effect.mesh(at: 0).vertices == dot.vertices)
        #expect(effect.mesh(at: 0).indices == dot.indices)
    }

    @Test func dotsAreDrawnInTheFadedColour() {
        var effect = TrailEffect()
        effect.touch(.finger(0), at: Point(40, 40), time: 0, color: red, width: 10)
        effect.lift(.finger(0), time: 0)
        let mesh = effect.mesh(at: 0.5)
        #expect(mesh.vertices.map(\.color.a).max() == red.fading(by: pow(0.92, 2)).a)
    }
}
