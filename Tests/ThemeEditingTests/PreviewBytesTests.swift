import JSONKit
import Testing
import ThemeEditing
import Themes

/// `previewBytes`, the inspector's per-frame edit: the same bytes `apply` would write, the value still
/// checked against the key table, but the edited theme not decoded (the caller's decoder judges it).
@Suite struct PreviewBytesTests {
    typealias F = EditFixtures

    @Test func aPreviewHasTheBytesApplyWrites() throws {
        let document = try F.shippedDocument("default.json")
        for (text, value) in [
            ("styles.mmm.thumb.margin", JSONNode.number(5)), ("styles.mmm-large.track.on", .string("#123456")),
            ("styles.hm.labels.on.text", .string("EIN")),
        ] {
            let edit = ThemeEdit.set(try F.path(text), to: value)
            #expect(try edit.previewBytes(of: document).get() == F.apply(edit, to: document).bytes, "\(text)")
        }
    }

    @Test func aPreviewChecksTheValueButNotTheTheme() throws {
        let document = try F.shippedDocument("default.json")
        let range = ThemeEdit.set(try F.path("styles.mmm.thumb.margin"), to: .number(5000))
        guard case .failure(let refusal) = range.previewBytes(of: document) else {
            Issue.record("an out-of-range margin was previewed")
            return
        }
        #expect(refusal.message.hasPrefix("expected a number from 0 to"))
        // A circle thumb with hwc's corner radius breaks a rule across keys: apply refuses it, a preview
        // hands the bytes to the caller's decoder, which refuses them in turn.
        let shape = ThemeEdit.set(try F.path("styles.hwc.thumb.shape"), to: .string("circle"))
        #expect(throws: ThemeEditError.self) { try shape.apply(to: document).get() }
        let bytes = try shape.previewBytes(of: document).get()
        let decoded = ThemeLoader.load(
            contents: bytes, file: document.file, language: nil, assets: ValidationAssetResolver())
        guard case .failure = decoded else {
            Issue.record("the decoder took a circle thumb with a corner radius")
            return
        }
    }
}
