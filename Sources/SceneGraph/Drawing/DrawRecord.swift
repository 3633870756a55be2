/// One command as a `DrawList` stores it: a flat record of plain values, the same size for every kind
/// (64 bytes against 88 for the `DrawCommand` enum), with an image's optional source rectangle kept
/// beside the list rather than in every record. Numbers are kept exactly as built, so a command read back
/// equals the one appended, bit for bit (frame hashes depend on it).
struct DrawRecord: Sendable {
    /// Which `DrawCommand` case the record holds.
    enum Kind: UInt8, Sendable {
        case fill, stroke, image, text, pushClip, popClip, beginGroup, endGroup
    }

    /// The shape, the image's destination, the clip or the group's bounds; a text's box as built (its
    /// command carries only the origin).
    var rect: Rect
    /// A shape's corner radius or a group's opacity.
    var first: Double
    /// A ring's width.
    var second: Double
    var color: Color
    /// The image's or text's handle id.
    var handle: Int32
    /// Where the image's source rectangle sits in the list's sources; -1 for the whole image.
    var source: Int32
    var kind: Kind
    var rotation: ImageRotation

    init(
        _ kind: Kind, rect: Rect = .zero, first: Double = 0, second: Double = 0, color: Color = .clear,
        handle: Int32 = 0, source: Int32 = -1, rotation: ImageRotation = .upright
    ) {
        self.kind = kind
        self.rect = rect
        self.first = first
        self.second = second
        self.color = color
        self.handle = handle
        self.source = source
        self.rotation = rotation
    }

    /// Where a drawing command can paint, in points: the shape, the image's destination, the text's box as
    /// built; nil for clips and groups, which paint nothing themselves. Read without making the command, so
    /// a player can skip what lies outside a damage region cheaply.
    var area: Rect? {
        switch kind {
        case .fill, .stroke, .image, .text: return rect
        case .pushClip, .popClip, .beginGroup, .endGroup: return nil
        }
    }

    /// The command this record holds; `sources` are the list's image source rectangles.
    func command(sources: [Rect]) -> DrawCommand {
        switch kind {
        case .fill:
            return .fill(rect, radius: first, color: color)
        case .stroke:
            return .stroke(rect, radius: first, width: second, color: color)
        case .image:
            return .image(
                ImageHandle(id: handle), source: source >= 0 ? sources[Int(source)] : nil, dest: rect, color: color,
                rotation: rotation)
        case .text:
            return .text(TextHandle(id: handle), origin: rect.origin, color: color)
        case .pushClip:
            return .pushClip(rect)
        case .popClip:
            return .popClip
        case .beginGroup:
            return .beginGroup(rect, opacity: first)
        case .endGroup:
            return .endGroup
        }
    }
}
