import JSONKit
import SceneGraph

/// Paints: a colour string, `{"color": "#..."}`, `{"image": "path", "tint": "#..."}`, or a colour with an
/// image over it, `{"color": "#...", "image": "path", "tint": "#..."}`; an image may say
/// `"mirrorInRTL": false` to be drawn unflipped in a right-to-left style.
extension DecodeContext {
    func paint(_ value: LocatedNode) -> Paint? {
        guard let colour = take(value, ThemeValueRules.paint(value.node)) else { return nil }
        if let colour { return .color(colour) }
        guard let reader = SectionReader(value, section: .paintObject, context: self) else { return nil }
        let colorValue = reader.present("color")
        let imageValue = reader.present("image")
        let tintValue = reader.present("tint")
        let mirrorValue = reader.present("mirrorInRTL")
        // Every part that applies is checked, so each bad one is reported.
        let under = colorValue.flatMap { color($0) }
        guard let imageValue else {
            if let tintValue { error(tintValue, "\"tint\" applies only to an image") }
            if let mirrorValue { error(mirrorValue, "\"mirrorInRTL\" applies only to an image") }
            if colorValue == nil { error(value, "expected \"color\" or \"image\"") }
            return under.map(Paint.color)
        }
        let tint = tintValue.flatMap { color($0) }
        let mirrors = reader.bool("mirrorInRTL")
        guard let relative = string(imageValue), let handle = image(imageValue, relative: relative) else { return nil }
        if colorValue != nil, under == nil { return nil }
        if tintValue != nil, tint == nil { return nil }
        guard let mirrors else { return nil }
        return .image(handle, tint: tint, under: under, mirrorsInRTL: mirrors)
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
        take(value, ThemeValueRules.cornerRadius(value.node, in: range))
    }

    /// A length along the track: points, or a percentage of the track's length like "50%".
    func length(_ value: LocatedNode, in range: ClosedRange<Double>) -> Length? {
        take(value, ThemeValueRules.length(value.node, in: range))
    }
}
