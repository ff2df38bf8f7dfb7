/// How an export is cut into bands of whole rows, rendered and encoded one at a time, so its
/// working memory is bounded by the band, not by the picture.
///
/// Limits: each side at most `maxSide` (65536 px: the rasterizer's exact reach, and far
/// below PNG's 2^31 - 1); the band is at most `tilePixels` pixels and costs what a canvas of
/// its size costs under the pixel budget (`PixelBudget.cost`), at least one whole row.
public struct ExportPlan: Hashable, Sendable {
    /// The largest side an export may have, in pixels.
    public static let maxSide = 65_536
    /// The most pixels rendered at once by default: 2048 x 2048 (16 MiB a copy).
    public static let tilePixels = 1 << 22

    /// The whole picture, in pixels.
    public let size: CanvasSize
    /// Rows in every band but perhaps the last.
    public let bandRows: Int

    /// The plan for a picture of `size`; `what` (the input file) starts a refusal's line.
    /// Refuses a side over `maxSide`, and a budget too small for one row.
    public init(size: CanvasSize, budget: PixelBudget, tilePixels: Int = ExportPlan.tilePixels, _ what: String) throws(PixelBudget.Refusal) {
        guard size.width >= 1, size.height >= 1, size.width <= Self.maxSide, size.height <= Self.maxSide else {
            throw PixelBudget.Refusal(.tooLarge, "\(what): a \(size) export is too large (each side at most \(Self.maxSide) px)")
        }
        let row = PixelBudget.cost(of: CanvasSize(width: size.width, height: 1))
        guard row <= budget.bytes else {
            throw PixelBudget.Refusal(.overBudget, "\(what): a \(size) export needs \((row + (1 << 20) - 1) >> 20) MiB of pixel memory "
                                      + "for one row, more than the \(budget.bytes >> 20) MiB budget (\(PixelBudget.environmentKey) changes it)")
        }
        self.size = size
        bandRows = max(1, min(size.height, budget.bytes / row, tilePixels / size.width))
    }

    /// The bands, top to bottom: full-width rects of `bandRows` rows (the last may be shorter).
    public var bands: [PixelRect] {
        stride(from: 0, to: size.height, by: bandRows).map {
            PixelRect(x: 0, y: $0, width: size.width, height: min(bandRows, size.height - $0))
        }
    }
}
