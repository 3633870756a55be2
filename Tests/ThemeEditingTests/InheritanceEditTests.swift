import JSONKit
import Testing
import ThemeEditing
import Themes

/// Editing values a style inherits through `extends`, and keys nothing writes yet.
@Suite struct InheritanceEditTests {
    typealias F = EditFixtures

    @Test func anInheritedValueIsOverriddenInThisStyle() throws {
        let document = try F.shippedDocument("mmm-switch.json")
        let path = try F.path("styles.mmm-small.track.on")
        let target = try ThemeEditTarget.resolve(path, in: document).get()
        #expect(target.source == .inherited(style: "mmm"))
        #expect(target.currentValue == .string("#00FF00"))
        #expect(target.path == path && target.style == "mmm-small")
        let result = try F.apply(.set(path, to: .string("#0000FF")), to: document)
        F.expectOnlyChange(result, of: document, at: path, to: .string("#0000FF"))
        #expect(
            F.text(result).contains(
                ##""mmm-small": { "extends": "mmm", "size": [34, 20], "track": { "on": "#0000FF" } },"##))
    }

    @Test func theModifierChangesTheParentInstead() throws {
        let document = try F.shippedDocument("mmm-switch.json")
        let result = try F.apply(
            .set(try F.path("styles.mmm-small.track.on"), to: .string("#0000FF"), scope: .inheritedStyle), to: document)
        #expect(result.target.path == (try F.path("styles.mmm.track.on")))
        F.expectOnlyChange(result, of: document, at: try F.path("styles.mmm.track.on"), to: .string("#0000FF"))
        // A default (nothing writes labels) goes to the direct parent.
        let labels = try F.apply(
            .set(try F.path("styles.mmm-wide.labels.layout"), to: .string("fixed"), scope: .inheritedStyle),
            to: document)
        #expect(labels.target.path == (try F.path("styles.mmm.labels.layout")))
        #expect(labels.target.source == .defaultValue)
        // A style without a parent is written itself.
        let own = try ThemeEditTarget.resolve(try F.path("styles.mmm.size"), in: document, scope: .inheritedStyle).get()
        #expect(own.style == "mmm")
    }

    @Test func anObjectReplacedWholeIsCopiedFromTheParentWithTheOneValueChanged() throws {
        let document = try F.shippedDocument("mmm-switch.json")
        let path = try F.path("styles.mmm-small.track.border.width")
        let result = try F.apply(.set(path, to: .number(3)), to: document)
        let border = JSONNode.object([
            JSONMember(key: "color", value: .string("#000000")), JSONMember(key: "width", value: .number(3)),
        ])
        F.expectOnlyChange(result, of: document, at: try F.path("styles.mmm-small.track.border"), to: border)
        #expect(F.text(result).contains(##""track": { "border": { "color": "#000000", "width": 3 } } },"##))
    }

    @Test func aKeyOfAnExistingSectionIsAddedAfterItsLastMember() throws {
        let document = try F.shippedDocument("mmm-switch.json")
        let path = try F.path("styles.mmm-large.thumb.on")
        let result = try F.apply(.set(path, to: .string("#FFCC00")), to: document)
        F.expectOnlyChange(result, of: document, at: path, to: .string("#FFCC00"))
        #expect(F.text(result).contains(##""thumb": { "margin": 6, "on": "#FFCC00" } },"##))
    }

    @Test func missingObjectsAreCreatedOnALineIndentedLikeTheirSiblings() throws {
        let document = try F.shippedDocument("mmm-switch.json")
        let path = try F.path("styles.mmm.labels.on.text")
        let result = try F.apply(.set(path, to: .string("ON\nAN")), to: document)
        F.expectOnlyChange(result, of: document, at: path, to: .string("ON\nAN"))
        #expect(
            F.text(result).contains(
                """
                        "cross": { "sound": "sounds/cross.wav", "gain": 0.5, "rumble": { "high": 0.2, "duration": 15 } }
                      },
                      "labels": { "on": { "text": "ON\\nAN" } }
                    },
                """))
        #expect(result.target.source == .absent || result.target.source == .defaultValue)
    }

    @Test func removingAnOverrideFallsBackToTheParent() throws {
        let document = try F.shippedDocument("mmm-switch.json")
        let path = try F.path("styles.mmm-tinted.thumb.on")
        let result = try F.apply(.remove(path), to: document)
        F.expectOnlyChange(result, of: document, at: path, to: nil)
        #expect(F.text(result).contains(##""thumb": { "off": "#FFFFFF" }"##))
        let after = try ThemeEditTarget.resolve(path, in: result.document).get()
        #expect(after.source == .inherited(style: "mmm") && after.currentValue == .string("#FFFFFF"))
        let refused = try F.refusal(.remove(try F.path("styles.mmm-small.track.on")), of: document)
        #expect(refused.description.contains("is not written in the file"))
    }

    @Test func anUnknownStyleIsNamedWithADidYouMean() throws {
        let document = try F.shippedDocument("mmm-switch.json")
        let error = try F.refusal(
            .set(try F.path("styles.mmm-smal.size"), to: .array([1, 1].map { .number($0) })), of: document)
        #expect(error.description == ##"styles.mmm-smal.size: no style named "mmm-smal" (did you mean "mmm-small"?)"##)
    }
}
