/// Names one pointer: a finger on one touch device, or the mouse.
///
/// The same finger id on two touch devices is two pointers. A pair may be reused after its up.
public enum PointerID: Hashable, Sendable, CustomStringConvertible {
    case touch(device: Int64, finger: Int64)
    case mouse

    public var description: String {
        switch self {
        case let .touch(device, finger): "touch \(device)/\(finger)"
        case .mouse: "mouse"
        }
    }
}
