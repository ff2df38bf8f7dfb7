import Testing
@testable import SketchCore

// Small builders shared by the SketchCore tests, so each test reads as the gesture it plays.

extension PointerID {
    /// Finger `f` on touch device `device` (1 unless said otherwise).
    static func finger(_ f: Int64, device: Int64 = 1) -> PointerID { .touch(device: device, finger: f) }
}

func down(_ p: PointerID, _ x: Double, _ y: Double, t: Double, pressure: Double = 1) -> PointerEvent {
    PointerEvent(.down, p, at: Point(x, y), pressure: pressure, time: t)
}

func move(_ p: PointerID, _ x: Double, _ y: Double, t: Double, pressure: Double = 1) -> PointerEvent {
    PointerEvent(.move, p, at: Point(x, y), pressure: pressure, time: t)
}

func up(_ p: PointerID, _ x: Double, _ y: Double, t: Double, pressure: Double = 1) -> PointerEvent {
    PointerEvent(.up, p, at: Point(x, y), pressure: pressure, time: t)
}

func cancel(_ p: PointerID, _ x: Double, _ y: Double, t: Double) -> PointerEvent {
    PointerEvent(.cancel, p, at: Point(x, y), time: t)
}

extension CanvasSession {
    /// Feeds a pointer event straight to the session's strokes (no zones, toolbars or trails),
    /// drawing with the session's first pen.
    mutating func handle(_ event: PointerEvent) { play(event, pen: nil) }

    mutating func feed(_ events: PointerEvent...) {
        for e in events { handle(e) }
    }

    /// A quick touch that goes down and up at the same spot.
    mutating func tap(_ x: Double, _ y: Double, at t: Double, lasting duration: Double = 0.05,
                      with pointer: PointerID = .finger(0)) {
        feed(down(pointer, x, y, t: t), up(pointer, x, y, t: t + duration))
    }

    /// A horizontal line from `(x0, y)` to `(x1, y)` in four moves.
    mutating func line(from x0: Double, to x1: Double, y: Double, at t: Double,
                       with pointer: PointerID = .finger(9)) {
        handle(down(pointer, x0, y, t: t))
        for k in 1...4 { handle(move(pointer, x0 + (x1 - x0) * Double(k) / 4, y, t: t + 0.01 * Double(k))) }
        handle(up(pointer, x1, y, t: t + 0.05))
    }
}

/// A committed-style stroke through the given points (id 0 until committed).
func stroke(_ points: (Double, Double)..., style: StrokeStyle = StrokeStyle()) -> Stroke {
    Stroke(style: style, samples: points.map { StrokeSample(Point($0.0, $0.1)) })
}

extension Stroke {
    var points: [Point] { samples.map(\.point) }
}

// MARK: - Meshes

/// The tessellation of one centreline at one radius.
func tessellate(_ points: [Point], radius: Double, color: RGBA = .black) -> Mesh {
    var mesh = Mesh()
    StrokeTessellator.append(points: points, radii: Array(repeating: radius, count: points.count),
                             color: color, to: &mesh)
    return mesh
}

extension Mesh {
    /// Every triangle as its three vertex indices.
    var triangles: [(Int32, Int32, Int32)] {
        stride(from: 0, to: indices.count - 2, by: 3).map { (indices[$0], indices[$0 + 1], indices[$0 + 2]) }
    }

    func position(_ i: Int32) -> Point {
        Point(Double(vertices[Int(i)].x), Double(vertices[Int(i)].y))
    }

    /// True when `p` lies inside (or on the edge of) some triangle.
    func covers(_ p: Point) -> Bool {
        triangles.contains { t in
            let a = position(t.0), b = position(t.1), c = position(t.2)
            let d1 = (b - a).cross(p - a), d2 = (c - b).cross(p - b), d3 = (a - c).cross(p - c)
            return d1 >= -1e-6 && d2 >= -1e-6 && d3 >= -1e-6
        }
    }

    /// Sum of the triangles' areas (square pixels).
    var totalArea: Double {
        triangles.reduce(0) { $0 + doubleArea($1.0, $1.1, $1.2) / 2 }
    }
}

extension MeshVertex {
    var point: Point { Point(Double(x), Double(y)) }
}

extension CanvasSession.Gesture {
    /// The person of an `.ink` gesture (a stroke in progress), nil for any other gesture.
    var inkPerson: Int? { if case .ink(let person, _) = self { person } else { nil } }
    /// The person of a `.trail` gesture, nil for any other gesture.
    var trailPerson: Int? { if case .trail(let person) = self { person } else { nil } }
}
