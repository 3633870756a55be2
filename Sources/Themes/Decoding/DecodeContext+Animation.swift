import JSONKit
import SceneGraph

/// Animation `{"duration", "curve", "damping", "controlPoints"}`.
extension DecodeContext {
    func animationStyle(_ reader: SectionReader) -> AnimationStyle? {
        let duration = reader.number("duration")
        let curveName = reader.choice("curve")
        if curveName != "spring", let damping = reader.present("damping") {
            error(damping, "damping applies only to curve \"spring\"")
        }
        if curveName != "cubicBezier", let points = reader.present("controlPoints") {
            error(points, "controlPoints applies only to curve \"cubicBezier\"")
        }
        var curve: AnimationCurve?
        switch curveName {
        case "linear": curve = .linear
        case "easeIn": curve = .easeIn
        case "easeOut": curve = .easeOut
        case "easeInOut": curve = .easeInOut
        case "spring": curve = reader.number("damping").map { AnimationCurve.spring(damping: $0) }
        case "cubicBezier": curve = reader.required("controlPoints").flatMap { controlPoints($0) }
        default: curve = nil
        }
        guard let duration, let curve else { return nil }
        return AnimationStyle(duration: duration, curve: curve)
    }

    /// `[x1, y1, x2, y2]` of a CSS cubic Bézier: x from 0 to 1, y from -2 to 3.
    private func controlPoints(_ value: LocatedNode) -> AnimationCurve? {
        let shape = ThemeValueRules.controlPointsShape
        guard let items = take(value, ThemeValueRules.elements(value.node, count: 4, shape: shape)) else { return nil }
        let numbers = items.indices.compactMap {
            number(
                LocatedNode(node: items[$0], path: value.path(index: $0)), in: ThemeSection.controlPointRanges[$0])
        }
        guard numbers.count == 4 else { return nil }
        return .cubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
    }
}
