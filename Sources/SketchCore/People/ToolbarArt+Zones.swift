extension ToolbarArt {
    /// The thin line between two people's zones (translucent, so it stays subtle on any ink).
    public static let boundaryColor = RGBA(0, 0, 0, 36)

    /// Pixels of the marker stripe in a person's own colour along the outer edge of their pill,
    /// at display `scale`.
    public static func markerThickness(scale: Double) -> Double { 4 * max(scale, 1).rounded(.down) }

    /// Where `person`'s colour marker lies: a stripe along the edge of their pill nearest them.
    public static func marker(of person: Int, in people: People) -> Rect? {
        guard people.toolbars.indices.contains(person) else { return nil }
        let pill = people.toolbars[person]
        guard !pill.buttons.isEmpty else { return nil }
        let t = markerThickness(scale: people.scale)
        let bar = pill.bar
        return pill.zone.facing == .up
            ? Rect(x: bar.minX, y: bar.maxY - t, width: bar.width, height: t)
            : Rect(x: bar.minX, y: bar.minY, width: bar.width, height: t)
    }

    /// Zone boundaries (the inner edges of every zone, one pixel times the scale) and each
    /// person's colour marker; empty for one person without toolbars. O(people).
    public static func zoneMarks(for people: People) -> Mesh {
        var mesh = Mesh()
        func fill(_ r: Rect, _ color: RGBA) {
            guard !r.isEmpty else { return }
            let a = mesh.addVertex(Point(r.minX, r.minY), color), b = mesh.addVertex(Point(r.maxX, r.minY), color)
            let c = mesh.addVertex(Point(r.maxX, r.maxY), color), d = mesh.addVertex(Point(r.minX, r.maxY), color)
            mesh.addTriangle(a, b, c)
            mesh.addTriangle(a, c, d)
        }
        let canvas = people.layout.canvas
        let line = max(people.scale, 1).rounded(.down)
        if people.count > 1 {
            for zone in people.layout.zones {
                let r = zone.rect
                // Each inner edge once: the right and bottom edges that are not the canvas's.
                if r.maxX < Double(canvas.width) { fill(Rect(x: r.maxX - line, y: r.minY, width: line, height: r.height), boundaryColor) }
                if r.maxY < Double(canvas.height) { fill(Rect(x: r.minX, y: r.maxY - line, width: r.width, height: line), boundaryColor) }
            }
        }
        for person in 0..<people.count {
            if let r = marker(of: person, in: people) { fill(r, people.palette.defaultColor(forPerson: person)) }
        }
        return mesh
    }
}
