import Foundation
import Testing
@testable import SketchCore

// Builders shared by the document and journal tests.

/// A fresh folder under the system's temporary folder; the caller removes it.
func makeTemporaryFolder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("sketch-doc-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

func removeFolder(_ path: String) { try? FileManager.default.removeItem(atPath: path) }

/// A random finite Double in `range`, drawn from all bit patterns (so every digit matters),
/// now and then one of the awkward values: -0, the smallest subnormal, the ends of the range.
func awkwardDouble(in range: ClosedRange<Double>, _ rng: inout SeededRandom) -> Double {
    switch rng.int(in: 0...9) {
    case 0:
        let specials = [0.0, -0.0, 5e-324, 2.2250738585072014e-308, 0.1, 1.0 / 3, range.lowerBound, range.upperBound]
        return min(max(specials[rng.int(in: 0...specials.count - 1)], range.lowerBound), range.upperBound)
    case 1...3:
        return rng.uniform(range)
    default:
        let span = max(abs(range.lowerBound), abs(range.upperBound))
        let sign: FloatingPointSign = range.lowerBound < 0 && rng.int(in: 0...1) == 0 ? .minus : .plus
        let d = Double(sign: sign, exponent: rng.int(in: -40...Int(span.exponent)), significand: 1 + rng.unit())
        return min(max(d, range.lowerBound), range.upperBound)
    }
}

/// A stroke with every field random and samples of awkward values, valid as saved.
func randomStroke(id: StrokeID, _ rng: inout SeededRandom) -> Stroke {
    let count = rng.int(in: 1...40)
    var t = awkwardDouble(in: -1000...1000, &rng)
    var samples: [StrokeSample] = []
    for _ in 0..<count {
        t += abs(awkwardDouble(in: 0...1, &rng))
        samples.append(StrokeSample(Point(awkwardDouble(in: -1e6...1e6, &rng), awkwardDouble(in: -1e6...1e6, &rng)),
                                    pressure: awkwardDouble(in: 0...1, &rng), time: t))
    }
    let modes = SmoothingMode.allCases
    let pressures: [PressureMode] = [.device, .speed, .none]
    let style = StrokeStyle(color: RGBA(UInt8(rng.int(in: 0...255)), UInt8(rng.int(in: 0...255)), UInt8(rng.int(in: 0...255)),
                                        rng.int(in: 0...1) == 0 ? 255 : UInt8(rng.int(in: 0...255))),
                            width: awkwardDouble(in: 1...256, &rng),
                            smoothing: Smoothing(modes[rng.int(in: 0...modes.count - 1)], granularity: rng.int(in: 1...64)),
                            pressure: pressures[rng.int(in: 0...2)])
    return Stroke(id: id, style: style, samples: samples, owner: rng.int(in: 0...7), tool: rng.int(in: 0...1) == 0 ? .pen : .line)
}

/// A document of `strokes` random strokes with increasing, gapped ids.
func randomDocument(seed: UInt64, strokes: Int) -> SketchDocument {
    var rng = SeededRandom(seed: seed)
    var id: StrokeID = 0
    var list: [Stroke] = []
    for _ in 0..<strokes {
        id += StrokeID(rng.int(in: 1...5))
        list.append(randomStroke(id: id, &rng))
    }
    let seating = People.Seating(count: rng.int(in: 1...8), layout: rng.int(in: 0...1) == 0 ? .screen : .table,
                                 toolbars: rng.int(in: 0...1) == 0, assignment: rng.int(in: 0...1) == 0 ? .zones : .byDevice)
    return SketchDocument(canvas: CanvasSize(width: rng.int(in: 1...16384), height: rng.int(in: 1...16384)),
                          seating: seating, strokes: list, saveID: SketchDocument.newSaveID())
}

/// True when both stroke lists are the same to the last bit of every Double (== would let
/// -0 equal 0).
func identical(_ a: [Stroke], _ b: [Stroke]) -> Bool {
    guard a == b else { return false }
    for (s, t) in zip(a, b) {
        guard s.style.width.bitPattern == t.style.width.bitPattern else { return false }
        for (p, q) in zip(s.samples, t.samples) {
            guard p.point.x.bitPattern == q.point.x.bitPattern, p.point.y.bitPattern == q.point.y.bitPattern,
                  p.pressure.bitPattern == q.pressure.bitPattern, p.time.bitPattern == q.time.bitPattern else { return false }
        }
    }
    return true
}

/// Decodes `text` as a file named `x.sketch`.
func decodeSketch(_ text: String, limits: DocumentLimits = .standard) throws -> SketchDocument.Decoded {
    try SketchDocument.decode(Array(text.utf8), name: "x.sketch", limits: limits)
}

/// The error decoding `bytes` throws, or nil when it decodes.
func decodeError(_ bytes: [UInt8], limits: DocumentLimits = .standard) -> DocumentError? {
    do {
        _ = try SketchDocument.decode(bytes, name: "x.sketch", limits: limits)
        return nil
    } catch let e as DocumentError {
        return e
    } catch {
        Issue.record("not a DocumentError: \(error)")
        return nil
    }
}

func decodeError(_ text: String, limits: DocumentLimits = .standard) -> DocumentError? {
    decodeError(Array(text.utf8), limits: limits)
}

/// A small valid document with `stroke` (JSON) as its only stroke.
func sketchText(stroke: String = ##"{"id":1,"color":"#112233","width":4,"samples":[1,2,1,0]}"##,
                extraTop: String = "", version: String = "1.0") -> String {
    #"{"format":"sketchpad","version":"\#(version)","saveID":"s1",\#(extraTop)"canvas":{"width":100,"height":80},"strokes":[\#(stroke)]}"#
}
