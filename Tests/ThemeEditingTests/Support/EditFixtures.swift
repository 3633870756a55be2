import Foundation
import JSONKit
import Testing
import ThemeEditing
import Themes

/// The shipped themes and the checks every edit test makes.
enum EditFixtures {
    static let folder: String = {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets/themes").path
    }()

    static let shipped = [
        "default.json", "hm-custom-switch.json", "hwc-custom-uiswitch.json", "mmm-switch.json",
        "kyl-custom-switch.json",
    ]

    /// A shipped theme as a document (its real path, so its images are checked).
    static func shippedDocument(_ name: String) throws -> ThemeDocument {
        let path = folder + "/" + name
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        return try ThemeDocument(bytes: bytes, file: path)
    }

    /// `text` as a document of a theme file that names no images.
    static func document(_ text: String, bom: Bool = false) throws -> ThemeDocument {
        try ThemeDocument(bytes: (bom ? [0xEF, 0xBB, 0xBF] : []) + Array(text.utf8), file: "/nowhere/edit-test.json")
    }

    static func path(_ text: String) throws -> ThemeKeyPath {
        try #require(ThemeKeyPath(parsing: text))
    }

    /// Applies `edit`, failing the test with the refusal when there is one.
    static func apply(_ edit: ThemeEdit, to document: ThemeDocument, sourceLocation: SourceLocation = #_sourceLocation)
        throws -> ThemeEditResult
    {
        switch edit.apply(to: document) {
        case .success(let result):
            return result
        case .failure(let error):
            Issue.record("refused: \(error)", sourceLocation: sourceLocation)
            throw error
        }
    }

    /// The refusal of `edit`, failing the test when it was made.
    static func refusal(
        _ edit: ThemeEdit, of document: ThemeDocument, sourceLocation: SourceLocation = #_sourceLocation
    )
        throws -> ThemeEditError
    {
        switch edit.apply(to: document) {
        case .success(let result):
            Issue.record("accepted: \(String(decoding: result.bytes, as: UTF8.self))", sourceLocation: sourceLocation)
            throw CocoaError(.featureUnsupported)
        case .failure(let error):
            return error
        }
    }

    /// Checks that `result` changed `document` at `path` only: the bytes outside the edited span are the
    /// old ones, and the new tree is the old tree with `path` set to `expected` (nil: removed).
    static func expectOnlyChange(
        _ result: ThemeEditResult, of document: ThemeDocument, at path: ThemeKeyPath, to expected: JSONNode?,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let old = document.bytes
        let new = result.bytes
        #expect(
            old[..<result.replacedRange.lowerBound] == new[..<result.writtenRange.lowerBound],
            "bytes before the edit", sourceLocation: sourceLocation)
        #expect(
            old[result.replacedRange.upperBound...] == new[result.writtenRange.upperBound...],
            "bytes after the edit", sourceLocation: sourceLocation)
        let wanted = setting(document.root, at: path.components[...], to: expected)
        #expect(result.document.root == wanted, "every other value equal", sourceLocation: sourceLocation)
    }

    /// `node` with the value at `components` set (objects on the way created, new keys appended) or
    /// removed.
    static func setting(_ node: JSONNode, at components: ArraySlice<ThemeKeyPath.Component>, to value: JSONNode?)
        -> JSONNode
    {
        guard let first = components.first else { return value ?? node }
        var result = node
        switch first {
        case .key(let key):
            if case .object = result.kind {} else { result = .object([]) }
            let inner = result[key] ?? .object([])
            result[key] = components.count == 1 ? value : setting(inner, at: components.dropFirst(), to: value)
        case .index(let index):
            guard case .array(var items) = result.kind else { return result }
            items[index] = setting(items[index], at: components.dropFirst(), to: value)
            result = .array(items)
        }
        return result
    }

    static func text(_ result: ThemeEditResult) -> String {
        String(decoding: result.bytes, as: UTF8.self)
    }

    /// Checks the edited bytes read as `expected`.
    static func expectText(
        _ result: ThemeEditResult, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(text(result) == expected, sourceLocation: sourceLocation)
    }
}
