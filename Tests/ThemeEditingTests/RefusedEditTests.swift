import JSONKit
import Testing
import ThemeEditing
import Themes

/// Values that cannot be right, and edits that would break the theme: refused with a message naming the
/// key path, nothing changed.
@Suite struct RefusedEditTests {
    typealias F = EditFixtures

    /// Values the format refuses, with the decoder's message for each.
    static let formatCases: [(path: String, value: JSONNode, message: String)] = [
        ("styles.mmm.size", .array([.number(5000), .number(31)]), "expected a number from 1 to 4096, got 5000"),
        ("styles.mmm.size[1]", .number(0), "expected a number from 1 to 4096, got 0"),
        ("styles.mmm.size", .number(51), "expected [width, height], got 51"),
        ("styles.mmm.thumb.margin", .number(-1), "expected a number from 0 to 2048, got -1"),
        ("styles.mmm.disabledOpacity", .string("0.5"), ##"expected a number, got "0.5""##),
        ("styles.mmm.track.on", .string("#12"), ##"expected a colour "#RRGGBB" or "#RRGGBBAA", got "#12""##),
        (
            "styles.mmm.track.on", .bool(false),
            ##"expected a colour "#RRGGBB" or "#RRGGBBAA" or an object with "color" or "image", got false"##
        ),
        ("window.background", .string("#GGGGGG"), ##"expected a colour "#RRGGBB" or "#RRGGBBAA", got "#GGGGGG""##),
        (
            "styles.mmm.animation.curve", .string("easeInOt"),
            ##"expected one of "linear", "easeIn", "easeOut", "easeInOut", "spring", "cubicBezier", got "easeInOt" (did you mean "easeInOut"?)"##
        ),
        ("switches[0].on", .string("true"), ##"expected true or false, got "true""##),
        ("name", .number(JSONNumber(literal: "1.0", double: 1)), "expected a string, got 1"),
        ("styles.mmm.thumb.shap", .string("circle"), ##"unknown key "shap" (did you mean "shape"?)"##),
        ("styles.mmm.track.cornerRadius", .string("120%"), ##"expected a percentage from 0% to 100%, got "120%""##),
        (
            "styles.mmm.track.cornerRadius", .bool(true),
            ##"expected a number of points, "pill" or a percentage like "10%", got true"##
        ),
        (
            "styles.mmm.animation",
            .object([
                JSONMember(key: "curve", value: .string("cubicBezier")),
                JSONMember(key: "controlPoints", value: .array([0, 4, 1, 1].map { .number(JSONNumber(Int64($0))) })),
            ]),
            "expected a number from -2 to 3, got 4"
        ),
        ("styles.mmm.track", .string("blue"), "expected an object, got a string"),
        (
            "styles.mmm.track", .object([JSONMember(key: "of", value: .string("#FF0000"))]),
            ##"unknown key "of" (did you mean "off"?)"##
        ),
        ("styles", .number(3), "expected an object of named styles, got 3"),
        ("switches", .string("all"), ##"expected an array of switches, got "all""##),
        ("styles.mmm.pending.timeout", .string("never"), ##"expected a number of seconds or "none", got "never""##),
        (
            "version", .number(2),
            "theme version 2 is newer than this SwitchYard understands (version 1); update SwitchYard"
        ),
        ("version", .number(JSONNumber(literal: "1.5", double: 1.5)), "expected the whole number 1, got 1.5"),
    ]

    /// Refusals of the editor's own: control characters in typed text, and paths the file cannot take.
    static let editorCases: [(path: String, value: JSONNode, message: String)] = [
        (
            "styles.mmm.labels.on.text", .string("a\tb"),
            ##"text must not hold the control character U+0009; only \n (a new line) is allowed"##
        ),
        (
            "switches[0].caption", .string("bell\u{7}"),
            ##"text must not hold the control character U+0007; only \n (a new line) is allowed"##
        ),
        ("name", .string("two\nlines"), "the string must not hold the control character U+000A"),
        ("switches[99].on", .bool(true), "there is no element switches[99] to change"),
        ("styles.mmm.track.on.tint", .string("#FF0000"), "styles.mmm.track.on is a string, not an object"),
        ("styles.mmm.size[2]", .number(1), "no theme value can be at this key path"),
    ]

    static let cases = formatCases + editorCases

    @Test(arguments: 0..<cases.count)
    func badValuesAreRefusedWithTheKeyPath(_ index: Int) throws {
        let (path, value, message) = Self.cases[index]
        let document = try F.shippedDocument("mmm-switch.json")
        let error = try F.refusal(.set(try F.path(path), to: value), of: document)
        #expect(error.description == "\(path): \(message)")
    }

    /// The editor refuses a value with the words loading the file would use: the same value written into the
    /// theme by hand gets the same message from the loader, at that key path (or an element of it).
    @Test(arguments: 0..<formatCases.count)
    func aRefusalSaysWhatLoadingTheFileWouldSay(_ index: Int) throws {
        let (path, value, message) = Self.formatCases[index]
        let document = try F.shippedDocument("mmm-switch.json")
        let keyPath = try F.path(path)
        let edited = Array(JSONWriter.write(F.setting(document.root, at: keyPath.components[...], to: value)).utf8)
        let loaded = ThemeLoader.load(
            contents: edited, file: document.file, language: nil, assets: ValidationAssetResolver())
        guard case .failure(let errors) = loaded else {
            Issue.record("the theme with \(path) written by hand loaded")
            return
        }
        #expect(
            errors.diagnostics.contains { $0.message == message && ($0.keyPath ?? "").hasPrefix(path) },
            "\(errors.diagnostics.map(\.description))")
    }

    @Test func anEditThatWouldBreakTheThemeIsRefusedWithTheLoadersDiagnostic() throws {
        let document = try F.shippedDocument("mmm-switch.json")
        let radius = try F.refusal(.set(try F.path("styles.mmm.thumb.cornerRadius"), to: .number(4)), of: document)
        #expect(radius.description.contains("cornerRadius applies only to shape \"roundedRect\""))
        #expect(radius.diagnostics.map(\.keyPath) == ["styles.mmm.thumb.cornerRadius"])
        let margin = try F.refusal(.set(try F.path("styles.mmm.thumb.margin"), to: .number(20)), of: document)
        #expect(margin.description.contains("leaves no room for the thumb"))
        let image = try F.refusal(
            .set(try F.path("styles.mmm.track.on"), to: .object([JSONMember(key: "image", value: .string("no.png"))])),
            of: document)
        #expect(image.diagnostics.count == 1)
    }

    @Test func aThemeWithErrorsCanBeEditedButNotMadeWorse() throws {
        let text = ##"{ "version": 1, "styles": { "s": { "size": [51, 31], "thumb": { "margin": 40 } } } }"##
        let document = try F.document(text)
        #expect(document.diagnostics.count == 1)
        let fixed = try F.apply(.set(try F.path("styles.s.thumb.margin"), to: .number(2)), to: document)
        #expect(fixed.document.diagnostics.isEmpty)
        let unrelated = try F.apply(.set(try F.path("styles.s.direction"), to: .string("rtl")), to: document)
        #expect(unrelated.document.diagnostics.count == 1)
        let worse = try F.refusal(.set(try F.path("styles.s.track.margin"), to: .number(40)), of: document)
        #expect(worse.diagnostics.map(\.keyPath) == ["styles.s.track.margin"])
    }

    @Test func aFileThatIsNotJSONCannotBeEdited() {
        #expect(throws: ThemeEditError.self) { try F.document(##"{ "version": 1, "styles": { "##) }
        do throws(ThemeEditError) {
            _ = try ThemeDocument(bytes: Array(##"{ "version": 1, "version": 1 }"##.utf8), file: "dup.json")
            Issue.record("a duplicate key was accepted")
        } catch {
            #expect(error.description.contains("the theme file is not valid JSON"))
            #expect(error.diagnostics.count == 1)
        }
    }

    @Test func anEmptyPathAndArrayElementRemovalAreRefused() throws {
        let document = try F.shippedDocument("mmm-switch.json")
        #expect(try F.refusal(.remove(ThemeKeyPath([])), of: document).keyPath == nil)
        let element = try F.refusal(.remove(try F.path("switches[0]")), of: document)
        #expect(element.description == "switches[0]: an element of an array cannot be removed, only changed")
    }
}
