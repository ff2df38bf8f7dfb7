import Testing
@testable import SketchCore

struct NearestNameTests {
    let commands = ["draw", "replay", "export", "bench", "fidelity"]

    @Test(arguments: [("exprot", "export"), ("drwa", "draw"), ("replya", "replay"), ("bnech", "bench"),
                      ("Export", "export"), ("fidelty", "fidelity"), ("benc", "bench")])
    func aTypoIsMatchedToTheCommandItResembles(typed: String, meant: String) {
        #expect(NearestName.suggestion(for: typed, among: commands) == meant)
    }

    @Test(arguments: ["paint", "xyz", "notes", "exporting-everything"])
    func aWordLikeNoCommandHasNoSuggestion(typed: String) {
        #expect(NearestName.suggestion(for: typed, among: commands) == nil)
    }

    @Test func aSwapOfNeighboursCostsOneEdit() {
        #expect(NearestName.distance("exprot", "export") == 1)
        #expect(NearestName.distance("", "draw") == 4)
        #expect(NearestName.distance("draw", "draw") == 0)
        #expect(NearestName.distance("kitten", "sitting") == 3)
    }
}
