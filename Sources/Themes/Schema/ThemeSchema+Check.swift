import JSONKit

extension ThemeSchema {
    /// What loading the theme would say is wrong with `value` written at `path`, by the decoder's rules for
    /// single values and the keys objects accept (the rules between keys, such as a margin that leaves no
    /// room, need the whole theme); nil when it fits. A paint written as an object is left to the decoder.
    /// `toolRule` adds a tool's own rule for single values, asked only of values the format accepts.
    package static func problem(
        with value: JSONNode, at path: ThemeKeyPath, toolRule: (JSONNode, ThemeValueKind) -> String? = { _, _ in nil }
    ) -> String? {
        guard let place = place(of: path) else { return unknownKeyMessage(path) }
        return problem(with: value, shape: place.shape, range: place.range, toolRule: toolRule)
    }

    private static func problem(
        with value: JSONNode, shape: ThemeFieldShape, range: ClosedRange<Double>?,
        toolRule: (JSONNode, ThemeValueKind) -> String?
    ) -> String? {
        switch shape {
        case .value(let kind):
            if let problem = ThemeValueRules.problem(with: value, kind: kind, range: range) { return problem.message }
            return toolRule(value, kind)
        case .section(let section):
            guard case .object(let members) = value.kind else { return JSONObjectMessages.notAnObject(value) }
            for member in members {
                guard let field = section.field(member.key) else {
                    return JSONObjectMessages.unknownKey(member.key, among: section.keyNames)
                }
                if let problem = problem(with: member.value, shape: field.shape, range: field.range, toolRule: toolRule)
                {
                    return problem
                }
            }
            return nil
        case .map(let inner, let entries):
            return first(of: ThemeValueRules.namedEntries(value, of: entries).map { $0.map(\.value) }) {
                problem(with: $0, shape: inner, range: nil, toolRule: toolRule)
            }
        case .list(let section, let entries):
            return first(of: ThemeValueRules.list(value, of: entries)) {
                problem(with: $0, shape: .section(section), range: nil, toolRule: toolRule)
            }
        }
    }

    /// The problem of a container that was refused, else the first problem of its items.
    private static func first(
        of items: Result<[JSONNode], ThemeValueProblem>, _ check: (JSONNode) -> String?
    ) -> String? {
        switch items {
        case .failure(let problem): return problem.message
        case .success(let items):
            for item in items {
                if let problem = check(item) { return problem }
            }
            return nil
        }
    }

    /// Why nothing can be at `path`: an unknown key (with a did-you-mean among the keys its object accepts),
    /// or a place no value can be.
    private static func unknownKeyMessage(_ path: ThemeKeyPath) -> String {
        if case .key(let key)? = path.components.last, let parent = path.parent,
            case .section(let section)? = place(of: parent)?.shape
        {
            return JSONObjectMessages.unknownKey(key, among: section.keyNames)
        }
        return "no theme value can be at this key path"
    }
}
