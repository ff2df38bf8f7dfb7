import Foundation

/// Denoised positions already computed, so the tail does not fit again every sample it fitted
/// at the previous call, and `add` does not fit again what a tail already fitted.
///
/// A sample's fit is a pure function of the samples its windows read (`smooth(_:extent:)`):
/// it is reused when its neighbourhood starts at the same sample and still holds every sample
/// read (or, where a window reached the neighbourhood's end, is the same neighbourhood). So
/// the output is bit-identical with or without it; only samples whose windows reach the
/// latest sample are fitted again, O(window) of them per tail instead of every undenoised one.
///
/// Shared between copies of a smoother (the tail fits in a copy, and records there); `add`
/// gives a smoother its own before changing its samples, so holders of one memo always hold
/// the same samples. A lock keeps concurrent tails of copies safe.
final class FitMemo: @unchecked Sendable {
    struct Fit {
        /// The neighbourhood's first and last samples (global indices).
        var lo: Int, hi: Int
        /// One past the last sample read, local to the neighbourhood (`hi - lo + 1`: to its end).
        var extent: Int
        var fitted: ModelSmoother.Fitted

        /// Whether the fit holds for the neighbourhood `lo...hi` of the same sample.
        func holds(lo: Int, hi: Int) -> Bool {
            lo == self.lo && (extent == self.hi - self.lo + 1 ? hi == self.hi : hi - lo + 1 >= extent)
        }
    }

    private var fits: [Int: Fit] = [:]
    /// Fits of samples below this are dropped.
    private var floor = 0
    private let lock = NSLock()

    init() {}

    func copy() -> FitMemo {
        lock.lock()
        defer { lock.unlock() }
        let c = FitMemo()
        (c.fits, c.floor) = (fits, floor)
        return c
    }

    subscript(i: Int) -> Fit? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return fits[i]
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            fits[i] = newValue
        }
    }

    /// Forgets the fits of samples before `i` (the smoother will not fit them again). O(i - previous i).
    func drop(below i: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard i > floor else { return }
        if fits.count > i - floor {
            for k in floor..<i { fits.removeValue(forKey: k) }
        } else {
            fits = fits.filter { $0.key >= i }
        }
        floor = i
    }
}

extension ModelSmoother {
    /// `smooth(i)`, reusing the memo's fit where it holds (bit-identical). The memo keeps the
    /// fit alone; how far the sample may move (`withinNoise`, which reads samples outside the
    /// fit's windows) is applied afresh on every call, so a reused fit is never stale.
    func memoizedSmooth(_ i: Int) -> (Point, Point?) {
        let n = neighbourhood(i)
        guard reusesFits else {
            var extent = 0
            let fitted = smooth(n, extent: &extent)
            return withinNoise(fitted, i)
        }
        let lo = i - n.c, hi = lo + n.p.count - 1
        if let fit = memo[i], fit.holds(lo: lo, hi: hi) { return withinNoise(fit.fitted, i) }
        var extent = 0
        let fitted = smooth(n, extent: &extent)
        memo[i] = FitMemo.Fit(lo: lo, hi: hi, extent: extent, fitted: fitted)
        return withinNoise(fitted, i)
    }

    /// Makes the memo this smoother's own before its samples change, and forgets fits no stage needs.
    mutating func ownMemo() {
        if !isKnownUniquelyReferenced(&memo) { memo = memo.copy() }
        memo.drop(below: denoised)
    }
}
