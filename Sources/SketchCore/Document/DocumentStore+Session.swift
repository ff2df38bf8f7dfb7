/// `DocumentStore` with a `CanvasSession`: journalling and saving in the right order.
extension DocumentStore {
    /// Records every action the session's drawing made since the last call.
    public func record(_ session: inout CanvasSession) throws {
        try record(session.takeActions())
    }

    /// Records what is pending, then saves the session's drawing, canvas size and seating.
    /// A journal that refuses the record does not stop the save (the document holds every
    /// stroke); only the save's own failure is thrown.
    public func save(_ session: inout CanvasSession, to newPath: String? = nil) throws {
        try? record(&session)
        try save(session.drawing, canvas: session.canvasSize, seating: session.seating, to: newPath)
    }
}

extension CanvasSession {
    /// How the people sit, as a document saves it (everyone's start tool reads as pen).
    public var seating: People.Seating {
        People.Seating(count: people.count, layout: people.layout.style, toolbars: people.showsToolbars,
                       assignment: people.assignment)
    }
}
