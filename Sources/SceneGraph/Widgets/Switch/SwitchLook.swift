/// A paint with its resources resolved once per style: the tinted image handle, its natural size, its
/// nine-slice cap insets, the colour under it and whether it is drawn mirrored (right-to-left), so drawing
/// never asks the resource provider anything.
enum ResolvedPaint: Sendable {
    case color(Color)
    case image(ImageHandle, size: Size, caps: EdgeInsets, under: Color?, mirrored: Bool)

    init(_ paint: Paint, caps: EdgeInsets?, direction: LayoutDirection, resources: ResourceProvider) {
        switch paint {
        case .color(let color):
            self = .color(color)
        case .image(let handle, let tint, let under, let mirrorsInRTL):
            let image = tint.map { resources.tinted(handle, with: $0) } ?? handle
            let size = resources.size(of: image)
            self = .image(
                image, size: size, caps: ImageFitting.capInsets(caps, imageSize: size), under: under,
                mirrored: mirrorsInRTL && direction == .rightToLeft)
        }
    }
}

/// The style's paints, resolved against a resource provider when the style is set.
struct SwitchLook: Sendable {
    let trackOff: ResolvedPaint
    let trackOn: ResolvedPaint
    let thumbOff: ResolvedPaint
    let thumbOn: ResolvedPaint

    init(style: SwitchStyle, resources: ResourceProvider) {
        let caps = style.track.imageInsets
        let direction = style.direction
        trackOff = ResolvedPaint(style.track.off, caps: caps, direction: direction, resources: resources)
        trackOn = ResolvedPaint(style.track.on, caps: caps, direction: direction, resources: resources)
        thumbOff = ResolvedPaint(style.thumb.off, caps: nil, direction: direction, resources: resources)
        thumbOn = ResolvedPaint(style.thumb.on, caps: nil, direction: direction, resources: resources)
    }

    /// Adds the (tinted) images the look draws.
    func collectResources(into use: inout ResourceUse) {
        for paint in [trackOff, trackOn, thumbOff, thumbOn] {
            if case .image(let handle, _, _, _, _) = paint { use.insert(handle) }
        }
    }
}

/// One label interned for the current style and size.
struct SwitchLabelRun: Sendable {
    let handle: TextHandle
    let size: Size
    let color: Color
    let background: Color?

    /// Interns `label` (empty text falls back to `fallback`) fitted to `room`: the font shrinks, never
    /// grows, to whole points until the text fits, but not below `minimumScale` of its size (rounded down to
    /// whole points, at least 1 point); text that does not fit there is cut to the longest start that fits
    /// with an ellipsis ("…") after it, or to the ellipsis alone.
    init(_ label: LabelStyle, fallback: String, room: Size, resources: ResourceProvider) {
        let text = label.text.isEmpty ? fallback : label.text
        var run = TextRun(text: text, face: label.face, size: label.size)
        var handle = resources.text(run)
        var measured = resources.size(of: handle)
        let factor = Self.shrinkFactor(measured, room)
        if factor < 1, factor.isFinite {
            let smallest = max(1, (label.size * label.minimumScale).rounded(.down))
            let fitted = max(smallest, (label.size * factor).rounded(.down))
            if fitted < label.size {
                run.size = fitted
                handle = resources.text(run)
                measured = resources.size(of: handle)
            }
            if Self.shrinkFactor(measured, room) < 1 {
                (handle, measured) = TextFitting.truncated(run, room: room, resources: resources)
            }
        }
        self.handle = handle
        size = measured
        color = label.color
        background = label.background
    }

    /// The scale that makes `measured` fit `room`: 1 when it already fits.
    private static func shrinkFactor(_ measured: Size, _ room: Size) -> Double {
        let fx = measured.width > room.width && measured.width > 0 ? room.width / measured.width : 1
        let fy = measured.height > room.height && measured.height > 0 ? room.height / measured.height : 1
        return min(fx, fy)
    }
}

/// What drawing needs for one size: the geometry and the labels fitted to it.
struct SwitchLayout: Sendable {
    let geometry: SwitchGeometry
    let onLabel: SwitchLabelRun?
    let offLabel: SwitchLabelRun?

    init(style: SwitchStyle, size: Size, resources: ResourceProvider) {
        let geometry = SwitchGeometry(style: style, size: size)
        let room = style.labels.layout == .slide ? geometry.labelRoom : geometry.fixedLabelRoom
        self.geometry = geometry
        onLabel = style.labels.on.map { SwitchLabelRun($0, fallback: "I", room: room, resources: resources) }
        offLabel = style.labels.off.map { SwitchLabelRun($0, fallback: "O", room: room, resources: resources) }
    }
}
