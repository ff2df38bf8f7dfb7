/// What the app shell must do in answer to an input event.
public enum SessionCommand: Hashable, Sendable {
    case quit
    case toggleFullscreen
}

/// The canvas as the user sees it: the tracker plus the keyboard bindings and canvas size.
///
/// Pure and deterministic: the same input events give the same strokes on every run.
/// Keys: Ctrl+Z undo; Ctrl+Shift+Z or Ctrl+Y redo; Delete clears (undoable); F fullscreen; Escape quits.
public struct CanvasSession: Sendable {
    public var tracker: StrokeTracker
    /// Set by `.renderReset`: whatever was baked is gone and must be rebuilt. Renderers clear it.
    public var needsRebake = false

    public init(canvasSize: CanvasSize, style: StrokeStyle = StrokeStyle()) {
        tracker = StrokeTracker(canvasSize: canvasSize, style: style)
    }

    public var canvasSize: CanvasSize { tracker.canvasSize }
    public var drawing: Drawing { tracker.drawing }

    /// Handles one event; returns what the shell must do, if anything.
    @discardableResult
    public mutating func handle(_ event: InputEvent) -> SessionCommand? {
        switch event {
        case .pointer(let p):
            tracker.handle(p)
        case .key(let k):
            return handleKey(k)
        case .cancelAll(let time):
            tracker.cancelAll(time: time)
        case .resize(let size):
            tracker.canvasSize = size
        case .renderReset:
            needsRebake = true
        case .quit:
            return .quit
        }
        return nil
    }

    private mutating func handleKey(_ k: KeyPress) -> SessionCommand? {
        if k.matches("z", .ctrl) {
            tracker.undo()
        } else if k.matches("z", [.ctrl, .shift]) || k.matches("y", .ctrl) {
            tracker.redo()
        } else if k.matches("delete") || k.matches("backspace", .ctrl) {
            tracker.clear()
        } else if k.matches("f") || k.matches("f11") {
            return .toggleFullscreen
        } else if k.matches("escape") {
            return .quit
        }
        return nil
    }
}
