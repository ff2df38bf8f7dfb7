extension ToolbarArt {
    /// Background of a notice.
    public static let noticeColor = RGBA(45, 45, 45, 235)
    public static let noticeTextColor = RGBA.white

    /// The mesh of `notice` among `people`: a dark box with white capitals, turned half a turn
    /// for a person across the table. Every vertex lies inside `notice.rect(in: people)`.
    public static func mesh(for notice: ToolbarNotice, in people: People) -> Mesh {
        let box = notice.rect(in: people)
        let cell = ToolbarNotice.cell(scale: people.scale)
        let (w, h) = BitmapFont.size(of: notice.text, cell: cell)
        let origin = Point((box.minX + (box.width - w) / 2).rounded(), (box.minY + (box.height - h) / 2).rounded())
        var rects = [(box, noticeColor)]
        rects += BitmapFont.rects(notice.text, at: origin, cell: cell)
            .map { r in
                let x0 = max(r.minX, box.minX), x1 = min(r.maxX, box.maxX)
                return (Rect(x: x0, y: r.minY, width: max(0, x1 - x0), height: r.height), noticeTextColor)
            }
        let turned = people.layout.zones.indices.contains(notice.person) && people.layout.zones[notice.person].facing == .down
        var mesh = Mesh()
        for (r, color) in rects {
            let q = turned ? r.rotated180(about: box.center) : r
            guard !q.isEmpty else { continue }
            let a = mesh.addVertex(Point(q.minX, q.minY), color), b = mesh.addVertex(Point(q.maxX, q.minY), color)
            let c = mesh.addVertex(Point(q.maxX, q.maxY), color), d = mesh.addVertex(Point(q.minX, q.maxY), color)
            mesh.addTriangle(a, b, c)
            mesh.addTriangle(a, c, d)
        }
        return mesh
    }
}
