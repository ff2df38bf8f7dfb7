#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import SketchCore

/// A failure of a spawned process or of a wait, worded for the test report.
struct ProcessFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// The processes one test starts. Each runs in a process group of its own, with its output in a
/// log file in `folder`; `stopAll()` (also run on deinit) ends every group, children of children
/// included: SIGTERM, then SIGKILL for whatever is still there after a grace period, and reaps
/// them. Use it as `let group = ...; defer { group.stopAll() }` so a failing test cleans up too.
final class ProcessGroup: @unchecked Sendable {
    /// A started process.
    struct Child: Sendable {
        let pid: pid_t
        let name: String
        /// Its stdout and stderr, interleaved.
        let log: URL
    }

    let folder: URL
    private let lock = NSLock()
    private var running: [Child] = []
    /// Exit statuses, kept apart from the group so reaper threads outlive its deinit.
    private let exits = ExitStatuses()

    init(folder: URL) { self.folder = folder }

    deinit { stopAll() }

    /// The environment children start from: this process's, less everything that would point
    /// them at a display, a compositor or a renderer other than the ones a test sets up.
    static let baseEnvironment: [String: String] = {
        var env = ProcessInfo.processInfo.environment
        for key in ["DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET", "XDG_RUNTIME_DIR", "SDL_VIDEODRIVER",
                    "SDL_RENDER_DRIVER", "XAUTHORITY", ReadyLine.environmentVariable] {
            env[key] = nil
        }
        return env
    }()

    /// `baseEnvironment` for a headless `sketchpad draw` (SDL's dummy driver, the software
    /// renderer) that keeps its state (journals, rescue copies) in `folder/state`.
    static func headlessEnvironment(stateIn folder: URL) -> [String: String] {
        var env = baseEnvironment
        env["SDL_VIDEODRIVER"] = "dummy"
        env["SDL_RENDER_DRIVER"] = "software"
        env["XDG_STATE_HOME"] = folder.appendingPathComponent("state").path
        return env
    }

    /// `baseEnvironment` with a home and XDG folders of its own inside `folder`, so what a
    /// program keeps between runs (sketchpad's journal of an unnamed drawing) neither leaks
    /// into the user's home nor from one test into the next.
    func isolatedEnvironment() throws -> [String: String] {
        var env = ProcessGroup.baseEnvironment
        for (key, name) in [("HOME", "home"), ("XDG_STATE_HOME", "state"), ("XDG_CONFIG_HOME", "config"),
                            ("XDG_DATA_HOME", "data"), ("XDG_CACHE_HOME", "cache")] {
            let dir = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            env[key] = dir.path
        }
        return env
    }

    /// Starts `executable` (a path, or a name looked up in PATH) in a new process group, its
    /// output going to `<folder>/<name>.log`. `extraOutputs` maps further descriptors of the
    /// child (3, 4, ...) to files in `folder`, created empty.
    @discardableResult
    func spawn(_ executable: String, _ arguments: [String], environment: [String: String] = baseEnvironment,
               name: String, extraOutputs: [Int32: String] = [:]) throws -> Child {
        guard let path = ProcessGroup.which(executable) else { throw ProcessFailure("\(executable): not found in PATH") }
        let log = folder.appendingPathComponent("\(name).log")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log.path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        for (fd, file) in extraOutputs.sorted(by: { $0.key < $1.key }) {
            posix_spawn_file_actions_addopen(&actions, fd, folder.appendingPathComponent(file).path,
                                             O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Own process group (pgid = pid); default signal handling and nothing blocked, whatever
        // the test runner set for itself.
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { argv.forEach { free($0) }; envp.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard status == 0 else { throw ProcessFailure("\(path): posix_spawn failed: \(String(cString: strerror(status)))") }
        let child = Child(pid: pid, name: name, log: log)
        lock.withLock { running.append(child) }
        reap(child)
        return child
    }

    /// Runs a short command to its end (at most `timeout` seconds, then its group is killed);
    /// returns its exit status and output.
    func run(_ executable: String, _ arguments: [String], environment: [String: String] = baseEnvironment,
             name: String, timeout: Double = 30) throws -> (status: Int32, output: String) {
        let child = try spawn(executable, arguments, environment: environment, name: name)
        let status: Int32
        do {
            status = try wait(timeout: timeout, "\(name) to finish") { exitStatus(of: child) }
        } catch {
            stop(child)
            throw ProcessFailure("\(error); its output: \(output(of: child).suffix(2000))")
        }
        return (status, output(of: child))
    }

    /// The child's exit status once it has ended, else nil.
    func exitStatus(of child: Child) -> Int32? {
        exits.status(of: child.pid)
    }

    /// Waits for the child on a thread of its own (a blocking `waitpid`, so no other call
    /// reaps it), records its status, then writes `<name>.exit` in the folder: that file
    /// wakes every `wait` at once.
    private func reap(_ child: Child) {
        let folder = folder, exits = exits
        Thread.detachNewThread {
            var raw: Int32 = 0
            while waitpid(child.pid, &raw, 0) == -1 && errno == EINTR {}
            let status = ProcessGroup.decode(raw)
            exits.record(status, of: child.pid)
            try? "\(status)\n".write(to: folder.appendingPathComponent("\(child.name)-\(child.pid).exit"),
                                     atomically: false, encoding: .utf8)
        }
    }

    /// Everything the child has written so far.
    func output(of child: Child) -> String {
        (try? String(contentsOf: child.log, encoding: .utf8)) ?? ""
    }

    /// Checks `condition` each time something may have changed (a file in the group's folder
    /// or in `folders` is written, or a child ends) until it gives a value; blocks in `poll`
    /// between checks, never sleeps. Fails after `timeout` seconds (a guard against hangs, not
    /// a delay) or as soon as a `watched` child ends, with its output in the message.
    func wait<T>(timeout: Double, _ what: String, watching watched: [Child] = [], folders: [URL] = [],
                 _ condition: () throws -> T?) throws -> T {
        let deadline = Date().addingTimeInterval(timeout)
        let wakeup = try Wakeup(folders: [folder] + folders)
        while true {
            if let value = try condition() { return value }
            for child in watched {
                if let status = exitStatus(of: child) {
                    if let value = try condition() { return value }
                    throw ProcessFailure("waiting for \(what): \(child.name) exited with status \(status); "
                                         + "its output: \(output(of: child).suffix(3000))")
                }
            }
            let left = deadline.timeIntervalSinceNow
            if left <= 0 {
                let logs = watched.map { "\($0.name): \(output(of: $0).suffix(2000))" }.joined(separator: "\n")
                throw ProcessFailure("timed out after \(timeout) s waiting for \(what)" + (logs.isEmpty ? "" : "\n" + logs))
            }
            wakeup.wait(seconds: left)
        }
    }

    /// Ends one child's process group: SIGTERM, up to `grace` seconds for the child to end,
    /// then SIGKILL for whatever is left of the group; returns once the child is reaped.
    func stop(_ child: Child, grace: Double = 5) {
        if exitStatus(of: child) == nil || ProcessGroup.groupExists(child.pid) {
            kill(-child.pid, SIGTERM)
            kill(child.pid, SIGCONT)
            _ = try? wait(timeout: grace, "\(child.name) to end") { exitStatus(of: child) }
            if ProcessGroup.groupExists(child.pid) { kill(-child.pid, SIGKILL) }
            _ = try? wait(timeout: 60, "\(child.name) to be reaped after SIGKILL") { exitStatus(of: child) }
        }
        lock.withLock { running.removeAll { $0.pid == child.pid } }
    }

    /// Ends every child, the last started first (clients before their servers).
    func stopAll() {
        for child in lock.withLock({ running }).reversed() { stop(child) }
    }

    /// Whether any process is left in the group led by `pgid`.
    static func groupExists(_ pgid: pid_t) -> Bool {
        kill(-pgid, 0) == 0
    }

    /// The full path of an executable named on its own, found in PATH; a path is kept as it is.
    static func which(_ name: String) -> String? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for dir in path.split(separator: ":").map(String.init) + ["/usr/sbin", "/sbin"] {
            let candidate = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Exit status, or 128 + signal number for a child a signal ended.
    private static func decode(_ raw: Int32) -> Int32 {
        let signal = raw & 0x7f
        return signal == 0 ? (raw >> 8) & 0xff : 128 + signal
    }
}

/// Children's exit statuses by pid, shared between a group and its reaper threads.
private final class ExitStatuses: @unchecked Sendable {
    private let lock = NSLock()
    private var statuses: [pid_t: Int32] = [:]

    func status(of pid: pid_t) -> Int32? { lock.withLock { statuses[pid] } }
    func record(_ status: Int32, of pid: pid_t) { lock.withLock { statuses[pid] = status } }
}
