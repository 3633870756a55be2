import SceneGraph

/// A row of labelled segments of which one is chosen (an enumeration's values): a press and release on
/// a segment chooses it and reports its index once.
package final class SegmentedNode: Node {
    /// The segments' labels, left to right.
    package private(set) var options: [String]
    /// The chosen segment; nil when the value is none of them.
    package var selected: Int? {
        didSet { if selected != oldValue { setNeedsDisplay() } }
    }
    /// Colours and text size.
    package let style: ControlStyle
    /// Called with the index of a segment the user chose (not for `selected` set in code).
    package var onSelect: ((Int) -> Void)?
    private var labels: [(handle: TextHandle, size: Size)] = []
    private let resources: ResourceProvider
    /// The segment width the labels were fitted to.
    private var fittedWidth = -1.0

    /// Segments labelled `options`, the one at `selected` chosen.
    package init(options: [String], selected: Int?, style: ControlStyle = ControlStyle(), resources: ResourceProvider) {
        self.options = options
        self.selected = selected
        self.style = style
        self.resources = resources
        super.init()
        minimumHitSize = .zero
    }

    /// Interns the labels fitted to segments `width` points wide: a longer one ends in "…", never cut
    /// mid-glyph (`TextFitting`); again only when the width changed.
    private func fitLabels(to width: Double) {
        guard width != fittedWidth else { return }
        fittedWidth = width
        labels = options.map { option in
            let fitted = TextFitting.fitted(
                TextRun(text: option, size: style.fontSize - 1), width: max(0, width - 4), resources: resources)
            return (fitted.handle, fitted.size)
        }
    }

    /// The segment under `x` in the node's own points.
    package func segment(atX x: Double) -> Int? {
        guard !options.isEmpty, frame.width > 0, x >= 0, x < frame.width else { return nil }
        return min(options.count - 1, Int(x / (frame.width / Double(options.count))))
    }

    /// Always true: a press and release on a segment chooses it.
    override package var acceptsPointers: Bool { true }

    /// Takes the press; the choice is made on release.
    override package func pointerBegan(_ contact: PointerContact) -> Bool { true }

    /// Chooses the segment under a release inside the control.
    override package func pointerEnded(_ contact: PointerContact) {
        guard contact.isInside, let index = segment(atX: contact.location.x) else { return }
        selected = index
        onSelect?(index)
    }

    /// Adds the segments' label texts.
    override package func collectResources(into use: inout ResourceUse) {
        for label in labels { use.insert(label.handle) }
    }

    /// Draws the background, the chosen segment and the labels, each clipped to its segment.
    override package func draw(into list: inout DrawList, rect: Rect, scale: Double) {
        guard !options.isEmpty else { return }
        list.fill(rect, radius: 4 * scale, color: style.well)
        let width = rect.width / Double(options.count)
        fitLabels(to: width / max(scale, 1e-9))
        for (index, label) in labels.enumerated() {
            let cell = Rect(x: rect.minX + Double(index) * width, y: rect.minY, width: width, height: rect.height)
            if index == selected { list.fill(cell.insetBy(dx: 1, dy: 1), radius: 3 * scale, color: style.accent) }
            list.pushClip(cell.insetBy(dx: 2, dy: 0))
            let size = label.size * scale
            list.text(
                label.handle,
                origin: Point(x: max(cell.minX + 2, cell.midX - size.width / 2), y: cell.midY - size.height / 2),
                size: size, color: style.text)
            list.popClip()
        }
    }
}
