import JSONKit

/// What a single value of the theme format is, for tools that write theme files (an inspector, an
/// editor): which values they may offer and how to check one before writing it.
package enum ThemeValueKind: Hashable, Sendable {
    /// Any string: a name, a style name, a font name, an image path.
    case string
    /// Text shown in the window (a label's text, a caption, a translation): may hold `\n` for more lines.
    case text
    /// `"#RRGGBB"` or `"#RRGGBBAA"`.
    case colour
    /// A colour, or an object with `color`, or `image` and an optional `tint`.
    case paint
    /// A number within the key's range.
    case number
    /// `true` or `false`.
    case bool
    /// One of the given strings.
    case choice([String])
    /// A number of points within the key's range, `"pill"`, or a percentage `"0%"` to `"100%"`.
    case cornerRadius
    /// A number of points within the key's range, or a percentage above `"0%"` up to `"100%"`.
    case length
    /// `[width, height]`, each within the key's range.
    case size
    /// `[x1, y1, x2, y2]`: x from 0 to 1, y from -2 to 3.
    case controlPoints
    /// The format version: the whole number `ThemeLimits.version`.
    case version
    /// A number of seconds within the key's range, or `"none"` for no limit (a pending switch's time-out).
    case secondsOrNone
}

/// What the theme format says about one key path.
package struct ThemeKeyInfo: Hashable, Sendable {
    /// What the value at the path is.
    package enum Kind: Hashable, Sendable {
        /// A single value.
        case value(ThemeValueKind)
        /// An object with a fixed set of keys.
        case object(keys: [String])
        /// An object of named entries: styles, string tables and their texts, fonts.
        case namedEntries
        /// An array of objects: the switches.
        case list
    }

    /// What the key holds.
    package let kind: Kind
    /// The range every number of the value must fall in; nil when it holds no number or any number.
    package let range: ClosedRange<Double>?
    /// The value used when the key is not written; nil when it has none.
    package let defaultValue: JSONNode?
}

/// The theme format's keys for tools: what a key path holds and how styles inherit. The decoder reads
/// the same table (`ThemeSection`), so the two never disagree.
package enum ThemeSchema {
    /// What the format says about `path` (`styles.hm.track.on`, `switches[0].caption`); nil when no theme
    /// may hold a value there (an unknown key, an index into an object).
    package static func key(at path: ThemeKeyPath) -> ThemeKeyInfo? {
        guard let place = place(of: path) else { return nil }
        let kind: ThemeKeyInfo.Kind
        switch place.shape {
        case .value(let value): kind = .value(value)
        case .section(let section): kind = .object(keys: section.keyNames)
        case .map: kind = .namedEntries
        case .list: kind = .list
        }
        return ThemeKeyInfo(kind: kind, range: place.range, defaultValue: place.defaultValue)
    }

    /// The table's entry for `path`: what the value there is, the range of its numbers and its default;
    /// nil when no theme may hold a value there.
    static func place(of path: ThemeKeyPath) -> (
        shape: ThemeFieldShape, range: ClosedRange<Double>?, defaultValue: JSONNode?
    )? {
        var shape = ThemeFieldShape.section(.root)
        var field: ThemeField?
        for (step, component) in path.components.enumerated() {
            switch (shape, component) {
            case (.section(let section), .key(let key)):
                guard let found = section.field(key) else { return nil }
                field = found
                shape = found.shape
            case (.value(.paint), .key(let key)):
                // A paint written as an object: `{"color"}`, `{"image", "tint"}` or all three.
                guard let found = ThemeSection.paintObject.field(key) else { return nil }
                field = found
                shape = found.shape
            case (.map(let inner, _), .key):
                field = nil
                shape = inner
            case (.list(let section, _), .index):
                field = nil
                shape = .section(section)
            case (.value(.size), .index(let index)) where index < 2 && step == path.components.count - 1:
                return (.value(.number), field?.range, nil)
            case (.value(.controlPoints), .index(let index)) where index < 4 && step == path.components.count - 1:
                return (.value(.number), ThemeSection.controlPointRanges[index], nil)
            default:
                return nil
            }
        }
        return (shape, field?.range, field?.defaultNode)
    }

    /// Whether the object at `path` inside a style (`["track"]`, `["labels", "on"]`) merges key by key
    /// with its parent style's under `extends`; every other value a style writes replaces the parent's
    /// whole.
    package static func mergesKeyByKey(insideStyle path: [String]) -> Bool {
        StyleInheritance.mergeable.contains(path.joined(separator: "."))
    }

    /// The style object `child` after `extends` applied it over `parent` (itself already merged with its
    /// own parents), the way the decoder does it.
    package static func mergeStyle(parent: JSONNode, child: JSONNode) -> JSONNode {
        StyleInheritance.merge(parent: parent, child: child)
    }
}
