extension SwitchStyle {
    /// The style drawn `factor` times as large: its size, margins, borders, corner radii and thumb length
    /// in points, and its labels' font sizes (at least 1 point). Fractions, colours, images and motion stay
    /// as they are. The playground's states sheet zooms with it, so a label is set at its zoomed size
    /// rather than stretched.
    package func scaled(by factor: Double) -> SwitchStyle {
        guard factor.isFinite, factor > 0, factor != 1 else { return self }
        var style = self
        style.size = Size(width: size.width * factor, height: size.height * factor)
        style.track.margin *= factor
        style.track.cornerRadius = track.cornerRadius.scaled(by: factor)
        style.track.border?.width *= factor
        style.thumb.margin *= factor
        style.thumb.border?.width *= factor
        if case .points(let length) = thumb.width { style.thumb.width = .points(length * factor) }
        if case .roundedRect(let radius) = thumb.shape { style.thumb.shape = .roundedRect(radius.scaled(by: factor)) }
        style.labels.on?.size = max(1, (labels.on?.size ?? 1) * factor)
        style.labels.off?.size = max(1, (labels.off?.size ?? 1) * factor)
        return style
    }
}

extension CornerRadius {
    /// A radius in points scaled by `factor`; a fraction or a pill as it is.
    func scaled(by factor: Double) -> CornerRadius {
        if case .points(let radius) = self { return .points(radius * factor) }
        return self
    }
}
