import JSONKit
import SceneGraph

/// Labels `{"layout", "on", "off"}` and each label
/// `{"text", "font", "style", "size", "minimumScale", "color", "background"}`.
extension DecodeContext {
    func labelsStyle(_ reader: SectionReader) -> LabelsStyle? {
        let layout = reader.choice("layout").flatMap(LabelLayout.init(rawValue:))
        let onWritten = reader.present("on") != nil
        let offWritten = reader.present("off") != nil
        let on =
            onWritten ? SectionReader("on", of: reader, section: .label).flatMap { labelStyle($0, layout, "I") } : nil
        let off =
            offWritten ? SectionReader("off", of: reader, section: .label).flatMap { labelStyle($0, layout, "O") } : nil
        guard let layout, !onWritten || on != nil, !offWritten || off != nil else { return nil }
        return LabelsStyle(layout: layout, on: on, off: off)
    }

    private func labelStyle(_ reader: SectionReader, _ layout: LabelLayout?, _ fallback: String) -> LabelStyle? {
        let text = reader.text("text").map { localized($0, fallback: fallback) }
        let style = reader.choice("style")
        var face = reader.value("font").flatMap { font($0) }
        if style == "italic", let upright = face, let value = reader.present("style") {
            face = italic(upright, value)
        }
        let size = reader.number("size")
        let minimumScale = reader.number("minimumScale")
        let textColor = reader.color("color")
        let backgroundValue = reader.present("background")
        var background: Color?
        if let backgroundValue {
            if layout == .slide {
                error(backgroundValue, "background applies only to labels.layout \"fixed\"")
            } else {
                background = color(backgroundValue)
            }
        }
        guard let text, style != nil, let face, let size, let minimumScale, let textColor,
            backgroundValue == nil || background != nil
        else {
            return nil
        }
        return LabelStyle(
            text: text, face: face, size: size, minimumScale: minimumScale, color: textColor, background: background)
    }

    /// The italic of "regular" or "bold"; a theme font is one file, so it has none.
    private func italic(_ face: FontFace, _ value: LocatedNode) -> FontFace? {
        switch face {
        case .regular, .regularItalic: return .regularItalic
        case .bold, .boldItalic: return .boldItalic
        case .named(let name):
            error(
                value,
                "style \"italic\" needs font \"regular\" or \"bold\"; the theme font \(Excerpt.quoted(name)) is one file, "
                    + "so declare its italic file under \"fonts\" and name that")
            return nil
        }
    }

    /// "regular", "bold" or a name declared under `fonts`.
    private func font(_ value: LocatedNode) -> FontFace? {
        guard let name = string(value) else { return nil }
        switch name {
        case "regular": return .regular
        case "bold": return .bold
        case _ where fontNames.contains(name): return .named(name)
        default:
            let known = ["regular", "bold"] + fontNames
            error(
                value,
                "unknown font \(Excerpt.quoted(name))\(Suggestion.hint(for: name, in: known)); use \"regular\", \"bold\" "
                    + "or a name declared under \"fonts\"")
            return nil
        }
    }
}
