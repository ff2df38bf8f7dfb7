/// The most pixel memory a canvas or an export may take, checked before anything is
/// allocated, so a small file asking for a huge canvas is refused in one line, not run
/// until the system runs out of memory.
///
/// A canvas of W x H costs `copiesPerCanvas * W * H * 4` bytes: the renderer holds about
/// four RGBA copies of it at its peak (canvas texture, render target, the pixels read
/// back, and the image written out). The default budget is 1 GiB, so the largest canvas
/// is 8192x8192 (or any W x H with W * H <= 2^26); `SKETCHPAD_PIXEL_BUDGET_MB` (whole
/// MiB) changes it.
public struct PixelBudget: Hashable, Sendable {
    /// Bytes of pixel memory allowed.
    public var bytes: Int

    public init(bytes: Int = PixelBudget.defaultBytes) { self.bytes = bytes }

    /// 1 GiB.
    public static let defaultBytes = 1 << 30
    /// RGBA copies of a canvas the renderer holds at its peak.
    public static let copiesPerCanvas = 4
    /// The environment variable that sets the budget, in whole MiB.
    public static let environmentKey = "SKETCHPAD_PIXEL_BUDGET_MB"

    /// The budget the environment asks for: `SKETCHPAD_PIXEL_BUDGET_MB`, else the default.
    /// A value that is not a whole number of MiB from 1 to 2^30 is a one-line error.
    public init(environment: [String: String]) throws(Refusal) {
        guard let text = environment[Self.environmentKey] else { self.init(); return }
        guard let mib = Int(text), (1...(1 << 30)).contains(mib) else {
            throw Refusal(.badSetting, "\(Self.environmentKey) must be a whole number of MiB from 1 to 1073741824, not '\(text)'")
        }
        self.init(bytes: mib << 20)
    }

    /// Bytes of pixel memory a canvas of `size` costs; saturates instead of overflowing.
    public static func cost(of size: CanvasSize) -> Int {
        let (pixels, o1) = max(size.width, 0).multipliedReportingOverflow(by: max(size.height, 0))
        let (total, o2) = pixels.multipliedReportingOverflow(by: 4 * copiesPerCanvas)
        return o1 || o2 ? Int.max : total
    }

    /// Refuses a canvas of `size` that would not fit; `what` names it in the line
    /// (`x.sketch: a 16384x16384 canvas needs 4096 MiB of pixel memory, more than ...`).
    public func check(_ size: CanvasSize, _ what: String) throws(Refusal) {
        let cost = Self.cost(of: size)
        guard cost > bytes else { return }
        let needs = cost == Int.max ? "more than \(Int.max >> 20)" : "\((cost + (1 << 20) - 1) >> 20)"
        throw Refusal(.overBudget, "\(what): a \(size) canvas needs \(needs) MiB of pixel memory, more than the "
                      + "\(bytes >> 20) MiB budget (\(Self.environmentKey) changes it)")
    }

    /// A canvas or budget refused, as one line (`BudgetError`, whose `kind` says why).
    public typealias Refusal = BudgetError
}
