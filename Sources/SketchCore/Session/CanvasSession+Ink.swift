extension CanvasSession {
    /// A clear made by a double tap: when (the second tap's down) and by whom.
    public struct DoubleTapClear: Hashable, Sendable {
        public var time: Double
        public var person: Int
    }

    /// A quick tap kept as a dot: the first half of a possible double tap.
    struct Tap: Sendable {
        var tap: DoubleTapRule.Tap
        var id: StrokeID
    }

    /// Feeds one pointer event to the pointer's `.ink` gesture, which a `down` begins for
    /// `person` with `pen` (a pen of person 0 in the session's first style when nil).
    ///
    /// Rules, in the order a caller meets them:
    /// - Every pointer draws its own stroke; any number draw at once without mixing samples.
    /// - A `down` for a pointer already drawing commits the old stroke first.
    /// - `move`, `up` and `cancel` for a pointer not drawing are ignored.
    /// - `cancel` commits what was drawn so far.
    /// - A tap (down and up without leaving `Configuration.tapSlop`) leaves a round dot.
    /// - A double tap (see `DoubleTapRule`), where `doubleTapClears`, clears the canvas as one
    ///   undoable edit, taking the first dot with it, and leaves `lastClear` for the feedback.
    /// - Positions that are NaN or infinite are dropped (an `up` then ends at the last good
    ///   sample); positions off the canvas are clamped to its edge. Bad pressure becomes 1, bad
    ///   times the last good one.
    ///
    /// O(1) apart from the commit at `up` and the eraser's hit test.
    mutating func ink(_ event: PointerEvent, pen: Pen? = nil, person: Int = 0) {
        let time = event.time.isFinite ? event.time : lastTime
        lastTime = max(lastTime, time)
        let pressure = event.pressure.isFinite ? min(max(event.pressure, 0), 1) : 1
        let point: Point? = event.position.isFinite ? canvasSize.clamp(event.position) : nil
        let sample = point.map { StrokeSample($0, pressure: pressure, time: time) }
        let id = event.pointer
        switch event.phase {
        case .down:
            guard let sample else { return }
            if case .ink? = gestures[id] { endInk(id, at: nil, time: time, cancelled: true) }
            downs += 1
            notePressure(sample.pressure, from: id)
            let pen = pen ?? Pen(style: firstStyle)
            var b = StrokeBuilder(pointer: id, first: sample, pen: pen, order: downs,
                                  deviceReportsPressure: reportsPressure(id))
            if !b.isInk { erase(from: sample.point, to: sample.point, with: &b) }
            gestures[id] = .ink(person: person, b)
        case .move:
            // Out of the table while it grows: the table's copy would make each sample O(samples).
            guard let sample, case .ink? = gestures[id], case .ink(let person, var b)? = gestures.removeValue(forKey: id)
            else { return }
            notePressure(sample.pressure, from: id)
            if !b.isInk, let from = b.stroke.samples.last?.point { erase(from: from, to: sample.point, with: &b) }
            b.add(sample, tapSlop: configuration.tapSlop)
            gestures[id] = .ink(person: person, b)
        case .up, .cancel:
            endInk(id, at: sample, time: time, cancelled: event.phase == .cancel)
        }
    }

    /// Ends every stroke in progress as a cancel (focus lost), in the order they began, keeping what was drawn.
    mutating func cancelAllInk(time: Double) {
        let t = time.isFinite ? max(time, lastTime) : lastTime
        for b in activeStrokes { endInk(b.pointer, at: nil, time: t, cancelled: true) }
    }

    /// Commits the pointer's stroke (a dot for a tap; a double tap clears instead) or ends its eraser.
    private mutating func endInk(_ id: PointerID, at sample: StrokeSample?, time endTime: Double, cancelled: Bool) {
        guard case .ink? = gestures[id], case .ink(_, var b)? = gestures.removeValue(forKey: id) else { return }
        guard b.isInk else {
            if let sample, let from = b.stroke.samples.last?.point { erase(from: from, to: sample.point, with: &b) }
            return
        }
        if let sample { b.add(sample, tapSlop: configuration.tapSlop) }
        var stroke = b.finishedStroke
        let first = stroke.samples[0]
        guard !b.hasMoved else {
            let id = drawing.commit(stroke)
            committedOrders[id] = b.order
            keepCentreline(b.centreline, of: id)
            forgetTaps()
            return
        }
        // A tap: keep it as a dot where it went down.
        stroke.samples = [first]
        let tap = DoubleTapRule.Tap(point: first.point, downTime: first.time, upTime: endTime)
        let rule = configuration.doubleTap
        let isQuick = !cancelled && rule.isQuick(tap)
        // The second tap must begin after the first ended: two fingers tapping together are no double tap.
        if isQuick, doubleTapClears, let previous = lastTap,
           rule.isDeliberate(previous.tap, tap, amid: drawing.strokes.lazy.filter { $0.id != previous.id }) {
            drawing.withdrawLastAdd(of: previous.id)
            drawing.clear(by: b.pen.owner)
            lastTap = nil
            lastClear = DoubleTapClear(time: first.time, person: b.pen.owner)
            return
        }
        let committed = drawing.commit(stroke)
        committedOrders[committed] = b.order
        lastClear = nil
        lastTap = isQuick ? Tap(tap: tap, id: committed) : nil
    }

    /// Removes every committed stroke within the eraser's reach of the segment `from -> to`.
    /// Tests only the strokes the drawing's grid finds near it: O(strokes near the segment).
    private mutating func erase(from: Point, to: Point, with b: inout StrokeBuilder) {
        let reach = max(Pen.eraserReach, b.pen.style.width / 2)
        var hit: Set<StrokeID> = []
        let near = drawing.strokes(near: from, to, within: reach)
        eraserHitTests += near.count
        for s in near where s.comes(within: reach + s.style.width / 2, of: from, to) {
            hit.insert(s.id)
        }
        guard !hit.isEmpty else { return }
        b.eraseSerial = drawing.erase(hit, by: b.pen.owner, continuing: b.eraseSerial)
        forgetTaps()
    }

    private mutating func notePressure(_ pressure: Double, from pointer: PointerID) {
        if case .touch(let device, _) = pointer, pressure > 0, pressure < 1 { pressureDevices.insert(device) }
    }

    private func reportsPressure(_ pointer: PointerID) -> Bool {
        if case .touch(let device, _) = pointer { return pressureDevices.contains(device) }
        return false
    }
}
