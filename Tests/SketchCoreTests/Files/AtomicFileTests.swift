import Foundation
import Testing
@testable import SketchCore

/// The one atomic writer: the old file or the new one, never half, and no temporaries left.
final class AtomicFileTests {
    let folder: URL
    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// A suite instance per test: its folder goes with it.
    deinit { try? FileManager.default.removeItem(at: folder) }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    func names() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() }

    @Test func aWriteReplacesTheFileAndLeavesNoTemporary() throws {
        try AtomicFile.write(Array("old".utf8), to: path("f.txt"))
        try AtomicFile.write(Array("new".utf8), to: path("f.txt"))
        #expect(try String(contentsOfFile: path("f.txt"), encoding: .utf8) == "new")
        #expect(try names() == ["f.txt"])
    }

    @Test func aFailingProducerLeavesTheOldFileAndNoTemporary() throws {
        try AtomicFile.write(Array("old".utf8), to: path("f.txt"))
        #expect(throws: AtomicFile.WriteError.self) {
            try AtomicFile.write(to: path("f.txt")) { sink throws(AtomicFile.WriteError) in
                try Array("half".utf8).withUnsafeBytes { b in
                    do { try sink(b) } catch {}
                }
                throw AtomicFile.WriteError(description: "the producer gave up")
            }
        }
        #expect(try String(contentsOfFile: path("f.txt"), encoding: .utf8) == "old")
        #expect(try names() == ["f.txt"])
    }

    @Test func aSymlinkWhereTheTemporaryWouldGoIsNeitherFollowedNorRemoved() throws {
        try Data("victim".utf8).write(to: URL(fileURLWithPath: path("victim.txt")))
        let temporary = AtomicFile.temporaryPath(for: path("f.txt"))
        try FileManager.default.createSymbolicLink(atPath: temporary, withDestinationPath: path("victim.txt"))
        try AtomicFile.write(Array("new".utf8), to: path("f.txt"))
        #expect(try String(contentsOfFile: path("f.txt"), encoding: .utf8) == "new")
        #expect(try String(contentsOfFile: path("victim.txt"), encoding: .utf8) == "victim")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: temporary) == path("victim.txt"))
    }

    @Test func aStagedFileNotCommittedLeavesNothing() throws {
        do {
            let staged = try AtomicFile.stage(Array("new".utf8), at: path("f.txt"))
            #expect(staged.path == path("f.txt"))
        }
        #expect(try names() == [])
    }

    @Test func aMissingFolderIsOneLineInTheUsersTerms() {
        let target = path("no/such/f.png")
        #expect(throws: AtomicFile.WriteError(description: "cannot write \(target): no such folder", code: ENOENT)) {
            try AtomicFile.write(Array("x".utf8), to: target)
        }
    }
}
