import JSONKit
import SceneGraph

/// Labels `{"layout", "on", "off"}` and each label `{"text", "font", "size", "color", "background"}`.
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
        let face = reader.value("font").flatMap { font($0) }
        let size = reader.number("size")
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
        guard let text, let face, let size, let textColor, backgroundValue == nil || background != nil else {
            return nil
        }
        return LabelStyle(text: text, face: face, size: size, color: textColor, background: background)
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
                "unknown font \"\(name)\"\(Suggestion.hint(for: name, in: known)); use \"regular\", \"bold\" "
                    + "or a name declared under \"fonts\"")
            return nil
        }
    }
}
