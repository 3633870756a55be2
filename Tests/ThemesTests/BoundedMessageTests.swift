import Foundation
import JSONKit
import TestSupport
import Testing

@testable import Themes

/// A theme that echoes a 400,000-character key, name or value in its errors gets lines of a few dozen
/// characters (each said 400 KB to 800 KB before), and a path with a NUL or an empty path is one located
/// line with the NUL written as an escape, never a raw NUL on the terminal.
@Suite struct BoundedMessageTests {
    /// Long enough to matter, short enough that two fit in a theme under `ThemeLimits.maxThemeBytes`.
    static let huge = String(repeating: "k", count: 400_000)

    /// Themes whose every error echoes the huge text somewhere: as a key, a key path, a value, a name.
    static let themes: [String] = [
        #"{"version": 1, "\#(huge)": 1, "styles": {"a": {}}}"#,
        #"{"version": 1, "styles": {"a": {"size": [10, 10], "\#(huge)": 1}}}"#,
        #"{"version": 1, "styles": {"a": {"extends": "\#(huge)"}}}"#,
        #"{"version": 1, "styles": {"\#(huge)": {"size": "x"}}}"#,
        #"{"version": 1, "styles": {"a": {"track": {"off": {"image": "\#(huge)"}}}}}"#,
        #"{"version": 1, "styles": {"a": {}}, "switches": [{"id": "x", "style": "\#(huge)"}]}"#,
        #"{"version": 1, "styles": {"a": {}}, "switches": [{"id": "\#(huge)", "style": "a"}, {"id": "\#(huge)", "style": "a"}]}"#,
        #"{"version": 1, "\#(huge)": 1, "\#(huge)": 2, "styles": {"a": {}}}"#,
        #"{"version": 1, "styles": {"a": {"labels": {"on": {"text": "x", "font": "\#(huge)"}}}}}"#,
    ]

    @Test(arguments: 0..<9)
    func everyLineEchoingAHugeInputIsShort(_ which: Int) throws {
        let folder = try TestFolder()
        let file = folder.write("theme.json", Self.themes[which])
        let diagnostics = ThemeLoader.validate(file: file)
        #expect(!diagnostics.isEmpty)
        for line in diagnostics.map(\.description) {
            #expect(line.count < file.count + 200, "\(line.prefix(300))")
        }
        #expect(diagnostics.map(\.description).joined().contains("(400000 characters)"))
    }

    @Test func anImagePathThatIsEmptyOrHoldsANULIsOneLocatedLine() throws {
        let folder = try TestFolder()
        let file = folder.write(
            "theme.json",
            #"{"version": 1, "styles": {"a": {"track": {"off": {"image": ""}, "on": {"image": "a\u0000b.png"}}}}}"#)
        let lines = ThemeLoader.validate(file: file).map(\.description)
        #expect(
            lines == [
                "\(file):1:60: error: styles.a.track.off.image: image path is empty",
                #"\#(file):1:81: error: styles.a.track.on.image: image path "a\u0000b.png" contains a NUL or backslash"#,
            ])
        #expect(!lines.joined().utf8.contains(0))
    }
}
