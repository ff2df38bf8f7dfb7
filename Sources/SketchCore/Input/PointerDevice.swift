/// The device a pointer belongs to: one touch device, or the mouse.
///
/// Every finger of a touch device shares its `PointerDevice`; seated by device, it names a person.
public enum PointerDevice: Hashable, Sendable {
    case touch(Int64)
    case mouse

    public init(_ pointer: PointerID) {
        switch pointer {
        case .touch(let device, _): self = .touch(device)
        case .mouse: self = .mouse
        }
    }
}
