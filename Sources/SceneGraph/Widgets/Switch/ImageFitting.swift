/// Scaling images without distortion: nine-slice for tracks (corners keep their size, edges stretch
/// one way, the centre both) and aspect-fit for thumbs.
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

    /// Draws `image` of `imageSize` nine-sliced with `caps` into `dest` (scene points, `scale` scene points
    /// per image point for the caps). Caps shrink evenly when the destination is smaller than they are.
    /// Emits up to nine `.image` commands; empty pieces are dropped by the draw list.
    static func drawNineSlice(
        _ image: ImageHandle, imageSize: Size, caps: EdgeInsets, into list: inout DrawList, dest: Rect,
        scale: Double, color: Color
    ) {
        let sx = (0.0, caps.left, imageSize.width - caps.right, imageSize.width)
        let sy = (0.0, caps.top, imageSize.height - caps.bottom, imageSize.height)
        let horizontal = (caps.left + caps.right) * scale
        let vertical = (caps.top + caps.bottom) * scale
        let fx = horizontal > dest.width && horizontal > 0 ? dest.width / horizontal : 1
        let fy = vertical > dest.height && vertical > 0 ? dest.height / vertical : 1
        let dx = (dest.minX, dest.minX + caps.left * scale * fx, dest.maxX - caps.right * scale * fx, dest.maxX)
        let dy = (dest.minY, dest.minY + caps.top * scale * fy, dest.maxY - caps.bottom * scale * fy, dest.maxY)
        for row in 0..<3 {
            for column in 0..<3 {
                let source = Rect(
                    x: edge(sx, column), y: edge(sy, row),
                    width: edge(sx, column + 1) - edge(sx, column), height: edge(sy, row + 1) - edge(sy, row))
                let target = Rect(
                    x: edge(dx, column), y: edge(dy, row),
                    width: edge(dx, column + 1) - edge(dx, column), height: edge(dy, row + 1) - edge(dy, row))
                if source.isEmpty || target.isEmpty { continue }
                list.image(image, source: source, dest: target, color: color)
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
