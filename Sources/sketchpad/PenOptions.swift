import ArgumentParser
import SketchCore

/// Options that shape the ink, shared by `draw` and `replay`.
struct PenOptions: ParsableArguments {
    @Option(help: "Pen width in pixels at full pressure (1 to 256).")
    var width: Double = 4

    @Option(help: "Pen colour as #RRGGBB.")
    var color: RGBA = .black

    @Option(help: "Smoothing of the centreline: none (straight segments between samples).")
    var smoothing: SmoothingName = .none

    @Flag(help: "No toolbars: every touch draws.")
    var noUI = false

    var style: StrokeStyle { StrokeStyle(color: color, width: width) }

    func validate() throws {
        guard width.isFinite, (StrokeStyle.minimumWidth...StrokeStyle.maximumWidth).contains(width) else {
            throw ValidationError("--width must be between 1 and 256 pixels, not \(width)")
        }
    }
}

/// Names accepted by `--smoothing`.
enum SmoothingName: String, ExpressibleByArgument, CaseIterable {
    case none
}

extension RGBA: ExpressibleByArgument {
    public init?(argument: String) { self.init(hex: argument) }
    public var defaultValueDescription: String { description }
}

extension CanvasSize: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
    public var defaultValueDescription: String { description }
}
