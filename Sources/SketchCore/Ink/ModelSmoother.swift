/// `model`: placeholder until the real model lands (uniform Catmull-Rom).
struct ModelSmoother: StreamingSmoother {
    private var inner = CatmullRomSmoother(granularity: 8)
    mutating func add(_ p: InkPoint, settled: inout [InkPoint]) { inner.add(p, settled: &settled) }
    func tail(after settled: [InkPoint]) -> [InkPoint] { inner.tail(after: settled) }
}
