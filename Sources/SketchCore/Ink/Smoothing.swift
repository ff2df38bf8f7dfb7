/// How a stroke's samples become its centreline.
public enum SmoothingMode: String, CaseIterable, Hashable, Sendable, Codable {
    /// Straight segments between samples.
    case none
    /// A uniform Catmull-Rom spline through every sample, `granularity` segments per span (seed 001).
    case catmullRom = "catmull-rom"
    /// One cubic per four samples, the middle two as control points (seed 003's BezierInterpView).
    case bezier
    /// Cubics joined at the midpoints between control points (seed 003's SmoothedBIView).
    case midpoint
    /// Sketchpad's own: a corner-aware denoiser, then a tangent-continuous spline (see `ModelSmoother`).
    case model
}

/// A smoothing mode and its parameters.
public struct Smoothing: Hashable, Sendable, Codable {
    public var mode: SmoothingMode
    /// Segments per span for `catmullRom`, 1...64 (1 draws straight segments).
    public var granularity: Int

    public static let granularityRange = 1...64
    public static let defaultGranularity = 8

    public init(_ mode: SmoothingMode = .model, granularity: Int = Smoothing.defaultGranularity) {
        self.mode = mode
        self.granularity = min(max(granularity, Self.granularityRange.lowerBound), Self.granularityRange.upperBound)
    }

    public static let none = Smoothing(.none)
    public static let model = Smoothing(.model)
}
