/// What a person has currently chosen on their toolbar, so the toolbar can mark it.
public struct ToolbarSelection: Hashable, Sendable {
    /// Index of the chosen palette colour.
    public var color: Int
    /// Index of the chosen stroke width.
    public var width: Int
    public var tool: Tool

    public init(color: Int = 0, width: Int = 0, tool: Tool = .pen) {
        self.color = color
        self.width = width
        self.tool = tool
    }
}
