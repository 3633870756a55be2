/// How a message shows what a file or a caller gave it (a key, a name, a value, a path): at most a short,
/// marked excerpt, so a 1,000,000-character key costs a line of about 60 characters rather than 2 MB, and
/// control characters written as JSON escapes, so a message stays one line. Every diagnostic that echoes
/// input goes through here.
package enum Excerpt {
    /// The most Unicode scalars of the input a message shows.
    package static let limit = 40

    /// `text` as a JSON string literal when it has at most `limit` scalars (`"hm"`); otherwise its first
    /// `limit` scalars and "…" in the quotes, then its length: `"kkkk…" (1000000 characters)`.
    package static func quoted(_ text: String) -> String {
        let (shown, count) = cut(text)
        guard let count else { return JSONWriter.quote(text) }
        return JSONWriter.quote(shown + "…") + " (\(count) characters)"
    }

    /// `text` without quotes, bounded and escaped as `quoted` does it (`kkkk… (1000000 characters)`), for
    /// a name a message shows bare.
    package static func plain(_ text: String) -> String {
        let (shown, count) = cut(text)
        let escaped = String(JSONWriter.quote(shown).dropFirst().dropLast())
        return count.map { escaped + "… (\($0) characters)" } ?? escaped
    }

    /// A key path as diagnostics write it (`styles.hm.track.on`, `switches[2]`) with each part between the
    /// dots shown by `plain`, so a key path stays readable around one overlong key.
    package static func keyPath(_ path: String) -> String {
        guard path.unicodeScalars.count > limit else { return plain(path) }
        return path.split(separator: ".", omittingEmptySubsequences: false).map { plain(String($0)) }
            .joined(separator: ".")
    }

    /// `keyPath(path)` in double quotes, as a message names a key path of a scenario line.
    package static func quotedKeyPath(_ path: String) -> String {
        "\"" + keyPath(path) + "\""
    }

    /// A file's path as a message names it: whole up to 4,096 bytes (`PATH_MAX`, the longest path the
    /// system opens), so any path that can name a file is shown in full; a longer one by `plain`.
    package static func path(_ path: String) -> String {
        path.utf8.count <= 4096 ? path : plain(path)
    }

    /// Names a message lists (`mmm, mmm-large, hm`), each by `plain`, the first `most` of them and then how
    /// many more there are (`… and 9980 more`), so a theme of 10,000 styles still gives a short line.
    package static func list(_ names: [String], most: Int = 20) -> String {
        let shown = names.prefix(most).map(plain).joined(separator: ", ")
        return names.count > most ? shown + " and \(names.count - most) more" : shown
    }

    /// The first `limit` scalars of `text`, and its length in scalars when that is more than `limit`.
    private static func cut(_ text: String) -> (shown: String, count: Int?) {
        let scalars = text.unicodeScalars
        let count = scalars.count
        guard count > limit else { return (text, nil) }
        var shown = String.UnicodeScalarView()
        shown.append(contentsOf: scalars.prefix(limit))
        return (String(shown), count)
    }
}
