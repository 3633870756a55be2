import JSONKit
import ThemeEditing
import Themes

/// What every edit the editor accepts must hold (ThemeEdit's documented promises); a broken one stops
/// the fuzzer with the edit named.
enum EditCheck {
    static func accepted(_ result: ThemeEditResult, of document: ThemeDocument, by edit: ThemeEdit) {
        let old = document.bytes
        let new = result.bytes
        let replaced = result.replacedRange
        let written = result.writtenRange
        let name = "\(edit.path) (\(edit.change), \(edit.scope))"
        precondition(replaced.lowerBound == written.lowerBound, "\(name): the splice moved")
        precondition(old[..<replaced.lowerBound] == new[..<written.lowerBound], "\(name): bytes before it changed")
        precondition(old[replaced.upperBound...] == new[written.upperBound...], "\(name): bytes after it changed")
        precondition(
            (try? edit.previewBytes(of: document).get()) == new, "\(name): the preview is not the written bytes")

        let limits = JSONLimits(maxBytes: ThemeLimits.maxThemeBytes, maxDepth: ThemeLimits.maxDepth)
        let reparsed = JSONParser.parse(new, limits: limits, file: document.file)
        precondition(reparsed.issues.isEmpty, "\(name): the edited file does not parse: \(reparsed.issues)")
        var unmatched = document.diagnostics.map(summary)
        for diagnostic in result.document.diagnostics {
            let found = unmatched.firstIndex(of: summary(diagnostic))
            precondition(found != nil, "\(name): the edit added an error: \(diagnostic)")
            unmatched.remove(at: found ?? 0)
        }

        let path = result.target.path
        switch edit.change {
        case .set(let value):
            precondition(result.document.value(at: path) == value, "\(name): \(path) does not hold the value")
        case .remove:
            precondition(result.document.value(at: path) == nil, "\(name): \(path) is still written")
        }
        precondition(
            removingEdited(path, from: document.root, old: document.root)
                == removingEdited(path, from: result.document.root, old: document.root),
            "\(name): a value other than \(path) changed")
        roundTrip(result, of: document, by: edit)
    }

    /// Editing back gives the old bytes: the old value set again where one was written and its text is
    /// the writer's, or the new key removed where the edit added it as the last member of an object that
    /// had others (insertion and removal are documented as each other's inverse). Only checked when the
    /// old document had no errors, since the edit back must not be refused for bringing one back.
    private static func roundTrip(_ result: ThemeEditResult, of document: ThemeDocument, by edit: ThemeEdit) {
        guard document.diagnostics.isEmpty, case .set = edit.change else { return }
        let path = result.target.path
        let back: ThemeEdit
        if let previous = document.value(at: path) {
            guard JSONWriter.write(previous) == String(decoding: document.bytes[previous.byteRange], as: UTF8.self)
            else { return }
            back = .set(path, to: previous)
        } else {
            guard let parent = path.parent, case .object(let members)? = document.value(at: parent)?.kind,
                !members.isEmpty
            else { return }
            back = .remove(path)
        }
        switch back.apply(to: result.document) {
        case .success(let undone):
            precondition(undone.bytes == document.bytes, "\(path): editing back does not restore the old bytes")
        case .failure(let refusal):
            preconditionFailure("\(path): editing back was refused: \(refusal)")
        }
    }

    /// `node` (the old or the new tree) without the edited member: the child at `path` of the deepest
    /// value on `path` that `old` has. What lies outside it must be equal before and after the edit.
    private static func removingEdited(_ path: ThemeKeyPath, from node: JSONNode, old: JSONNode) -> JSONNode? {
        guard !path.components.isEmpty else { return node }
        var depth = 0
        var existing = old
        while depth < path.components.count - 1, let next = child(of: existing, path.components[depth]) {
            existing = next
            depth += 1
        }
        return removing(path.components[...depth], from: node)
    }

    /// `node` without the value at `components` (nil when a step on the way is missing: that is a change).
    private static func removing(_ components: ArraySlice<ThemeKeyPath.Component>, from node: JSONNode) -> JSONNode? {
        guard let first = components.first else { return nil }
        var result = node
        switch (node.kind, first) {
        case (.object(var members), .key(let key)):
            guard let index = members.firstIndex(where: { $0.key == key }) else {
                return components.count == 1 ? node : nil
            }
            if components.count == 1 {
                members.remove(at: index)
            } else {
                guard let inner = removing(components.dropFirst(), from: members[index].value) else { return nil }
                members[index].value = inner
            }
            result.kind = .object(members)
        case (.array(var items), .index(let index)):
            guard items.indices.contains(index) else { return components.count == 1 ? node : nil }
            if components.count == 1 {
                items.remove(at: index)
            } else {
                guard let inner = removing(components.dropFirst(), from: items[index]) else { return nil }
                items[index] = inner
            }
            result.kind = .array(items)
        default:
            return nil
        }
        return result
    }

    private static func child(of node: JSONNode, _ component: ThemeKeyPath.Component) -> JSONNode? {
        switch (node.kind, component) {
        case (.object(let members), .key(let key)): return members.first { $0.key == key }?.value
        case (.array(let items), .index(let index)): return items.indices.contains(index) ? items[index] : nil
        default: return nil
        }
    }

    /// A diagnostic without its place, which an edit moves: key path and message.
    private static func summary(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.keyPath ?? "")\u{0}\(diagnostic.message)"
    }
}
