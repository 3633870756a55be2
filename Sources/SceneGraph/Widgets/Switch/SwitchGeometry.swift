/// Where the parts of a switch of one size sit, in the node's own points (origin top-left). Works along
/// the track with `u` (0 at the off end, `length` at the on end) and across it with `v`, so orientation
/// and direction are one mapping. Built once per style and size; per frame only the thumb moves.
///
/// Size-dependent clamps, one rule each:
/// - track margin: at most (thickness − 1) / 2, so at least a point of track remains.
/// - thumb margin: at most (thickness − 1) / 2 and (length − 1) / 2.
/// - thumb length: at most the length inside the thumb margins (then it cannot travel).
/// - corner radii: at most half the shorter side (a pill).
/// - border width: at most half the shorter side of the track (a fill).
struct SwitchGeometry: Sendable {
    let size: Size
    let vertical: Bool
    /// True when `u` runs against the screen axis: right-to-left, or a vertical switch with on at the top.
    let reversed: Bool
    /// Along and across the track, in points.
    let length: Double
    let thickness: Double
    let trackMargin: Double
    let thumbMargin: Double
    /// The thumb's extent along the track at rest, and across it.
    let thumbLength: Double
    let thumbThickness: Double
    let thumbShape: ThumbShape
    let trackRadius: CornerRadius
    let trackBorderWidth: Double
    let maxStretch: Double

    init(style: SwitchStyle, size: Size) {
        self.size = Size(
            width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
        vertical = style.orientation == .vertical
        let rtl = style.direction == .rightToLeft
        reversed = vertical ? !rtl : rtl
        length = vertical ? self.size.height : self.size.width
        thickness = vertical ? self.size.width : self.size.height
        let crossLimit = max(0, (thickness - 1) / 2)
        trackMargin = min(style.track.margin, crossLimit)
        thumbMargin = min(style.thumb.margin, crossLimit, max(0, (length - 1) / 2))
        thumbThickness = max(0, thickness - 2 * thumbMargin)
        let inner = max(0, length - 2 * thumbMargin)
        let wanted = style.thumb.width?.resolve(against: inner) ?? thumbThickness
        thumbLength = wanted.isFinite ? min(max(0, wanted), inner) : min(thumbThickness, inner)
        thumbShape = style.thumb.shape
        trackRadius = style.track.cornerRadius
        let trackThickness = max(0, thickness - 2 * trackMargin)
        trackBorderWidth = min(style.track.border?.width ?? 0, min(trackThickness, length) / 2)
        maxStretch = style.thumb.pressedStretch
    }

    /// Length inside the thumb margins: what the thumb moves within.
    var innerLength: Double { max(0, length - 2 * thumbMargin) }

    /// How far the resting thumb moves from off to on.
    var travel: Double { max(0, innerLength - thumbLength) }

    /// The local rectangle for `u0...u1` along and `v0...v1` across the track.
    func rect(u0: Double, u1: Double, v0: Double, v1: Double) -> Rect {
        let a0 = reversed ? length - u1 : u0
        let a1 = reversed ? length - u0 : u1
        return vertical
            ? Rect(x: v0, y: a0, width: v1 - v0, height: a1 - a0)
            : Rect(x: a0, y: v0, width: a1 - a0, height: v1 - v0)
    }

    var trackRect: Rect { rect(u0: 0, u1: length, v0: trackMargin, v1: thickness - trackMargin) }

    var trackCornerRadius: Double { trackRadius.resolve(for: trackRect.size) }

    /// The track's corner radius as drawn: at most half its shorter side.
    private var drawnTrackRadius: Double {
        let r = trackCornerRadius
        let limit = min(trackRect.width, trackRect.height) / 2
        return r.isFinite ? min(max(0, r), limit) : limit
    }

    /// Slide labels are clipped to the track's straight part: the track inset by its corner radius at both
    /// ends. A rectangular clip cannot follow the rounded caps, so labels never enter them (at rest they
    /// have room enough not to, see `labelRoom`); mid-travel they disappear at the caps' inner edges.
    var slideLabelClip: Rect {
        let r = drawnTrackRadius
        return rect(u0: r, u1: max(r, length - r), v0: trackMargin, v1: thickness - trackMargin)
    }

    /// The thumb's `u` range at `position` (0 off, 1 on; a spring may overshoot) with `stretch` (0...1 of
    /// the style's pressed stretch). A stretched thumb grows towards the middle; an overshoot may use the
    /// thumb margin but never leaves the frame.
    func thumbSpan(position: Double, stretch: Double) -> (u0: Double, u1: Double) {
        let p = position.isFinite ? position : 0
        let s = stretch.isFinite ? min(1, max(0, stretch)) : 0
        let len = min(innerLength, thumbLength * (1 + maxStretch * s))
        let u0 = thumbMargin + p * max(0, innerLength - len)
        let clamped = min(max(0, u0), max(0, length - len))
        return (clamped, clamped + len)
    }

    func thumbRadius(for thumb: Rect) -> Double {
        switch thumbShape {
        case .circle: return min(thumb.width, thumb.height) / 2
        case .roundedRect(let radius): return radius.resolve(for: thumb.size)
        }
    }

    /// Slide layout: the on-label fills the track between the off end side of the thumb and the width of
    /// the uncovered track; the off-label the same on the other side. Both move with the thumb.
    func slideLabelRects(thumb span: (u0: Double, u1: Double)) -> (on: Rect, off: Rect) {
        let labelLength = max(0, innerLength - thumbLength)
        let v0 = trackMargin
        let v1 = thickness - trackMargin
        return (
            rect(u0: span.u0 - labelLength, u1: span.u0, v0: v0, v1: v1),
            rect(u0: span.u1, u1: span.u1 + labelLength, v0: v0, v1: v1)
        )
    }

    /// Fixed layout: the half at the off end holds the on-label (uncovered while on), the half at the on
    /// end the off-label (uncovered while off).
    var fixedLabelRects: (on: Rect, off: Rect) {
        let v0 = trackMargin
        let v1 = thickness - trackMargin
        return (rect(u0: 0, u1: length / 2, v0: v0, v1: v1), rect(u0: length / 2, u1: length, v0: v0, v1: v1))
    }

    /// The room a label may take before it is shrunk: its region at rest, less what the label clip cuts off
    /// at the track's end (the label is centred in the region, so both sides lose as much).
    var labelRoom: Size {
        let across = max(0, thickness - 2 * trackMargin)
        let along = max(0, min(innerLength, length - 2 * drawnTrackRadius) - thumbLength)
        return vertical ? Size(width: across, height: along) : Size(width: along, height: across)
    }

    var fixedLabelRoom: Size {
        let across = max(0, thickness - 2 * trackMargin)
        return vertical ? Size(width: across, height: length / 2) : Size(width: length / 2, height: across)
    }

    /// Whether `point` (local points) lies along the track within the thumb's `span`; across the track
    /// anything inside the hit area counts, so a thin thumb is as easy to hit as the switch.
    func isOnThumb(_ point: Point, span: (u0: Double, u1: Double)) -> Bool {
        let a = vertical ? point.y : point.x
        let u = reversed ? length - a : a
        return u >= span.u0 && u <= span.u1
    }

    /// Converts a pointer movement in local points to (along towards on, across).
    func alongAndAcross(_ delta: Point) -> (along: Double, across: Double) {
        let a = vertical ? delta.y : delta.x
        return (reversed ? -a : a, vertical ? delta.x : delta.y)
    }
}
