import Foundation

/// A drawing as a standalone SVG document: the canvas's size, a background rectangle and one
/// `<path>` per stroke in z-order, drawn as the renderer draws them (see `SVGStroke`), so the
/// file looks like the PNG of the same strokes.
///
/// The text depends only on the size, the background and the strokes: the same input gives
/// the same bytes.
public struct SVGDocument: Hashable, Sendable {
    public var size: CanvasSize
    /// Paper colour; nil leaves the background transparent.
    public var background: RGBA?
    /// Bottom to top.
    public var strokes: [Stroke]

    public init(size: CanvasSize, background: RGBA? = .white, strokes: [Stroke]) {
        self.size = size
        self.background = background
        self.strokes = strokes
    }

    /// The committed strokes of `drawing`, in its z-order.
    public init(size: CanvasSize, background: RGBA? = .white, drawing: Drawing) {
        self.init(size: size, background: background, strokes: drawing.strokes)
    }

    /// The whole document: XML declaration, `<svg>` with `width`, `height` and `viewBox`, the
    /// background, one element per stroke that has ink, each on its own line.
    public var text: String {
        let w = size.width, h = size.height
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n"
        if let background {
            out += "<rect x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\" fill=\"\(SVGStroke.hex(background))\""
                + "\(SVGStroke.opacity("fill-opacity", background))/>\n"
        }
        for stroke in strokes {
            guard let element = SVGStroke.element(for: stroke) else { continue }
            out += element
            out += "\n"
        }
        out += "</svg>\n"
        return out
    }

    /// `text` as UTF-8, ready for `AtomicFile.write(_:to:)`.
    public var data: Data { Data(text.utf8) }
}
