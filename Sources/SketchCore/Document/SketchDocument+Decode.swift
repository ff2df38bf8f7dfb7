import Foundation

/// Reading `.sketch` files.
extension SketchDocument {
    /// A decoded document and the repairs made to it (see `docs/FORMAT.md`).
    public struct Decoded: Sendable {
        public var document: SketchDocument
        /// The first few repairs, described (`stroke 3: width 0 clamped to 1`).
        public var repairs: [String]
        /// How many repairs were made in all.
        public var repairCount: Int
    }

    /// Reads the document at `path`, refusing a file larger than `limits.maxFileBytes`
    /// before reading it. Errors are `DocumentError`s naming `path`.
    public static func read(path: String, limits: DocumentLimits = .standard) throws -> Decoded {
        let bytes = try FileBytes.read(path: path, maxBytes: limits.maxFileBytes)
        return try decode(bytes, name: path, limits: limits)
    }

    /// Decodes the bytes of a `.sketch` file; `name` (the file's path) starts every message.
    public static func decode(_ bytes: [UInt8], name: String, limits: DocumentLimits = .standard) throws -> Decoded {
        guard bytes.count <= limits.maxFileBytes else {
            throw DocumentError(.tooLarge, "\(name): \(bytes.count) bytes, more than the \(limits.maxFileBytes) a sketch may have")
        }
        return try bytes.withUnsafeBufferPointer { buffer in
            var r = JSONReader(buffer, maxDepth: limits.maxNesting)
            var context = DecodeContext(limits: limits)
            do {
                let document = try readDocument(&r, name: name, context: &context)
                return Decoded(document: document, repairs: context.repairs, repairCount: context.repairCount)
            } catch let e as JSONReadError {
                throw DocumentError.at(e.offset, in: buffer, name: name, .syntax, e.message)
            } catch let e as DecodeProblem {
                throw DocumentError.at(e.offset, in: buffer, name: name, e.kind, e.message)
            }
        }
    }

    private static func readDocument(_ r: inout JSONReader, name: String, context: inout DecodeContext) throws -> SketchDocument {
        guard try r.peekKind() == .object else { throw notASketch(name) }
        var c = try r.openObject()
        guard try r.nextKey(&c) == "format", try r.peekKind() == .string, try r.readString() == "sketchpad" else {
            throw notASketch(name)
        }
        let versionAt = r.offset
        guard try r.nextKey(&c) == "version" else {
            throw DecodeProblem(.invalid, at: versionAt, "\"version\" must follow \"format\"")
        }
        let text = try StrokeCoding.typed(&r, .string, "document", "version") { try $0.readString() }
        guard let version = FormatVersion(parsing: text) else {
            throw DecodeProblem(.invalid, at: versionAt, "format version \"\(text.prefix(24))\" is not MAJOR.MINOR")
        }
        let current = FormatVersion.current
        if version.major > current.major {
            throw DocumentError(.newerVersion, "\(name): format version \(version) is newer than this sketchpad reads (\(current.major).x); update sketchpad")
        }
        if version.major < current.major {
            throw DocumentError(.invalid, "\(name): format version \(version) is older than any this sketchpad reads (\(current.major).x)")
        }
        var seen = Set<String>()
        var canvas: CanvasSize?
        var seating = People.Seating()
        var strokes: [Stroke]?
        var saveID = ""
        while let key = try r.nextKey(&c) {
            let at = r.offset
            if ["saveID", "canvas", "people", "strokes"].contains(key), !seen.insert(key).inserted {
                throw DecodeProblem(.invalid, at: at, "duplicate key \"\(key)\"")
            }
            switch key {
            case "saveID": saveID = try StrokeCoding.typed(&r, .string, "document", key) { try $0.readString() }
            case "canvas": canvas = try readCanvas(&r)
            case "people": seating = try readPeople(&r, context: &context)
            case "strokes": strokes = try readStrokes(&r, context: &context)
            default: try r.skipValue()
            }
        }
        try r.expectEnd()
        guard let canvas else { throw DecodeProblem(.invalid, at: 0, "no \"canvas\"") }
        guard let strokes else { throw DecodeProblem(.invalid, at: 0, "no \"strokes\"") }
        return SketchDocument(canvas: canvas, seating: seating, strokes: strokes, saveID: saveID, formatVersion: version)
    }

    private static func notASketch(_ name: String) -> DocumentError {
        DocumentError(.invalid, "\(name): not a sketchpad document (it must begin {\"format\": \"sketchpad\", \"version\": ...)")
    }

    private static func readCanvas(_ r: inout JSONReader) throws -> CanvasSize {
        let start = r.offset
        guard try r.peekKind() == .object else { throw StrokeCoding.wrongType(&r, "document", "canvas", "an object") }
        var c = try r.openObject()
        var width: Int?, height: Int?
        while let key = try r.nextKey(&c) {
            switch key {
            case "width", "height":
                let at = r.offset
                let v = try StrokeCoding.typed(&r, .number, "canvas", key) { try $0.readInteger() }
                guard (1...CanvasSize.maximumSide).contains(v) else {
                    throw DecodeProblem(.invalid, at: at, "canvas: \(key) \(v) is not within 1...\(CanvasSize.maximumSide)")
                }
                if (key == "width" ? width : height) != nil { throw DecodeProblem(.invalid, at: at, "canvas: duplicate key \"\(key)\"") }
                if key == "width" { width = v } else { height = v }
            default: try r.skipValue()
            }
        }
        guard let width, let height else { throw DecodeProblem(.invalid, at: start, "canvas: needs \"width\" and \"height\"") }
        return CanvasSize(width: width, height: height)
    }

    private static func readPeople(_ r: inout JSONReader, context: inout DecodeContext) throws -> People.Seating {
        guard try r.peekKind() == .object else { throw StrokeCoding.wrongType(&r, "document", "people", "an object") }
        var c = try r.openObject()
        var seating = People.Seating()
        var seen = Set<String>()
        while let key = try r.nextKey(&c) {
            let at = r.offset
            if ["count", "layout", "toolbars", "assignment"].contains(key), !seen.insert(key).inserted {
                throw DecodeProblem(.invalid, at: at, "people: duplicate key \"\(key)\"")
            }
            switch key {
            case "count":
                let n = try StrokeCoding.typed(&r, .number, "people", key) { try $0.readInteger() }
                seating.count = min(max(n, ZoneLayout.peopleRange.lowerBound), ZoneLayout.peopleRange.upperBound)
                if seating.count != n { context.repair("people: count \(n) clamped to \(seating.count)") }
            case "layout":
                let name = try StrokeCoding.typed(&r, .string, "people", key) { try $0.readString() }
                if let style = LayoutStyle(rawValue: name) { seating.layout = style } else {
                    context.repair("people: layout \"\(name)\" read as screen")
                }
            case "toolbars":
                seating.toolbars = try StrokeCoding.typed(&r, .bool, "people", key) { try $0.readBool() }
            case "assignment":
                let name = try StrokeCoding.typed(&r, .string, "people", key) { try $0.readString() }
                if let a = People.Assignment(documentName: name) { seating.assignment = a } else {
                    context.repair("people: assignment \"\(name)\" read as zones")
                }
            default: try r.skipValue()
            }
        }
        return seating
    }

    private static func readStrokes(_ r: inout JSONReader, context: inout DecodeContext) throws -> [Stroke] {
        guard try r.peekKind() == .array else { throw StrokeCoding.wrongType(&r, "document", "strokes", "an array") }
        var c = try r.openArray()
        var strokes: [Stroke] = []
        while try r.nextElement(&c) {
            let at = r.offset
            let label = "stroke \(strokes.count + 1)"
            guard try r.peekKind() == .object else { throw DecodeProblem(.invalid, at: at, "\(label): must be an object") }
            let s = try StrokeCoding.read(&r, label: label, context: &context)
            if let previous = strokes.last, s.id <= previous.id {
                throw DecodeProblem(.invalid, at: at, "\(label): id \(s.id) is not above the id before it (\(previous.id))")
            }
            strokes.append(s)
        }
        return strokes
    }
}

extension People.Assignment {
    /// The name a document gives it: `zones` or `by-device`.
    var documentName: String {
        switch self {
        case .zones: "zones"
        case .byDevice: "by-device"
        }
    }

    init?(documentName: String) {
        switch documentName {
        case "zones": self = .zones
        case "by-device": self = .byDevice
        default: return nil
        }
    }
}
