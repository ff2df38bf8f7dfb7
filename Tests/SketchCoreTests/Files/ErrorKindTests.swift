import Foundation
import Testing
@testable import SketchCore

/// Each layer's one error type carries a kind a caller can switch on, not only a line.
@Suite struct ErrorKindTests {
    @Test func aWriteIntoAMissingFolderIsANotFoundFileError() throws {
        let path = NSTemporaryDirectory() + "no-such-folder-\(getpid())/out.png"
        do {
            try AtomicFile.write([1, 2, 3], to: path)
            Issue.record("the write succeeded")
        } catch {
            #expect(error.kind == .notFound)
            #expect(error.description.hasPrefix("cannot write \(path): "))
        }
    }

    @Test func errnoValuesMapToTheKindsCallersActOn() {
        #expect(FileError.Kind(errno: ENOSPC) == .noSpace)
        #expect(FileError.Kind(errno: EDQUOT) == .noSpace)
        #expect(FileError.Kind(errno: EFBIG) == .fileTooLarge)
        #expect(FileError.Kind(errno: EACCES) == .permission)
        #expect(FileError.Kind(errno: EROFS) == .readOnly)
        #expect(FileError.Kind(errno: EISDIR) == .isDirectory)
        #expect(FileError.Kind(errno: EIO) == .io(EIO))
        #expect(FileError(description: "cannot encode x.png as PNG: too wide").kind == .other)
    }

    @Test func budgetRefusalsSayWhichLimitRefused() throws {
        let budget = try PixelBudget(environment: [PixelBudget.environmentKey: "16"])
        do {
            try budget.check(CanvasSize(width: 4096, height: 4096), "x")
            Issue.record("a canvas over the budget was taken")
        } catch {
            #expect(error.kind == .overBudget)
            #expect(error.description.hasPrefix("x: a 4096x4096 canvas needs 256 MiB"))
        }
        do {
            _ = try PixelBudget(environment: [PixelBudget.environmentKey: "lots"])
            Issue.record("a bad setting was taken")
        } catch {
            #expect(error.kind == .badSetting)
        }
        do {
            _ = try ExportPlan(size: CanvasSize(width: ExportPlan.maxSide + 1, height: 1), budget: budget, "x")
            Issue.record("an impossible export was planned")
        } catch {
            #expect(error.kind == .tooLarge)
        }
    }

    @Test func aMissingOrOversizedScriptIsAnInputErrorOfThatKind() throws {
        let missing = NSTemporaryDirectory() + "no-such-script-\(getpid()).events"
        #expect(throws: InputError(.notFound, file: missing, "no such file")) { try EventScriptReader(path: missing) }
        do {
            _ = try EventScript.parse("{\"t\": 0, \"type\": \"nonsense\"}", file: "x.events")
            Issue.record("a bad line was taken")
        } catch {
            #expect(error.kind == .malformed)
            #expect(error.line == 1)
        }
    }

    @Test func anImpossiblePNGSizeAndMissingRowsAreExportErrorsOfThoseKinds() throws {
        do {
            _ = try PNGEncoder(width: 0, height: 5)
            Issue.record("a 0-pixel-wide PNG was accepted")
        } catch {
            #expect(error.kind == .badSize)
        }
        let encoder = try PNGEncoder(width: 2, height: 2)
        _ = try encoder.start()
        do {
            try encoder.finish { _ in }
            Issue.record("a PNG without its rows was finished")
        } catch let error as ExportError {
            #expect(error.kind == .wrongRows)
        }
    }
}
