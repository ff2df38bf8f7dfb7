/// What a touch draws with: the ink, the tool and whose it is.
public struct Pen: Hashable, Sendable {
    public var style: StrokeStyle
    public var tool: Tool
    /// The person the touch belongs to.
    public var owner: Int

    public init(style: StrokeStyle, tool: Tool = .pen, owner: Int = 0) {
        self.style = style
        self.tool = tool
        self.owner = owner
    }

    /// Colour of a line while it is being placed; it takes the pen's colour at lift.
    public static let lineHighlight = RGBA(255, 0, 170, 200)
    /// Reach of the eraser beyond a stroke's edge, in pixels.
    public static let eraserReach = 10.0
}
