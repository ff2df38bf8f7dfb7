/// A short message on one person's side of the screen: feedback a toolbar owes them.
///
/// `holdToClearAll` follows a short tap on clear-all (which needs a long press);
/// `clearedUndo` follows a double tap's clear, and a tap on it undoes the clear.
/// Notices are placed by `rect(in:)`: centred in the person's zone, just beyond their pill,
/// turned to face them. Pure.
public struct ToolbarNotice: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case holdToClearAll
        case clearedUndo
    }

    public var kind: Kind
    public var person: Int
    /// When it appeared (seconds, the session's clock).
    public var since: Double

    public init(_ kind: Kind, person: Int, since: Double) {
        self.kind = kind
        self.person = person
        self.since = since
    }

    /// The words shown, in capitals (see `BitmapFont`).
    public var text: String {
        switch kind {
        case .holdToClearAll: "HOLD TO CLEAR ALL"
        case .clearedUndo: "CLEARED - TAP TO UNDO"
        }
    }

    /// Seconds it stays up.
    public var duration: Double {
        switch kind {
        case .holdToClearAll: 1.5
        case .clearedUndo: 5
        }
    }

    /// Whether it still shows at `time`.
    public func isVisible(at time: Double) -> Bool { time >= since && time - since < duration }

    /// Pixels per font cell at display `scale` (3 at scale 1: capitals 21 px tall).
    public static func cell(scale: Double) -> Double { 3 * max(scale, 1).rounded(.down) }

    /// Where it shows among `people`: centred across its person's zone, beyond their pill.
    public func rect(in people: People) -> Rect {
        let zones = people.layout.zones
        guard zones.indices.contains(person) else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        let zone = zones[person]
        let cell = Self.cell(scale: people.scale)
        let (w, h) = BitmapFont.size(of: text, cell: cell)
        let pad = 2 * cell
        let pill = people.toolbars.indices.contains(person) ? people.toolbars[person].bar.height : 0
        let width = min(w + 2 * pad, zone.rect.width), height = h + 2 * pad
        let x = (zone.rect.minX + (zone.rect.width - width) / 2).rounded()
        let gap = 2 * pad
        let y = zone.facing == .up ? zone.rect.maxY - pill - gap - height : zone.rect.minY + pill + gap
        return Rect(x: x, y: y.rounded(), width: width.rounded(), height: height)
    }
}
