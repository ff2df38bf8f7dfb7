import Foundation

/// Draws one person's toolbar as a triangle mesh: pure geometry, no text and no SDL.
///
/// Each button is a white square with a grey border. Colours are swatches, widths are black dots of
/// the width's diameter, and tools and actions are dark-grey line icons (anti-aliased through
/// `StrokeTessellator`). The chosen colour, width and tool get a thick dark outline, so the choice
/// reads without relying on colour; a pressed button turns darker. Clear-mine shows a person over a
/// sweep in their own colour; clear-all a trash can in a vermillion frame, which fills with
/// translucent vermillion from the left, over a solid bar along its bottom, while a press arms it.
///
/// Everything is drawn as for a person facing up and, for `.down`, turned half a turn about the
/// zone's centre, so the `.down` mesh is exactly the point reflection of the `.up` one and each icon
/// is turned 180° about its button's centre. Every vertex lies inside `layout.bar`.
public enum ToolbarArt {
    /// Opaque, as toolbars are: a bar hides ink that passes under it, and most of its pixels
    /// are composited every frame without blending (`CoverageTiles`).
    public static let barColor = RGBA(240, 240, 240)
    public static let buttonColor = RGBA.white
    public static let pressedColor = RGBA(190, 190, 190)
    public static let borderColor = RGBA(150, 150, 150)
    public static let selectionColor = RGBA(30, 30, 30)
    /// Thickness (pixels) of the outline round the selected colour, width and tool.
    public static let selectionThickness = 3.0
    public static let iconColor = RGBA(64, 64, 64)
    /// Undo and redo with nothing to undo or redo.
    public static let disabledColor = RGBA(200, 200, 200)
    /// Okabe & Ito's vermillion: the clear-all frame and its arming bar.
    public static let dangerColor = RGBA(0xD5, 0x5E, 0x00)
    /// The translucent fill spreading over clear-all while a press arms it.
    public static let armingColor = RGBA(0xD5, 0x5E, 0x00, 70)

    /// The mesh of a toolbar: bar background, every button, the selected colour/width/tool marked,
    /// `pressed` highlighted, and, when `clearAllProgress` is in (0, 1], the clear-all button's
    /// arming bar filled that far (values above 1 count as 1).
    public static func mesh(for layout: ToolbarLayout, palette: Palette, widths: [Double], selection: ToolbarSelection,
                            pressed: ToolbarControl? = nil, clearAllProgress: Double = 0) -> Mesh {
        let pivot = layout.zone.rect.center
        let turned = layout.zone.facing == .down
        func upright(_ r: Rect) -> Rect { turned ? r.rotated180(about: pivot) : r }
        var painter = Painter()
        painter.fill(upright(layout.bar), barColor)
        for button in layout.buttons {
            let rect = upright(button.rect)
            guard !rect.isEmpty else { continue }
            let control = button.control
            painter.fill(rect, control == pressed ? pressedColor : buttonColor)
            painter.frame(rect, thickness: 1, borderColor)
            let disabled = (control == .undo && !selection.canUndo) || (control == .redo && !selection.canRedo)
            painter.icon(control, in: rect, palette: palette, widths: widths, ink: disabled ? disabledColor : iconColor,
                         own: palette.defaultColor(forPerson: layout.zone.person))
            if control == .menu { painter.pen(in: rect, palette: palette, widths: widths, selection: selection) }
            if isSelected(control, by: selection) {
                painter.frame(rect, thickness: selectionThickness, selectionColor)
            }
            if control == .clearAll, clearAllProgress > 0 {
                let progress = min(clearAllProgress, 1)
                // The button fills from its left edge as the press arms, with a solid bar below.
                painter.fill(Rect(x: rect.minX + 1, y: rect.minY + 1, width: (rect.width - 2) * progress,
                                  height: rect.height - 2), armingColor)
                let height = max(4, (rect.height / 10).rounded())
                painter.fill(Rect(x: rect.minX + 1, y: rect.maxY - 1 - height,
                                  width: (rect.width - 2) * progress, height: height), dangerColor)
            }
        }
        return turned ? turned180(painter.mesh, about: pivot) : painter.mesh
    }

    /// True when `control` is the chosen colour, width or tool.
    public static func isSelected(_ control: ToolbarControl, by selection: ToolbarSelection) -> Bool {
        switch control {
        case .color(let i): i == selection.color
        case .width(let i): i == selection.width
        case .tool(let t): t == selection.tool
        case .undo, .redo, .clearMine, .clearAll, .menu: false
        }
    }

    /// `mesh` turned half a turn about `pivot` (a rotation, so the winding stays counter-clockwise).
    private static func turned180(_ mesh: Mesh, about pivot: Point) -> Mesh {
        var out = Mesh()
        for v in mesh.vertices {
            _ = out.addVertex(Point(2 * pivot.x - Double(v.x), 2 * pivot.y - Double(v.y)), v.color)
        }
        let i = mesh.indices
        for t in stride(from: 0, to: i.count - 2, by: 3) { out.addTriangle(i[t], i[t + 1], i[t + 2]) }
        return out
    }

    /// Accumulates the toolbar's triangles, drawing as for a person facing up.
    private struct Painter {
        var mesh = Mesh()

        /// An axis-aligned rectangle, as two triangles; nothing if it is empty.
        mutating func fill(_ r: Rect, _ color: RGBA) {
            guard !r.isEmpty else { return }
            let a = mesh.addVertex(Point(r.minX, r.minY), color), b = mesh.addVertex(Point(r.maxX, r.minY), color)
            let c = mesh.addVertex(Point(r.maxX, r.maxY), color), d = mesh.addVertex(Point(r.minX, r.maxY), color)
            mesh.addTriangle(a, b, c)
            mesh.addTriangle(a, c, d)
        }

        /// A border `thickness` wide just inside `r`.
        mutating func frame(_ r: Rect, thickness: Double, _ color: RGBA) {
            let t = min(thickness, r.width / 2, r.height / 2)
            guard t > 0 else { return }
            fill(Rect(x: r.minX, y: r.minY, width: r.width, height: t), color)
            fill(Rect(x: r.minX, y: r.maxY - t, width: r.width, height: t), color)
            fill(Rect(x: r.minX, y: r.minY + t, width: t, height: r.height - 2 * t), color)
            fill(Rect(x: r.maxX - t, y: r.minY + t, width: t, height: r.height - 2 * t), color)
        }

        /// An anti-aliased polyline of constant radius.
        mutating func line(_ points: [Point], radius: Double, _ color: RGBA) {
            StrokeTessellator.append(points: points, radii: points.map { _ in radius }, color: color, to: &mesh)
        }

        /// An anti-aliased filled dot.
        mutating func dot(_ c: Point, radius: Double, _ color: RGBA) {
            StrokeTessellator.append(points: [c], radii: [radius], color: color, to: &mesh)
        }

        /// The picture on a button whose rectangle (as for a person facing up) is `rect`.
        mutating func icon(_ control: ToolbarControl, in rect: Rect, palette: Palette, widths: [Double], ink: RGBA,
                           own: RGBA) {
            let u = rect.width, c = rect.center
            /// A point of the icon in button units: (0, 0) is the centre, ±0.5 the edges.
            func p(_ x: Double, _ y: Double) -> Point { c + Point(x, y) * u }
            let r = max(1.25, u / 28)
            switch control {
            case .menu:
                // Three dots under the pen (see `pen(in:)`): more is behind this button.
                for x in [-0.14, 0, 0.14] { dot(p(x, 0.36), radius: r * 1.2, ink) }
            case .color(let i):
                guard palette.colors.indices.contains(i) else { return }
                let swatch = rect.insetBy(dx: (u * 0.16).rounded(), dy: (u * 0.16).rounded())
                frame(swatch.insetBy(dx: -1, dy: -1), thickness: 1, ToolbarArt.borderColor)
                fill(swatch, palette.colors[i])
            case .width(let i):
                guard widths.indices.contains(i), widths[i].isFinite, widths[i] > 0 else { return }
                dot(c, radius: min(widths[i] / 2, u * 0.36), .black)
            case .tool(.pen):
                // A wavy freehand line rising to the right.
                line((0...24).map { k in
                    let t = Double(k) / 24
                    return p(-0.28 + 0.56 * t, 0.08 - 0.16 * t + 0.09 * sin(3 * .pi * t))
                }, radius: r, ink)
            case .tool(.line):
                // A straight line from a small start dot to a larger end dot.
                let start = p(-0.25, 0.2), end = p(0.25, -0.2)
                line([start, end], radius: r, ink)
                dot(start, radius: r * 1.7, ink)
                dot(end, radius: r * 2.6, ink)
            case .tool(.trail):
                // Three circles growing and darkening along a diagonal.
                let circles: [(Double, Double, Double, RGBA)] = [
                    (-0.22, 0.2, 0.05, RGBA(170, 170, 170)), (-0.08, 0.06, 0.08, RGBA(120, 120, 120)),
                    (0.14, -0.14, 0.13, ink),
                ]
                for (x, y, radius, color) in circles {
                    line((0...24).map { k in
                        let a = 2 * Double.pi * Double(k) / 24
                        return p(x + radius * cos(a), y + radius * sin(a))
                    }, radius: r * 0.8, color)
                }
            case .tool(.eraser):
                // A block tilted 45°, with a band marking its rubber end (bottom left).
                let along = Point(1, -1) * (0.5.squareRoot()), across = along.perpendicular
                func q(_ a: Double, _ b: Double) -> Point { c + (along * a + across * b) * u }
                line([q(-0.23, -0.12), q(0.23, -0.12), q(0.23, 0.12), q(-0.23, 0.12), q(-0.23, -0.12)], radius: r, ink)
                line([q(-0.08, -0.12), q(-0.08, 0.12)], radius: r, ink)
            case .undo:
                arrow(mirrored: false, at: c, unit: u, radius: r, ink)
            case .redo:
                arrow(mirrored: true, at: c, unit: u, radius: r, ink)
            case .clearMine:
                // A person over a sweep in their own colour: my ink, swept away.
                line((0...16).map { k in
                    let t = Double(k) / 16
                    return p(-0.3 + 0.6 * t, 0.27 - 0.12 * t * t)
                }, radius: r * 2, own)
                dot(p(0, -0.17), radius: u * 0.085, ink)
                line((0...12).map { k in
                    let a = Double.pi * (1 + Double(k) / 12)
                    return p(0.16 * cos(a), 0.12 + 0.16 * sin(a))
                }, radius: r, ink)
            case .clearAll:
                // A trash can in a vermillion frame: everyone's ink.
                let box = rect.insetBy(dx: u * 0.22, dy: u * 0.22)
                frame(box, thickness: max(2, (u / 24).rounded()), ToolbarArt.dangerColor)
                line([p(-0.16, -0.12), p(0.16, -0.12)], radius: r, ink)
                line([p(-0.05, -0.12), p(-0.05, -0.17), p(0.05, -0.17), p(0.05, -0.12)], radius: r * 0.8, ink)
                line([p(-0.12, -0.07), p(-0.09, 0.16), p(0.09, 0.16), p(0.12, -0.07)], radius: r, ink)
                for x in [-0.035, 0.035] { line([p(x, -0.03), p(x, 0.11)], radius: r * 0.7, ink) }
            }
        }

        /// The menu button's picture of the person's pen: a swatch of their colour with a dot of
        /// their width on it (white on dark colours, black on light ones).
        mutating func pen(in rect: Rect, palette: Palette, widths: [Double], selection: ToolbarSelection) {
            guard palette.colors.indices.contains(selection.color) else { return }
            let u = rect.width
            let swatch = Rect(x: rect.minX + u * 0.16, y: rect.minY + u * 0.12, width: u * 0.68, height: u * 0.56)
            let color = palette.colors[selection.color]
            fill(swatch, color)
            guard widths.indices.contains(selection.width), widths[selection.width] > 0 else { return }
            let light = Int(color.r) * 3 + Int(color.g) * 6 + Int(color.b) > 1280
            dot(swatch.center, radius: min(widths[selection.width] / 2, swatch.height * 0.4), light ? .black : .white)
        }

        /// Undo's arrow: an arc over the top, curving to the left, ending in an arrowhead pointing
        /// down; redo's (`mirrored`) is its mirror image.
        mutating func arrow(mirrored: Bool, at c: Point, unit u: Double, radius r: Double, _ color: RGBA) {
            let sx: Double = mirrored ? -1 : 1
            func p(_ x: Double, _ y: Double) -> Point { c + Point(sx * x, y) * u }
            let (cx, cy, radius) = (0.03, 0.05, 0.19)
            let from = -35.0 * .pi / 180, to = Double.pi
            let arc = (0...20).map { k in
                let a = from + (to - from) * Double(k) / 20
                return p(cx + radius * cos(a), cy - radius * sin(a))
            }
            line(arc, radius: r, color)
            // The head: two wings back from the tip, along the way the arc was heading (down).
            let tip = (cx - radius, cy), head = 0.12, spread = 0.65
            line([p(tip.0 - head * sin(spread), tip.1 - head * cos(spread)), p(tip.0, tip.1),
                  p(tip.0 + head * sin(spread), tip.1 - head * cos(spread))], radius: r, color)
        }
    }
}
