import SDLKit
import SceneGraph

/// A fixed scene exercising everything the player draws: pills, circles, rounded rectangles with borders,
/// translucency, clipping, text in both fonts (one line, several lines, wrapped) and an image with its tinted
/// copy, for the golden-image tests to render headless. Laid out for 360 x 240 points; a larger size only adds
/// background.
public struct TestCard {
    /// The sample image the card draws.
    public let image: ImageHandle
    /// The sample image tinted orange.
    public let tintedImage: ImageHandle
    private let resources: SDLResources

    /// The size the card is laid out for, in points.
    public static let designSize = Size(width: 360, height: 240)
    /// The tint applied to the sample image.
    public static let tint = Color(r: 0xFF, g: 0x95, b: 0x00)

    /// Adds the card's sample image (and its tinted copy) to `resources`. Make one card and call
    /// `drawList(size:)` every frame: each card adds two images.
    public init(resources: SDLResources) throws {
        self.resources = resources
        image = try resources.addImage(
            Image(surface: try Self.sampleImage(context: resources.renderer.context), density: 2))
        tintedImage = resources.tinted(image, with: Self.tint)
    }

    /// The card's draw list for a scene of `size` points, measuring text with `resources.density`.
    public static func drawList(size: Size, resources: SDLResources) throws -> DrawList {
        try TestCard(resources: resources).drawList(size: size)
    }

    /// A 128 x 48 pixel pill-shaped track picture with a horizontal grey ramp and a light stripe, so a
    /// tint shows both that luminance is kept and that transparency at the rounded ends is kept.
    public static func sampleImage(context: SDLContext) throws -> Surface {
        let surface = try Surface(context: context, width: 128, height: 48)
        let shape = ShapeMaskKey(kind: .fill, width: 128, height: 48, radiusHalfPixels: 48, border: 0)
        try surface.withPixels { pixels, pitch in
            for y in 0..<48 {
                for x in 0..<128 {
                    let ramp = 60 + x * 150 / 127
                    let stripe = (12..<18).contains(y) ? 45 : 0
                    let level = UInt8(clamping: ramp + stripe)
                    let alpha = UInt8((ShapeCoverage.coverage(of: shape, px: x, py: y) * 255).rounded())
                    pixels[y * pitch + x] = Color(r: level, g: level, b: level, a: alpha).argb
                }
            }
        }
        return surface
    }

    /// The card's draw list for a scene of `size` points.
    public func drawList(size: Size) -> DrawList {
        var list = DrawList()
        list.fill(Rect(origin: .zero, size: size), color: Color(r: 0xF2, g: 0xF2, b: 0xF7))
        drawTitle(into: &list)
        drawSwitches(into: &list)
        drawShapes(into: &list)
        drawTexts(into: &list)
        drawImages(into: &list)
        return list
    }

    private func drawText(_ run: TextRun, at origin: Point, color: Color, into list: inout DrawList) {
        let handle = resources.text(run)
        list.text(handle, origin: origin, size: resources.size(of: handle), color: color)
    }

    private func drawTitle(into list: inout DrawList) {
        let title = TextRun(text: "SwitchYard test card", face: .bold, size: 18)
        drawText(title, at: Point(x: 16, y: 10), color: Color(r: 0x1C, g: 0x1C, b: 0x1E), into: &list)
    }

    private func drawSwitches(into list: inout DrawList) {
        let on = Rect(x: 16, y: 44, width: 51, height: 31)
        list.fill(on, radius: 1000, color: Color(r: 0x34, g: 0xC7, b: 0x59))
        drawThumb(center: Point(x: on.maxX - 15.5, y: on.midY), into: &list)

        let off = Rect(x: 80, y: 44, width: 51, height: 31)
        list.fill(off, radius: 1000, color: Color(r: 0xE9, g: 0xE9, b: 0xEA))
        list.stroke(off, radius: 1000, width: 1.5, color: Color(r: 0xC7, g: 0xC7, b: 0xCC))
        drawThumb(center: Point(x: off.minX + 15.5, y: off.midY), into: &list)

        let labelled = Rect(x: 144, y: 46, width: 95, height: 27)
        list.image(tintedImage, dest: labelled)
        list.pushClip(labelled)
        let label = resources.text(TextRun(text: "ON", face: .bold, size: 15))
        let labelSize = resources.size(of: label)
        let labelOrigin = Point(x: labelled.minX + 12, y: labelled.midY - labelSize.height / 2)
        list.text(label, origin: labelOrigin, size: labelSize, color: .white)
        list.popClip()
        list.fillCircle(center: Point(x: labelled.maxX - 13.5, y: labelled.midY), diameter: 23, color: .white)
        list.stroke(
            Rect(x: 144, y: 46, width: 95, height: 27), radius: 1000, width: 1,
            color: Color(r: 0, g: 0, b: 0, a: 0x4D))
    }

    private func drawThumb(center: Point, into list: inout DrawList) {
        list.fillCircle(center: center, diameter: 27, color: .white)
        let ring = Rect(x: center.x - 13.5, y: center.y - 13.5, width: 27, height: 27)
        list.stroke(ring, radius: 13.5, width: 0.5, color: Color(r: 0, g: 0, b: 0, a: 0x26))
    }

    private func drawShapes(into list: inout DrawList) {
        let blue = Rect(x: 16, y: 92, width: 60, height: 40)
        list.fill(blue, radius: 8, color: Color(r: 0x00, g: 0x7A, b: 0xFF))
        list.stroke(
            Rect(x: 88, y: 92, width: 60, height: 40), radius: 8, width: 2, color: Color(r: 0xFF, g: 0x3B, b: 0x30))
        let square = Rect(x: 160, y: 92, width: 40, height: 40)
        list.fill(square, color: Color(r: 0xFF, g: 0x95, b: 0x00))
        list.stroke(square, width: 3, color: Color(r: 0, g: 0, b: 0, a: 0x80))
        list.fillCircle(center: Point(x: 232, y: 112), diameter: 40, color: Color(r: 0xAF, g: 0x52, b: 0xDE))
        list.stroke(
            Rect(x: 212, y: 92, width: 40, height: 40), radius: 20, width: 4, color: Color(r: 0x58, g: 0x56, b: 0xD6))
        list.fill(Rect(x: 268, y: 92, width: 30, height: 30), radius: 4, color: Color(r: 0x00, g: 0x7A, b: 0xFF))
        list.fillCircle(center: Point(x: 296, y: 124), diameter: 26, color: Color(r: 0xFF, g: 0x3B, b: 0x30, a: 0x99))
        var x = 312.3
        for diameter in [3.5, 6, 10, 14] {
            x += diameter / 2
            list.fillCircle(center: Point(x: x, y: 112.5), diameter: diameter, color: Color(r: 0x1C, g: 0x1C, b: 0x1E))
            x += diameter / 2 + 3
        }
    }

    private func drawTexts(into list: inout DrawList) {
        let ink = Color(r: 0x1C, g: 0x1C, b: 0x1E)
        let lines = TextRun(text: "Regular 13 pt\nsecond line, leading", size: 13, alignment: .leading)
        drawText(lines, at: Point(x: 16, y: 146), color: ink, into: &list)
        let wrapped = TextRun(
            text: "Wrapped bold text breaks between words", face: .bold, size: 12, wrapWidth: 120, alignment: .center)
        drawText(wrapped, at: Point(x: 226, y: 146), color: Color(r: 0x00, g: 0x7A, b: 0xFF), into: &list)
        let small = TextRun(text: "9 pt: the quick brown fox jumps over the lazy dog", size: 9)
        drawText(small, at: Point(x: 16, y: 214), color: ink.withOpacity(0.7), into: &list)
    }

    private func drawImages(into list: inout DrawList) {
        list.image(image, dest: Rect(x: 16, y: 186, width: 64, height: 24))
        list.image(tintedImage, dest: Rect(x: 88, y: 186, width: 64, height: 24))
        list.image(
            tintedImage, dest: Rect(x: 160, y: 192, width: 48, height: 18),
            color: Color(r: 255, g: 255, b: 255, a: 0x80))
        list.image(
            image, source: Rect(x: 0, y: 0, width: 24, height: 24), dest: Rect(x: 216, y: 186, width: 24, height: 24),
            color: Color(r: 0x34, g: 0xC7, b: 0x59))
    }
}
