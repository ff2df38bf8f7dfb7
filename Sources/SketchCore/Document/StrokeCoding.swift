/// One stroke as JSON, shared by the document and the journal:
/// `{"id":1,"owner":0,"tool":"pen","color":"#000000","width":4,"smoothing":"model",
/// "granularity":8,"pressure":"speed","samples":[x,y,pressure,t, x,y,pressure,t, ...]}`.
///
/// Reading checks every limit as it goes (so a ten-million-point stroke is refused after the
/// first million, not after being read) and makes the repairs `docs/FORMAT.md` lists.
enum StrokeCoding {
    /// Greatest distance of a sample from the origin along either axis; further is clamped.
    static let maxCoordinate = 1_000_000.0
    static let people = 0..<8
    static let knownKeys: Set<String> = ["id", "owner", "tool", "color", "width", "smoothing", "granularity", "pressure", "samples"]

    static func write(_ s: Stroke, to w: inout JSONWriter) {
        w.raw("{\"id\":")
        w.integer(s.id)
        w.raw(",\"owner\":")
        w.integer(s.owner)
        w.raw(",\"tool\":")
        w.string(s.tool.rawValue)
        w.raw(",\"color\":")
        w.string(s.style.color.description)
        w.raw(",\"width\":")
        w.number(s.style.width)
        w.raw(",\"smoothing\":")
        w.string(s.style.smoothing.mode.rawValue)
        w.raw(",\"granularity\":")
        w.integer(s.style.smoothing.granularity)
        w.raw(",\"pressure\":")
        w.string(s.style.pressure.rawValue)
        w.raw(",\"samples\":[")
        var first = true
        for sample in s.samples {
            if !first { w.byte(UInt8(ascii: ",")) }
            first = false
            w.number(finite(sample.point.x))
            w.byte(UInt8(ascii: ","))
            w.number(finite(sample.point.y))
            w.byte(UInt8(ascii: ","))
            w.number(finite(sample.pressure))
            w.byte(UInt8(ascii: ","))
            w.number(finite(sample.time))
        }
        w.raw("]}")
    }

    /// `value`, or 0 when not finite: the session and the readers never make a non-finite
    /// sample, and a stroke built in code with one must not break its document (FORMAT.md).
    @inline(__always) private static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }

    /// Reads one stroke object; `label` names it in messages (`stroke 12`).
    static func read(_ r: inout JSONReader, label: String, context: inout DecodeContext) throws -> Stroke {
        context.strokeCount += 1
        guard context.strokeCount <= context.limits.maxStrokes else {
            throw DecodeProblem(.tooLarge, at: r.offset, "more than \(context.limits.maxStrokes) strokes")
        }
        let start = r.offset
        var c = try r.openObject()
        var seen = Set<String>()
        var id: Int?
        var owner = 0, granularity = Smoothing.defaultGranularity
        var tool = Tool.pen, color = RGBA.black, width = 4.0
        var mode = SmoothingMode.model, pressure = PressureMode.none
        var samples: [StrokeSample]?
        while let key = try r.nextKey(&c) {
            let at = r.offset
            if knownKeys.contains(key), !seen.insert(key).inserted {
                throw DecodeProblem(.invalid, at: at, "\(label): duplicate key \"\(key)\"")
            }
            switch key {
            case "id":
                let v = try typed(&r, .number, label, key) { try $0.readInteger() }
                guard v >= 1 else { throw DecodeProblem(.invalid, at: at, "\(label): id \(v) is not a positive whole number") }
                id = v
            case "owner":
                owner = try typed(&r, .number, label, key) { try $0.readInteger() }
                if !people.contains(owner) {
                    context.repair("\(label): owner \(owner) read as 0")
                    owner = 0
                }
            case "tool":
                let name = try typed(&r, .string, label, key) { try $0.readString() }
                tool = Tool(rawValue: name) ?? .pen
                if Tool(rawValue: name) == nil || tool == .trail || tool == .eraser {
                    context.repair("\(label): tool \"\(name)\" read as pen")
                    tool = .pen
                }
            case "color":
                let text = try typed(&r, .string, label, key) { try $0.readString() }
                guard text.hasPrefix("#"), let rgba = RGBA(hex: text) else {
                    throw DecodeProblem(.invalid, at: at, "\(label): colour \"\(text.prefix(24))\" is not #RRGGBB or #RRGGBBAA")
                }
                color = rgba
            case "width":
                width = try typed(&r, .number, label, key) { try $0.readNumber() }
                let clamped = min(max(width, StrokeStyle.minimumWidth), StrokeStyle.maximumWidth)
                if clamped != width {
                    context.repair("\(label): width \(width) clamped to \(clamped)")
                    width = clamped
                }
            case "smoothing":
                let name = try typed(&r, .string, label, key) { try $0.readString() }
                if let m = SmoothingMode(rawValue: name) { mode = m } else {
                    context.repair("\(label): smoothing \"\(name)\" read as model")
                }
            case "granularity":
                granularity = try typed(&r, .number, label, key) { try $0.readInteger() }
                let clamped = min(max(granularity, Smoothing.granularityRange.lowerBound), Smoothing.granularityRange.upperBound)
                if clamped != granularity {
                    context.repair("\(label): granularity \(granularity) clamped to \(clamped)")
                    granularity = clamped
                }
            case "pressure":
                let name = try typed(&r, .string, label, key) { try $0.readString() }
                if let p = PressureMode(rawValue: name) { pressure = p } else {
                    context.repair("\(label): pressure \"\(name)\" read as none")
                }
            case "samples":
                guard try r.peekKind() == .array else { throw wrongType(&r, label, key, "an array of numbers") }
                samples = try readSamples(&r, label: label, context: &context)
            default:
                try r.skipValue()
            }
        }
        guard let id else { throw DecodeProblem(.invalid, at: start, "\(label): no \"id\"") }
        guard let samples else { throw DecodeProblem(.invalid, at: start, "\(label): no \"samples\"") }
        if pressure == .auto {
            let device = samples.contains { $0.pressure > 0 && $0.pressure < 1 }
            pressure = device ? .device : .speed
            context.repair("\(label): pressure auto read as \(pressure.rawValue)")
        }
        let style = StrokeStyle(color: color, width: width, smoothing: Smoothing(mode, granularity: granularity),
                                pressure: pressure)
        return Stroke(id: StrokeID(id), style: style, samples: samples, owner: owner, tool: tool)
    }

    /// The flat sample array: groups of four numbers, checked and repaired one by one.
    private static func readSamples(_ r: inout JSONReader, label: String, context: inout DecodeContext) throws -> [StrokeSample] {
        let start = r.offset
        var c = try r.openArray()
        // Read into the context's reusable scratch array, then copy out exactly sized:
        // growth by doubling would leave up to half of every stroke's array unused.
        var samples: [StrokeSample] = []
        swap(&samples, &context.scratch)
        samples.removeAll(keepingCapacity: true)
        defer { swap(&samples, &context.scratch) }
        var values = (0.0, 0.0, 0.0, 0.0)
        var k = 0
        var lastTime = -Double.infinity
        let perStroke = context.limits.maxSamplesPerStroke
        while let v = try r.nextNumber(&c) {
            switch k {
            case 0: values.0 = v
            case 1: values.1 = v
            case 2: values.2 = v
            default: values.3 = v
            }
            k += 1
            guard k == 4 else { continue }
            k = 0
            guard samples.count < perStroke else {
                throw DecodeProblem(.tooLarge, at: r.offset, "\(label): more than \(perStroke) samples in one stroke")
            }
            context.totalSamples += 1
            guard context.totalSamples <= context.limits.maxTotalSamples else {
                throw DecodeProblem(.tooLarge, at: r.offset, "more than \(context.limits.maxTotalSamples) samples in all")
            }
            var (x, y, p, t) = values
            if abs(x) > maxCoordinate || abs(y) > maxCoordinate {
                context.repair("\(label): a sample beyond ±\(Int(maxCoordinate)) px was clamped")
                x = min(max(x, -maxCoordinate), maxCoordinate)
                y = min(max(y, -maxCoordinate), maxCoordinate)
            }
            if !(0...1).contains(p) {
                context.repair("\(label): pressure \(p) clamped into 0...1")
                p = min(max(p, 0), 1)
            }
            if t < lastTime {
                context.repair("\(label): a sample time going backwards was raised to the one before it")
                t = lastTime
            }
            lastTime = t
            samples.append(StrokeSample(Point(x, y), pressure: p, time: t))
        }
        guard k == 0 else {
            throw DecodeProblem(.invalid, at: start, "\(label): samples must hold groups of four numbers (x, y, pressure, t)")
        }
        return samples.withUnsafeBufferPointer { Array($0) }
    }

    /// Reads a value of the expected kind with `read`, or throws a wrong-type error.
    static func typed<T>(_ r: inout JSONReader, _ kind: JSONReader.Kind, _ label: String, _ key: String,
                         _ read: (inout JSONReader) throws -> T) throws -> T {
        guard try r.peekKind() == kind else {
            let what: String = switch kind {
            case .number: "a number"
            case .string: "a string"
            case .bool: "true or false"
            case .object: "an object"
            case .array: "an array"
            case .null: "null"
            }
            throw wrongType(&r, label, key, what)
        }
        return try read(&r)
    }

    static func wrongType(_ r: inout JSONReader, _ label: String, _ key: String, _ what: String) -> DecodeProblem {
        DecodeProblem(.invalid, at: r.offset, "\(label): \"\(key)\" must be \(what)")
    }
}
