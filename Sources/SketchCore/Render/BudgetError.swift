/// A canvas or export refused before any pixel memory is taken, as one line naming it
/// (`x.sketch: a 16384x16384 canvas needs 4096 MiB of pixel memory, ...`), with a kind a
/// caller can switch on. Thrown by `PixelBudget` (as `PixelBudget.Refusal`) and `ExportPlan`.
public struct BudgetError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// The canvas needs more pixel memory than the budget allows.
        case overBudget
        /// An export's side or row is past what can be drawn or encoded at all.
        case tooLarge
        /// The budget setting itself (`SKETCHPAD_PIXEL_BUDGET_MB`) is not a valid number.
        case badSetting
    }

    public var kind: Kind
    /// The one line for the user.
    public var description: String

    public init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
}
