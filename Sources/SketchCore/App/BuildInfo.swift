/// What this binary is: its version and the configuration it was compiled in.
///
/// `version` is the one package version: `--version`, the man page and packaging read it
/// from here. `configuration` is "debug" or "release", decided at compile time (`#if DEBUG`),
/// so a bench report can say which kind of binary it measured.
public enum BuildInfo {
    /// The package version (semantic versioning; 0.x while the formats may still change).
    public static let version = "0.14.0"

    /// "debug" or "release": how this binary was compiled.
    public static let configuration: String = {
        #if DEBUG
        return "debug"
        #else
        return "release"
        #endif
    }()

    /// True for a debug build (unoptimised: frames cost several times more).
    public static var isDebug: Bool { configuration == "debug" }

    /// The line a debug binary prints at the start of `draw` and `bench`.
    public static let debugNotice =
        "sketchpad: this is a debug build, several times slower; for smooth ink run `swift run -c release sketchpad`"
}
