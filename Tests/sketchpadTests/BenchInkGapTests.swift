import Foundation
import Testing
@testable import sketchpad

extension CommandLineTests {
    @Test func aBenchReportsTheInkGapWithAndWithoutPrediction() throws {
        let json = folder.appendingPathComponent("gap.json").path
        let result = sketchpad("bench", "--seconds", "1", "--size", "160x120", "--fingers", "2",
                               "--json", json, "--seed", "3")
        #expect(result.status == 0, "\(result.errors)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let gap = try #require(object["ink_gap_px"] as? [String: Double])
        let unpredicted = try #require(object["ink_gap_unpredicted_px"] as? [String: Double])
        let wrong = try #require(object["wrong_ink_px"] as? [String: Double])
        #expect(gap["mean"]! > 0 && gap["mean"]! <= gap["p95"]!)
        #expect(unpredicted["mean"]! > 0)
        #expect(wrong["p95"]! <= wrong["max"]!)
    }

    @Test func withoutPredictionTheGapIsTheRealInksAndNothingIsWrong() throws {
        let json = folder.appendingPathComponent("off.json").path
        let result = sketchpad("bench", "--seconds", "1", "--size", "160x120", "--fingers", "2",
                               "--json", json, "--prediction", "off")
        #expect(result.status == 0, "\(result.errors)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        #expect(object["ink_gap_px"] as? [String: Double] == object["ink_gap_unpredicted_px"] as? [String: Double])
        #expect((object["wrong_ink_px"] as? [String: Double])?["max"] == 0)
    }
}
