/// PNG's five row filters (PNG spec, section 9) and the choice between them.
///
/// A filter replaces each byte of a row by its difference from a prediction made from the
/// byte `bytesPerPixel` to the left, the byte above, or both; deflate then finds more repeats.
/// Every function is pure and O(row length); `previous` is nil for the first row (PNG
/// predicts from zeros there).
public enum PNGFilter: UInt8, CaseIterable, Sendable {
    case none = 0, sub, up, average, paeth

    /// Writes `row` filtered by this filter into `out` (the same length; the filter-type
    /// byte is not included).
    public func apply(_ row: UnsafeBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>?,
                      bytesPerPixel bpp: Int, into out: UnsafeMutableBufferPointer<UInt8>) {
        precondition(out.count >= row.count && (previous?.count ?? row.count) >= row.count, "row buffers must match")
        for i in 0..<row.count {
            let left = i >= bpp ? row[i - bpp] : 0
            let up = previous?[i] ?? 0
            let upLeft = i >= bpp ? previous?[i - bpp] ?? 0 : 0
            out[i] = row[i] &- predict(left: left, up: up, upLeft: upLeft)
        }
    }

    /// Undoes `apply` in place: `row` holds filtered bytes on entry and the image's on return.
    public func undo(_ row: UnsafeMutableBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>?, bytesPerPixel bpp: Int) {
        for i in 0..<row.count {
            let left = i >= bpp ? row[i - bpp] : 0
            let up = previous?[i] ?? 0
            let upLeft = i >= bpp ? previous?[i - bpp] ?? 0 : 0
            row[i] = row[i] &+ predict(left: left, up: up, upLeft: upLeft)
        }
    }

    /// The prediction for one byte from its neighbours to the left, above, and above-left.
    @inline(__always)
    func predict(left: UInt8, up: UInt8, upLeft: UInt8) -> UInt8 {
        switch self {
        case .none: return 0
        case .sub: return left
        case .up: return up
        case .average: return UInt8((Int(left) + Int(up)) / 2)
        case .paeth:
            let a = Int(left), b = Int(up), c = Int(upLeft)
            let p = a + b - c
            let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
            if pa <= pb && pa <= pc { return left }
            return pb <= pc ? up : upLeft
        }
    }

    /// The filter libpng's heuristic picks for `row`: the one whose output, read as signed
    /// bytes, has the least sum of magnitudes. Writes that output into `out` and returns
    /// the filter; `scratch` is a row-sized work buffer. Cost: five passes over the row.
    public static func best(_ row: UnsafeBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>?, bytesPerPixel: Int,
                            into out: UnsafeMutableBufferPointer<UInt8>, scratch: UnsafeMutableBufferPointer<UInt8>) -> PNGFilter {
        var best = PNGFilter.none, bestScore = Int.max
        for filter in allCases {
            filter.apply(row, previous: previous, bytesPerPixel: bytesPerPixel, into: scratch)
            var score = 0
            for i in 0..<row.count {
                score += abs(Int(Int8(bitPattern: scratch[i])))
                if score >= bestScore { break }
            }
            if score < bestScore {
                bestScore = score
                best = filter
                _ = out.update(fromContentsOf: UnsafeMutableBufferPointer(rebasing: scratch[0..<row.count]))
            }
        }
        return best
    }
}
