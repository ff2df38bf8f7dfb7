/// Where a stroke's width comes from.
public enum PressureMode: String, CaseIterable, Hashable, Sendable, Codable {
    /// Device pressure where the device reports it, else speed. Resolved per stroke when it begins.
    case auto
    /// The device's pressure, 0...1 (a finger reporting 1 draws at full width).
    case device
    /// Derived from speed: faster is thinner, as with a pen on paper.
    case speed
    /// Constant width.
    case none

    /// The mode a stroke is drawn with: `auto` becomes `device` when the pointer reports
    /// pressure (a value strictly between 0 and 1 seen from it), else `speed`.
    public func resolved(deviceReportsPressure: Bool) -> PressureMode {
        self == .auto ? (deviceReportsPressure ? .device : .speed) : self
    }
}
