import Testing
@testable import SketchCore

// Shared arguments for the zone and toolbar tests: every head count in both layout styles.

/// A number of people in one layout style, named for the test report ("3 people, table").
struct Seating: Sendable, Hashable, CustomTestStringConvertible {
    var people: Int
    var style: LayoutStyle
    var testDescription: String { "\(people) \(people == 1 ? "person" : "people"), \(style)" }

    func layout(on canvas: CanvasSize) -> ZoneLayout { ZoneLayout(people: people, canvas: canvas, style: style) }
}

/// 1...8 people in each style.
let allSeatings = LayoutStyle.allCases.flatMap { style in (1...8).map { Seating(people: $0, style: style) } }

/// Canvases of common touch-board sizes plus ones whose sides do not divide evenly.
let boardSizes = [
    CanvasSize(width: 1280, height: 800), CanvasSize(width: 1920, height: 1080),
    CanvasSize(width: 1366, height: 767), CanvasSize(width: 3840, height: 2160),
]

extension Rect {
    /// True when `other` lies entirely within this rectangle (edges may touch).
    func encloses(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// True when every edge is on a whole pixel.
    var hasWholePixelEdges: Bool {
        [minX, minY, maxX, maxY].allSatisfy { $0 == $0.rounded() }
    }
}
