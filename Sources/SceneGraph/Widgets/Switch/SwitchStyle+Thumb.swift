extension SwitchStyle {
    /// The resting thumb's length along the track at the style's own size, as `SwitchGeometry` lays it out:
    /// with `trackTap` `ignore` the extent along the track that takes presses (across the track, the
    /// switch's whole hit area takes them).
    package var restingThumbLength: Double {
        let style = sanitized()
        return SwitchGeometry(style: style, size: style.size).thumbLength
    }
}
