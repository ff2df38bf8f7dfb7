import Foundation
import Testing
@testable import sketchpad

/// `sketchpad fidelity`'s options: what cannot be run is one line and status 64, before any work.
@MainActor @Suite struct FidelityCommandTests {
    @Test(arguments: [
        ["--seeds", "9-2"], ["--seeds", "0-4"], ["--seeds", "many"], ["--seeds", "1-2", "--seed", "3"],
        ["--seeds", "1-2", "--json", "/tmp/never.json"], ["--seeds", "1-2", "--corners"],
        ["--seeds", "1-2", "--all-modes"], ["--seeds", "1-2", "--trace", "x.txt"], ["--case", "40"],
        ["--seeds", "1-1001"], ["--seeds", "+1-+2"], ["--seeds", "1-2", "--list"], ["--seeds", "1-18446744073709551615"], ["--seeds", "1-99999999999999999999"],
    ])
    func impossibleFidelityOptionsAreOneLineErrors(options: [String]) {
        let result = sketchpad(["fidelity"] + options)
        #expect(result.status == 64)
        #expect(result.errors.count == 1)
        #expect(result.errors.first?.hasPrefix("sketchpad: ") == true, "\(result.errors)")
    }

    @Test func aSweepOfOneCaseOverTwoSeedsSucceeds() {
        #expect(sketchpad(["fidelity", "--seeds", "2-3", "--case", "37"]).status == 0)
    }
}
