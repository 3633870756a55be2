import Scenarios
import SwitchYardKit
import Themes

/// `switchyard validate FILE...`: every problem of every file, one line each; exit 1 on any error. Theme
/// images are decoded as the app decodes them (`ImageCheckingResolver`), so the two agree on every image.
/// With `--a11y` (`legibility`), a theme that loads is also given the legibility check's warnings
/// (`LegibilityCheck`), printed before its "ok": warnings do not fail it.
enum ValidateCommand {
    static func run(_ files: [String], legibility: Bool = false) -> Int32 {
        var failed = false
        for file in files {
            let lines: [String]
            var hasError = false
            if file.hasSuffix(".jsonl") {
                let diagnostics = ScenarioValidator.validateFile(atPath: file)
                hasError = diagnostics.contains { $0.severity == .error }
                lines = diagnostics.map(\.description)
            } else {
                let diagnostics =
                    legibility
                    ? LegibilityCheck.validate(file: file, assets: ImageCheckingResolver())
                    : ThemeLoader.validate(file: file, assets: ImageCheckingResolver())
                hasError = diagnostics.contains { $0.severity == .error }
                lines = diagnostics.map(\.description)
            }
            for line in lines { Diagnostics.raw(line) }
            if hasError {
                failed = true
            } else {
                print("\(file): ok")
            }
        }
        return failed ? 1 : 0
    }
}
