import Foundation
import SketchCore
import SketchSDL

extension Outputs {
    /// A saved drawing exported as PNG band by band (`TiledExport`), staged beside `path`.
    /// The pixel budget bounds the band, not the picture (`ExportPlan`); failures are one
    /// line: `cannot write ...` for the file, `INPUT: VERB failed: ...` for the rendering.
    @MainActor static func stagePNG(_ drawing: Drawing, canvas: CanvasSize, scale: Int = 1, at path: String,
                         from input: String, verb: String) throws -> AtomicFile.Staged {
        if let problem = OutputPath.problem(path) { throw CommandError(problem) }
        let size = CanvasSize(width: canvas.width * scale, height: canvas.height * scale)
        let plan: ExportPlan
        do {
            plan = try ExportPlan(size: size, budget: PixelBudget(environment: ProcessInfo.processInfo.environment), input)
        } catch {
            throw CommandError(error)
        }
        do {
            return try TiledExport.stage(drawing, canvas: canvas, scale: scale, plan: plan, at: path)
        } catch let error as AtomicFile.WriteError {
            throw CommandError(error)
        } catch {
            throw CommandError(error, context: "\(input): \(verb) failed: ")
        }
    }
}
