/// How a part of the switch is painted in one state: a flat colour, or an image with an optional tint
/// (HMCustomSwitch's `tintColor`: the tint's hue and saturation over the image's luminance).
public enum Paint: Hashable, Sendable {
    case color(Color)
    case image(ImageHandle, tint: Color?)
}

/// A length given in points or as a fraction of a reference length (the track's height for radii,
/// the track's length for the thumb).
public enum Length: Hashable, Sendable {
    case points(Double)
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
    case points(Double)
    case fraction(Double)
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
    public var color: Color
    public var width: Double

    public init(color: Color, width: Double) {
        self.color = color
        self.width = width
    }
}

/// The switch's body.
public struct TrackStyle: Hashable, Sendable {
    public var off: Paint
    public var on: Paint
    public var cornerRadius: CornerRadius
    /// Inset of the track from the switch's frame on the two long sides (KYLCustomSwitch's bgMargin).
    public var margin: Double
    public var border: BorderStyle?
    /// Cap insets of the track images in image points, for nine-slice scaling; nil = a third of each side.
    public var imageInsets: EdgeInsets?

    public init(
        off: Paint, on: Paint, cornerRadius: CornerRadius = .pill, margin: Double = 0,
        border: BorderStyle? = nil, imageInsets: EdgeInsets? = nil
    ) {
        self.off = off
        self.on = on
        self.cornerRadius = cornerRadius
        self.margin = margin
        self.border = border
        self.imageInsets = imageInsets
    }
}

/// The thumb's outline.
public enum ThumbShape: Hashable, Sendable {
    case circle
    case roundedRect(CornerRadius)
}

/// The knob that moves between the ends of the track.
public struct ThumbStyle: Hashable, Sendable {
    public var off: Paint
    public var on: Paint
    public var shape: ThumbShape
    /// Thumb length along the track (a fraction is of the length inside the thumb margins); nil makes it as
    /// long as it is thick (a circle or square).
    public var width: Length?
    /// Gap between the thumb and the switch's frame (KYLCustomSwitch's pointMargin).
    public var margin: Double
    /// How much longer the thumb grows while pressed, as a fraction of its length (UISwitch: about 0.2).
    public var pressedStretch: Double
    public var border: BorderStyle?

    public init(
        off: Paint, on: Paint, shape: ThumbShape = .circle, width: Length? = nil, margin: Double = 2,
        pressedStretch: Double = 0, border: BorderStyle? = nil
    ) {
        self.off = off
        self.on = on
        self.shape = shape
        self.width = width
        self.margin = margin
        self.pressedStretch = pressedStretch
        self.border = border
    }
}

/// Where the labels sit: riding with the thumb and clipped to the track (HMCustomSwitch), or fixed in
/// the two halves with the thumb covering one (HwcCustomUISwitch).
public enum LabelLayout: String, Hashable, Sendable {
    case slide
    case fixed
}

/// One label's text and look. Empty text falls back to "I" (on) or "O" (off).
public struct LabelStyle: Hashable, Sendable {
    public var text: String
    public var face: FontFace
    public var size: Double
    public var color: Color
    /// A fill behind the label's half of the track (fixed layout only).
    public var background: Color?

    public init(text: String, face: FontFace = .bold, size: Double = 17, color: Color, background: Color? = nil) {
        self.text = text
        self.face = face
        self.size = size
        self.color = color
        self.background = background
    }
}

/// The on and off labels; nil parts draw nothing.
public struct LabelsStyle: Hashable, Sendable {
    public var layout: LabelLayout
    public var on: LabelStyle?
    public var off: LabelStyle?

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
    public var curve: AnimationCurve

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
    public var look: BusyLook
    /// The spinner's dots, or the pulse's colour (its alpha scales the pulse); unused by `dim`.
    public var color: Color
    /// How far the thumb goes towards the requested end while it waits: 1 rests at that end, 0.5 in the
    /// middle, 0 stays where it was.
    public var position: Double
    /// Seconds after which an undecided change counts as refused; nil waits until the owner resolves it.
    public var timeout: Double?

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
    case horizontal
    case vertical
}

/// Which end is "on": trailing for left-to-right (right is on), leading for right-to-left.
/// Vertical switches put "on" at the top unless `rightToLeft`/reversed.
public enum LayoutDirection: String, Hashable, Sendable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}

/// Everything that decides how a switch looks and moves. Built in code or decoded from a theme.
public struct SwitchStyle: Hashable, Sendable {
    public var size: Size
    public var track: TrackStyle
    public var thumb: ThumbStyle
    public var labels: LabelsStyle
    public var animation: AnimationStyle
    public var orientation: SwitchOrientation
    public var direction: LayoutDirection
    /// Opacity applied to the whole switch while disabled.
    public var disabledOpacity: Double
    /// Colour of the ring drawn around the track while the switch has keyboard focus.
    public var focusRing: Color
    /// The look and the time-out of a change the owner has not decided yet.
    public var pending: PendingStyle

    public init(
        size: Size, track: TrackStyle, thumb: ThumbStyle, labels: LabelsStyle = LabelsStyle(),
        animation: AnimationStyle = AnimationStyle(duration: 0.25, curve: .easeInOut),
        orientation: SwitchOrientation = .horizontal, direction: LayoutDirection = .leftToRight,
        disabledOpacity: Double = 0.4, focusRing: Color = Color(r: 0, g: 122, b: 255),
        pending: PendingStyle = PendingStyle()
    ) {
        self.size = size
        self.track = track
        self.thumb = thumb
        self.labels = labels
        self.animation = animation
        self.orientation = orientation
        self.direction = direction
        self.disabledOpacity = disabledOpacity
        self.focusRing = focusRing
        self.pending = pending
    }
}
