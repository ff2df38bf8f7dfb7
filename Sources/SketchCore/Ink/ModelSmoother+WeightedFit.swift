import Foundation

/// Weighted least-squares helpers for `ModelSmoother`: kernel, polynomial fits, circle arcs.
extension ModelSmoother {
    static func biweight(_ z: Double) -> Double {
        let a = max(1 - z * z, 0)
        return a * a
    }

    /// Weighted least-squares polynomial of `degree` (falling back to lower ones) from normal
    /// equations accumulated with `add(1, x, x * x, y, w)` over `count` samples: coefficients,
    /// constant first.
    static func polyfit(_ normal: Normal, count: Int, degree: Int) -> Coefficients? {
        for d in stride(from: min(degree, count - 1), through: 0, by: -1) {
            if let c = normal.solve(d + 1) { return c }
        }
        return nil
    }

    /// Up to three fitted coefficients, held inline (no allocation): `c[0]` to `c[count - 1]`.
    struct Coefficients {
        var count: Int
        var c0 = 0.0, c1 = 0.0, c2 = 0.0

        subscript(i: Int) -> Double {
            precondition(i >= 0 && i < count)
            return i == 0 ? c0 : (i == 1 ? c1 : c2)
        }
    }

    /// Normal equations of a weighted least-squares fit on up to three regressors.
    struct Normal {
        var m00 = 0.0, m01 = 0.0, m02 = 0.0, m11 = 0.0, m12 = 0.0, m22 = 0.0, b0 = 0.0, b1 = 0.0, b2 = 0.0

        mutating func add(_ r0: Double, _ r1: Double, _ r2: Double, _ y: Double, _ w: Double) {
            m00 += w * r0 * r0; m01 += w * r0 * r1; m02 += w * r0 * r2
            m11 += w * r1 * r1; m12 += w * r1 * r2; m22 += w * r2 * r2
            b0 += w * r0 * y; b1 += w * r1 * y; b2 += w * r2 * y
        }

        /// The coefficients of the first `n` regressors (Cramer's rule); nil when (nearly) singular.
        func solve(_ n: Int) -> Coefficients? {
            switch n {
            case 1:
                return m00 > 0 ? Coefficients(count: 1, c0: b0 / m00) : nil
            case 2:
                let det = m00 * m11 - m01 * m01
                guard abs(det) > 1e-10 * m00 * m11 else { return nil }
                return Coefficients(count: 2, c0: (b0 * m11 - b1 * m01) / det, c1: (m00 * b1 - m01 * b0) / det)
            default:
                let c00 = m11 * m22 - m12 * m12, c01 = m02 * m12 - m01 * m22, c02 = m01 * m12 - m02 * m11
                let c11 = m00 * m22 - m02 * m02, c12 = m01 * m02 - m00 * m12, c22 = m00 * m11 - m01 * m01
                let det = m00 * c00 + m01 * c01 + m02 * c02
                guard abs(det) > 1e-10 * m00 * m11 * m22 else { return nil }
                return Coefficients(count: 3, c0: (c00 * b0 + c01 * b1 + c02 * b2) / det,
                                    c1: (c01 * b0 + c11 * b1 + c12 * b2) / det, c2: (c02 * b0 + c12 * b1 + c22 * b2) / det)
            }
        }
    }

    /// The circle `y = a + b·x + c·(x² + y²)/2` solved for y at `x` (the branch through `a`
    /// at `x = 0` as `c` goes to 0); nil where it does not reach.
    static func circleY(_ c: Coefficients, _ x: Double) -> Double? {
        let q = c[0] + c[1] * x + c[2] * x * x / 2, disc = 1 - 2 * c[2] * q
        guard disc >= 0 else { return nil }
        return 2 * q / (1 + disc.squareRoot())
    }
}
