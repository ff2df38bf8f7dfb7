import Foundation
import SketchCore

/// The pixel budget as commands apply it: read from the environment, refusals as one line.
enum CanvasBudget {
    /// Refuses, before anything is allocated, a canvas of `size` over the budget;
    /// `what` (usually the input file) starts the line.
    static func check(_ size: CanvasSize, _ what: String) throws {
        do {
            try PixelBudget(environment: ProcessInfo.processInfo.environment).check(size, what)
        } catch {
            throw CommandError(error)
        }
    }
}
