import JSONKit
import SceneGraph

/// Paints: a colour string, `{"color": "#..."}`, `{"image": "path", "tint": "#..."}`, or a colour with an
/// image over it, `{"color": "#...", "image": "path", "tint": "#..."}`.
extension DecodeContext {
    func paint(_ value: LocatedNode) -> Paint? {
        if case .string = value.node.kind { return color(value).map(Paint.color) }
        guard case .object = value.node.kind else {
            error(
                value,
                "expected a colour \"#RRGGBB\" or \"#RRGGBBAA\" or an object with \"color\" or \"image\", got "
                    + Self.describe(value.node))
            return nil
        }
        guard let reader = SectionReader(value, section: .paintObject, context: self) else { return nil }
        let colorValue = reader.present("color")
        let imageValue = reader.present("image")
        let tintValue = reader.present("tint")
        // Every part that applies is checked, so each bad one is reported.
        let under = colorValue.flatMap { color($0) }
        guard let imageValue else {
            if let tintValue { error(tintValue, "\"tint\" applies only to an image") }
            if colorValue == nil { error(value, "expected \"color\" or \"image\"") }
            return under.map(Paint.color)
        }
        let tint = tintValue.flatMap { color($0) }
        guard let relative = string(imageValue), let handle = image(imageValue, relative: relative) else { return nil }
        if colorValue != nil, under == nil { return nil }
        if tintValue != nil, tint == nil { return nil }
        return .image(handle, tint: tint, under: under)
    }

    /// A border `{"color", "width"}`.
    func border(_ reader: SectionReader) -> BorderStyle? {
        guard reader.present("border") != nil, let border = SectionReader("border", of: reader, section: .border)
        else { return nil }
        let color = border.color("color")
        let width = border.number("width")
        guard let color, let width else { return nil }
        return BorderStyle(color: color, width: width)
    }

    /// A corner radius: points, "pill" or a percentage of the shape's height like "10%".
    func cornerRadius(_ value: LocatedNode, in range: ClosedRange<Double>) -> CornerRadius? {
        switch value.node.kind {
        case .number:
            return number(value, in: range).map(CornerRadius.points)
        case .string(let text) where text == "pill":
            return .pill
        case .string(let text):
            if let percent = percentage(text) {
                guard (0...100).contains(percent) else {
                    error(value, "expected a percentage from 0% to 100%, got \(Excerpt.quoted(text))")
                    return nil
                }
                return .fraction(percent / 100)
            }
        default:
            break
        }
        error(
            value,
            "expected a number of points, \"pill\" or a percentage like \"10%\", got \(Self.describe(value.node))")
        return nil
    }

    /// A length along the track: points, or a percentage of the track's length like "50%".
    func length(_ value: LocatedNode, in range: ClosedRange<Double>) -> Length? {
        switch value.node.kind {
        case .number:
            return number(value, in: range).map(Length.points)
        case .string(let text):
            if let percent = percentage(text) {
                guard percent > 0, percent <= 100 else {
                    error(value, "expected a percentage above 0% and up to 100%, got \(Excerpt.quoted(text))")
                    return nil
                }
                return .fraction(percent / 100)
            }
        default:
            break
        }
        error(value, "expected a number of points or a percentage like \"50%\", got \(Self.describe(value.node))")
        return nil
    }
}
