extension SwitchStyle {
    /// The longest side a switch is drawn at, in points: a larger size is drawn at this one.
    package static let maxSide = 10_000.0

    /// The style with every number in range, one rule per value, so no input can crash the switch or
    /// produce NaN geometry. Values that depend on the actual frame (margins larger than the track, a thumb
    /// longer than the track, radii) are clamped again by `SwitchGeometry` against the size in use.
    /// - size: each side clamped to 1...`maxSide` (10 000) points; NaN becomes 1.
    /// - track and thumb margins, border widths, point lengths and corner radii: NaN or negative becomes 0,
    ///   anything above 1 000 000 becomes 1 000 000.
    /// - thumb width: NaN, zero or negative becomes nil (as long as thick); a fraction is capped at 1.
    /// - pressed stretch: clamped to 0...1; NaN becomes 0.
    /// - image insets: NaN or negative sides become 0.
    /// - label size: clamped to 1...200 points; NaN becomes 17.
    /// - label minimum scale: clamped to 0.1...1; NaN becomes 0.5.
    /// - animation duration: clamped to 0...10 seconds, where 0 means the thumb jumps; NaN becomes 0.
    /// - curve: see `AnimationCurve.sanitized()`.
    /// - disabled opacity: clamped to 0...1; NaN becomes 0.4.
    /// - pending position: clamped to 0...1; NaN becomes 1.
    /// - pending time-out: NaN or negative becomes 0 (refused at the next clock step), anything above
    ///   `PendingStyle.maxTimeout` (infinity too) becomes `maxTimeout`; nil (no time-out) stays nil.
    package func sanitized() -> SwitchStyle {
        var s = self
        s.size = Size(
            width: Self.clamp(size.width, 1, Self.maxSide, nan: 1),
            height: Self.clamp(size.height, 1, Self.maxSide, nan: 1))
        s.track.margin = Self.nonNegative(track.margin)
        s.track.cornerRadius = Self.sanitized(track.cornerRadius)
        s.track.border = track.border.map { BorderStyle(color: $0.color, width: Self.nonNegative($0.width)) }
        s.track.imageInsets = track.imageInsets.map {
            EdgeInsets(
                top: Self.nonNegative($0.top), left: Self.nonNegative($0.left),
                bottom: Self.nonNegative($0.bottom), right: Self.nonNegative($0.right))
        }
        s.thumb.margin = Self.nonNegative(thumb.margin)
        s.thumb.pressedStretch = Self.clamp(thumb.pressedStretch, 0, 1, nan: 0)
        s.thumb.border = thumb.border.map { BorderStyle(color: $0.color, width: Self.nonNegative($0.width)) }
        if case .roundedRect(let radius) = thumb.shape { s.thumb.shape = .roundedRect(Self.sanitized(radius)) }
        switch thumb.width {
        case .points(let v)?: s.thumb.width = v.isFinite && v > 0 ? .points(v) : nil
        case .fraction(let f)?: s.thumb.width = f.isFinite && f > 0 ? .fraction(min(1, f)) : nil
        case nil: break
        }
        s.labels.on = labels.on.map(Self.sanitized)
        s.labels.off = labels.off.map(Self.sanitized)
        s.animation = AnimationStyle(
            duration: Self.clamp(animation.duration, 0, 10, nan: 0), curve: animation.curve.sanitized())
        s.disabledOpacity = Self.clamp(disabledOpacity, 0, 1, nan: 0.4)
        s.pending.position = Self.clamp(pending.position, 0, 1, nan: 1)
        s.pending.timeout = pending.timeout.map { Self.clamp($0, 0, PendingStyle.maxTimeout, nan: 0) }
        return s
    }

    private static func sanitized(_ label: LabelStyle) -> LabelStyle {
        var l = label
        l.size = clamp(label.size, 1, 200, nan: 17)
        l.minimumScale = clamp(label.minimumScale, 0.1, 1, nan: 0.5)
        return l
    }

    private static func sanitized(_ radius: CornerRadius) -> CornerRadius {
        switch radius {
        case .points(let v): return .points(nonNegative(v))
        case .fraction(let f): return .fraction(nonNegative(f))
        case .pill: return .pill
        }
    }

    static func nonNegative(_ v: Double) -> Double { v.isNaN ? 0 : min(1e6, max(0, v)) }

    static func clamp(_ v: Double, _ lo: Double, _ hi: Double, nan: Double) -> Double {
        v.isNaN ? nan : min(hi, max(lo, v))
    }
}
