import Dispatch

extension Array where Element: Sendable {
    /// `map(transform)`, with the elements transformed side by side on the machine's cores.
    ///
    /// For a handful of independent, dear pure functions in a frame (one stroke's tail each):
    /// the results are in order and the same as `map`'s, whatever the cores; `transform` must
    /// not touch state another element's call touches. Returns at once for fewer than two
    /// elements, without a thread. Costs a wake of the pool's threads (microseconds).
    public func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let slots = UnsafeMutablePointer<Result?>.allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
        defer { slots.deinitialize(count: count); slots.deallocate() }
        let out = Slots(base: slots)
        withoutActuallyEscaping(transform) { transform in
            DispatchQueue.concurrentPerform(iterations: count) { i in out.base[i] = transform(self[i]) }
        }
        return (0..<count).map { slots[$0]! }
    }
}

/// Where each concurrent call writes its own result: distinct slots, so no two threads share one.
private struct Slots<Result>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Result?>
}
