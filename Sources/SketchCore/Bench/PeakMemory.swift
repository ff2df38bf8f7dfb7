import Foundation

/// The process's peak resident memory, as the kernel reports it.
public enum PeakMemory {
    /// Peak resident set size ("high water mark") of this process in MiB, from `VmHWM` in
    /// `/proc/self/status`; 0 where that is unavailable (not Linux, no /proc).
    ///
    /// Reads a small file: cheap, but call it once at the end of a run, not per frame.
    public static func residentMB() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        return highWaterMarkMB(status: text) ?? 0
    }

    /// The `VmHWM` line of a `/proc/<pid>/status` text in MiB (its kB / 1024); nil when absent
    /// or unreadable.
    public static func highWaterMarkMB(status text: String) -> Double? {
        for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let fields = line.dropFirst("VmHWM:".count).split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let value = fields.first.flatMap({ Double($0) }), value.isFinite, value >= 0 else { return nil }
            let unit = fields.count > 1 ? fields[1].lowercased() : "kb"
            switch unit {
            case "kb": return value / 1024
            case "mb": return value
            case "gb": return value * 1024
            default: return nil
            }
        }
        return nil
    }
}
