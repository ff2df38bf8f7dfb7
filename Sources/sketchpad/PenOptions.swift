import ArgumentParser
import SketchCore

/// Options that shape the ink, shared by `draw` and `replay`.
struct PenOptions: ParsableArguments {
    @Option(help: "Pen width in pixels at full pressure (1 to 256).")
    var width: Double = 4

    @Option(help: "Pen colour as #RRGGBB, or #RRGGBBAA for translucent ink (alpha 00 to FF).")
    var color: RGBA = .black

    @Option(help: "Smoothing of the centreline: none, catmull-rom, bezier, midpoint or model.")
    var smoothing: SmoothingMode = .model

    @Option(help: "Segments per span for catmull-rom smoothing (1 to 64).")
    var granularity: Int = Smoothing.defaultGranularity

    @Option(help: "Where the width comes from: auto (device pressure where reported, else speed), device, speed or none.")
    var pressure: PressureMode = .auto

    @Option(help: "Tool at the start: pen, line, trail or eraser.")
    var tool: Tool = .pen

    @Flag(help: "No toolbars: every touch draws.")
    var noUI = false

    @Option(help: "People sharing the screen: 1 to 8, each with a zone and a toolbar, or 'devices' for one person per touch device (and the mouse). Default 1, or a saved drawing's own.")
    var users: Users?

    @Option(help: "Where the zones go: screen (side by side, then a grid) or table (around the edges, toolbars facing their people).")
    var layout: LayoutStyle = .screen

    var seating: People.Seating {
        switch users ?? .count(1) {
        case .count(let n): People.Seating(count: n, layout: layout, toolbars: !noUI, tool: tool)
        case .devices: People.Seating(layout: layout, toolbars: !noUI, tool: tool, assignment: .byDevice)
        }
    }

    var style: StrokeStyle {
        StrokeStyle(color: color, width: width, smoothing: Smoothing(smoothing, granularity: granularity),
                    pressure: pressure)
    }

    func validate() throws {
        guard width.isFinite, (StrokeStyle.minimumWidth...StrokeStyle.maximumWidth).contains(width) else {
            throw ValidationError("--width must be between 1 and 256 pixels, not \(width)")
        }
        if case .count(let n)? = users, !ZoneLayout.peopleRange.contains(n) {
            throw ValidationError("--users must be between 1 and 8 or 'devices', not \(n)")
        }
        guard Smoothing.granularityRange.contains(granularity) else {
            throw ValidationError("--granularity must be between 1 and 64, not \(granularity)")
        }
    }
}

extension SmoothingMode: ExpressibleByArgument {}
extension PressureMode: ExpressibleByArgument {}
extension Tool: ExpressibleByArgument {}
extension LayoutStyle: ExpressibleByArgument {}

extension RGBA: ExpressibleByArgument {
    public init?(argument: String) { self.init(hex: argument) }
    public var defaultValueDescription: String { description }
}

extension CanvasSize: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
    public var defaultValueDescription: String { description }
}
