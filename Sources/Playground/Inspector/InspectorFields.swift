import JSONKit
import ThemeEditing
import Themes

/// One value the inspector shows for the selected switch: where it is in the file, what the format says
/// it holds, the value shown (written, inherited or the default) and where that comes from.
struct InspectorField: Equatable {
    /// The name shown (`on`, `cornerRadius`, `width`).
    let label: String
    /// The key path edited: inside the switch's style, or the switch's own entry.
    let path: ThemeKeyPath
    /// What the value is, from the format's key table.
    let kind: ThemeValueKind
    /// The range numbers must fall in, from the key table.
    let range: ClosedRange<Double>?
    /// The value shown; nil when nothing writes it and it has no default.
    let value: JSONNode?
    /// Where the value comes from.
    let source: ThemeEditTarget.Source
    /// The legibility check's finding about this value (`LegibilityCheck`), shown under it; nil when none.
    var warning: String? = nil
    /// The style a Shift edit writes (`ThemeEditScope.inheritedStyle`) when it is another than the field's
    /// own: the ancestor the value comes from, or the parent; nil for a style without a parent and outside
    /// styles.
    let parentStyle: String?
}

/// A titled group of fields, as the theme groups a style's keys.
struct InspectorGroup: Equatable {
    let title: String
    let fields: [InspectorField]
}

/// The fields of a gallery switch, grouped as the theme is: size, track, thumb, labels, animation,
/// orientation and direction, then the switch's own caption, value and enabled flag.
enum InspectorFields {
    /// The groups and the keys inside the style each shows (relative to `styles.<name>`).
    static let layout: [(title: String, keys: [(label: String, path: String)])] = [
        ("Size", [("width", "size[0]"), ("height", "size[1]")]),
        (
            "Track",
            [
                ("off", "track.off"), ("on", "track.on"), ("cornerRadius", "track.cornerRadius"),
                ("margin", "track.margin"), ("border color", "track.border.color"),
                ("border width", "track.border.width"),
            ]
        ),
        (
            "Thumb",
            [
                ("off", "thumb.off"), ("on", "thumb.on"), ("shape", "thumb.shape"),
                ("cornerRadius", "thumb.cornerRadius"), ("width", "thumb.width"), ("margin", "thumb.margin"),
                ("pressedStretch", "thumb.pressedStretch"),
            ]
        ),
        (
            "Labels",
            [
                ("layout", "labels.layout"), ("on text", "labels.on.text"), ("on color", "labels.on.color"),
                ("on size", "labels.on.size"), ("off text", "labels.off.text"), ("off color", "labels.off.color"),
                ("off size", "labels.off.size"),
            ]
        ),
        (
            "Animation",
            [("duration", "animation.duration"), ("curve", "animation.curve"), ("damping", "animation.damping")]
        ),
        (
            "Orientation and direction",
            [("orientation", "orientation"), ("direction", "direction"), ("trackTap", "trackTap")]
        ),
    ]

    /// Where switch `id` is in `document`: its index in `switches` and its style's name; nil when the
    /// file lists no such switch.
    static func locate(_ id: String, in document: ThemeDocument) -> (index: Int, style: String)? {
        guard case .array(let items)? = document.value(at: ThemeKeyPath([.key("switches")]))?.kind else { return nil }
        for (index, item) in items.enumerated() {
            guard case .string(let found)? = item["id"]?.kind, found == id else { continue }
            guard case .string(let style)? = item["style"]?.kind else { return nil }
            return (index, style)
        }
        return nil
    }

    /// The groups for switch `id`; nil when the file lists no such switch.
    static func groups(for id: String, in document: ThemeDocument) -> [InspectorGroup]? {
        guard let (index, style) = locate(id, in: document) else { return nil }
        let stylePath = ThemeKeyPath([.key("styles"), .key(style)])
        var groups: [InspectorGroup] = layout.map { group in
            InspectorGroup(
                title: group.title,
                fields: group.keys.compactMap { key in
                    guard let relative = ThemeKeyPath(parsing: key.path) else { return nil }
                    return field(key.label, ThemeKeyPath(stylePath.components + relative.components), document)
                })
        }
        let switchPath = ThemeKeyPath([.key("switches"), .index(index)])
        groups.append(
            InspectorGroup(
                title: "Switch",
                fields: [("caption", "caption"), ("on", "on"), ("enabled", "enabled")].compactMap {
                    field($0.0, switchPath.appending($0.1), document)
                }))
        return groups
    }

    private static func field(_ label: String, _ path: ThemeKeyPath, _ document: ThemeDocument) -> InspectorField? {
        guard let info = ThemeSchema.key(at: path), case .value(let kind) = info.kind,
            case .success(let target) = ThemeEditTarget.resolve(path, in: document)
        else { return nil }
        let shifted = try? ThemeEditTarget.resolve(path, in: document, scope: .inheritedStyle).get()
        // A colour under an image (`{"color", "image"}`) is edited as its colour, keeping the image.
        if kind == .paint, case .object = target.currentValue?.kind, target.currentValue?["color"] != nil,
            target.currentValue?["image"] != nil
        {
            return field(label, path.appending("color"), document)
        }
        return InspectorField(
            label: label, path: path, kind: kind, range: info.range, value: target.currentValue, source: target.source,
            parentStyle: shifted?.style != target.style ? shifted?.style : nil)
    }
}

extension InspectorGroup {
    /// The groups with each of `findings` (the legibility check's, for the theme shown) beside the field it
    /// is about: the field at its key path, or inside it (a paint edited as its colour).
    func withWarnings(_ findings: [Diagnostic]) -> InspectorGroup {
        InspectorGroup(
            title: title,
            fields: fields.map { field in
                let path = field.path.description
                let about = findings.filter { finding in
                    guard let key = finding.keyPath else { return false }
                    return path == key || path.hasPrefix(key + ".") || path.hasPrefix(key + "[")
                }
                guard !about.isEmpty else { return field }
                var warned = field
                warned.warning = about.map(\.message).joined(separator: "\n")
                return warned
            })
    }
}
