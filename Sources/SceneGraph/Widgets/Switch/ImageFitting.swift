/// Scaling images without distortion: tracks keep their caps' aspect (see `drawTrack`), thumbs are
/// aspect-fit.
enum ImageFitting {
    /// Cap insets for an image of `imageSize`: the given ones, or a third of each side; each pair is
    /// scaled down to fit when it exceeds the image.
    static func capInsets(_ insets: EdgeInsets?, imageSize: Size) -> EdgeInsets {
        let w = imageSize.width.isFinite ? max(0, imageSize.width) : 0
        let h = imageSize.height.isFinite ? max(0, imageSize.height) : 0
        let i = insets ?? EdgeInsets(top: h / 3, left: w / 3, bottom: h / 3, right: w / 3)
        let fx = i.left + i.right > w && i.left + i.right > 0 ? w / (i.left + i.right) : 1
        let fy = i.top + i.bottom > h && i.top + i.bottom > 0 ? h / (i.top + i.bottom) : 1
        return EdgeInsets(top: i.top * fy, left: i.left * fx, bottom: i.bottom * fy, right: i.right * fx)
    }

    /// Draws a track image of `imageSize` into `dest` (scene points), its width along the track. The rule:
    /// the image is scaled to the track's thickness, keeping its aspect, so the left and right caps
    /// (`caps.left`, `caps.right`) keep their shape at any size and a pill image stays a pill; the part
    /// between the caps stretches along the track. When the two caps are longer than the track they shrink
    /// evenly along it. `caps.top` and `caps.bottom` change nothing: across the track everything scales
    /// alike. A vertical track gets the image turned a quarter counter-clockwise (its left end at the
    /// bottom), not squeezed. `mirrored` (right-to-left) flips the image along the track: its left end at the
    /// right (at the top of a vertical track). Emits up to three `.image` commands.
    static func drawTrack(
        _ image: ImageHandle, imageSize: Size, caps: EdgeInsets, into list: inout DrawList, dest: Rect,
        vertical: Bool, mirrored: Bool = false, color: Color
    ) {
        guard imageSize.width > 0, imageSize.height > 0, imageSize.width.isFinite, imageSize.height.isFinite else {
            return
        }
        let length = vertical ? dest.height : dest.width
        let thickness = vertical ? dest.width : dest.height
        let k = thickness / imageSize.height
        let capLength = (caps.left + caps.right) * k
        let f = capLength > length && capLength > 0 ? length / capLength : 1
        let along = (0.0, caps.left * k * f, length - caps.right * k * f, length)
        let source = (0.0, caps.left, imageSize.width - caps.right, imageSize.width)
        for i in 0..<3 {
            let s0 = edge(source, i)
            let s1 = edge(source, i + 1)
            let u0 = edge(along, i)
            let u1 = edge(along, i + 1)
            guard s1 > s0, u1 > u0 else { continue }
            let part = Rect(x: s0, y: 0, width: s1 - s0, height: imageSize.height)
            if vertical {
                let y = mirrored ? dest.minY + u0 : dest.maxY - u1
                let target = Rect(x: dest.minX, y: y, width: dest.width, height: u1 - u0)
                let rotation: ImageRotation = mirrored ? .mirroredCounterClockwise : .counterClockwise
                list.image(image, source: part, dest: target, color: color, rotation: rotation)
            } else {
                let x = mirrored ? dest.maxX - u1 : dest.minX + u0
                let target = Rect(x: x, y: dest.minY, width: u1 - u0, height: dest.height)
                list.image(image, source: part, dest: target, color: color, rotation: mirrored ? .mirrored : .upright)
            }
        }
    }

    /// The largest rectangle of `imageSize`'s aspect ratio centred in `rect`.
    static func aspectFit(_ imageSize: Size, in rect: Rect) -> Rect {
        guard !imageSize.isEmpty, imageSize.width.isFinite, imageSize.height.isFinite else { return rect }
        let f = min(rect.width / imageSize.width, rect.height / imageSize.height)
        let w = imageSize.width * f
        let h = imageSize.height * f
        return Rect(x: rect.midX - w / 2, y: rect.midY - h / 2, width: w, height: h)
    }

    private static func edge(_ e: (Double, Double, Double, Double), _ i: Int) -> Double {
        switch i {
        case 0: return e.0
        case 1: return e.1
        case 2: return e.2
        default: return e.3
        }
    }
}
