import JSONKit
import SceneGraph
import ThemeEditing
import Themes
import Workbench

/// One field's row in the inspector: its name and where its value comes from, drawn by the row, and the
/// control that edits it as a child: a slider with a numeric field for numbers, a swatch and hex field
/// (opening a colour picker) for colours, segments for enumerations, a switch for booleans, a text field
/// for text. Every control reports through `onEdit`.
final class InspectorRow: Node {
    let field: InspectorField
    /// Called with the field's new value and whether it is a drag's preview or final.
    var onEdit: ((InspectorField, JSONNode, ControlPhase) -> Void)?
    /// Called when a drag was taken away (undo the preview).
    var onCancel: (() -> Void)?
    /// Called when the swatch is pressed: show or hide this row's colour picker.
    var onSwatch: ((InspectorRow) -> Void)?
    /// Called when the row's text field starts editing.
    var onBeginEditing: ((TextFieldNode) -> Void)?
    private(set) var slider: SliderNode?
    private(set) var textField: TextFieldNode?
    private(set) var segments: SegmentedNode?
    private(set) var toggle: SwitchNode?
    private(set) var swatch: SwatchNode?
    private(set) var picker: ColorPickerNode?
    private let label: (handle: TextHandle, size: Size)
    private let source: (handle: TextHandle, size: Size)
    /// The label's and the source tag's whole text where they were cut to fit ("…"), for the tooltip.
    private(set) var cutTexts: (label: String?, source: String?) = (nil, nil)
    private let sourceColor: Color
    /// The tag shown while Shift is held, "→ parent": the style a Shift edit writes (nil when it is this one).
    private let parentTag: (handle: TextHandle, size: Size)?
    /// The legibility check's warning, wrapped under the row's controls (`InspectorField.warning`).
    private var warning: (handle: TextHandle, size: Size)?
    /// True while Shift is held: the row shows `parentTag` in place of where its value comes from.
    var showsParent = false {
        didSet { if showsParent != oldValue, parentTag != nil { setNeedsDisplay() } }
    }

    static let height = 26.0
    static let labelWidth = 96.0
    static let sourceWidth = 50.0
    static let pickerHeight = ColorPickerNode.size(square: 110).height + 8
    /// Enumerations with more options than this put their segments on a line of their own.
    static let inlineChoices = 3

    init(field: InspectorField, width: Double, expanded: Bool, resources: ResourceProvider) {
        self.field = field
        let style = ControlStyle()
        let fittedLabel = TextFitting.fitted(
            TextRun(text: field.label, size: style.fontSize, alignment: .leading), width: Self.labelWidth - 8,
            resources: resources)
        label = (fittedLabel.handle, fittedLabel.size)
        let (sourceText, color) = Self.describe(field.source)
        let fittedSource = TextFitting.fitted(
            TextRun(text: sourceText, size: style.fontSize - 2, alignment: .leading), width: Self.sourceWidth - 4,
            resources: resources)
        source = (fittedSource.handle, fittedSource.size)
        cutTexts = (fittedLabel.cut ? field.label : nil, fittedSource.cut ? sourceText : nil)
        sourceColor = color
        parentTag = field.parentStyle.map { parent in
            let handle = resources.text(TextRun(text: "→ \(parent)", size: style.fontSize - 2, alignment: .leading))
            return (handle, resources.size(of: handle))
        }
        warning = field.warning.map { text in
            let run = TextRun(
                text: "⚠ " + text, size: style.fontSize - 2, wrapWidth: max(60, width - 16), alignment: .leading)
            let handle = resources.text(run)
            return (handle, resources.size(of: handle))
        }
        super.init()
        minimumHitSize = .zero
        build(width: width, expanded: expanded, resources: resources, style: style)
    }

    /// "this" for a value the style writes, "↑ parent" for an inherited one, "default" for the format's.
    static func describe(_ source: ThemeEditTarget.Source) -> (String, Color) {
        switch source {
        case .written: return ("this", Color(r: 120, g: 200, b: 255))
        case .inherited(let style): return ("↑ \(style)", Color(r: 255, g: 200, b: 110))
        case .defaultValue: return ("default", Color(r: 150, g: 150, b: 160))
        case .absent: return ("none", Color(r: 150, g: 150, b: 160))
        }
    }

    private func build(width: Double, expanded: Bool, resources: ResourceProvider, style: ControlStyle) {
        let left = Self.labelWidth + 8
        let right = width - Self.sourceWidth - 4
        var controls = Rect(x: left, y: 4, width: max(40, right - left), height: Self.height - 8)
        var height = Self.height
        switch field.kind {
        case .number, .cornerRadius, .length, .secondsOrNone:
            let current = InspectorValue.number(field.value)
            let slider = SliderNode(
                range: InspectorValue.sliderSpan(field.range, current: current),
                step: InspectorValue.step(for: field.range), value: current ?? field.range?.lowerBound ?? 0)
            slider.frame = Rect(x: controls.minX, y: controls.minY, width: controls.width - 60, height: controls.height)
            slider.onChange = { [weak self] value, phase in self?.edited(self?.number(value), phase) }
            slider.onCancel = { [weak self] in self?.onCancel?() }
            addChild(slider)
            self.slider = slider
            addTextField(Rect(x: controls.maxX - 56, y: controls.minY, width: 56, height: controls.height), resources)
        case .colour, .paint:
            if let colour = InspectorValue.colour(field.value) {
                let swatch = SwatchNode(color: colour)
                swatch.frame = Rect(x: controls.minX, y: controls.minY, width: 24, height: controls.height)
                swatch.onPress = { [weak self] in if let self { self.onSwatch?(self) } }
                addChild(swatch)
                self.swatch = swatch
                addTextField(
                    Rect(x: controls.minX + 30, y: controls.minY, width: controls.width - 30, height: controls.height),
                    resources, text: InspectorValue.hex(colour))
                if expanded {
                    let picker = ColorPickerNode(color: colour)
                    picker.frame = Rect(
                        origin: Point(x: left, y: Self.height),
                        size: ColorPickerNode.size(square: 110))
                    picker.onChange = { [weak self] colour, phase in
                        self?.swatch?.color = colour
                        self?.textField?.setText(InspectorValue.hex(colour))
                        self?.edited(.string(InspectorValue.hex(colour)), phase)
                    }
                    picker.onCancel = { [weak self] in self?.onCancel?() }
                    addChild(picker)
                    self.picker = picker
                    height += Self.pickerHeight
                }
            } else {
                // An image paint: shown, edited in the file.
                addTextField(controls, resources, text: Self.imageText(field.value), editable: false)
            }
        case .choice(let options):
            let selected = options.firstIndex(of: InspectorValue.text(field.value))
            let small = ControlStyle.small
            let segments = SegmentedNode(options: options, selected: selected, style: small, resources: resources)
            if options.count > Self.inlineChoices {
                controls = Rect(x: 8, y: Self.height - 2, width: width - 16, height: Self.height - 8)
                height += Self.height - 6
            }
            segments.frame = controls
            segments.onSelect = { [weak self] index in self?.edited(.string(options[index]), .released) }
            addChild(segments)
            self.segments = segments
        case .bool:
            var look = SwitchStyle.uiSwitch
            look.size = Size(width: 34, height: 20)
            look.animation = AnimationStyle(duration: 0.15, curve: .easeInOut)
            let on = field.value.map { $0.kind == .bool(true) } ?? false
            let toggle = SwitchNode(id: field.path.description, style: look, resources: resources, isOn: on)
            toggle.frame = Rect(x: controls.minX, y: (Self.height - 20) / 2, width: 34, height: 20)
            toggle.minimumHitSize = .zero
            toggle.onValueChanged = { [weak self] _, on in self?.edited(.bool(on), .released) }
            addChild(toggle)
            self.toggle = toggle
        default:
            addTextField(controls, resources)
        }
        if let warning { height += warning.size.height + 4 }
        frame = Rect(x: 0, y: 0, width: width, height: height)
    }

    private func addTextField(
        _ rect: Rect, _ resources: ResourceProvider, text: String? = nil, editable: Bool = true
    ) {
        let field = TextFieldNode(text: text ?? InspectorValue.text(self.field.value), resources: resources)
        field.frame = rect
        field.isEditable = editable
        field.onBeginEditing = { [weak self] node in self?.onBeginEditing?(node) }
        field.onCommit = { [weak self] typed in
            guard let self else { return }
            self.edited(InspectorValue.parse(typed, kind: self.field.kind), .released)
        }
        addChild(field)
        textField = field
    }

    private static func imageText(_ value: JSONNode?) -> String {
        guard case .string(let image)? = value?["image"]?.kind else { return InspectorValue.text(value) }
        let name = image.split(separator: "/").last.map(String.init) ?? image
        if case .string(let tint)? = value?["tint"]?.kind { return "image \(name), tint \(tint)" }
        return "image \(name)"
    }

    private func number(_ value: Double) -> JSONNode {
        let rounded = InspectorValue.rounded(value, step: slider?.step ?? 1)
        textField?.setText(JSONNumber(rounded).literal)
        return .number(JSONNumber(rounded))
    }

    private func edited(_ value: JSONNode?, _ phase: ControlPhase) {
        guard let value else { return }
        onEdit?(field, value, phase)
    }

    override func collectResources(into use: inout ResourceUse) {
        use.insert(label.handle)
        use.insert(source.handle)
        if let parentTag { use.insert(parentTag.handle) }
        if let warning { use.insert(warning.handle) }
    }

    /// The colour of a legibility warning.
    static let warningColor = Color(r: 255, g: 190, b: 90)

    /// The colour of the "→ parent" tag: the colour of an edit that reaches other styles.
    static let parentColor = Color(r: 255, g: 140, b: 200)

    override func draw(into list: inout DrawList, rect: Rect, scale: Double) {
        let labelSize = label.size * scale
        let line = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: Self.height * scale)
        list.pushClip(Rect(x: rect.minX, y: rect.minY, width: Self.labelWidth * scale, height: line.height))
        list.text(
            label.handle, origin: Point(x: rect.minX + 8 * scale, y: line.midY - labelSize.height / 2), size: labelSize,
            color: ControlStyle().text)
        list.popClip()
        let shown = showsParent ? parentTag ?? source : source
        let sourceSize = shown.size * scale
        list.pushClip(
            Rect(
                x: rect.maxX - Self.sourceWidth * scale, y: rect.minY, width: Self.sourceWidth * scale,
                height: line.height))
        list.text(
            shown.handle,
            origin: Point(x: rect.maxX - Self.sourceWidth * scale + 2, y: line.midY - sourceSize.height / 2),
            size: sourceSize, color: showsParent && parentTag != nil ? Self.parentColor : sourceColor)
        list.popClip()
        if let warning {
            let size = warning.size * scale
            list.text(
                warning.handle, origin: Point(x: rect.minX + 8 * scale, y: rect.maxY - size.height - 2 * scale),
                size: size, color: Self.warningColor)
        }
    }
}

/// A colour swatch that reports a press: opens and closes a row's colour picker.
final class SwatchNode: Node {
    var color: Color {
        didSet { if color != oldValue { setNeedsDisplay() } }
    }
    var onPress: (() -> Void)?

    init(color: Color) {
        self.color = color
        super.init()
        minimumHitSize = .zero
    }

    override var acceptsPointers: Bool { true }
    override func pointerBegan(_ contact: PointerContact) -> Bool { true }
    override func pointerEnded(_ contact: PointerContact) {
        if contact.isInside { onPress?() }
    }

    override func draw(into list: inout DrawList, rect: Rect, scale: Double) {
        list.fill(rect, radius: 3 * scale, color: Color(r: 200, g: 200, b: 200))
        list.fill(rect.insetBy(dx: 1, dy: 1), radius: 2 * scale, color: color)
        list.stroke(rect, radius: 3 * scale, width: 1, color: Color(r: 90, g: 90, b: 96))
    }
}

extension ControlStyle {
    /// The style of segments: a point smaller, so curve names fit.
    static var small: ControlStyle {
        var style = ControlStyle()
        style.fontSize = 11
        return style
    }
}
