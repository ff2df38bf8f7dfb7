#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing

/// A 64 KiB tmpfs mounted inside a test's folder, to be filled until nothing more fits: a
/// full disk, for real, without touching any other file system. Unmounted on deinit.
final class FullFolder {
    let url: URL
    var path: String { url.path }

    /// Mounts a fresh tmpfs at `<folder>/full`.
    init(in folder: URL) throws {
        url = folder.appendingPathComponent("full")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        guard mount("tmpfs", url.path, "tmpfs", 0, "size=64k") == 0 else {
            throw ProcessFailure("cannot mount a tmpfs at \(url.path): \(String(cString: strerror(errno)))")
        }
    }

    deinit { umount2(url.path, Int32(MNT_DETACH)) }

    /// Writes a filler file until the file system refuses with ENOSPC.
    func fill() throws {
        let fd = open(url.appendingPathComponent("filler").path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw ProcessFailure("cannot create the filler: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        let block = [UInt8](repeating: 0x55, count: 512)
        while block.withUnsafeBytes({ write(fd, $0.baseAddress!, $0.count) }) > 0 {}
        guard errno == ENOSPC else { throw ProcessFailure("filling stopped on: \(String(cString: strerror(errno)))") }
    }

    /// Names and bytes of every file in the folder, to compare before and after.
    func contents() throws -> [String: Data] {
        var all: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: path) {
            all[name] = try Data(contentsOf: url.appendingPathComponent(name))
        }
        return all
    }

    /// Whether this process may mount a tmpfs, found once by trying; in CI (root) always
    /// true, so a failure to mount fails the tests instead of skipping them.
    static let mountingAllowed: Bool = {
        if DisplayTools.required { return true }
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("sketchpad-mount-probe-\(getpid())")
        try? FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: probe) }
        if mount("tmpfs", probe.path, "tmpfs", 0, "size=4k") == 0 {
            umount2(probe.path, Int32(MNT_DETACH))
            return true
        }
        FileHandle.standardError.write(Data("sketchpad tests: skipping the full-disk tests: cannot mount a tmpfs (\(String(cString: strerror(errno)))); run as root, as CI does\n".utf8))
        return false
    }()
}

let needsMounting = ConditionTrait.enabled(
    "needs permission to mount a small tmpfs (root); CI runs as root") { FullFolder.mountingAllowed }
