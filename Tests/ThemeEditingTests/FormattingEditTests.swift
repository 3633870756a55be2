import JSONKit
import Testing
import ThemeEditing
import Themes

/// Edits of hand-formatted files: one-line objects, tabs, no spaces, trailing spaces, CRLF, a BOM and
/// text in other scripts. Each keeps every byte it does not edit.
@Suite struct FormattingEditTests {
    typealias F = EditFixtures

    @Test func oneLineObjectsGetOneLineMembers() throws {
        let text = ##"{ "version": 1, "styles": { "s": { "size": [51, 31] } } }"##
        let document = try F.document(text)
        let added = try F.apply(.set(try F.path("styles.s.track.on"), to: .string("#0000FF")), to: document)
        F.expectText(
            added, ##"{ "version": 1, "styles": { "s": { "size": [51, 31], "track": { "on": "#0000FF" } } } }"##)
        let replaced = try F.apply(
            .set(try F.path("styles.s.size"), to: .array([.number(60), .number(40)])), to: document)
        F.expectText(replaced, ##"{ "version": 1, "styles": { "s": { "size": [60, 40] } } }"##)
    }

    @Test func filesWithoutSpacesStayWithoutSpaces() throws {
        let document = try F.document(##"{"version":1,"styles":{"s":{"size":[51,31]}}}"##)
        let result = try F.apply(.set(try F.path("styles.s.thumb.border.width"), to: .number(2)), to: document)
        F.expectText(result, ##"{"version":1,"styles":{"s":{"size":[51,31],"thumb":{"border":{"width":2}}}}}"##)
        let empty = try F.document(##"{"version":1,"styles":{"s":{}}}"##)
        F.expectText(
            try F.apply(.set(try F.path("styles.s.direction"), to: .string("rtl")), to: empty),
            ##"{"version":1,"styles":{"s":{"direction":"rtl"}}}"##)
    }

    @Test func tabsAndTrailingSpacesAreCopied() throws {
        let text = "{\n\t\"version\": 1,  \n\t\"styles\": {\n\t\t\"s\": {\n\t\t\t\"size\": [51, 31]   \n\t\t}\n\t}\n}\n"
        let document = try F.document(text)
        let path = try F.path("styles.s.disabledOpacity")
        let result = try F.apply(.set(path, to: .number(0.5)), to: document)
        F.expectOnlyChange(result, of: document, at: path, to: .number(0.5))
        F.expectText(
            result,
            "{\n\t\"version\": 1,  \n\t\"styles\": {\n\t\t\"s\": {\n\t\t\t\"size\": [51, 31],\n\t\t\t\"disabledOpacity\": 0.5   \n\t\t}\n\t}\n}\n"
        )
    }

    @Test func anEmptyObjectOnSeveralLinesGetsAMemberOneStepDeeper() throws {
        let text = "{\n\t\"version\": 1,\n\t\"styles\": {\n\t\t\"s\": {\n\t\t}\n\t}\n}"
        let document = try F.document(text)
        let result = try F.apply(.set(try F.path("styles.s.focusRing"), to: .string("#FF0000")), to: document)
        F.expectText(
            result,
            "{\n\t\"version\": 1,\n\t\"styles\": {\n\t\t\"s\": {\n\t\t\t\"focusRing\": \"#FF0000\"\n\t\t}\n\t}\n}")
    }

    @Test func crlfFilesGetCRLFLines() throws {
        let lf = try F.shippedDocument("mmm-switch.json")
        let crlf = Array(String(decoding: lf.bytes, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n").utf8)
        let document = try ThemeDocument(bytes: crlf, file: lf.file)
        let path = try F.path("styles.mmm.labels.layout")
        let result = try F.apply(.set(path, to: .string("fixed")), to: document)
        F.expectOnlyChange(result, of: document, at: path, to: .string("fixed"))
        let text = F.text(result)
        #expect(text.contains("},\r\n      \"labels\": { \"layout\": \"fixed\" }\r\n    },"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        let emptyObject = try F.document("{\r\n  \"version\": 1,\r\n  \"styles\": {\r\n  }\r\n}\r\n")
        F.expectText(
            try F.apply(.set(try F.path("styles.s"), to: .object([])), to: emptyObject),
            "{\r\n  \"version\": 1,\r\n  \"styles\": {\r\n    \"s\": {}\r\n  }\r\n}\r\n")
    }

    @Test func aByteOrderMarkAndOtherScriptsStay() throws {
        let text = """
            {
              "version": 1,
              "name": "Schalter für Größen ✓",
              "strings": { "ja": { "ON": "オン" } },
              "styles": { "s": { "labels": { "on": { "text": "ON" } } } },
              "switches": [{ "id": "ä", "style": "s", "caption": "Ünïcödé 🎛" }]
            }
            """
        let document = try F.document(text, bom: true)
        for (pathText, value) in [
            ("strings.ja.OFF", JSONNode.string("オフ")), ("switches[0].caption", .string("Ελληνικά")),
            ("styles.s.labels.on.size", .number(12)), ("name", .string("名前")),
        ] {
            let path = try F.path(pathText)
            let result = try F.apply(.set(path, to: value), to: document)
            F.expectOnlyChange(result, of: document, at: path, to: value)
            #expect(result.bytes.starts(with: [0xEF, 0xBB, 0xBF]))
        }
        let result = try F.apply(.set(try F.path("strings.ja.OFF"), to: .string("オフ")), to: document)
        #expect(F.text(result).contains(##""strings": { "ja": { "ON": "オン", "OFF": "オフ" } },"##))
    }

    @Test func removingTakesTheCommaAndKeepsTheLayout() throws {
        let text = """
            {
              "version": 1,
              "styles": {
                "s": {
                  "orientation": "horizontal",
                  "direction": "rtl",
                  "disabledOpacity": 0.5
                },
                "t": { "size": [40, 20], "direction": "ltr" }
              }
            }
            """
        let document = try F.document(text)
        func removing(_ path: String) throws -> String {
            F.text(try F.apply(.remove(try F.path(path)), to: document))
        }
        #expect(
            try removing("styles.s.orientation")
                == text.replacingOccurrences(of: "\"orientation\": \"horizontal\",\n      ", with: ""))
        #expect(
            try removing("styles.s.direction")
                == text.replacingOccurrences(of: "\"direction\": \"rtl\",\n      ", with: ""))
        #expect(
            try removing("styles.s.disabledOpacity")
                == text.replacingOccurrences(of: ",\n      \"disabledOpacity\": 0.5", with: ""))
        #expect(
            try removing("styles.t.direction") == text.replacingOccurrences(of: ##", "direction": "ltr""##, with: ""))
        let single = try F.document(##"{ "version": 1, "styles": { "s": { "size": [40, 20] } } }"##)
        F.expectText(
            try F.apply(.remove(try F.path("styles.s.size")), to: single), ##"{ "version": 1, "styles": { "s": {} } }"##
        )
    }
}
