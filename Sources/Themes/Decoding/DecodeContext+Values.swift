import JSONKit
import SceneGraph

/// Readers of single values through the format's rules (`ThemeValueRules`): each reports what it expected
/// and what it got at the value's place, and returns nil on error so decoding goes on and every error is
/// found.
extension DecodeContext {
    /// The value `result` read from `value`; nil, with its problem reported at `value`, when it was refused.
    func take<Value>(_ value: LocatedNode, _ result: Result<Value, ThemeValueProblem>) -> Value? {
        switch result {
        case .success(let read):
            return read
        case .failure(let problem):
            error(value, problem.message)
            return nil
        }
    }

    func number(_ value: LocatedNode, in range: ClosedRange<Double>) -> Double? {
        take(value, ThemeValueRules.number(value.node, in: range))
    }

    func string(_ value: LocatedNode) -> String? {
        take(value, ThemeValueRules.string(value.node))
    }

    /// Text that is shown (a caption, a label, a string-table entry): a string of at most
    /// `ThemeLimits.maxTextLength` Unicode scalars.
    func text(_ value: LocatedNode) -> String? {
        take(value, ThemeValueRules.text(value.node))
    }

    func bool(_ value: LocatedNode) -> Bool? {
        take(value, ThemeValueRules.bool(value.node))
    }

    func color(_ value: LocatedNode) -> Color? {
        take(value, ThemeValueRules.color(value.node))
    }

    func choice(_ value: LocatedNode, _ options: [String]) -> String? {
        take(value, ThemeValueRules.choice(value.node, options))
    }

    /// `[width, height]`, each in `range`; every element out of range is reported.
    func size(_ value: LocatedNode, in range: ClosedRange<Double>) -> Size? {
        guard let items = take(value, ThemeValueRules.elements(value.node, count: 2, shape: ThemeValueRules.sizeShape))
        else { return nil }
        let width = number(LocatedNode(node: items[0], path: value.path(index: 0)), in: range)
        let height = number(LocatedNode(node: items[1], path: value.path(index: 1)), in: range)
        guard let width, let height else { return nil }
        return Size(width: width, height: height)
    }
}
