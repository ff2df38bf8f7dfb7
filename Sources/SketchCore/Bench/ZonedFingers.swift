/// Confines synthetic fingers to people's drawing areas: finger `i` works in area
/// `i % areas.count`, its normalized path squeezed into that rectangle, so benchmark fingers
/// draw as several people would and never land on a toolbar.
public enum ZonedFingers {
    /// The events with every finger position mapped into its area (canvas pixels in, normalized
    /// coordinates out). Other events pass through. An empty `areas` changes nothing.
    public static func confine(_ events: [TimedDeviceEvent], to areas: [Rect], canvas: CanvasSize) -> [TimedDeviceEvent] {
        guard !areas.isEmpty else { return events }
        let w = Double(canvas.width), h = Double(canvas.height)
        return events.map { e in
            guard case let .finger(phase, touch, finger, x, y, pressure) = e.event else { return e }
            let a = areas[Int(finger.magnitude % UInt64(areas.count))]
            return TimedDeviceEvent(e.time, .finger(phase, touch: touch, finger: finger,
                                                    x: (a.x + x * a.width) / w, y: (a.y + y * a.height) / h,
                                                    pressure: pressure))
        }
    }
}
