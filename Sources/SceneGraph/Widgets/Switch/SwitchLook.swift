/// A paint with its resources resolved once per style: the tinted image handle, its natural size and its
/// nine-slice cap insets, so drawing never asks the resource provider anything.
enum ResolvedPaint: Sendable {
    case color(Color)
    case image(ImageHandle, size: Size, caps: EdgeInsets)

    init(_ paint: Paint, caps: EdgeInsets?, resources: ResourceProvider) {
        switch paint {
        case .color(let color):
            self = .color(color)
        case .image(let handle, let tint):
            let image = tint.map { resources.tinted(handle, with: $0) } ?? handle
            let size = resources.size(of: image)
            self = .image(image, size: size, caps: ImageFitting.capInsets(caps, imageSize: size))
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
        trackOff = ResolvedPaint(style.track.off, caps: style.track.imageInsets, resources: resources)
        trackOn = ResolvedPaint(style.track.on, caps: style.track.imageInsets, resources: resources)
        thumbOff = ResolvedPaint(style.thumb.off, caps: nil, resources: resources)
        thumbOn = ResolvedPaint(style.thumb.on, caps: nil, resources: resources)
    }

    /// Adds the (tinted) images the look draws.
    func collectResources(into use: inout ResourceUse) {
        for paint in [trackOff, trackOn, thumbOff, thumbOn] {
            if case .image(let handle, _, _) = paint { use.insert(handle) }
        }
    }
}

/// One label interned for the current style and size.
struct SwitchLabelRun: Sendable {
    let handle: TextHandle
    let size: Size
    let color: Color
    let background: Color?

    /// Interns `label` (empty text falls back to `fallback`), shrinking the font, never growing it, to
    /// whole points until the text fits `room`; at least 1 point.
    init(_ label: LabelStyle, fallback: String, room: Size, resources: ResourceProvider) {
        var run = TextRun(text: label.text.isEmpty ? fallback : label.text, face: label.face, size: label.size)
        var handle = resources.text(run)
        var measured = resources.size(of: handle)
        let fx = measured.width > room.width && measured.width > 0 ? room.width / measured.width : 1
        let fy = measured.height > room.height && measured.height > 0 ? room.height / measured.height : 1
        let factor = min(fx, fy)
        if factor < 1, factor.isFinite {
            let fitted = max(1, (label.size * factor).rounded(.down))
            if fitted < label.size {
                run.size = fitted
                handle = resources.text(run)
                measured = resources.size(of: handle)
            }
        }
        self.handle = handle
        size = measured
        color = label.color
        background = label.background
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
