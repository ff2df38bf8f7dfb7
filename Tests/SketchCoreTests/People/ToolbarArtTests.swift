import Testing
@testable import SketchCore

@Suite("Toolbar art")
struct ToolbarArtTests {
    let palette = Palette.standard
    let widths = Palette.standardWidths
    /// Two people at a table: person 0 faces up at the bottom, person 1 faces down at the top.
    let table = ZoneLayout(people: 2, canvas: CanvasSize(width: 1280, height: 800), style: .table)

    var upBar: ToolbarLayout { ToolbarLayout(zone: table.zones[0]) }
    var downBar: ToolbarLayout { ToolbarLayout(zone: table.zones[1]) }

    func art(_ bar: ToolbarLayout, _ selection: ToolbarSelection = ToolbarSelection(),
             pressed: ToolbarControl? = nil, progress: Double = 0) -> Mesh {
        ToolbarArt.mesh(for: bar, palette: palette, widths: widths, selection: selection,
                        pressed: pressed, clearAllProgress: progress)
    }

    @Test(arguments: allSeatings, boardSizes)
    func everyVertexLiesWithinTheBar(seating: Seating, canvas: CanvasSize) {
        for zone in seating.layout(on: canvas).zones {
            let bar = ToolbarLayout(zone: zone)
            let mesh = art(bar, ToolbarSelection(color: 1, width: 2, tool: .trail), pressed: .undo, progress: 0.7)
            #expect(!mesh.isEmpty)
            let fringe = bar.bar.insetBy(dx: -1, dy: -1)
            let outside = mesh.vertices.filter { !fringe.encloses(Rect(x: Double($0.x), y: Double($0.y), width: 0, height: 0)) }
            #expect(outside.isEmpty, "\(outside.count) vertices outside \(bar.bar), e.g. \(outside.first.map { "\($0.x),\($0.y)" } ?? "")")
        }
    }

    @Test(arguments: [Facing.up, .down])
    func eachColourButtonShowsItsPaletteColourAtItsCentre(facing: Facing) {
        let bar = facing == .up ? upBar : downBar
        let mesh = art(bar)
        let swatches = bar.buttons.compactMap { b -> (Int, Rect)? in if case .color(let i) = b.control { (i, b.rect) } else { nil } }
        #expect(swatches.count == palette.colors.count)
        for (i, rect) in swatches {
            #expect(mesh.topColor(at: rect.center) == palette.colors[i], "swatch \(i)")
            let own = mesh.artTriangles.filter { $0.solidColor == palette.colors[i] && rect.contains($0.centroid) }
            #expect(!own.isEmpty, "swatch \(i) has no triangles of its colour")
        }
    }

    /// Changing one choice changes only the old and new buttons, and the new one gains the outline.
    @Test(arguments: [
        (ToolbarControl.tool(.pen), ToolbarControl.tool(.eraser)),
        (.color(0), .color(2)), (.width(0), .width(3)),
    ])
    func theSelectionOutlineMovesBetweenOnlyTheTwoButtonsInvolved(old: ToolbarControl, new: ToolbarControl) {
        for bar in [upBar, downBar] {
            let before = art(bar, selection(with: old)), after = art(bar, selection(with: new))
            let (gone, added) = before.triangleDifference(after)
            let oldRect = bar.rect(of: old), newRect = bar.rect(of: new)
            #expect(!gone.isEmpty && !added.isEmpty)
            #expect(gone.allSatisfy { oldRect.contains($0.centroid) }, "old outline should leave only \(old)")
            #expect(added.allSatisfy { newRect.contains($0.centroid) }, "new outline should appear only on \(new)")
            #expect(added.contains { $0.solidColor == ToolbarArt.selectionColor })
            let onNewBefore = before.artTriangles.filter { newRect.contains($0.centroid) }.count
            let onNewAfter = after.artTriangles.filter { newRect.contains($0.centroid) }.count
            #expect(onNewAfter > onNewBefore)
        }
    }

    @Test func theDownMeshIsTheUpMeshTurnedHalfATurnAboutTheZoneCentre() {
        let sel = ToolbarSelection(color: 3, width: 1, tool: .line)
        // The same person seated across (clear-mine shows its person's own colour).
        let downBar = ToolbarLayout(zone: Zone(person: upBar.zone.person, rect: table.zones[1].rect, facing: .down))
        let up = art(upBar, sel, pressed: .redo, progress: 0.4), down = art(downBar, sel, pressed: .redo, progress: 0.4)
        #expect(up.vertices.count == down.vertices.count)
        #expect(up.triangleCount == down.triangleCount)
        let cu = upBar.zone.rect.center, cd = downBar.zone.rect.center
        let index = VertexIndex(down.vertices)
        let unmatched = up.vertices.filter { v in
            let turned = Point(cd.x - (Double(v.x) - cu.x), cd.y - (Double(v.y) - cu.y))
            return !index.contains(turned, v.color, within: 0.01)
        }
        #expect(unmatched.isEmpty, "\(unmatched.count) of \(up.vertices.count) vertices have no turned counterpart, e.g. \(unmatched.prefix(3))")
    }

    /// Facing down, these icons look different from facing up: they are not point-symmetric, so their turn is visible.
    @Test(arguments: [ToolbarControl.undo, .redo, .tool(.pen), .tool(.line)])
    func asymmetricIconsVisiblyTurnForAPersonFacingDown(control: ToolbarControl) {
        func iconOffsets(_ bar: ToolbarLayout) -> [MeshVertex] {
            let rect = bar.rect(of: control), c = rect.center
            return art(bar).vertices.filter {
                $0.color.r == ToolbarArt.iconColor.r && $0.color.g == ToolbarArt.iconColor.g
                    && $0.color.b == ToolbarArt.iconColor.b && rect.contains(Point(Double($0.x), Double($0.y)))
            }.map { MeshVertex(Point(Double($0.x) - c.x, Double($0.y) - c.y), $0.color) }
        }
        let up = iconOffsets(upBar), down = iconOffsets(downBar)
        #expect(up.count > 10 && up.count == down.count)
        let index = VertexIndex(down)
        let same = up.filter { index.contains(Point(Double($0.x), Double($0.y)), $0.color, within: 0.5) }.count
        #expect(Double(same) < 0.5 * Double(up.count), "\(same) of \(up.count) icon vertices did not move")
        let turnedBack = up.filter { index.contains(Point(-Double($0.x), -Double($0.y)), $0.color, within: 0.01) }.count
        #expect(turnedBack == up.count, "the down icon is the up icon turned 180°")
    }

    @Test(arguments: [Facing.up, .down])
    func armingClearAllChangesOnlyTheClearAllButton(facing: Facing) {
        let bar = facing == .up ? upBar : downBar
        let rect = bar.rect(of: .clearAll)
        let idle = art(bar), half = art(bar, progress: 0.5), full = art(bar, progress: 1)
        let (gone, added) = idle.triangleDifference(half)
        #expect(gone.isEmpty)
        #expect(!added.isEmpty)
        #expect(added.allSatisfy { rect.contains($0.centroid) })
        func dangerArea(_ m: Mesh) -> Double {
            m.artTriangles.filter { $0.solidColor == ToolbarArt.dangerColor && rect.contains($0.centroid) }.map(\.area).reduce(0, +)
        }
        let (none, some, all) = (dangerArea(idle), dangerArea(half), dangerArea(full))
        #expect(all > some)
        #expect(some > none)
    }

    @Test(arguments: [ToolbarControl.undo, .color(4), .tool(.trail)])
    func aPressedButtonIsDarkerThanWhenReleased(control: ToolbarControl) {
        for bar in [upBar, downBar] {
            let rect = bar.rect(of: control)
            let spot = Point(rect.minX + 5, rect.minY + 5)   // inside the border, outside any icon
            let released = art(bar).topColor(at: spot), pressed = art(bar, pressed: control).topColor(at: spot)
            #expect(released == ToolbarArt.buttonColor)
            #expect(pressed == ToolbarArt.pressedColor)
            let darker = (pressed?.r ?? 255) < (released?.r ?? 0)
            #expect(darker)
        }
    }

    @Test(arguments: [Facing.up, .down])
    func everyTriangleIsWoundCounterClockwiseAndNonDegenerate(facing: Facing) {
        let mesh = art(facing == .up ? upBar : downBar, ToolbarSelection(color: 8, width: 3, tool: .eraser),
                       pressed: .clearAll, progress: 0.9)
        #expect(mesh.triangleCount > 100)
        let bad = stride(from: 0, to: mesh.indices.count, by: 3).filter {
            mesh.doubleArea(mesh.indices[$0], mesh.indices[$0 + 1], mesh.indices[$0 + 2]) <= 0
        }
        #expect(bad.isEmpty)
    }

    func selection(with control: ToolbarControl) -> ToolbarSelection {
        var s = ToolbarSelection(color: 1, width: 1, tool: .line)
        switch control {
        case .color(let i): s.color = i
        case .width(let i): s.width = i
        case .tool(let t): s.tool = t
        default: break
        }
        return s
    }
}

/// One triangle of a mesh, by its vertices (position and colour).
struct ArtTriangle: Hashable {
    var a: MeshVertex, b: MeshVertex, c: MeshVertex

    var centroid: Point {
        Point(Double(a.x + b.x + c.x) / 3, Double(a.y + b.y + c.y) / 3)
    }
    /// The colour when all three corners share it.
    var solidColor: RGBA? { a.color == b.color && b.color == c.color ? a.color : nil }
    var area: Double {
        abs(Double(b.x - a.x) * Double(c.y - a.y) - Double(b.y - a.y) * Double(c.x - a.x)) / 2
    }

    func contains(_ p: Point) -> Bool {
        func side(_ u: MeshVertex, _ v: MeshVertex) -> Double {
            Double(v.x - u.x) * (p.y - Double(u.y)) - Double(v.y - u.y) * (p.x - Double(u.x))
        }
        let s = [side(a, b), side(b, c), side(c, a)]
        return s.allSatisfy { $0 >= 0 } || s.allSatisfy { $0 <= 0 }
    }
}

extension Mesh {
    var artTriangles: [ArtTriangle] {
        stride(from: 0, to: indices.count, by: 3).map {
            ArtTriangle(a: vertices[Int(indices[$0])], b: vertices[Int(indices[$0 + 1])], c: vertices[Int(indices[$0 + 2])])
        }
    }

    /// The solid colour of the last-drawn (topmost) triangle covering `p`.
    func topColor(at p: Point) -> RGBA? {
        artTriangles.last { $0.contains(p) }?.solidColor
    }

    /// Triangles only in `self`, and triangles only in `other`.
    func triangleDifference(_ other: Mesh) -> (gone: Set<ArtTriangle>, added: Set<ArtTriangle>) {
        let mine = Set(artTriangles), theirs = Set(other.artTriangles)
        return (mine.subtracting(theirs), theirs.subtracting(mine))
    }
}

extension ToolbarLayout {
    func rect(of control: ToolbarControl) -> Rect {
        buttons.first { $0.control == control }?.rect ?? Rect(x: 0, y: 0, width: 0, height: 0)
    }
}

/// Vertices bucketed on a grid, to find one near a point quickly.
struct VertexIndex {
    let cell = 1.0
    var buckets: [Int: [Int: [MeshVertex]]] = [:]

    init(_ vertices: [MeshVertex]) {
        for v in vertices { buckets[key(Double(v.x)), default: [:]][key(Double(v.y)), default: []].append(v) }
    }

    func key(_ v: Double) -> Int { Int((v / cell).rounded(.down)) }

    /// True when some vertex of colour `color` lies within `tolerance` (at most `cell`) of `p`.
    func contains(_ p: Point, _ color: RGBA, within tolerance: Double) -> Bool {
        for kx in key(p.x) - 1...key(p.x) + 1 {
            for ky in key(p.y) - 1...key(p.y) + 1 {
                if buckets[kx]?[ky]?.contains(where: {
                    $0.color == color && abs(Double($0.x) - p.x) <= tolerance && abs(Double($0.y) - p.y) <= tolerance
                }) == true { return true }
            }
        }
        return false
    }
}

@Suite struct ToolbarArtUndoStateTests {
    /// The colours of the vertices inside `control`'s button.
    static func colours(of control: ToolbarControl, canUndo: Bool, canRedo: Bool) -> Set<RGBA> {
        let zone = Zone(person: 0, rect: Rect(x: 0, y: 0, width: 800, height: 600), facing: .up)
        let pill = ToolbarLayout.pill(zone: zone)
        let mesh = ToolbarArt.mesh(for: pill, palette: .standard, widths: Palette.standardWidths,
                                   selection: ToolbarSelection(canUndo: canUndo, canRedo: canRedo))
        let rect = pill.buttons.first { $0.control == control }!.rect.insetBy(dx: 4, dy: 4)
        return Set(mesh.vertices.filter { rect.contains(Point(Double($0.x), Double($0.y))) }.map(\.color))
    }

    @Test(arguments: [ToolbarControl.undo, .redo])
    func undoAndRedoLookDisabledWithNothingToUndoOrRedo(control: ToolbarControl) {
        let enabled = Self.colours(of: control, canUndo: true, canRedo: true)
        let disabled = Self.colours(of: control, canUndo: false, canRedo: false)
        #expect(enabled.contains(ToolbarArt.iconColor))
        #expect(!disabled.contains(ToolbarArt.iconColor))
        #expect(disabled.contains(ToolbarArt.disabledColor))
    }

    @Test func theMenuButtonShowsThePersonsColour() {
        let zone = Zone(person: 0, rect: Rect(x: 0, y: 0, width: 800, height: 600), facing: .up)
        let pill = ToolbarLayout.pill(zone: zone)
        let mesh = ToolbarArt.mesh(for: pill, palette: .standard, widths: Palette.standardWidths,
                                   selection: ToolbarSelection(color: 7))
        #expect(mesh.vertices.contains { $0.color == Palette.standard.colors[7] })
    }
}
