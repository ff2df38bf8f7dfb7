import Foundation
import SketchCore
import SketchSDL
import Testing
@testable import sketchpad

/// The command line's one error type: every layer's error as one line and an exit status.
@Suite struct CommandErrorTests {
    @Test func anSDLFailureIsWordedForTheUserAfterWhatWasBeingDone() {
        let e = CommandError(SDLError(call: "SDL_CreateWindow", message: "no display"), context: "sketchpad draw: ")
        #expect(e.description == "sketchpad draw: could not open a window (no display)")
        #expect(e.status == 1)
    }

    @Test func aLayerErrorKeepsItsOwnLine() {
        let file = FileError(description: "cannot write out.png: no space left on device", code: ENOSPC)
        #expect(CommandError(file).description == file.description)
        let input = InputError(file: "x.events", line: 3, "unknown key name 'Hyper'")
        #expect(CommandError(input).description == "x.events:3: unknown key name 'Hyper'")
        let budget = BudgetError(.overBudget, "x.sketch: too big")
        #expect(CommandError(budget, context: "sketchpad: ").description == "sketchpad: x.sketch: too big")
    }

    @MainActor @Test func aCommandErrorEndsTheCommandWithItsLineAndStatus() {
        let missing = NSTemporaryDirectory() + "no-such-\(getpid()).sketch"
        let (status, lines) = sketchpad("export", missing, "-o", NSTemporaryDirectory() + "x-\(getpid()).png")
        #expect(status == 1)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix(missing) == true, "\(lines)")
    }

    @Test func exportAndCanvasErrorsKeepTheirOwnLine() {
        let export = ExportError(.zlib, "zlib deflate failed (-2)")
        #expect(CommandError(export).description == "zlib deflate failed (-2)")
        let canvas = CanvasError(.notSaved, "could not save x.sketch; the drawing is in /tmp/x.rescue.sketch")
        #expect(CommandError(canvas, context: "sketchpad: ").description
                == "sketchpad: could not save x.sketch; the drawing is in /tmp/x.rescue.sketch")
    }
}
