import SketchCore

/// A saved drawing exported as PNG band by band: each band rendered (`BandRenderer`), read
/// back and streamed through `PNGEncoder` into `AtomicFile`, so peak memory is one band plus
/// the encoder's few rows, whatever the picture's size, and a failure leaves no file.
@MainActor
public enum TiledExport {
    /// Renders and encodes `drawing` into a temporary file beside `path`, ready to commit.
    /// Rendering failures are thrown as they are (`SDLError`); write failures as
    /// `AtomicFile.WriteError` naming `path`.
    public static func stage(_ drawing: Drawing, canvas: CanvasSize, scale: Int = 1, plan: ExportPlan,
                             at path: String) throws -> AtomicFile.Staged {
        let bands = try BandRenderer(drawing, canvas: canvas, scale: scale)
        precondition(bands.size == plan.size, "the plan is for the picture being exported")
        let encoder = try PNGEncoder(width: plan.size.width, height: plan.size.height)
        return try AtomicFile.stage(at: path, streaming: { emit in
            try emit(encoder.start())
            for band in plan.bands {
                let image = try bands.render(band)
                try image.pixels.withUnsafeBufferPointer { try encoder.append($0, emit) }
            }
            try encoder.finish(emit)
        })
    }
}
