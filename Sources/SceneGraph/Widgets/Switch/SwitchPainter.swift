/// Emits one switch into a draw list: track, labels, border, thumb, focus ring, in that order. Built when
/// the style or size changes and kept by the switch, it holds only the plain values drawing needs (no
/// strings), and is shared rather than copied, so a frame only does arithmetic and appends commands.
final class SwitchPainter: Sendable {
    let layout: SwitchLayout
    let look: SwitchLook
    let labelLayout: LabelLayout
    let trackBorder: Color?
    let thumbBorder: BorderStyle?
    let pending: PendingStyle
    let focusRing: Color
    let disabledOpacity: Double
    /// The track's rectangle and corner radius and the slide labels' clip, in node points.
    private let trackRect: Rect
    private let trackRadius: Double
    private let slideLabelClip: Rect

    /// Gap between the track and the focus ring, and the ring's width, in node points.
    static let focusGap = 2.0
    static let focusWidth = 2.0

    /// Seconds per turn of the spinner and per pulse of the track.
    static let busyPeriod = 1.0
    /// The opacity a `dim` busy look multiplies the switch's with.
    static let busyDimming = 0.5
    /// Unit vectors to the spinner's eight dots, clockwise from the top (no trigonometry, so every platform
    /// draws the same bits).
    private static let spinnerDirections: [(Double, Double)] = {
        let d = 0.5.squareRoot()
        return [(0, -1), (d, -d), (1, 0), (d, d), (0, 1), (-d, d), (-1, 0), (-d, -d)]
    }()

    /// The painter of `style` laid out as `layout`, with its paints resolved as `look`.
    init(style: SwitchStyle, layout: SwitchLayout, look: SwitchLook) {
        self.layout = layout
        self.look = look
        labelLayout = style.labels.layout
        trackBorder = style.track.border?.color
        thumbBorder = style.thumb.border
        pending = style.pending
        focusRing = style.focusRing
        disabledOpacity = style.disabledOpacity
        trackRect = layout.geometry.trackRect
        trackRadius = layout.geometry.trackCornerRadius
        slideLabelClip = layout.geometry.slideLabelClip
    }

    /// Draws the switch with its frame's top-left at `origin` (scene points) and `scale` scene points per node
    /// point, enabled or dimmed to the disabled opacity, with or without the focus ring. `motion` places the
    /// thumb, the cross-fade and the pressed stretch; `busy`: seconds since a pending change began (its busy
    /// look is drawn), nil when none is pending.
    func draw(
        into list: inout DrawList, origin: Point, scale: Double, enabled: Bool, focused: Bool, motion: SwitchMotion,
        busy: Double? = nil
    ) {
        let g = layout.geometry
        let place = Placement(origin: origin, scale: scale)
        let grow = (Self.focusGap + Self.focusWidth) * scale
        let busyLook = busy.map { _ in pending.look }
        let opacity = enabled ? 1 : disabledOpacity
        let layerOpacity = busyLook == .dim ? opacity * Self.busyDimming : opacity
        let grouped = !(layerOpacity >= 1)
        if grouped {
            list.pushOpacity(
                layerOpacity, bounds: place(Rect(origin: .zero, size: g.size)).insetBy(dx: -grow, dy: -grow))
        }
        defer { if grouped { list.popOpacity() } }
        let fade = motion.fade.isFinite ? min(1, max(0, motion.fade)) : 0
        let track = place(trackRect)
        let trackRadius = self.trackRadius * scale
        drawPaints(
            look.trackOff, look.trackOn, fade: fade, rect: track, radius: trackRadius, isTrack: true,
            into: &list)
        if busyLook == .pulse, let busy {
            list.fill(track, radius: trackRadius, color: pending.color.withOpacity(Self.pulse(busy)))
        }

        let span = g.thumbSpan(position: motion.position, stretch: motion.stretch)
        switch labelLayout {
        case .slide:
            let regions = g.slideLabelRects(thumb: span)
            list.pushClip(place(slideLabelClip))
            drawLabel(layout.onLabel, in: place(regions.on), into: &list)
            drawLabel(layout.offLabel, in: place(regions.off), into: &list)
            list.popClip()
        case .fixed:
            let halves = g.fixedLabelRects
            drawFixedLabel(layout.onLabel, half: place(halves.on), track: track, radius: trackRadius, into: &list)
            drawFixedLabel(layout.offLabel, half: place(halves.off), track: track, radius: trackRadius, into: &list)
        }
        if let trackBorder {
            list.stroke(track, radius: trackRadius, width: g.trackBorderWidth * scale, color: trackBorder)
        }

        let thumbLocal = g.rect(u0: span.u0, u1: span.u1, v0: g.thumbMargin, v1: g.thickness - g.thumbMargin)
        let thumb = place(thumbLocal)
        let thumbRadius = g.thumbRadius(for: thumbLocal) * scale
        drawPaints(
            look.thumbOff, look.thumbOn, fade: fade, rect: thumb, radius: thumbRadius, isTrack: false,
            into: &list)
        if let thumbBorder {
            let width = min(thumbBorder.width, min(thumbLocal.width, thumbLocal.height) / 2) * scale
            list.stroke(thumb, radius: thumbRadius, width: width, color: thumbBorder.color)
        }
        if busyLook == .spinner, let busy { drawSpinner(on: thumb, time: busy, into: &list) }

        if focused {
            list.stroke(
                track.insetBy(dx: -grow, dy: -grow), radius: trackRadius + grow, width: Self.focusWidth * scale,
                color: focusRing)
        }
    }

    /// The pulse's strength at `time` seconds into the wait: 0 → 1 → 0 once a period, eased at both ends.
    static func pulse(_ time: Double) -> Double {
        let phase = (time / busyPeriod).truncatingRemainder(dividingBy: 1)
        let t = 1 - abs(2 * phase - 1)
        return t.isFinite ? t * t * (3 - 2 * t) : 0
    }

    /// Eight dots in a ring on the thumb; the brightest steps one place clockwise every eighth of a period,
    /// the ones behind it fade.
    private func drawSpinner(on thumb: Rect, time: Double, into list: inout DrawList) {
        let side = min(thumb.width, thumb.height)
        let ring = side * 0.3
        let dot = side * 0.16
        let count = Self.spinnerDirections.count
        let step = (time / Self.busyPeriod * Double(count)).rounded(.down)
        let head = step.isFinite ? Int(step.truncatingRemainder(dividingBy: Double(count))) : 0
        let color = pending.color
        for (index, (dx, dy)) in Self.spinnerDirections.enumerated() {
            let behind = (head - index + count) % count
            let center = Point(x: thumb.midX + dx * ring, y: thumb.midY + dy * ring)
            list.fillCircle(center: center, diameter: dot, color: color.withOpacity(1 - Double(behind) * 0.11))
        }
    }

    /// Two colours mix into one fill; otherwise the off paint is drawn whole and the on paint over it
    /// with opacity `fade` (a colour under an image first, then the image).
    private func drawPaints(
        _ off: ResolvedPaint, _ on: ResolvedPaint, fade: Double, rect: Rect, radius: Double, isTrack: Bool,
        into list: inout DrawList
    ) {
        if case .color(let a) = off, case .color(let b) = on {
            list.fill(rect, radius: radius, color: a.mix(b, fade))
            return
        }
        drawPaint(off, alpha: 1, rect: rect, radius: radius, isTrack: isTrack, into: &list)
        drawPaint(on, alpha: fade, rect: rect, radius: radius, isTrack: isTrack, into: &list)
    }

    private func drawPaint(
        _ paint: ResolvedPaint, alpha: Double, rect: Rect, radius: Double, isTrack: Bool, into list: inout DrawList
    ) {
        switch paint {
        case .color(let color):
            list.fill(rect, radius: radius, color: color.withOpacity(alpha))
        case .image(let handle, let size, let caps, let under):
            if let under { list.fill(rect, radius: radius, color: under.withOpacity(alpha)) }
            let color = Color.white.withOpacity(alpha)
            if isTrack {
                ImageFitting.drawTrack(
                    handle, imageSize: size, caps: caps, into: &list, dest: rect, vertical: layout.geometry.vertical,
                    color: color)
            } else {
                list.image(handle, dest: ImageFitting.aspectFit(size, in: rect), color: color)
            }
        }
    }

    /// A fixed-layout half: its background (the track's rounded shape clipped to the half) and its label.
    private func drawFixedLabel(
        _ label: SwitchLabelRun?, half: Rect, track: Rect, radius: Double, into list: inout DrawList
    ) {
        guard let label else { return }
        list.pushClip(half.intersection(track))
        if let background = label.background {
            list.fill(track, radius: radius, color: background)
        }
        drawLabel(label, in: half, into: &list)
        list.popClip()
    }

    /// The label's text centred in `region` (scene points).
    private func drawLabel(_ label: SwitchLabelRun?, in region: Rect, into list: inout DrawList) {
        guard let label else { return }
        let origin = Point(x: region.midX - label.size.width / 2, y: region.midY - label.size.height / 2)
        list.text(label.handle, origin: origin, size: label.size, color: label.color)
    }
}

/// Moves rectangles in node points into scene points: the frame's top-left `origin` plus `scale` scene points
/// per node point.
private struct Placement {
    let origin: Point
    let scale: Double

    func callAsFunction(_ r: Rect) -> Rect {
        Rect(
            x: origin.x + r.minX * scale, y: origin.y + r.minY * scale, width: r.width * scale, height: r.height * scale
        )
    }
}
