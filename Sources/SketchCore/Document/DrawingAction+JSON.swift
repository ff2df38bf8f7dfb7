/// Drawing actions as journal JSON, one object per action.
///
/// `{"do":"commit","serial":5,"stroke":STROKE}`, `{"do":"erase","person":0,"serial":7,"ids":[1,2]}`,
/// `{"do":"undo"|"redo","person":0,"serial":5,"add":REF}` or `...,"remove":[REF,...]}`,
/// `{"do":"clear"|"clearMine","person":0,"serial":9}`, `{"do":"withdrawLastAdd","id":12}`.
/// A REF is a stroke's id when the reader already has that stroke (from the document the
/// journal applies to, or an earlier record), else the whole stroke, so undoing a large
/// clear costs a list of ids, not the drawing again.
struct DrawingActionCoder {
    /// Ids of the strokes a reader of the journal so far has in full.
    var known: Set<StrokeID>

    /// The action as JSON (no newline); notes the strokes it writes in full as known.
    mutating func encode(_ action: DrawingAction) -> [UInt8] {
        var w = JSONWriter()
        switch action {
        case .commit(let s, let serial):
            w.raw("{\"do\":\"commit\",\"serial\":")
            w.integer(serial)
            w.raw(",\"stroke\":")
            StrokeCoding.write(s, to: &w)
            known.insert(s.id)
        case .erase(let ids, let person, let serial):
            w.raw("{\"do\":\"erase\",\"person\":")
            w.integer(person)
            w.raw(",\"serial\":")
            w.integer(serial)
            w.raw(",\"ids\":[")
            for (i, id) in ids.enumerated() {
                if i > 0 { w.byte(UInt8(ascii: ",")) }
                w.integer(id)
            }
            w.byte(UInt8(ascii: "]"))
        case .undo(let person, let entry), .redo(let person, let entry):
            if case .undo = action { w.raw("{\"do\":\"undo\",\"person\":") } else { w.raw("{\"do\":\"redo\",\"person\":") }
            w.integer(person)
            w.raw(",\"serial\":")
            w.integer(entry.serial)
            switch entry.edit {
            case .add(let s):
                w.raw(",\"add\":")
                reference(s, &w)
            case .remove(let ss):
                w.raw(",\"remove\":[")
                for (i, s) in ss.enumerated() {
                    if i > 0 { w.byte(UInt8(ascii: ",")) }
                    reference(s, &w)
                }
                w.byte(UInt8(ascii: "]"))
            }
        case .clear(let person, let serial), .clearMine(let person, let serial):
            if case .clear = action { w.raw("{\"do\":\"clear\",\"person\":") } else { w.raw("{\"do\":\"clearMine\",\"person\":") }
            w.integer(person)
            w.raw(",\"serial\":")
            w.integer(serial)
        case .withdrawLastAdd(let id):
            w.raw("{\"do\":\"withdrawLastAdd\",\"id\":")
            w.integer(id)
        }
        w.byte(UInt8(ascii: "}"))
        return w.bytes
    }

    private mutating func reference(_ s: Stroke, _ w: inout JSONWriter) {
        if known.contains(s.id) {
            w.integer(s.id)
        } else {
            StrokeCoding.write(s, to: &w)
            known.insert(s.id)
        }
    }
}

/// Reads journal actions back, resolving stroke references.
struct DrawingActionDecoder {
    /// Every stroke the journal's reader has in full, by id.
    var strokes: [StrokeID: Stroke]

    /// Decodes one record's JSON; throws on anything malformed or an unknown reference.
    mutating func decode(_ json: UnsafeBufferPointer<UInt8>, context: inout DecodeContext) throws -> DrawingAction {
        var r = JSONReader(json, maxDepth: context.limits.maxNesting)
        var c = try r.openObject()
        var verb: String?, person: Int?, serial: Int?, id: Int?
        var ids: [StrokeID]?, stroke: Stroke?, add: Stroke?, remove: [Stroke]?
        while let key = try r.nextKey(&c) {
            switch key {
            case "do": verb = try r.readString()
            case "person": person = try r.readInteger()
            case "serial": serial = try r.readInteger()
            case "id": id = try r.readInteger()
            case "ids":
                var a = try r.openArray()
                var list: [StrokeID] = []
                while try r.nextElement(&a) {
                    guard list.count < context.limits.maxStrokes else { throw problem(r, "too many ids") }
                    list.append(StrokeID(max(0, try r.readInteger())))
                }
                ids = list
            case "stroke": stroke = try readStroke(&r, context: &context)
            case "add": add = try readReference(&r, context: &context)
            case "remove":
                var a = try r.openArray()
                var list: [Stroke] = []
                while try r.nextElement(&a) { list.append(try readReference(&r, context: &context)) }
                remove = list
            default: try r.skipValue()
            }
        }
        try r.expectEnd()
        func need<T>(_ v: T?, _ name: String) throws -> T {
            guard let v else { throw problem(r, "\(verb ?? "action") needs \"\(name)\"") }
            return v
        }
        switch verb {
        case "commit": return .commit(try need(stroke, "stroke"), serial: try need(serial, "serial"))
        case "erase": return .erase(ids: try need(ids, "ids"), person: try need(person, "person"), serial: try need(serial, "serial"))
        case "undo", "redo":
            let p = try need(person, "person")
            let edit: Drawing.Edit
            if let add { edit = .add(add) } else { edit = .remove(try need(remove, "add or remove")) }
            let entry = Drawing.Entry(person: p, serial: try need(serial, "serial"), edit: edit)
            return verb == "undo" ? .undo(person: p, entry: entry) : .redo(person: p, entry: entry)
        case "clear": return .clear(person: try need(person, "person"), serial: try need(serial, "serial"))
        case "clearMine": return .clearMine(person: try need(person, "person"), serial: try need(serial, "serial"))
        case "withdrawLastAdd": return .withdrawLastAdd(StrokeID(max(0, try need(id, "id"))))
        default: throw problem(r, "unknown action \"\(verb ?? "")\"")
        }
    }

    private mutating func readStroke(_ r: inout JSONReader, context: inout DecodeContext) throws -> Stroke {
        let s = try StrokeCoding.read(&r, label: "stroke", context: &context)
        strokes[s.id] = s
        return s
    }

    private mutating func readReference(_ r: inout JSONReader, context: inout DecodeContext) throws -> Stroke {
        if try r.peekKind() == .number {
            let id = try r.readInteger()
            guard id > 0, let s = strokes[StrokeID(id)] else { throw problem(r, "unknown stroke \(id)") }
            return s
        }
        return try readStroke(&r, context: &context)
    }

    private func problem(_ r: JSONReader, _ message: String) -> DecodeProblem {
        DecodeProblem(.invalid, at: r.offset, message)
    }
}
