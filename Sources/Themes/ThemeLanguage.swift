/// Which string table labels use: the `--lang` flag, else the language part of `LC_ALL`, `LC_MESSAGES`
/// or `LANG` (the first one set), as POSIX orders them.
package enum ThemeLanguage {
    /// The language code ("de" from "de_DE.UTF-8"), or nil for none, "C" or "POSIX".
    package static func resolve(flag: String?, environment: [String: String]) -> String? {
        if let flag, !flag.isEmpty { return languagePart(of: flag) }
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty { return languagePart(of: value) }
        }
        return nil
    }

    /// The lower-cased part before any territory, codeset or modifier; nil unless it is 2 or 3 letters.
    package static func languagePart(of locale: String) -> String? {
        let code = locale.prefix { $0 != "_" && $0 != "-" && $0 != "." && $0 != "@" }.lowercased()
        return isLanguageCode(code) ? code : nil
    }

    /// True for 2 or 3 lower-case ASCII letters, the form string tables are keyed by.
    package static func isLanguageCode(_ code: String) -> Bool {
        (2...3).contains(code.utf8.count)
            && code.utf8.allSatisfy { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }
    }
}
