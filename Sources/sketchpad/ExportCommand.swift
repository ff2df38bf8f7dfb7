import ArgumentParser
import Foundation
import SketchCore
import SketchSDL

/// `sketchpad export`: renders a saved drawing as PNG or SVG.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Render a saved drawing (.sketch) as PNG or SVG.",
        discussion: """
            PNG: the same pixels as `sketchpad replay FILE.sketch --output OUT.png`, or --scale times \
            larger. SVG: one path per stroke with the same smoothing and widths (strokes whose width \
            varies are filled outlines), on a white background. Nothing is written on failure.
            """)

    @Argument(help: "A saved drawing (.sketch).")
    var input: String

    @Option(name: [.short, .long], help: "Where to write it: a .png or .svg file.")
    var output: String

    @Option(help: "For PNG: output pixels per canvas pixel (1 to 8).")
    var scale = 1

    static let scaleRange = 1...8

    private var isSVG: Bool { output.lowercased().hasSuffix(".svg") }

    func validate() throws {
        guard isSVG || output.lowercased().hasSuffix(".png") else {
            throw ValidationError("--output must name a .png or .svg file, not '\(output)'")
        }
        guard Self.scaleRange.contains(scale) else {
            throw ValidationError("--scale must be between 1 and 8, not \(scale)")
        }
        guard !isSVG || scale == 1 else {
            throw ValidationError("--scale is for PNG output; an SVG scales by itself")
        }
    }

    func run() throws {
        // SDL lives on the main thread: the command line calls `run` there.
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor private func runOnMain() throws {
        if let problem = OutputPath.problem(output) { throw CommandError(problem) }  // before any work
        let document = try DocumentFiles.read(input)
        if isSVG {
            let svg = SVGDocument(size: document.canvas, strokes: document.strokes).data
            try Outputs.commit([Outputs.stage(Array(svg), at: output)])
            return
        }
        // Rendered band by band: the pixel budget bounds the band, ExportPlan the picture.
        try Outputs.commit([Outputs.stagePNG(document.drawing, canvas: document.canvas, scale: scale, at: output,
                                             from: input, verb: "export")])
    }
}
