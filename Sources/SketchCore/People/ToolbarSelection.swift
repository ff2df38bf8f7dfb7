/// What a person has currently chosen on their toolbar, so the toolbar can mark it.
public struct ToolbarSelection: Hashable, Sendable {
    /// Index of the chosen palette colour.
    public var color: Int
    /// Index of the chosen stroke width.
    public var width: Int
    public var tool: Tool
    /// Whether the person has something to undo and to redo (else those buttons look disabled).
    public var canUndo: Bool
    public var canRedo: Bool

    public init(color: Int = 0, width: Int = 0, tool: Tool = .pen, canUndo: Bool = true, canRedo: Bool = true) {
        self.color = color
        self.width = width
        self.tool = tool
        self.canUndo = canUndo
        self.canRedo = canRedo
    }
}
