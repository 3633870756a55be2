import JSONKit

/// Checks scenario files for `switchyard validate` and before a replay: the file's own rules (see
/// `ScenarioFile.parse`) and whether the theme it names still has the recorded SHA-256.
package enum ScenarioValidator {
    /// Diagnostics for the scenario in `text`. With `themeBytes` (the theme file's content now), a hash
    /// that differs from the header's is a warning, or an error when `strict`.
    package static func validate(text: String, file: String, themeBytes: [UInt8]? = nil, strict: Bool = false)
        -> [Diagnostic]
    {
        let result = ScenarioFile.parse(text: text, file: file)
        var diagnostics = result.diagnostics
        if let header = result.scenario?.header, let themeBytes,
            let mismatch = themeMismatch(header: header, themeBytes: themeBytes, file: file, strict: strict)
        {
            diagnostics.insert(mismatch, at: 0)
        }
        return diagnostics
    }

    /// Reads the scenario at `path` and the theme its header names (relative to the scenario's folder)
    /// and validates both; an unreadable file is an error diagnostic.
    package static func validateFile(atPath path: String, strict: Bool = false) -> [Diagnostic] {
        let data: [UInt8]
        switch BoundedFile.read(path, limit: ScenarioFile.maxBytes) {
        case .success(let bytes): data = bytes
        case .failure(let failure): return [Diagnostic(.error, file: path, line: 1, message: "\(failure)")]
        }
        let text = String(decoding: data, as: UTF8.self)
        let parsed = ScenarioFile.parse(text: text, file: path)
        guard let header = parsed.scenario?.header else { return parsed.diagnostics }
        let themePath = ScenarioPaths.themePath(header.theme.path, scenarioFile: path)
        guard let theme = try? BoundedFile.read(themePath, limit: ScenarioFile.maxThemeBytes).get() else {
            let missing = Diagnostic(
                .error, file: path, line: 1,
                message: "cannot read the theme \(Excerpt.quoted(header.theme.path)) (\(Excerpt.path(themePath)))")
            return [missing] + parsed.diagnostics
        }
        return validate(text: text, file: path, themeBytes: theme, strict: strict)
    }

    /// A diagnostic on the header line when `themeBytes` no longer hash to the recorded SHA-256; nil when
    /// they do or the header has no hash.
    package static func themeMismatch(header: ScenarioHeader, themeBytes: [UInt8], file: String, strict: Bool)
        -> Diagnostic?
    {
        guard let recorded = header.theme.sha256 else { return nil }
        let now = SHA256.hexDigest(themeBytes)
        guard now != recorded else { return nil }
        let message =
            "the theme \(Excerpt.quoted(header.theme.path)) changed since the recording "
            + "(sha256 \(recorded.prefix(12))… recorded, \(now.prefix(12))… now)"
        return Diagnostic(strict ? .error : .warning, file: file, line: 1, message: message)
    }
}
