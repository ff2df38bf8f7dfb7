import SketchCore

/// Recognises a mistyped command (`sketchpad exprot x.sketch`) before the default command
/// (`draw`) takes the word for a file name.
enum UnknownCommand {
    /// The message for `arguments` when their first word is meant as a command but is none:
    /// a word that is not an option, a path or a file name with an extension (`draw`'s file),
    /// nor one of `commands` or `help`. Nil when the arguments start otherwise.
    ///
    /// With a command within a few edits: `unknown command 'exprot'; did you mean 'export'?`;
    /// otherwise the message lists the commands.
    static func check(_ arguments: [String], commands: [String]) -> String? {
        guard let word = arguments.first, !word.isEmpty, !word.hasPrefix("-"),
              !word.contains("."), !word.contains("/"), !(commands + ["help"]).contains(word)
        else { return nil }
        if let near = NearestName.suggestion(for: word, among: commands + ["help"]) {
            return "unknown command '\(word)'; did you mean '\(near)'?"
        }
        return "unknown command '\(word)'; the commands are \(commands.joined(separator: ", "))"
    }
}
