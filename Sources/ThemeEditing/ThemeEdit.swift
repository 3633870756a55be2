import JSONKit
import Themes

/// One change to a theme file: set the value at a key path, or remove the key so the style falls back
/// to what it inherits (or the default). Applied to a `ThemeDocument`, it changes the file minimally:
///
/// - A value that is written has exactly its bytes replaced.
/// - A key that is not written is inserted into the object that should hold it, after that object's
///   last member, with the same whitespace before it as that member (so the same line ending and
///   indentation, or the same spacing on one line); into an empty object, between the braces.
///   Objects on the way that are missing are created on one line (`"track": { "on": "#0000FF" }`).
/// - A removed key takes its comma and the whitespace before it along; the members around it keep
///   their layout.
///
/// Every other byte stays as it was: the byte order mark, indentation, key order, other styles, line
/// endings, text in any script. New text is laid out like the file (`"key": value` or `"key":value`).
///
/// An edit is refused, with nothing changed, when the value does not fit the key (type, range, colour
/// syntax, enumeration, a control character in text), when the key path cannot hold a value, or when the
/// edited theme would have an error the theme loader did not report before the edit (so a theme with
/// errors can still be edited, but never made worse).
package struct ThemeEdit: Hashable, Sendable {
    /// What the edit does at its key path.
    package enum Change: Hashable, Sendable {
        /// Write this value.
        case set(JSONNode)
        /// Remove the key and its value.
        case remove
    }

    package var path: ThemeKeyPath
    package var change: Change
    /// Which style the edit goes into when the value is inherited: see `ThemeEditScope`.
    package var scope: ThemeEditScope

    package init(_ path: ThemeKeyPath, _ change: Change, scope: ThemeEditScope = .thisStyle) {
        self.path = path
        self.change = change
        self.scope = scope
    }

    /// Sets `path` to `value`.
    package static func set(_ path: ThemeKeyPath, to value: JSONNode, scope: ThemeEditScope = .thisStyle)
        -> ThemeEdit
    {
        ThemeEdit(path, .set(value), scope: scope)
    }

    /// Removes the key at `path`.
    package static func remove(_ path: ThemeKeyPath, scope: ThemeEditScope = .thisStyle) -> ThemeEdit {
        ThemeEdit(path, .remove, scope: scope)
    }

    /// The document after the edit, or why the edit was refused.
    package func apply(to document: ThemeDocument) -> Result<ThemeEditResult, ThemeEditError> {
        Result { () throws(ThemeEditError) -> ThemeEditResult in try applying(to: document) }
    }

    /// The document's bytes after the edit, with the value checked against the key table but the edited
    /// theme neither parsed nor decoded: for a live preview, many times a second, whose caller decodes
    /// the bytes itself (the decoder's refusal then keeps the last good theme). Write only what `apply`
    /// returns, which also checks the edited theme.
    package func previewBytes(of document: ThemeDocument) -> Result<[UInt8], ThemeEditError> {
        Result { () throws(ThemeEditError) -> [UInt8] in try splice(document).splice.applied(to: document.bytes) }
    }

    /// Where the edit goes and the splice that makes it, the value checked against the key table.
    private func splice(_ document: ThemeDocument) throws(ThemeEditError) -> (
        target: ThemeEditTarget, splice: ByteSplice
    ) {
        guard !path.components.isEmpty else {
            throw ThemeEditError(keyPath: nil, message: "an edit needs a key path; the whole file cannot be replaced")
        }
        let target = try ThemeEditTarget.resolve(path, in: document, scope: scope).get()
        if case .set(let value) = change, let problem = ThemeValueCheck.problem(with: value, at: target.path) {
            throw ThemeEditError(keyPath: path, message: problem)
        }
        return (target, try ThemeSplicer(document: document, target: target).splice(for: change))
    }

    private func applying(to document: ThemeDocument) throws(ThemeEditError) -> ThemeEditResult {
        let (target, splice) = try splice(document)
        let bytes = splice.applied(to: document.bytes)
        let edited = try ThemeDocument(bytes: bytes, file: document.file)
        let added = Self.newDiagnostics(edited.diagnostics, comparedTo: document.diagnostics)
        if let first = added.first {
            throw ThemeEditError(
                keyPath: path, message: "the edit would make the theme invalid: \(first)", diagnostics: added)
        }
        let written = splice.range.lowerBound..<(splice.range.lowerBound + splice.replacement.count)
        return ThemeEditResult(document: edited, target: target, replacedRange: splice.range, writtenRange: written)
    }

    /// The diagnostics of `after` that `before` does not have, compared by key path and message (their
    /// lines move with the edit).
    private static func newDiagnostics(_ after: [Diagnostic], comparedTo before: [Diagnostic]) -> [Diagnostic] {
        var known: [String: Int] = [:]
        for diagnostic in before { known["\(diagnostic.keyPath ?? "")\u{0}\(diagnostic.message)", default: 0] += 1 }
        return after.filter { diagnostic in
            let key = "\(diagnostic.keyPath ?? "")\u{0}\(diagnostic.message)"
            guard let count = known[key], count > 0 else { return true }
            known[key] = count - 1
            return false
        }
    }
}

/// An edit that was made: the new document and where its bytes differ from the old.
package struct ThemeEditResult: Sendable {
    /// The edited document; its bytes are what to write.
    package let document: ThemeDocument
    /// Where the edit went (the style, and where the value came from before).
    package let target: ThemeEditTarget
    /// The bytes of the old document that were replaced; every byte before and after is unchanged.
    package let replacedRange: Range<Int>
    /// The bytes of the new document written in their place.
    package let writtenRange: Range<Int>

    /// The new bytes.
    package var bytes: [UInt8] { document.bytes }
}
