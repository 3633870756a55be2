/// How a part of the switch is painted in one state: a flat colour, an image with an optional tint
/// (HMCustomSwitch's `tintColor`: the tint's hue and saturation over the image's luminance), or both: a
/// colour with an image over it (KYLCustomSwitch's thumb colour with its icon).
public enum Paint: Hashable, Sendable {
    /// A flat colour filling the shape.
    case color(Color)
    /// An image (nine-sliced on a track, aspect-fit on a thumb) recoloured with `tint` (nil draws it as it
    /// is), over the shape filled with `under` when given. A right-to-left switch draws it mirrored unless
    /// `mirrorsInRTL` is false (art that must not flip: text, logos).
    case image(ImageHandle, tint: Color?, under: Color? = nil, mirrorsInRTL: Bool = true)
}

/// A length given in points or as a fraction of a reference length (the track's height for radii,
/// the track's length for the thumb).
public enum Length: Hashable, Sendable {
    /// A length in points.
    case points(Double)
    /// A fraction of the reference length: 0.5 is half of it.
    case fraction(Double)

    /// The length in points against `reference`.
    public func resolve(against reference: Double) -> Double {
        switch self {
        case .points(let v): return v
        case .fraction(let f): return f * reference
        }
    }
}

/// A corner radius: points, a fraction of the shape's height (HwcCustomUISwitch uses 10 %), or a pill.
public enum CornerRadius: Hashable, Sendable {
    /// A radius in points, clamped to 0...half the shorter side.
    case points(Double)
    /// A fraction of the shape's shorter side (0.1 is 10 %), clamped to a pill.
    case fraction(Double)
    /// Half the shorter side: fully rounded ends (a circle for a square).
    case pill

    /// The radius in points for a shape of `size`, already clamped to a pill.
    public func resolve(for size: Size) -> Double {
        let limit = min(size.width, size.height) / 2
        let r: Double
        switch self {
        case .points(let v): r = v
        case .fraction(let f): r = f * min(size.width, size.height)
        case .pill: r = limit
        }
        return r.isFinite ? min(max(0, r), limit) : 0
    }
}

/// A border drawn inside the outline of a shape.
public struct BorderStyle: Hashable, Sendable {
    /// The border colour.
    public var color: Color
    /// The border thickness in points, drawn inside the outline (themes allow 0 to 64).
    public var width: Double

    /// A border of `color`, `width` points thick.
    public init(color: Color, width: Double) {
        self.color = color
        self.width = width
    }
}

/// How the track shows its two paints while the thumb is between the ends.
public enum TrackFill: String, Hashable, Sendable {
    /// The whole track fades from the off paint to the on paint with the thumb's position.
    case crossfade
    /// A UISlider's minimum and maximum track (HMCustomSwitch): the on paint from the off end to the
    /// thumb's centre, the off paint from there to the on end. At rest the track shows its resting paint.
    case split
}

/// The switch's body.
public struct TrackStyle: Hashable, Sendable {
    /// How the track is painted while the switch is off.
    public var off: Paint
    /// How the track is painted while the switch is on.
    public var on: Paint
    /// The rounding of the track's corners; a pill by default.
    public var cornerRadius: CornerRadius
    /// Inset of the track from the switch's frame on the two long sides (KYLCustomSwitch's bgMargin).
    public var margin: Double
    /// A border inside the track's outline; nil draws none.
    public var border: BorderStyle?
    /// Cap insets of the track images in image points, for nine-slice scaling; nil = a third of each side.
    public var imageInsets: EdgeInsets?
    /// How the two paints share the track mid-travel; a cross-fade by default.
    public var fill: TrackFill

    /// A track style; by default a cross-fading pill with no margin, border or image insets.
    public init(
        off: Paint, on: Paint, cornerRadius: CornerRadius = .pill, margin: Double = 0,
        border: BorderStyle? = nil, imageInsets: EdgeInsets? = nil, fill: TrackFill = .crossfade
    ) {
        self.off = off
        self.on = on
        self.cornerRadius = cornerRadius
        self.margin = margin
        self.border = border
        self.imageInsets = imageInsets
        self.fill = fill
    }
}

/// The thumb's outline.
public enum ThumbShape: Hashable, Sendable {
    /// Fully rounded ends: a circle, or a pill when `ThumbStyle.width` makes the thumb longer than thick.
    case circle
    /// A rectangle with corners rounded by the given radius.
    case roundedRect(CornerRadius)
}

/// The knob that moves between the ends of the track.
public struct ThumbStyle: Hashable, Sendable {
    /// How the thumb is painted while the switch is off.
    public var off: Paint
    /// How the thumb is painted while the switch is on.
    public var on: Paint
    /// The thumb's outline; a circle by default.
    public var shape: ThumbShape
    /// Thumb length along the track (a fraction is of the length inside the thumb margins); nil makes it as
    /// long as it is thick (a circle or square).
    public var width: Length?
    /// Gap between the thumb and the switch's frame (KYLCustomSwitch's pointMargin).
    public var margin: Double
    /// How much longer the thumb grows while pressed, as a fraction of its length (UISwitch: about 0.2).
    public var pressedStretch: Double
    /// A border inside the thumb's outline; nil draws none.
    public var border: BorderStyle?
    /// Whether the thumb is clipped to the track's rounded shape (HwcCustomUISwitch's `clipsToBounds`), so a
    /// square-ended thumb never sticks out past a rounded track end.
    public var clipToTrack: Bool

    /// A thumb style; by default an unclipped circle 2 points from the frame that does not stretch and has
    /// no border.
    public init(
        off: Paint, on: Paint, shape: ThumbShape = .circle, width: Length? = nil, margin: Double = 2,
        pressedStretch: Double = 0, border: BorderStyle? = nil, clipToTrack: Bool = false
    ) {
        self.off = off
        self.on = on
        self.shape = shape
        self.width = width
        self.margin = margin
        self.pressedStretch = pressedStretch
        self.border = border
        self.clipToTrack = clipToTrack
    }
}

/// Where the labels sit: riding with the thumb and clipped to the track (HMCustomSwitch), or fixed in
/// the two halves with the thumb covering one (HwcCustomUISwitch).
public enum LabelLayout: String, Hashable, Sendable {
    /// Labels ride with the thumb, clipped to the track's straight part (HMCustomSwitch).
    case slide
    /// Labels stay in the two halves of the track and the thumb covers one (HwcCustomUISwitch).
    case fixed
}

/// One label's text and look. Empty text falls back to "I" (on) or "O" (off).
public struct LabelStyle: Hashable, Sendable {
    /// The label text; `\n` breaks lines. Empty shows "I" (on) or "O" (off).
    public var text: String
    /// The typeface; bold by default.
    public var face: FontFace
    /// The point size (themes allow 1 to 512); a label shrinks in whole points to fit its room.
    public var size: Double
    /// The smallest fraction of `size` the label shrinks to (0.1 to 1, like UILabel's
    /// `minimumScaleFactor`); text that still does not fit there is cut short with an ellipsis.
    public var minimumScale: Double
    /// The text colour.
    public var color: Color
    /// A fill behind the label's half of the track (fixed layout only).
    public var background: Color?

    /// A label of `text` in `color`, bold at 17 points shrinking to half at most by default, with no background.
    public init(
        text: String, face: FontFace = .bold, size: Double = 17, minimumScale: Double = 0.5, color: Color,
        background: Color? = nil
    ) {
        self.text = text
        self.face = face
        self.size = size
        self.minimumScale = minimumScale
        self.color = color
        self.background = background
    }
}

/// The on and off labels; nil parts draw nothing.
public struct LabelsStyle: Hashable, Sendable {
    /// Whether the labels slide with the thumb or stay in the track's halves.
    public var layout: LabelLayout
    /// The label shown on the on side; nil shows none.
    public var on: LabelStyle?
    /// The label shown on the off side; nil shows none.
    public var off: LabelStyle?

    /// Labels laid out as `layout` (sliding by default); no labels unless given.
    public init(layout: LabelLayout = .slide, on: LabelStyle? = nil, off: LabelStyle? = nil) {
        self.layout = layout
        self.on = on
        self.off = off
    }
}

/// How the thumb travels when the value changes.
public struct AnimationStyle: Hashable, Sendable {
    /// Seconds for a full end-to-end travel; a partial travel takes its share.
    public var duration: Double
    /// The timing curve of the travel: a Bézier or a spring.
    public var curve: AnimationCurve

    /// A travel of `duration` seconds end to end along `curve`.
    public init(duration: Double, curve: AnimationCurve) {
        self.duration = duration
        self.curve = curve
    }
}

/// How a switch looks while its owner has not yet decided a change (`SwitchDecision.pending`), drawn by
/// the switch and animated on the scene clock.
public enum BusyLook: String, Hashable, Sendable, CaseIterable {
    /// Eight dots in a ring on the thumb, the brightest one stepping round once a second.
    case spinner
    /// The track brightens and fades with the style's busy colour, once a second.
    case pulse
    /// The whole switch drawn at half its opacity, still.
    case dim
}

/// What a switch does while a change waits for its owner's decision.
public struct PendingStyle: Hashable, Sendable {
    /// How the switch shows that it waits.
    public var look: BusyLook
    /// The spinner's dots, or the pulse's colour (its alpha scales the pulse); unused by `dim`.
    public var color: Color
    /// How far the thumb goes towards the requested end while it waits: 1 rests at that end, 0.5 in the
    /// middle, 0 stays where it was.
    public var position: Double
    /// Seconds after which an undecided change counts as refused; nil waits until the owner resolves it.
    public var timeout: Double?

    /// A pending look; the defaults are the theme format's (a grey spinner at the requested end, 30 s).
    public init(
        look: BusyLook = .spinner, color: Color = Color(r: 142, g: 142, b: 147), position: Double = 1,
        timeout: Double? = 30
    ) {
        self.look = look
        self.color = color
        self.position = position
        self.timeout = timeout
    }

    /// The longest time-out a style keeps (an hour); longer ones are cut to it.
    public static let maxTimeout = 3600.0
}

/// Which way the track runs.
public enum SwitchOrientation: String, Hashable, Sendable {
    /// The track runs left to right.
    case horizontal
    /// The track runs top to bottom; on is at the top unless the direction is right-to-left.
    case vertical
}

/// Which end is "on": trailing for left-to-right (right is on), leading for right-to-left.
/// Vertical switches put "on" at the top unless `rightToLeft`/reversed.
public enum LayoutDirection: String, Hashable, Sendable {
    /// On is at the right (at the top for a vertical switch); `"ltr"` in themes.
    case leftToRight = "ltr"
    /// On is at the left (at the bottom for a vertical switch); `"rtl"` in themes.
    case rightToLeft = "rtl"
}

/// What a press on the track away from the thumb does.
public enum TrackTap: String, Hashable, Sendable {
    /// A tap anywhere on the switch toggles it (UISwitch).
    case toggle
    /// Only the thumb takes presses; one elsewhere on the track reaches nothing (HwcCustomUISwitch, whose
    /// tap recogniser sits on the tag).
    case ignore
}

/// What a tap on a gallery switch's caption does.
public enum CaptionTap: String, Hashable, Sendable {
    /// Nothing: the caption is text (UIKit's behaviour).
    case ignore
    /// The switch toggles exactly as a tap on it would, asking its owner first, as many settings screens do.
    case toggle
}

/// Everything that decides how a switch looks and moves. Built in code or decoded from a theme.
public struct SwitchStyle: Hashable, Sendable {
    /// The switch's frame size in points (a theme allows 1 to 4096 per side and defaults to 51x31).
    public var size: Size
    /// The body the thumb moves along.
    public var track: TrackStyle
    /// The knob that moves between the ends of the track.
    public var thumb: ThumbStyle
    /// The on and off labels; none by default.
    public var labels: LabelsStyle
    /// How the thumb travels when the value changes; 0.25 s ease-in-out by default.
    public var animation: AnimationStyle
    /// Whether the track runs horizontally or vertically.
    public var orientation: SwitchOrientation
    /// Which end is on: right (top) for left-to-right, left (bottom) for right-to-left.
    public var direction: LayoutDirection
    /// Whether a press on the track away from the thumb toggles or is ignored.
    public var trackTap: TrackTap
    /// Whether a tap on the switch's caption (in a gallery) toggles it; ignored by default.
    public var captionTap: CaptionTap = .ignore
    /// Opacity applied to the whole switch while disabled.
    public var disabledOpacity: Double
    /// Colour of the ring drawn around the track while the switch has keyboard focus.
    public var focusRing: Color
    /// The look and the time-out of a change the owner has not decided yet.
    public var pending: PendingStyle
    /// The sounds and rumbles of its cues (docs/feedback.md); silent by default.
    public var feedback: FeedbackStyle

    /// A style of `size` points with its track and thumb; the defaults match a theme's: no labels, 0.25 s ease-in-out,
    /// horizontal, left-to-right, a tap anywhere toggles, 0.4 opacity while disabled, a blue (#007AFF) focus ring.
    public init(
        size: Size, track: TrackStyle, thumb: ThumbStyle, labels: LabelsStyle = LabelsStyle(),
        animation: AnimationStyle = AnimationStyle(duration: 0.25, curve: .easeInOut),
        orientation: SwitchOrientation = .horizontal, direction: LayoutDirection = .leftToRight,
        trackTap: TrackTap = .toggle, disabledOpacity: Double = 0.4, focusRing: Color = Color(r: 0, g: 122, b: 255),
        pending: PendingStyle = PendingStyle(), feedback: FeedbackStyle = FeedbackStyle()
    ) {
        self.size = size
        self.track = track
        self.thumb = thumb
        self.labels = labels
        self.animation = animation
        self.orientation = orientation
        self.direction = direction
        self.trackTap = trackTap
        self.disabledOpacity = disabledOpacity
        self.focusRing = focusRing
        self.pending = pending
        self.feedback = feedback
    }
}
