import JSONKit
import SceneGraph

/// A style object (after `extends` is applied) into a `SwitchStyle`.
extension DecodeContext {
    func style(_ value: LocatedNode) -> SwitchStyle? {
        guard let reader = SectionReader(value, section: .style, context: self) else { return nil }
        let size = reader.value("size").flatMap { self.size($0, in: reader.range("size")) }
        let orientation = reader.choice("orientation")
            .flatMap(SwitchOrientation.init(rawValue:))
        let crossLength = size.map { orientation == .vertical ? $0.width : $0.height }
        let track = SectionReader("track", of: reader, section: .track).flatMap {
            trackStyle($0, crossLength: crossLength)
        }
        let thumb = SectionReader("thumb", of: reader, section: .thumb).flatMap {
            thumbStyle($0, crossLength: crossLength)
        }
        let labels = SectionReader("labels", of: reader, section: .labels).flatMap { labelsStyle($0) }
        let animation = SectionReader("animation", of: reader, section: .animation).flatMap { animationStyle($0) }
        let direction = reader.choice("direction").flatMap(LayoutDirection.init(rawValue:))
        let trackTap = reader.choice("trackTap").flatMap(TrackTap.init(rawValue:))
        let captionTap = reader.choice("captionTap").flatMap(CaptionTap.init(rawValue:))
        let disabledOpacity = reader.number("disabledOpacity")
        let focusRing = reader.color("focusRing")
        let pending = SectionReader("pending", of: reader, section: .pending).flatMap { pendingStyle($0) }
        let feedback = SectionReader("feedback", of: reader, section: .feedback).flatMap { feedbackStyle($0) }
        guard let size, let orientation, let track, let thumb, let labels, let animation, let direction,
            let trackTap, let captionTap, let disabledOpacity, let focusRing, let pending, let feedback
        else { return nil }
        var style = SwitchStyle(
            size: size, track: track, thumb: thumb, labels: labels, animation: animation, orientation: orientation,
            direction: direction, trackTap: trackTap, disabledOpacity: disabledOpacity, focusRing: focusRing,
            pending: pending, feedback: feedback)
        style.captionTap = captionTap
        return style
    }

    /// `pending`: the busy look, its colour, where the thumb waits and the time-out (seconds, or "none").
    private func pendingStyle(_ reader: SectionReader) -> PendingStyle? {
        let look = reader.choice("look").flatMap(BusyLook.init(rawValue:))
        let color = reader.color("color")
        let position = reader.number("position")
        let timeout = reader.value("timeout").flatMap {
            take($0, ThemeValueRules.secondsOrNone($0.node, in: reader.range("timeout")))
        }
        guard let look, let color, let position, let timeout else { return nil }
        return PendingStyle(look: look, color: color, position: position, timeout: timeout)
    }

    private func trackStyle(_ reader: SectionReader, crossLength: Double?) -> TrackStyle? {
        let off = reader.value("off").flatMap { paint($0) }
        let on = reader.value("on").flatMap { paint($0) }
        let radius = reader.value("cornerRadius").flatMap { cornerRadius($0, in: reader.range("cornerRadius")) }
        let margin = margin(reader, crossLength: crossLength, part: "track")
        let border = border(reader)
        let borderOK = reader.present("border") == nil || border != nil
        let insetsWritten = reader.present("imageInsets") != nil
        let insets = insetsWritten ? imageInsets(reader) : nil
        let fill = reader.choice("fill").flatMap(TrackFill.init(rawValue:))
        guard let off, let on, let radius, let margin, borderOK, !insetsWritten || insets != nil, let fill else {
            return nil
        }
        return TrackStyle(
            off: off, on: on, cornerRadius: radius, margin: margin, border: border, imageInsets: insets, fill: fill)
    }

    private func thumbStyle(_ reader: SectionReader, crossLength: Double?) -> ThumbStyle? {
        let off = reader.value("off").flatMap { paint($0) }
        let on = reader.value("on").flatMap { paint($0) }
        let shapeName = reader.choice("shape")
        var shape: ThumbShape?
        if shapeName == "circle" {
            if let written = reader.present("cornerRadius") {
                error(written, "cornerRadius applies only to shape \"roundedRect\"")
            } else {
                shape = .circle
            }
        } else if shapeName == "roundedRect" {
            shape = reader.value("cornerRadius").flatMap { cornerRadius($0, in: reader.range("cornerRadius")) }
                .map(ThumbShape.roundedRect)
        }
        let widthValue = reader.present("width")
        let width = widthValue.flatMap { length($0, in: reader.range("width")) }
        let margin = margin(reader, crossLength: crossLength, part: "thumb")
        let stretch = reader.number("pressedStretch")
        let border = border(reader)
        let borderOK = reader.present("border") == nil || border != nil
        let clipToTrack = reader.bool("clipToTrack")
        guard let off, let on, let shape, widthValue == nil || width != nil, let margin, let stretch, borderOK,
            let clipToTrack
        else { return nil }
        return ThumbStyle(
            off: off, on: on, shape: shape, width: width, margin: margin, pressedStretch: stretch, border: border,
            clipToTrack: clipToTrack)
    }

    /// A margin that must leave room across the track: twice the margin below the switch's thickness.
    private func margin(_ reader: SectionReader, crossLength: Double?, part: String) -> Double? {
        guard let value = reader.value("margin"), let margin = number(value, in: reader.range("margin")) else {
            return nil
        }
        if let crossLength, margin * 2 >= crossLength {
            error(
                value,
                "margin \(ThemeValueRules.format(margin)) leaves no room for the \(part) in a switch "
                    + "\(ThemeValueRules.format(crossLength)) points thick")
            return nil
        }
        return margin
    }

    /// The nine-slice cap insets `{"top", "left", "bottom", "right"}`; nil on error.
    private func imageInsets(_ reader: SectionReader) -> EdgeInsets? {
        guard let insets = SectionReader("imageInsets", of: reader, section: .insets) else { return nil }
        let top = insets.number("top")
        let left = insets.number("left")
        let bottom = insets.number("bottom")
        let right = insets.number("right")
        guard let top, let left, let bottom, let right else { return nil }
        return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }
}
