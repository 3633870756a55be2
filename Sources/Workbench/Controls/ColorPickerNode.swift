import SceneGraph

/// A colour picker: a saturation/value square, a hue strip beside it and an alpha strip under it. A
/// press in a part sets that part's component and dragging moves it (`.dragging` changes), letting go
/// gives the `.released` colour; a cancelled pointer reports `onCancel`. The gradients are drawn as
/// small cells (the draw list has flat fills only).
package final class ColorPickerNode: Node {
    /// The colour shown, with the hue kept for greys.
    package private(set) var hsv: HSVColor
    /// Markers' colour.
    package var style = ControlStyle()
    /// Called with every colour the pointer sets, `.dragging` while held and `.released` on letting go.
    package var onChange: ((Color, ControlPhase) -> Void)?
    /// Called when the pointer was taken away mid-drag.
    package var onCancel: (() -> Void)?
    private var part: Part?

    /// The picker's parts.
    package enum Part: Hashable, Sendable {
        /// The saturation (across) and value (up) square.
        case square
        /// The hue strip.
        case hue
        /// The alpha strip.
        case alpha
    }

    /// How many cells the square's gradient is drawn with along each side, and the strips along their length.
    package static let cells = 16
    static let gap = 6.0
    static let strip = 14.0

    /// A picker showing `color`.
    package init(color: Color) {
        hsv = HSVColor(color)
        super.init()
        minimumHitSize = .zero
    }

    /// The preferred size for a square of `side` points.
    package static func size(square side: Double) -> Size {
        Size(width: side + gap + strip, height: side + gap + strip)
    }

    /// The parts' rectangles in the node's own points.
    package func rects() -> (square: Rect, hue: Rect, alpha: Rect) {
        let side = max(0, min(frame.width - Self.gap - Self.strip, frame.height - Self.gap - Self.strip))
        return (
            Rect(x: 0, y: 0, width: side, height: side),
            Rect(x: side + Self.gap, y: 0, width: Self.strip, height: side),
            Rect(x: 0, y: side + Self.gap, width: side, height: Self.strip)
        )
    }

    /// Always true: a press in a part sets that part's component.
    override package var acceptsPointers: Bool { true }
    /// Drags in every direction stay with the picker even inside a scrolling list.
    override package var claimedPanAxes: PanAxes { .both }

    /// Starts a drag in the part pressed; a press between the parts is not taken.
    override package func pointerBegan(_ contact: PointerContact) -> Bool {
        let p = contact.location
        let parts = rects()
        if parts.square.contains(p) {
            part = .square
        } else if parts.hue.insetBy(dx: -3, dy: 0).contains(p) {
            part = .hue
        } else if parts.alpha.insetBy(dx: 0, dy: -3).contains(p) {
            part = .alpha
        } else {
            return false
        }
        move(to: p, phase: .dragging)
        return true
    }

    /// Moves the pressed part's component with the pointer (`.dragging`).
    override package func pointerMoved(_ contact: PointerContact) {
        move(to: contact.location, phase: .dragging)
    }

    /// Ends the drag with the final colour (`.released`).
    override package func pointerEnded(_ contact: PointerContact) {
        move(to: contact.location, phase: .released)
        part = nil
    }

    /// The drag was taken away: reports `onCancel`.
    override package func pointerCancelled(_ id: PointerID) {
        part = nil
        onCancel?()
    }

    private func move(to p: Point, phase: ControlPhase) {
        guard let part else { return }
        let parts = rects()
        func fraction(_ x: Double, _ from: Double, _ length: Double) -> Double {
            length > 0 ? min(1, max(0, (x - from) / length)) : 0
        }
        let before = hsv.color
        switch part {
        case .square:
            hsv.saturation = fraction(p.x, parts.square.minX, parts.square.width)
            hsv.value = 1 - fraction(p.y, parts.square.minY, parts.square.height)
        case .hue:
            hsv.hue = fraction(p.y, parts.hue.minY, parts.hue.height)
        case .alpha:
            hsv.alpha = fraction(p.x, parts.alpha.minX, parts.alpha.width)
        }
        setNeedsDisplay()
        if hsv.color != before || phase == .released { onChange?(hsv.color, phase) }
    }

    /// Draws the square, the strips (as small cells) and the markers.
    override package func draw(into list: inout DrawList, rect: Rect, scale: Double) {
        let parts = rects()
        func scene(_ r: Rect) -> Rect {
            Rect(
                x: rect.minX + r.minX * scale, y: rect.minY + r.minY * scale, width: r.width * scale,
                height: r.height * scale)
        }
        let n = Self.cells
        let square = scene(parts.square)
        let cell = square.width / Double(n)
        for row in 0..<n {
            for column in 0..<n {
                let color = HSVColor(
                    hue: hsv.hue, saturation: (Double(column) + 0.5) / Double(n),
                    value: 1 - (Double(row) + 0.5) / Double(n)
                ).color
                // Cells overlap by a pixel so no seams show between them.
                list.fill(
                    Rect(
                        x: square.minX + Double(column) * cell, y: square.minY + Double(row) * cell, width: cell + 1,
                        height: cell + 1),
                    color: color)
            }
        }
        let hue = scene(parts.hue)
        let hueCell = hue.height / Double(n)
        for index in 0..<n {
            let color = HSVColor(hue: (Double(index) + 0.5) / Double(n), saturation: 1, value: 1).color
            list.fill(
                Rect(x: hue.minX, y: hue.minY + Double(index) * hueCell, width: hue.width, height: hueCell + 1),
                color: color)
        }
        let alpha = scene(parts.alpha)
        let alphaCell = alpha.width / Double(n)
        let opaque = HSVColor(hue: hsv.hue, saturation: hsv.saturation, value: hsv.value).color
        for index in 0..<n {
            // A checkerboard under the alpha ramp, so transparency shows.
            let check = index % 2 == 0 ? Color(r: 200, g: 200, b: 200) : Color(r: 120, g: 120, b: 120)
            let x = alpha.minX + Double(index) * alphaCell
            list.fill(Rect(x: x, y: alpha.minY, width: alphaCell + 1, height: alpha.height), color: check)
            list.fill(
                Rect(x: x, y: alpha.minY, width: alphaCell + 1, height: alpha.height),
                color: opaque.withAlpha(UInt8(((Double(index) + 0.5) / Double(n) * 255).rounded())))
        }
        let marker = 8 * scale
        let squarePoint = Point(
            x: square.minX + hsv.saturation * square.width, y: square.minY + (1 - hsv.value) * square.height)
        list.stroke(
            Rect(x: squarePoint.x - marker / 2, y: squarePoint.y - marker / 2, width: marker, height: marker),
            radius: marker / 2, width: 2 * scale, color: style.knob)
        let hueY = hue.minY + hsv.hue * hue.height
        list.stroke(
            Rect(x: hue.minX - 2, y: hueY - 2, width: hue.width + 4, height: 4), width: 1.5 * scale, color: style.knob)
        let alphaX = alpha.minX + hsv.alpha * alpha.width
        list.stroke(
            Rect(x: alphaX - 2, y: alpha.minY - 2, width: 4, height: alpha.height + 4), width: 1.5 * scale,
            color: style.knob)
    }
}
