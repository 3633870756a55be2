import JSONKit
import SceneGraph

/// A reader of one fixed-key object of the theme: JSONKit's reader collecting every problem into the
/// decode context, with the section's keys, defaults and ranges.
typealias SectionReader = JSONObjectReader<DecodeContext>

extension ThemeSection: JSONObjectSchema {
    func defaultValue(for key: String) -> JSONNode? {
        field(key)?.defaultNode
    }
}

extension JSONObjectReader where Mode == DecodeContext {
    /// A reader of `located`; nil (with an error reported) when it is not an object. Unknown keys are
    /// reported at once.
    init?(_ located: LocatedNode, section: ThemeSection, context: DecodeContext) {
        self.init(located, schema: section, mode: context)
    }

    /// A reader of the object at `key` of `parent`, or of an empty object (all defaults) when the key is
    /// absent; nil when present but not an object.
    init?(_ key: String, of parent: SectionReader, section: ThemeSection) {
        guard let reader = parent.child(key, schema: section) else { return nil }
        self = reader
    }

    var context: DecodeContext { mode }

    /// The numeric range `ThemeSection` gives `key`.
    func range(_ key: String) -> ClosedRange<Double> {
        (schema as? ThemeSection)?.field(key)?.range
            ?? -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
    }

    func number(_ key: String) -> Double? {
        value(key).flatMap { context.number($0, in: range(key)) }
    }

    func color(_ key: String) -> Color? {
        value(key).flatMap { context.color($0) }
    }

    func string(_ key: String) -> String? {
        value(key).flatMap { context.string($0) }
    }

    /// Shown text, capped at `ThemeLimits.maxTextLength`.
    func text(_ key: String) -> String? {
        value(key).flatMap { context.text($0) }
    }

    func bool(_ key: String) -> Bool? {
        value(key).flatMap { context.bool($0) }
    }

    /// The value of the enumeration `key`, one of the choices `ThemeSection` gives it.
    func choice(_ key: String) -> String? {
        let options = (schema as? ThemeSection)?.field(key)?.choices ?? []
        return value(key).flatMap { context.choice($0, options) }
    }
}
