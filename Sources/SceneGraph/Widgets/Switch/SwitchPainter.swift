/// What a switch draws with, prepared when the style or size changes: the style, its layout and its
/// resolved paints. Kept by the switch and shared by reference, so a frame copies none of it (copying the
/// style into a painter per switch per frame was a quarter of the draw-list build).
final class SwitchPainter: Sendable {
    let style: SwitchStyle
    let layout: SwitchLayout
    let look: SwitchLook
    /// The layout's track, its corner radius and the slide labels' clip, in node points: worked out here
    /// once rather than per switch per frame.
    let trackRect: Rect
    let trackCornerRadius: Double
    let slideLabelClip: Rect

    /// Gap between the track and the focus ring, and the ring's width, in node points.
    static let focusGap = FramePainter.focusGap
    static let focusWidth = FramePainter.focusWidth

    /// The painter of `style` laid out as `layout`, with its paints resolved as `look`.
    init(style: SwitchStyle, layout: SwitchLayout, look: SwitchLook) {
        self.style = style
        self.layout = layout
        self.look = look
        trackRect = layout.geometry.trackRect
        trackCornerRadius = layout.geometry.trackCornerRadius
        slideLabelClip = layout.geometry.slideLabelClip
    }

    /// Draws the switch with its frame's top-left at `origin` (scene points) and `scale` scene points per
    /// node point, enabled or dimmed to the disabled opacity, with or without the focus ring; `motion`
    /// places the thumb, the cross-fade and the pressed stretch; `busy`: seconds since a pending change
    /// began (its busy look is drawn), nil when none is pending.
    func draw(
        into list: inout DrawList, origin: Point, scale: Double, enabled: Bool, focused: Bool, motion: SwitchMotion,
        busy: Double? = nil
    ) {
        let frame = FramePainter(
            owner: self, origin: origin, scale: scale, opacity: enabled ? 1 : style.disabledOpacity, focused: focused)
        frame.draw(into: &list, position: motion.position, fade: motion.fade, stretch: motion.stretch, busy: busy)
    }
}

/// Emits one switch into a draw list for one frame: track, labels, border, thumb, focus ring, in that
/// order, from its owner's prepared values, so a frame only does arithmetic and appends commands.
private struct FramePainter {
    let owner: SwitchPainter
    var style: SwitchStyle { _read { yield owner.style } }
    var layout: SwitchLayout { _read { yield owner.layout } }
    var look: SwitchLook { _read { yield owner.look } }
    /// The frame's top-left in scene points and scene points per node point.
    let origin: Point
    let scale: Double
    /// 1, or the style's disabled opacity: the whole switch is then drawn as one opacity group, so the
    /// thumb and labels hide what they cover as they do when enabled (UIKit's layer alpha).
    let opacity: Double
    let focused: Bool

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

    /// `position`: the thumb, 0 off to 1 on; `fade`: how far the colours and images have cross-faded from
    /// off to on (the position clamped to 0...1, unless motion is reduced); `stretch`: how pressed the thumb
    /// looks, 0...1; `busy`: seconds since a pending change began (its busy look is drawn), nil when none is
    /// pending.
    func draw(into list: inout DrawList, position: Double, fade: Double, stretch: Double, busy: Double? = nil) {
        let g = layout.geometry
        let grow = (Self.focusGap + Self.focusWidth) * scale
        let busyLook = busy.map { _ in style.pending.look }
        let layerOpacity = busyLook == .dim ? opacity * Self.busyDimming : opacity
        // An opaque group emits nothing: skipping it (and its pop) builds the same list without the
        // group stack's push and pop per switch.
        let grouped = !(layerOpacity >= 1)
        if grouped {
            list.pushOpacity(
                layerOpacity, bounds: place(Rect(origin: .zero, size: g.size)).insetBy(dx: -grow, dy: -grow))
        }
        defer { if grouped { list.popOpacity() } }
        let fade = fade.isFinite ? min(1, max(0, fade)) : 0
        let track = place(owner.trackRect)
        let trackRadius = owner.trackCornerRadius * scale
        let span = g.thumbSpan(position: position, stretch: stretch)
        let pulse = busyLook == .pulse ? busy : nil
        let (before, after) = uncoveredParts(span)
        if before == nil, after == nil {
            drawBody(span: span, position: position, fade: fade, pulse: pulse, into: &list)
        }
        if let before {
            list.pushClip(before)
            drawBody(span: span, position: position, fade: fade, pulse: pulse, into: &list)
            list.popClip()
        }
        if let after {
            list.pushClip(after)
            drawBody(span: span, position: position, fade: fade, pulse: pulse, into: &list)
            list.popClip()
        }
        if let border = style.track.border {
            list.stroke(track, radius: trackRadius, width: g.trackBorderWidth * scale, color: border.color)
        }

        let thumbLocal = g.rect(u0: span.u0, u1: span.u1, v0: g.thumbMargin, v1: g.thickness - g.thumbMargin)
        let thumb = place(thumbLocal)
        if style.thumb.clipToTrack {
            list.pushClip(thumb.intersection(track))
            drawThumb(shape: track, radius: trackRadius, frame: thumb, width: thumbLocal, fade: fade, into: &list)
            list.popClip()
        } else {
            drawThumb(
                shape: thumb, radius: g.thumbRadius(for: thumbLocal) * scale, width: thumbLocal, fade: fade, into: &list
            )
        }
        if busyLook == .spinner, let busy { drawSpinner(on: thumb, time: busy, into: &list) }

        if focused {
            list.stroke(
                track.insetBy(dx: -grow, dy: -grow), radius: trackRadius + grow, width: Self.focusWidth * scale,
                color: style.focusRing)
        }
    }

    /// The track's paints, the pulse of a busy `pulse` look (`pulse`: seconds into the wait) and the labels.
    private func drawBody(
        span: (u0: Double, u1: Double), position: Double, fade: Double, pulse: Double?, into list: inout DrawList
    ) {
        let g = layout.geometry
        let track = place(owner.trackRect)
        let trackRadius = owner.trackCornerRadius * scale
        if style.track.fill == .split, position > 0, position < 1 {
            drawSplitTrack(at: (span.u0 + span.u1) / 2, rect: track, radius: trackRadius, into: &list)
        } else {
            drawPaints(
                look.trackOff, look.trackOn, fade: fade, rect: track, radius: trackRadius, isTrack: true,
                into: &list)
        }
        if let pulse {
            list.fill(track, radius: trackRadius, color: style.pending.color.withOpacity(Self.pulse(pulse)))
        }
        switch style.labels.layout {
        case .slide:
            let regions = g.slideLabelRects(thumb: span)
            list.pushClip(place(owner.slideLabelClip))
            drawLabel(layout.onLabel, in: place(regions.on), into: &list)
            drawLabel(layout.offLabel, in: place(regions.off), into: &list)
            list.popClip()
        case .fixed:
            let halves = g.fixedLabelRects
            drawFixedLabel(layout.onLabel, half: place(halves.on), track: track, radius: trackRadius, into: &list)
            drawFixedLabel(layout.offLabel, half: place(halves.off), track: track, radius: trackRadius, into: &list)
        }
    }

    /// With `clipToTrack`, when the thumb covers the track's whole thickness: the track on either side of
    /// the thumb (scene points), so nothing is drawn under the thumb and no anti-aliased rim of the track or
    /// a label's background shows round the thumb's edge. Both nil otherwise: the body is drawn whole.
    private func uncoveredParts(_ span: (u0: Double, u1: Double)) -> (before: Rect?, after: Rect?) {
        let g = layout.geometry
        guard style.thumb.clipToTrack, g.thumbMargin <= g.trackMargin else { return (nil, nil) }
        // A pair of optionals, not an array: this runs for every switch every frame and must not allocate.
        func side(_ u0: Double, _ u1: Double) -> Rect? {
            u1 > u0 ? place(g.rect(u0: u0, u1: u1, v0: 0, v1: g.thickness)) : nil
        }
        return (side(0, span.u0), side(span.u1, g.length))
    }

    /// The thumb's paints and border filling `shape` (scene points): the thumb's own outline, or, clipped to
    /// the thumb's rectangle, the track's (`clipToTrack`); images are fitted to `frame`, the thumb's rectangle
    /// (nil: `shape`). `local` is the thumb in node points, which bounds the border's width.
    private func drawThumb(
        shape: Rect, radius: Double, frame: Rect? = nil, width local: Rect, fade: Double, into list: inout DrawList
    ) {
        drawPaints(
            look.thumbOff, look.thumbOn, fade: fade, rect: shape, radius: radius, isTrack: false, imageFrame: frame,
            into: &list)
        if let border = style.thumb.border {
            let width = min(border.width, min(local.width, local.height) / 2) * scale
            list.stroke(shape, radius: radius, width: width, color: border.color)
        }
    }

    /// A split track (UISlider's minimum and maximum track): the on paint from the off end to `u` (the
    /// thumb's centre along the track, node points), the off paint from there to the on end.
    private func drawSplitTrack(at u: Double, rect: Rect, radius: Double, into list: inout DrawList) {
        let g = layout.geometry
        let parts = [
            (look.trackOn, g.rect(u0: 0, u1: u, v0: 0, v1: g.thickness)),
            (look.trackOff, g.rect(u0: u, u1: g.length, v0: 0, v1: g.thickness)),
        ]
        for (paint, part) in parts {
            list.pushClip(place(part).intersection(rect))
            drawPaint(paint, alpha: 1, rect: rect, radius: radius, isTrack: true, into: &list)
            list.popClip()
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
        let color = style.pending.color
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
        imageFrame: Rect? = nil, into list: inout DrawList
    ) {
        if case .color(let a) = off, case .color(let b) = on {
            list.fill(rect, radius: radius, color: a.mix(b, fade))
            return
        }
        drawPaint(off, alpha: 1, rect: rect, radius: radius, isTrack: isTrack, imageFrame: imageFrame, into: &list)
        drawPaint(on, alpha: fade, rect: rect, radius: radius, isTrack: isTrack, imageFrame: imageFrame, into: &list)
    }

    /// One paint at `alpha`: a colour fills `rect` with `radius`; a track image is nine-sliced into `rect`, a
    /// thumb image aspect-fit into `imageFrame` (nil: `rect`).
    private func drawPaint(
        _ paint: ResolvedPaint, alpha: Double, rect: Rect, radius: Double, isTrack: Bool, imageFrame: Rect? = nil,
        into list: inout DrawList
    ) {
        switch paint {
        case .color(let color):
            list.fill(rect, radius: radius, color: color.withOpacity(alpha))
        case .image(let handle, let size, let caps, let under, let mirrored):
            if let under { list.fill(rect, radius: radius, color: under.withOpacity(alpha)) }
            let color = Color.white.withOpacity(alpha)
            if isTrack {
                ImageFitting.drawTrack(
                    handle, imageSize: size, caps: caps, into: &list, dest: rect, vertical: layout.geometry.vertical,
                    mirrored: mirrored, color: color)
            } else {
                list.image(
                    handle, dest: ImageFitting.aspectFit(size, in: imageFrame ?? rect), color: color,
                    rotation: mirrored ? .mirrored : .upright)
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

    /// A rectangle in node points moved into scene points.
    private func place(_ r: Rect) -> Rect {
        Rect(
            x: origin.x + r.minX * scale, y: origin.y + r.minY * scale, width: r.width * scale, height: r.height * scale
        )
    }
}
