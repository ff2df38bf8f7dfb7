import Foundation

/// Names for copies kept aside (a damaged or stale journal, a rescue copy) that never
/// replace an earlier copy: the first free one of `BASE`, `BASE.2`, `BASE.3` ... (with an
/// extension, `NAME.EXT`, `NAME.2.EXT` ...).
///
/// "Free" means nothing is there, not even a dangling symlink (`lstat`). Finding a free name
/// costs one `lstat` per copy already kept; after `limit` copies the last name is reused,
/// so a folder never fills with copies of one file.
public enum NumberedCopy {
    /// Most copies kept of one file.
    public static let limit = 99

    /// The `n`th name for `base` (1: `base` itself); `pathExtension` (without its dot, e.g.
    /// `sketch`), when given, stays last: `rescue-x.2.sketch`.
    public static func name(_ base: String, _ n: Int, pathExtension: String? = nil) -> String {
        guard n > 1 else { return base }
        guard let ext = pathExtension, base.hasSuffix("." + ext) else { return base + ".\(n)" }
        return String(base.dropLast(ext.count + 1)) + ".\(n)." + ext
    }

    /// Every name in order, from `base` to the `limit`th.
    public static func names(_ base: String, pathExtension: String? = nil) -> [String] {
        (1...limit).map { name(base, $0, pathExtension: pathExtension) }
    }

    /// The first free name for `base` (see the type's notes).
    public static func free(_ base: String, pathExtension: String? = nil) -> String {
        for n in 1...limit {
            let candidate = name(base, n, pathExtension: pathExtension)
            if !exists(candidate) { return candidate }
        }
        return name(base, limit, pathExtension: pathExtension)
    }

    /// The names taken, in order, gaps skipped (`limit` `lstat` calls).
    public static func taken(_ base: String, pathExtension: String? = nil) -> [String] {
        names(base, pathExtension: pathExtension).filter(exists)
    }

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }
}
