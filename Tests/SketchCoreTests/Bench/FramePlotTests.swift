import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import SketchCore

struct FramePlotTests {
    /// Whether `text` is well-formed XML, and the names of its elements.
    final class Collector: NSObject, XMLParserDelegate {
        var elements: [String] = []
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            elements.append(name)
        }
    }

    func parse(_ text: String) -> (ok: Bool, elements: [String]) {
        let parser = XMLParser(data: Data(text.utf8))
        let collector = Collector()
        parser.delegate = collector
        let ok = parser.parse()
        return (ok, collector.elements)
    }

    func frames(_ n: Int) -> (ms: [Double], starts: [Double]) {
        var rng = SeededRandom(seed: 3)
        let ms = (0..<n).map { i in i % 500 == 0 ? 40 : 8 + abs(rng.gaussian()) * 2 }
        var clock = 0.0
        let starts = ms.map { m -> Double in defer { clock += m / 1000 }; return clock }
        return (ms, starts)
    }

    @Test func outputParsesAsXMLWithTwoPolylines() {
        let f = frames(3000)
        let svg = FramePlot.svg(frameTimesMs: f.ms, frameStartsS: f.starts, budgetMs: 1000.0 / 60,
                                title: "cached <10 fingers> & \"friends\"")
        let result = parse(svg)
        #expect(result.ok)
        #expect(result.elements.first == "svg")
        #expect(result.elements.filter { $0 == "polyline" }.count == 2)
        #expect(svg.contains("&lt;10 fingers&gt; &amp; &quot;friends&quot;"))
    }

    @Test func budgetLineIsDashedAndLabelled() {
        let f = frames(100)
        let svg = FramePlot.svg(frameTimesMs: f.ms, frameStartsS: f.starts, budgetMs: 1000.0 / 60, title: "t")
        #expect(svg.contains("16.7 ms budget"))
        #expect(svg.contains("stroke-dasharray"))
        #expect(svg.components(separatedBy: "class=\"budget\"").count - 1 == 2)
    }

    @Test func longRunsAreDownsampledKeepingSpikes() throws {
        let f = frames(100_000)
        let svg = FramePlot.svg(frameTimesMs: f.ms, frameStartsS: f.starts, budgetMs: 16.7, title: "long")
        #expect(parse(svg).ok)
        let lines = svg.split(separator: "\n").filter { $0.hasPrefix("<polyline") }
        #expect(lines.count == 2)
        for line in lines {
            let points = line.split(separator: "\"").first { $0.contains(",") && $0.contains(" ") }
            let count = try #require(points).split(separator: " ").count
            #expect(count <= FramePlot.maximumPoints && count > 1000)
        }
        // The spike of 40 ms sets the top of the scale, so one of its points touches the top.
        #expect(FramePlot.downsampleSeries(f.starts.indices.map { (f.starts[$0], f.ms[$0]) }).contains { $0.ms == 40 })
    }

    @Test func emptyAndMismatchedInputsStillGiveValidXML() {
        #expect(parse(FramePlot.svg(frameTimesMs: [], frameStartsS: [], budgetMs: 16.7, title: "")).ok)
        #expect(parse(FramePlot.svg(frameTimesMs: [5, .nan, 7], frameStartsS: [0], budgetMs: 16.7, title: "x")).ok)
        #expect(parse(FramePlot.svg(frameTimesMs: [5], frameStartsS: [1], budgetMs: .nan, title: "\u{1}")).ok)
    }

    @Test func ticksAreRoundNumbersCoveringTheRange() {
        #expect(FramePlot.ticks(0...20) == [0, 5, 10, 15, 20])
        #expect(FramePlot.ticks(0...100) == [0, 20, 40, 60, 80, 100])
        #expect(FramePlot.label(2.5) == "2.5")
        #expect(FramePlot.label(20) == "20")
    }
}
