import Foundation
import Testing
@testable import SketchCore

@Suite struct FidelityCurveTests {
    @Test(arguments: FidelityCurve.allCases)
    func thePolylineIsDenseEnoughToMeasureAgainst(curve: FidelityCurve) {
        let p = curve.polyline
        #expect(p.count > 100)
        let widest = zip(p, p.dropFirst()).map { $0.distance(to: $1) }.max()!
        #expect(widest <= FidelityCurve.spacing + 1e-9, "widest gap \(widest) px")
    }

    @Test(arguments: FidelityCurve.allCases)
    func theCurveIsCentredInAn800By600Canvas(curve: FidelityCurve) {
        let p = curve.polyline
        let xs = p.map(\.x), ys = p.map(\.y)
        let middle = Point((xs.min()! + xs.max()!) / 2, (ys.min()! + ys.max()!) / 2)
        // The spiral winds out from the centre, so its bounding box is a little off-centre.
        #expect(middle.distance(to: FidelityCurve.centre) < (curve == .spiral ? 15 : 1e-6), "box centre \(middle)")
        #expect(xs.allSatisfy { (0...800).contains($0) } && ys.allSatisfy { (0...600).contains($0) })
    }

    @Test func theCircleIsClosedWithRadius60() {
        let c = FidelityCurve.circle
        #expect(c.start == c.end)
        #expect(c.polyline.allSatisfy { abs($0.distance(to: FidelityCurve.centre) - 60) < 1e-9 })
        #expect(abs(c.length - 2 * .pi * 60) < 0.01)
    }

    @Test func theSpiralWindsOutFromRadius10To80() {
        let p = FidelityCurve.spiral.polyline
        #expect(abs(p.first!.distance(to: FidelityCurve.centre) - 10) < 1e-9)
        #expect(abs(p.last!.distance(to: FidelityCurve.centre) - 80) < 1e-9)
    }

    @Test func theZigzagHasFiveCornersTurningAbout127Degrees() {
        let z = FidelityCurve.zigzag
        let vertices = [z.start] + z.corners + [z.end]
        #expect(z.corners.count == 5)
        for (a, b) in zip(vertices, vertices.dropFirst()) {
            #expect(abs(abs(b.x - a.x) - 40) < 1e-9 && abs(abs(b.y - a.y) - 80) < 1e-9)
        }
        for i in 1..<(vertices.count - 1) {
            let u = vertices[i] - vertices[i - 1], v = vertices[i + 1] - vertices[i]
            let turn = atan2(abs(u.cross(v)), u.dot(v)) * 180 / .pi
            #expect(abs(turn - 126.87) < 0.01, "corner \(i) turns \(turn)°")
        }
    }

    @Test(arguments: [FidelityCurve.circle, .sine, .spiral])
    func smoothCurvesHaveNoCorners(curve: FidelityCurve) {
        #expect(curve.corners.isEmpty)
    }

    @Test(arguments: FidelityCurve.allCases)
    func theMotionRunsFromStartToEndInTheTimeThePeakSpeedAllows(curve: FidelityCurve) {
        let peak = 1000.0, t = curve.duration(peakSpeed: peak)
        #expect(abs(t - 1.875 * curve.length / peak) < 1e-9)
        #expect(curve.position(at: 0, peakSpeed: peak) == curve.start)
        #expect(curve.position(at: t, peakSpeed: peak).distance(to: curve.end) < 1e-9)
        // Never faster than the peak (1 ms steps, a little slack for chords of the curve).
        let steps = Int(t * 1000)
        let fastest = (0..<steps).map { k in
            curve.position(at: Double(k + 1) / 1000, peakSpeed: peak)
                .distance(to: curve.position(at: Double(k) / 1000, peakSpeed: peak)) * 1000
        }.max()!
        #expect(fastest <= peak * 1.001 && fastest > peak * 0.95, "fastest \(fastest) px/s")
    }
}
