import Foundation
import JSONKit
import SceneGraph
import TestSupport
import Testing

@testable import Themes

/// One case a line: a theme with one mistake and the exact diagnostic it must produce.
struct DiagnosticCase: CustomStringConvertible, Sendable {
    let name: String
    let json: String
    let expected: String

    var description: String { name }
}

private let okStyle = ##""s": {}"##

let diagnosticCases: [DiagnosticCase] = [
    DiagnosticCase(
        name: "unknown key with a did-you-mean",
        json: ##"{"version": 1, "styles": {"s": {"track": {"of": "#FFFFFF"}}}}"##,
        expected: ##"1:43: styles.s.track.of: unknown key "of" (did you mean "off"?)"##),
    DiagnosticCase(
        name: "colour too short",
        json: ##"{"version": 1, "styles": {"hm": {"track": {"on": {"image": "images/good.png", "tint": "#12"}}}}}"##,
        expected: ##"1:87: styles.hm.track.on.tint: expected a colour "#RRGGBB" or "#RRGGBBAA", got "#12""##),
    DiagnosticCase(
        name: "size past the cap",
        json: ##"{"version": 1, "styles": {"s": {"size": [5000, 27]}}}"##,
        expected: "1:42: styles.s.size[0]: expected a number from 1 to 4096, got 5000"),
    DiagnosticCase(
        name: "negative margin",
        json: ##"{"version": 1, "styles": {"s": {"thumb": {"margin": -1}}}}"##,
        expected: "1:53: styles.s.thumb.margin: expected a number from 0 to 2048, got -1"),
    DiagnosticCase(
        name: "margin that leaves no track",
        json: ##"{"version": 1, "styles": {"s": {"size": [50, 20], "track": {"margin": 10}}}}"##,
        expected: "1:71: styles.s.track.margin: margin 10 leaves no room for the track in a switch 20 points thick"),
    DiagnosticCase(
        name: "newer version",
        json: ##"{"version": 2, "styles": {}}"##,
        expected:
            "1:13: version: theme version 2 is newer than this SwitchYard understands (version 1); update SwitchYard"),
    DiagnosticCase(
        name: "missing version",
        json: ##"{"styles": {}}"##,
        expected: ##"1:1: missing key "version""##),
    DiagnosticCase(
        name: "duplicate key",
        json: "{\"version\": 1,\n \"version\": 1, \"styles\": {}}",
        expected: ##"2:2: duplicate key "version" (first at 1:2)"##),
    DiagnosticCase(
        name: "syntax error",
        json: "{\"version\": 1,\n  \"styles\": {\n    \"s\": {\"size\": [1 2]}}}",
        expected: "3:22: unexpected '2', expected ',' or ']' in array"),
    DiagnosticCase(
        name: "unknown style in a switch",
        json: ##"{"version": 1, "styles": {"classic": {}}, "switches": [{"id": "a", "style": "clasic"}]}"##,
        expected: ##"1:77: switches[0].style: unknown style "clasic" (did you mean "classic"?)"##),
    DiagnosticCase(
        name: "duplicate switch id",
        json:
            ##"{"version": 1, "styles": {\##(okStyle)}, "switches": [{"id": "a", "style": "s"}, {"id": "a", "style": "s"}]}"##,
        expected: ##"1:84: switches[1].id: duplicate switch id "a" (first at 1:57)"##),
    DiagnosticCase(
        name: "image path leaving the folder",
        json: ##"{"version": 1, "styles": {"s": {"thumb": {"on": {"image": "../outside.png"}}}}}"##,
        expected: ##"1:59: styles.s.thumb.on.image: image path "../outside.png" leaves the theme's folder with "..""##),
    DiagnosticCase(
        name: "absolute image path",
        json: ##"{"version": 1, "styles": {"s": {"thumb": {"on": {"image": "/etc/passwd"}}}}}"##,
        expected:
            ##"1:59: styles.s.thumb.on.image: image path "/etc/passwd" is absolute; give it relative to the theme"##),
    DiagnosticCase(
        name: "missing image",
        json: ##"{"version": 1, "styles": {"s": {"thumb": {"on": {"image": "images/nope.png"}}}}}"##,
        expected: ##"1:59: styles.s.thumb.on.image: image "images/nope.png" does not exist"##),
    DiagnosticCase(
        name: "image that is not a PNG",
        json: ##"{"version": 1, "styles": {"s": {"thumb": {"on": {"image": "images/bad.png"}}}}}"##,
        expected: ##"1:59: styles.s.thumb.on.image: image "images/bad.png" is not a PNG file (bad signature)"##),
    DiagnosticCase(
        name: "image larger than the pixel cap",
        json: ##"{"version": 1, "styles": {"s": {"thumb": {"on": {"image": "images/huge.png"}}}}}"##,
        expected:
            ##"1:59: styles.s.thumb.on.image: image "images/huge.png" is 5000x10 pixels, larger than the limit of 4096x4096"##
    ),
    DiagnosticCase(
        name: "symlink leading out of the folder",
        json: ##"{"version": 1, "styles": {"s": {"thumb": {"on": {"image": "images/link.png"}}}}}"##,
        expected:
            ##"1:59: styles.s.thumb.on.image: image "images/link.png" resolves to <root>/outside.png, outside the theme's folder"##
    ),
    DiagnosticCase(
        name: "image the renderer refuses",
        json: ##"{"version": 1, "styles": {"s": {"thumb": {"on": {"image": "images/refused.png"}}}}}"##,
        expected: "1:59: styles.s.thumb.on.image: decoder refused refused.png"),
    DiagnosticCase(
        name: "extends cycle",
        json: ##"{"version": 1, "styles": {"a": {"extends": "b"}, "b": {"extends": "a"}}}"##,
        expected: ##"1:67: styles.b.extends: "extends" forms a cycle: a -> b -> a"##),
    DiagnosticCase(
        name: "unknown font",
        json: ##"{"version": 1, "styles": {"s": {"labels": {"on": {"font": "bolt"}}}}}"##,
        expected:
            ##"1:59: styles.s.labels.on.font: unknown font "bolt" (did you mean "bold"?); use "regular", "bold" or a name declared under "fonts""##
    ),
    DiagnosticCase(
        name: "misspelt track fill",
        json: ##"{"version": 1, "styles": {"s": {"track": {"fill": "splitt"}}}}"##,
        expected:
            ##"1:51: styles.s.track.fill: expected one of "crossfade", "split", got "splitt" (did you mean "split"?)"##
    ),
    DiagnosticCase(
        name: "track fill of the wrong type",
        json: ##"{"version": 1, "styles": {"s": {"track": {"fill": true}}}}"##,
        expected: ##"1:51: styles.s.track.fill: expected one of "crossfade", "split", got true"##),
    DiagnosticCase(
        name: "misspelt track fill key",
        json: ##"{"version": 1, "styles": {"s": {"track": {"fil": "split"}}}}"##,
        expected: ##"1:43: styles.s.track.fil: unknown key "fil" (did you mean "fill"?)"##),
    DiagnosticCase(
        name: "clipToTrack of the wrong type",
        json: ##"{"version": 1, "styles": {"s": {"thumb": {"clipToTrack": "yes"}}}}"##,
        expected: ##"1:58: styles.s.thumb.clipToTrack: expected true or false, got "yes""##),
    DiagnosticCase(
        name: "misspelt clipToTrack key",
        json: ##"{"version": 1, "styles": {"s": {"thumb": {"clipToTrak": true}}}}"##,
        expected: ##"1:43: styles.s.thumb.clipToTrak: unknown key "clipToTrak" (did you mean "clipToTrack"?)"##),
    DiagnosticCase(
        name: "misspelt trackTap",
        json: ##"{"version": 1, "styles": {"s": {"trackTap": "ignor"}}}"##,
        expected:
            ##"1:45: styles.s.trackTap: expected one of "toggle", "ignore", got "ignor" (did you mean "ignore"?)"##
    ),
    DiagnosticCase(
        name: "trackTap of the wrong type",
        json: ##"{"version": 1, "styles": {"s": {"trackTap": 1}}}"##,
        expected: ##"1:45: styles.s.trackTap: expected one of "toggle", "ignore", got 1"##),
    DiagnosticCase(
        name: "misspelt trackTap key",
        json: ##"{"version": 1, "styles": {"s": {"trackTapp": "ignore"}}}"##,
        expected: ##"1:33: styles.s.trackTapp: unknown key "trackTapp" (did you mean "trackTap"?)"##),
    DiagnosticCase(
        name: "misspelt label style",
        json: ##"{"version": 1, "styles": {"s": {"labels": {"on": {"style": "itallic"}}}}}"##,
        expected:
            ##"1:60: styles.s.labels.on.style: expected one of "normal", "italic", got "itallic" (did you mean "italic"?)"##
    ),
    DiagnosticCase(
        name: "minimum scale of zero",
        json: ##"{"version": 1, "styles": {"s": {"labels": {"on": {"minimumScale": 0}}}}}"##,
        expected: "1:67: styles.s.labels.on.minimumScale: expected a number from 0.1 to 1, got 0"),
    DiagnosticCase(
        name: "minimum scale above one",
        json: ##"{"version": 1, "styles": {"s": {"labels": {"on": {"minimumScale": 1.5}}}}}"##,
        expected: "1:67: styles.s.labels.on.minimumScale: expected a number from 0.1 to 1, got 1.5"),
    DiagnosticCase(
        name: "minimum scale as a word",
        json: ##"{"version": 1, "styles": {"s": {"labels": {"on": {"minimumScale": "x"}}}}}"##,
        expected: ##"1:67: styles.s.labels.on.minimumScale: expected a number, got "x""##),
    DiagnosticCase(
        name: "font that is not TrueType",
        json: ##"{"version": 1, "fonts": {"Title": "fonts/bad.ttf"}, "styles": {}}"##,
        expected: ##"1:35: fonts.Title: font "fonts/bad.ttf" is not a TrueType or OpenType file"##),
    DiagnosticCase(
        name: "tint on a colour",
        json: ##"{"version": 1, "styles": {"s": {"track": {"on": {"color": "#FFFFFF", "tint": "#000000"}}}}}"##,
        expected: ##"1:78: styles.s.track.on.tint: "tint" applies only to an image"##),
    DiagnosticCase(
        name: "colour and image paint with a misspelt key",
        json: ##"{"version": 1, "styles": {"s": {"thumb": {"on": {"color": "#999999", "imag": "images/good.png"}}}}}"##,
        expected: ##"1:70: styles.s.thumb.on.imag: unknown key "imag" (did you mean "image"?)"##),
    DiagnosticCase(
        name: "colour and image paint with a bad colour",
        json: ##"{"version": 1, "styles": {"s": {"thumb": {"on": {"color": "#99", "image": "images/good.png"}}}}}"##,
        expected: ##"1:59: styles.s.thumb.on.color: expected a colour "#RRGGBB" or "#RRGGBBAA", got "#99""##),
    DiagnosticCase(
        name: "colour and image paint with a bad tint",
        json:
            ##"{"version": 1, "styles": {"s": {"thumb": {"on": {"color": "#999999", "image": "images/good.png", "tint": "red"}}}}}"##,
        expected: ##"1:106: styles.s.thumb.on.tint: expected a colour "#RRGGBB" or "#RRGGBBAA", got "red""##),
    DiagnosticCase(
        name: "colour and image paint with a missing image",
        json:
            ##"{"version": 1, "styles": {"s": {"thumb": {"off": {"color": "#999999", "image": "images/nope.png"}}}}}"##,
        expected: ##"1:80: styles.s.thumb.off.image: image "images/nope.png" does not exist"##),
    DiagnosticCase(
        name: "image path naming a variant",
        json: ##"{"version": 1, "styles": {"s": {"thumb": {"on": {"image": "images/good@2x.png"}}}}}"##,
        expected:
            ##"1:59: styles.s.thumb.on.image: image path "images/good@2x.png" names an @2x variant; name "images/good.png" and its @2x and @3x files are found next to it"##
    ),
    DiagnosticCase(
        name: "image variant of another point size",
        json: ##"{"version": 1, "styles": {"s": {"thumb": {"on": {"image": "images/pair.png"}}}}}"##,
        expected:
            ##"1:59: styles.s.thumb.on.image: image "images/pair@2x.png" is 21x20 pixels; at @2x it must be 20x20 to match "images/pair.png" (10x10 points)"##
    ),
    DiagnosticCase(
        name: "image variant that is not a PNG",
        json: ##"{"version": 1, "styles": {"s": {"thumb": {"on": {"image": "images/twin.png"}}}}}"##,
        expected: ##"1:59: styles.s.thumb.on.image: image "images/twin@3x.png" is not a PNG file (bad signature)"##),
    DiagnosticCase(
        name: "image variant the renderer refuses",
        json: ##"{"version": 1, "styles": {"s": {"thumb": {"on": {"image": "images/half.png"}}}}}"##,
        expected: "1:59: styles.s.thumb.on.image: decoder refused half@2x.png"),
    DiagnosticCase(
        name: "corner radius on a circle thumb",
        json: ##"{"version": 1, "styles": {"s": {"thumb": {"cornerRadius": 4}}}}"##,
        expected: ##"1:59: styles.s.thumb.cornerRadius: cornerRadius applies only to shape "roundedRect""##),
    DiagnosticCase(
        name: "label background with sliding labels",
        json: ##"{"version": 1, "styles": {"s": {"labels": {"on": {"background": "#FFFF00"}}}}}"##,
        expected: ##"1:65: styles.s.labels.on.background: background applies only to labels.layout "fixed""##),
    DiagnosticCase(
        name: "misspelt curve",
        json: ##"{"version": 1, "styles": {"s": {"animation": {"curve": "easeInOt"}}}}"##,
        expected:
            ##"1:56: styles.s.animation.curve: expected one of "linear", "easeIn", "easeOut", "easeInOut", "spring", "cubicBezier", got "easeInOt" (did you mean "easeInOut"?)"##
    ),
    DiagnosticCase(
        name: "bad percentage",
        json: ##"{"version": 1, "styles": {"s": {"track": {"cornerRadius": "150%"}}}}"##,
        expected: ##"1:59: styles.s.track.cornerRadius: expected a percentage from 0% to 100%, got "150%""##),
    DiagnosticCase(
        name: "language code",
        json: ##"{"version": 1, "strings": {"German": {}}, "styles": {}}"##,
        expected:
            ##"1:28: strings.German: expected a language code of 2 or 3 lower-case letters like "de", got "German""##),
    DiagnosticCase(
        name: "damping without a spring",
        json: ##"{"version": 1, "styles": {"s": {"animation": {"damping": 0.5}}}}"##,
        expected: ##"1:58: styles.s.animation.damping: damping applies only to curve "spring""##),
    DiagnosticCase(
        name: "caption past the text limit",
        json: #"{"version": 1, "styles": {"s": {}}, "switches": [{"id": "a", "style": "s", "caption": ""#
            + String(repeating: "x", count: 500_000) + #""}]}"#,
        expected: "1:87: switches[0].caption: text is 500000 characters long, more than the limit of 256"),
    DiagnosticCase(
        name: "label text past the text limit",
        json: #"{"version": 1, "styles": {"s": {"labels": {"on": {"text": ""#
            + String(repeating: "é", count: 257) + #""}}}}}"#,
        expected: "1:59: styles.s.labels.on.text: text is 257 characters long, more than the limit of 256"),
    DiagnosticCase(
        name: "string-table entry past the text limit",
        json: #"{"version": 1, "strings": {"de": {"On": ""# + String(repeating: "a", count: 300)
            + #""}}, "styles": {}}"#,
        expected: "1:41: strings.de.On: text is 300 characters long, more than the limit of 256"),
    DiagnosticCase(
        name: "wrong type",
        json: ##"{"version": 1, "styles": {"s": {"disabledOpacity": "half"}}}"##,
        expected: ##"1:52: styles.s.disabledOpacity: expected a number, got "half""##),
    DiagnosticCase(
        name: "negative time-out",
        json: ##"{"version": 1, "styles": {"s": {"pending": {"timeout": -1}}}}"##,
        expected: "1:56: styles.s.pending.timeout: expected a number from 0 to 3600, got -1"),
    DiagnosticCase(
        name: "huge time-out",
        json: ##"{"version": 1, "styles": {"s": {"pending": {"timeout": 1e9}}}}"##,
        expected: "1:56: styles.s.pending.timeout: expected a number from 0 to 3600, got 1000000000"),
    DiagnosticCase(
        name: "time-out as a word other than none",
        json: ##"{"version": 1, "styles": {"s": {"pending": {"timeout": "never"}}}}"##,
        expected: ##"1:56: styles.s.pending.timeout: expected a number of seconds or "none", got "never""##),
    DiagnosticCase(
        name: "unknown busy look",
        json: ##"{"version": 1, "styles": {"s": {"pending": {"look": "spiner"}}}}"##,
        expected:
            ##"1:53: styles.s.pending.look: expected one of "spinner", "pulse", "dim", got "spiner" (did you mean "spinner"?)"##
    ),
    DiagnosticCase(
        name: "resolveAfter without a pending policy",
        json:
            ##"{"version": 1, "styles": {"s": {}}, "switches": [{"id": "a", "style": "s", "decide": {"policy": "refuse", "resolveAfter": 2}}]}"##,
        expected: ##"1:123: switches[0].decide.resolveAfter: resolveAfter applies only to policy "pending""##),
    DiagnosticCase(
        name: "decide without a policy",
        json: ##"{"version": 1, "styles": {"s": {}}, "switches": [{"id": "a", "style": "s", "decide": {}}]}"##,
        expected: ##"1:86: switches[0].decide: missing key "policy""##),
    DiagnosticCase(
        name: "accessibility label not text",
        json:
            ##"{"version": 1, "styles": {"s": {}}, "switches": [{"id": "a", "style": "s", "accessibility": {"label": 3}}]}"##,
        expected: "1:103: switches[0].accessibility.label: expected a string, got 3"),
    DiagnosticCase(
        name: "unknown accessibility key",
        json:
            ##"{"version": 1, "styles": {"s": {}}, "switches": [{"id": "a", "style": "s", "accessibility": {"hnit": "x"}}]}"##,
        expected: ##"1:94: switches[0].accessibility.hnit: unknown key "hnit""##),
]

@Suite struct ThemeDiagnosticsTests {
    /// A theme folder with the images and fonts the cases name, and a file outside it.
    private static func makeFolder() throws -> (TestFolder, String) {
        let folder = try TestFolder()
        folder.write("outside.png", bytes: pngHeader(width: 4, height: 4))
        folder.write("theme/images/good.png", bytes: pngHeader(width: 10, height: 10))
        folder.write("theme/images/refused.png", bytes: pngHeader(width: 10, height: 10))
        folder.write("theme/images/huge.png", bytes: pngHeader(width: 5000, height: 10))
        folder.write("theme/images/bad.png", "not a png at all, just text")
        folder.write("theme/images/pair.png", bytes: pngHeader(width: 10, height: 10))
        folder.write("theme/images/pair@2x.png", bytes: pngHeader(width: 21, height: 20))
        folder.write("theme/images/twin.png", bytes: pngHeader(width: 10, height: 10))
        folder.write("theme/images/twin@3x.png", "not a png either")
        folder.write("theme/images/half.png", bytes: pngHeader(width: 10, height: 10))
        folder.write("theme/images/half@2x.png", bytes: pngHeader(width: 20, height: 20))
        folder.write("theme/fonts/bad.ttf", "text")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("theme/images/link.png"), withDestinationPath: "../../outside.png")
        return (folder, folder.path("theme/theme.json"))
    }

    @Test(arguments: diagnosticCases)
    func reportsTheExactMessageAndPlace(_ testCase: DiagnosticCase) throws {
        let (folder, file) = try Self.makeFolder()
        folder.write("theme/theme.json", testCase.json)
        let assets = FakeAssets()
        assets.refusing = ["refused.png", "half@2x.png"]
        let result = ThemeLoader.load(file: file, language: nil, assets: assets)
        guard case .failure(let errors) = result else {
            Issue.record("theme loaded without errors")
            return
        }
        let real = FilePaths.real(folder.root) ?? folder.root
        let shown = errors.diagnostics.map {
            "\($0.line):\($0.column ?? 0): \($0.keyPath.map { $0.isEmpty ? "" : $0 + ": " } ?? "")\($0.message)"
                .replacingOccurrences(of: real, with: "<root>")
        }
        #expect(shown == [testCase.expected])
        #expect(errors.diagnostics.allSatisfy { $0.file == file })
    }

    @Test func everyErrorOfAFileIsReportedInOrder() throws {
        let (folder, file) = try Self.makeFolder()
        folder.write(
            "theme/theme.json",
            """
            {"version": 1,
             "styles": {"s": {"size": [0, 10], "track": {"on": "#12"}, "thumb": {"shap": "circle"}}},
             "switches": [{"id": "x", "style": "t"}]}
            """)
        let diagnostics = ThemeLoader.validate(file: file)
        #expect(diagnostics.map { "\($0.line):\($0.column ?? 0)" } == ["2:28", "2:52", "2:70", "3:36"])
        #expect(
            diagnostics.first?.description
                == "\(file):2:28: error: styles.s.size[0]: expected a number from 1 to 4096, got 0")
    }

    @Test func fileLargerThanTheCapIsRefusedBeforeReading() throws {
        let folder = try TestFolder()
        let file = folder.write("big.json", bytes: [UInt8](repeating: 0x20, count: ThemeLimits.maxThemeBytes + 1))
        let diagnostics = ThemeLoader.validate(file: file)
        #expect(
            diagnostics.map(\.description) == [
                "\(file):1:1: error: cannot read theme: \(file) is 1048577 bytes, larger than the limit of 1048576 bytes"
            ])
    }

    /// An empty file says it is empty, and a folder in the theme's place says it is a folder.
    @Test func anEmptyFileOrAFolderSaysWhatItIs() throws {
        let folder = try TestFolder()
        let empty = folder.write("empty.json", bytes: [])
        #expect(
            ThemeLoader.validate(file: empty).map(\.description) == ["\(empty):1:1: error: the theme file is empty"])
        let directory = folder.path("folder.json")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        #expect(
            ThemeLoader.validate(file: directory).map(\.description) == [
                "\(directory):1:1: error: cannot read theme: \(directory) is a folder, not a file"
            ])
    }

    @Test func missingFileIsOneDiagnostic() {
        let diagnostics = ThemeLoader.validate(file: "/nonexistent/theme.json")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.hasPrefix("cannot read theme: ") == true)
    }

    @Test func fontsDeclaredInsideTheFolderAreRegisteredAndUsable() throws {
        let folder = try TestFolder()
        folder.write("fonts/title.ttf", bytes: [0, 1, 0, 0, 0, 9])
        let file = folder.write(
            "theme.json",
            #"{"version": 1, "fonts": {"Title": "fonts/title.ttf"}, "styles": {"s": {"labels": {"on": {"font": "Title"}}}}}"#
        )
        let assets = FakeAssets()
        let theme = try ThemeLoader.load(file: file, language: nil, assets: assets).get()
        #expect(theme.styles["s"]?.labels.on?.face == .named("Title"))
        #expect(theme.fonts.map(\.name) == ["Title"])
        #expect(assets.fonts["Title"] == FilePaths.real(folder.path("fonts/title.ttf")))
    }

    /// The track's `fill`, the thumb's `clipToTrack` and the style's `trackTap` decode as written, and
    /// default to a cross-fade, no clip and a tap that toggles.
    @Test func trackFillThumbClipAndTrackTapDecode() throws {
        let folder = try TestFolder()
        let file = folder.write(
            "theme.json",
            """
            {"version": 1, "styles": {
              "written": {"track": {"fill": "split"}, "thumb": {"clipToTrack": true}, "trackTap": "ignore"},
              "explicit": {"track": {"fill": "crossfade"}, "thumb": {"clipToTrack": false}, "trackTap": "toggle"},
              "default": {}}}
            """)
        let theme = try ThemeLoader.load(file: file, language: nil, assets: FakeAssets()).get()
        let styles = ["written", "explicit", "default"].map { theme.styles[$0] }
        #expect(styles.map { $0?.track.fill } == [.split, .crossfade, .crossfade])
        #expect(styles.map { $0?.thumb.clipToTrack } == [true, false, false])
        #expect(styles.map { $0?.trackTap } == [.ignore, .toggle, .toggle])
    }

    /// `style: "italic"` turns "regular" and "bold" (the default) into their italics, and `minimumScale`
    /// is kept as written or defaults to 0.5.
    @Test func italicStyleAndMinimumScaleDecode() throws {
        let folder = try TestFolder()
        let file = folder.write(
            "theme.json",
            """
            {"version": 1, "styles": {
              "regular": {"labels": {"on": {"font": "regular", "style": "italic", "minimumScale": 0.2}}},
              "bold": {"labels": {"on": {"font": "bold", "style": "italic", "minimumScale": 1}}},
              "default": {"labels": {"on": {"style": "italic"}}},
              "upright": {"labels": {"on": {"font": "regular", "style": "normal"}}}}}
            """)
        let theme = try ThemeLoader.load(file: file, language: nil, assets: FakeAssets()).get()
        let labels = ["regular", "bold", "default", "upright"].map { theme.styles[$0]?.labels.on }
        #expect(labels.map { $0?.face } == [.regularItalic, .boldItalic, .boldItalic, .regular])
        #expect(labels.map { $0?.minimumScale } == [0.2, 1, 0.5, 0.5])
    }

    /// A theme font is one file with no italic, so `style: "italic"` on it is refused where it is written.
    @Test func italicStyleOnAThemeFontIsRefused() throws {
        let folder = try TestFolder()
        folder.write("fonts/title.ttf", bytes: [0, 1, 0, 0, 0, 9])
        let file = folder.write(
            "theme.json",
            """
            {"version": 1, "fonts": {"Title": "fonts/title.ttf"},
             "styles": {"s": {"labels": {"off": {"font": "Title", "style": "italic"}}}}}
            """)
        #expect(
            ThemeLoader.validate(file: file).map(\.description) == [
                "\(file):2:64: error: styles.s.labels.off.style: style \"italic\" needs font \"regular\" or "
                    + "\"bold\"; the theme font \"Title\" is one file, so declare its italic file under \"fonts\" and "
                    + "name that"
            ])
    }

    @Test func extendsMergesSectionsKeyByKeyAndReplacesPaints() throws {
        let folder = try TestFolder()
        let file = folder.write(
            "theme.json",
            """
            {"version": 1, "styles": {
              "base": {"size": [60, 30], "track": {"on": "#FF0000", "margin": 2}, "labels": {"on": {"text": "A", "size": 9}}},
              "child": {"extends": "base", "track": {"on": "#00FF00"}, "labels": {"on": {"text": "B"}}}}}
            """)
        let theme = try ThemeLoader.load(file: file, language: nil, assets: FakeAssets()).get()
        let child = try #require(theme.styles["child"])
        #expect(child.size.width == 60)
        #expect(child.track.on == .color(Color(r: 0, g: 255, b: 0)))
        #expect(child.track.margin == 2)
        #expect(child.labels.on?.text == "B")
        #expect(child.labels.on?.size == 9)
        #expect(theme.switches.map(\.id) == ["base", "child"])
    }

    @Test func pendingStylesAndOwnersDecode() throws {
        let folder = try TestFolder()
        let file = folder.write(
            "theme.json",
            """
            {"version": 1, "styles": {
              "base": {"pending": {"look": "pulse", "color": "#FF000080", "timeout": "none"}},
              "child": {"extends": "base", "pending": {"position": 0.5}},
              "plain": {}},
             "switches": [
              {"id": "a", "style": "base", "decide": {"policy": "refuse-every-second"}},
              {"id": "b", "style": "child", "decide": {"policy": "pending", "resolveAfter": 2.5, "grant": false}},
              {"id": "c", "style": "plain", "decide": {"policy": "pending"}},
              {"id": "d", "style": "plain"}]}
            """)
        let theme = try ThemeLoader.load(file: file, language: nil, assets: FakeAssets()).get()
        let child = try #require(theme.styles["child"])
        #expect(
            child.pending
                == PendingStyle(look: .pulse, color: Color(r: 255, g: 0, b: 0, a: 128), position: 0.5, timeout: nil))
        #expect(theme.styles["plain"]?.pending == PendingStyle())
        #expect(
            theme.switches.map(\.owner) == [
                .refuseEverySecond, .pending(resolveAfter: 2.5, grant: false), .pending(resolveAfter: 1, grant: true),
                nil,
            ])
    }

    @Test func accessibilityTextsDecodeAndTranslate() throws {
        let folder = try TestFolder()
        let file = folder.write(
            "theme.json",
            """
            {"version": 1, "strings": {"de": {"Wi-Fi": "WLAN", "Joins networks": "Verbindet Netze"}},
             "styles": {"s": {}},
             "switches": [
              {"id": "a", "style": "s", "caption": "Wi-Fi",
               "accessibility": {"label": "Wi-Fi", "hint": "Joins networks"}},
              {"id": "b", "style": "s", "accessibility": {"label": "السلام عليكم"}},
              {"id": "c", "style": "s"}]}
            """)
        let theme = try ThemeLoader.load(file: file, language: "de", assets: FakeAssets()).get()
        #expect(
            theme.switches.map(\.accessibility) == [
                AccessibilityText(label: "WLAN", hint: "Verbindet Netze"), AccessibilityText(label: "السلام عليكم"),
                AccessibilityText(),
            ])
    }
}
