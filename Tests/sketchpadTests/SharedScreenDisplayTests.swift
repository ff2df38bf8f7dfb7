import Foundation
import SketchCore
import Testing

/// Four people at a table on real display servers: the toolbars leave the board to the drawing
/// and every person's pill carries a marker in their own colour.
extension DisplayServerTests {
    /// What is wrong with a screenshot of an empty drawing by four people in the table layout on a
    /// `canvas`-sized window at the screen's top left: more than 10% of it not white, or a
    /// person's colour marker missing.
    static func tableProblems(in image: RasterImage, canvas: CanvasSize) -> [String] {
        let people = People(count: 4, canvas: canvas, layout: .table, base: StrokeStyle(), showsToolbars: true)
        var problems: [String] = []
        var notWhite = 0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where image[x, y] != .white { notWhite += 1 }
        }
        let share = 100 * Double(notWhite) / Double(canvas.width * canvas.height)
        if share > 10 { problems.append("\(share)% of the window is not canvas") }
        for person in 0..<4 {
            guard let marker = ToolbarArt.marker(of: person, in: people) else {
                problems.append("person \(person) has no marker")
                continue
            }
            let c = marker.center, want = people.palette.defaultColor(forPerson: person)
            if image[Int(c.x), Int(c.y)] != want {
                problems.append("person \(person)'s marker at \(c) is \(String(describing: image[Int(c.x), Int(c.y)])), not \(want)")
            }
        }
        return problems
    }

    @Test(needsX11, .timeLimit(.minutes(3)))
    func fourPeopleAtATableOnX11SeeTheirMarkersAndTheBoard() throws {
        let session = try DisplaySession()
        defer { session.close() }
        try session.startX(width: 1280, height: 800)
        let app = try session.startSketchpad(["--fullscreen", "--users", "4", "--layout", "table"], wayland: false)
        let canvas = CanvasSize(width: 1280, height: 800)
        _ = try session.waitForReady(app, "a fullscreen canvas") { $0.canvas == canvas }
        let (_, problems) = try session.screenshot { Self.tableProblems(in: $0, canvas: canvas) }
        #expect(problems.isEmpty, "\(problems); sketchpad said: \(session.group.output(of: app).suffix(1500))")
    }

    @Test(needsWayland, .timeLimit(.minutes(3)))
    func fourPeopleAtATableOnWaylandSeeTheirMarkersAndTheBoard() throws {
        let session = try DisplaySession()
        defer { session.close() }
        try session.startX(width: 1340, height: 860)
        try session.startWeston(width: 1280, height: 800)
        let app = try session.startSketchpad(["--users", "4", "--layout", "table"], wayland: true)
        let canvas = CanvasSize(width: 1280, height: 800)
        // kiosk-shell gives the window the whole output.
        _ = try session.waitForReady(app, "a canvas as big as the output") { $0.canvas == canvas }
        try session.xdotool("mousemove", "1320", "840")  // weston's cursor off its output
        let (_, problems) = try session.screenshot { Self.tableProblems(in: $0, canvas: canvas) }
        #expect(problems.isEmpty, "\(problems); sketchpad said: \(session.group.output(of: app).suffix(1500))")
    }
}
