import Foundation

/// A finished child process: its status and what it wrote. Output goes to files, not pipes,
/// so the child sees no terminal (as under CI) and cannot block on a full pipe.
struct Finished {
    var status: Int32
    var stdout: String
    var stderr: String

    /// Runs `executable` with `arguments` and exactly `environment` (nothing inherited), to the end.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> Finished {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sketchpad-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("stdout"), err = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        return Finished(status: process.terminationStatus,
                        stdout: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
                        stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "")
    }

    /// A minimal environment: PATH and HOME only, plus `extra`.
    static func environment(_ extra: [String: String] = [:]) -> [String: String] {
        let inherited = ProcessInfo.processInfo.environment
        var env = ["PATH": inherited["PATH"] ?? "/usr/bin:/bin", "HOME": inherited["HOME"] ?? "/tmp"]
        env.merge(extra) { $1 }
        return env
    }
}
