import SceneGraph

/// A horizontal slider over a numeric range: pressing anywhere on it jumps there, dragging moves the
/// value continuously (each move a `.dragging` change), letting go gives the final `.released` value,
/// and a cancelled pointer (focus lost, the drag taken away) reports `onCancel` so a preview can be undone.
package final class SliderNode: Node {
    /// The values the slider spans, left to right.
    package var range: ClosedRange<Double> {
        didSet { setNeedsDisplay() }
    }
    /// Values snap to whole multiples of `step`; 0 for no snapping.
    package var step: Double
    /// The value shown.
    package private(set) var value: Double
    /// Colours.
    package var style = ControlStyle()
    /// Called with every value the pointer sets, `.dragging` while held and `.released` on letting go.
    package var onChange: ((Double, ControlPhase) -> Void)?
    /// Called when the pointer was taken away mid-drag: nothing was released.
    package var onCancel: (() -> Void)?
    /// True while a pointer drags the slider.
    package private(set) var isDragging = false

    /// A slider at `value` over `range`, snapping to `step` (0: no snapping).
    package init(range: ClosedRange<Double>, step: Double = 0, value: Double) {
        self.range = range
        self.step = step
        self.value = value
        super.init()
        minimumHitSize = .zero
    }

    /// Shows `value` without calling `onChange` (the value changed elsewhere).
    package func setValue(_ value: Double) {
        guard value != self.value, !isDragging else { return }
        self.value = value
        setNeedsDisplay()
    }

    /// The value at `x` in the slider's own points, clamped to the range and snapped to `step`.
    package func value(atX x: Double) -> Double {
        let inset = knobDiameter / 2
        let span = max(1, frame.width - 2 * inset)
        let fraction = min(1, max(0, (x - inset) / span))
        var result = range.lowerBound + fraction * (range.upperBound - range.lowerBound)
        if step > 0 { result = (result / step).rounded() * step }
        return min(range.upperBound, max(range.lowerBound, result))
    }

    private var knobDiameter: Double { min(14, frame.height) }

    /// Always true: a press anywhere on the slider sets the value there.
    override package var acceptsPointers: Bool { true }
    /// A horizontal drag stays with the slider even inside a scrolling list.
    override package var claimedPanAxes: PanAxes { .horizontal }

    /// Starts a drag: the value jumps to the pointer (`.dragging`).
    override package func pointerBegan(_ contact: PointerContact) -> Bool {
        isDragging = true
        move(to: contact, phase: .dragging)
        return true
    }

    /// Moves the value with the pointer (`.dragging`).
    override package func pointerMoved(_ contact: PointerContact) {
        move(to: contact, phase: .dragging)
    }

    /// Ends the drag with the final value (`.released`).
    override package func pointerEnded(_ contact: PointerContact) {
        isDragging = false
        move(to: contact, phase: .released)
    }

    /// The drag was taken away: reports `onCancel`, nothing released.
    override package func pointerCancelled(_ id: PointerID) {
        isDragging = false
        onCancel?()
    }

    private func move(to contact: PointerContact, phase: ControlPhase) {
        let next = value(atX: contact.location.x)
        let changed = next != value
        value = next
        if changed { setNeedsDisplay() }
        if changed || phase == .released { onChange?(value, phase) }
    }

    /// Draws the track, its filled part up to the value and the knob.
    override package func draw(into list: inout DrawList, rect: Rect, scale: Double) {
        let knob = knobDiameter * scale
        let span = range.upperBound - range.lowerBound
        let fraction = span > 0 ? min(1, max(0, (value - range.lowerBound) / span)) : 0
        let trackHeight = 4 * scale
        let track = Rect(
            x: rect.minX + knob / 2, y: rect.midY - trackHeight / 2, width: max(0, rect.width - knob),
            height: trackHeight)
        list.fill(track, radius: trackHeight / 2, color: style.well)
        let filled = Rect(origin: track.origin, size: Size(width: track.width * fraction, height: trackHeight))
        list.fill(filled, radius: trackHeight / 2, color: style.accent)
        list.fillCircle(
            center: Point(x: track.minX + track.width * fraction, y: rect.midY), diameter: knob, color: style.knob)
    }
}
