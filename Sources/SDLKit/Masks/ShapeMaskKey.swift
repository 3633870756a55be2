import SceneGraph

/// One anti-aliased shape mask, quantised to device pixels: whole-pixel width, height and border, and the
/// corner radius in half pixels (so a pill of odd height is exact). Equal keys share one cached texture.
package struct ShapeMaskKey: Hashable, Sendable {
    /// Whether the mask covers the whole shape or only a ring inside its outline.
    package enum Kind: Hashable, Sendable {
        /// Coverage of the whole rounded rectangle.
        case fill
        /// Coverage of a ring `border` pixels wide just inside the outline.
        case stroke
    }

    /// Whether the mask is a filled shape or a ring.
    package let kind: Kind
    /// Width in pixels, at least 1.
    package let width: Int
    /// Height in pixels, at least 1.
    package let height: Int
    /// Corner radius in half pixels, at most the shorter side (a pill).
    package let radiusHalfPixels: Int
    /// Ring width in pixels for `stroke`; 0 for `fill`.
    package let border: Int
    /// The part of the mask that is rasterised, in its pixels: all of it, or for a shape too large to keep
    /// whole, the part that can show (`window(showing:at:)`).
    package let window: MaskWindow

    /// The key for a shape of the given pixel measures, clamped to what the shape can hold.
    package init(kind: Kind, width: Int, height: Int, radiusHalfPixels: Int, border: Int) {
        let w = max(1, width)
        let h = max(1, height)
        self.kind = kind
        self.width = w
        self.height = h
        self.radiusHalfPixels = min(max(0, radiusHalfPixels), min(w, h))
        self.border = kind == .fill ? 0 : max(1, border)
        window = MaskWindow(x: 0, y: 0, width: w, height: h)
    }

    private init(_ whole: ShapeMaskKey, window: MaskWindow) {
        kind = whole.kind
        width = whole.width
        height = whole.height
        radiusHalfPixels = whole.radiusHalfPixels
        border = whole.border
        self.window = window
    }

    /// The key for a shape of `size` points with `radius` and ring `border` points at `density` pixels per
    /// point: each measure rounded to the nearest pixel (radius to the nearest half pixel).
    package init(kind: Kind, size: Size, radius: Double, border: Double, density: Double) {
        self.init(
            kind: kind, width: Self.pixels(size.width * density), height: Self.pixels(size.height * density),
            radiusHalfPixels: Self.pixels(radius * density * 2), border: Self.pixels(border * density))
    }

    /// Rounds a non-negative pixel measure to a whole number without trapping on huge or invalid input.
    static func pixels(_ value: Double) -> Int {
        guard value.isFinite, value > 0 else { return 0 }
        return Int(min(value.rounded(), Double(Int32.max)))
    }

    /// The corner radius in pixels.
    package var radius: Double { Double(radiusHalfPixels) / 2 }

    /// Shapes covering more pixels than this are drawn from a small mask in nine slices.
    static let sliceArea = 96 * 96

    /// Shapes covering more pixels than this that cannot be sliced are rasterised only where they can show,
    /// so a shape's size never decides the memory it takes (a 20,000-point switch once asked for 1.6 GB).
    static let wholeArea = 1 << 20

    /// The side of the tiles a window is rounded out to, so a shape that moves a little keeps its window.
    static let windowTile = 256

    /// True when the mask is rasterised only where it can show: larger than `wholeArea`, and not sliced.
    var isWindowed: Bool { width * height > Self.wholeArea && slices == nil }

    /// This mask rasterised only over `window`.
    func windowed(_ window: MaskWindow) -> ShapeMaskKey {
        ShapeMaskKey(self, window: window)
    }

    /// The part of the mask that shows in `visible` (pixels of the output) when its top-left lies at `x`, `y`
    /// there, rounded out to whole tiles of `windowTile` and cut to the mask; nil when none of it shows.
    func window(showing visible: (x: Double, y: Double, w: Double, h: Double), at x: Double, _ y: Double)
        -> MaskWindow?
    {
        func span(_ start: Double, _ length: Double, _ origin: Double, _ size: Int) -> (Int, Int)? {
            let tile = Double(Self.windowTile)
            let low = max(0, ((start - origin) / tile).rounded(.down) * tile)
            let high = min(Double(size), ((start + length - origin) / tile).rounded(.up) * tile)
            guard low.isFinite, high.isFinite, high > low else { return nil }
            return (Int(low), Int(high))
        }
        guard let (x0, x1) = span(visible.x, visible.w, x, width), let (y0, y1) = span(visible.y, visible.h, y, height)
        else { return nil }
        return MaskWindow(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The inside of a ring that its mask leaves empty (coverage exactly 0), in mask pixels: the band between
    /// the rounded ends and inside the border across the longer way, or down the other way when that is
    /// larger. Nil for a fill, or when the inside is under `hollowArea` pixels: a ring drawn around it in
    /// four unstretched pieces blends the same pixels but none of the empty ones.
    var hollow: MaskWindow? {
        guard kind == .stroke, window.width == width, window.height == height else { return nil }
        let ends = max((radiusHalfPixels + 1) / 2, border)
        let across = MaskWindow(x: ends, y: border, width: width - 2 * ends, height: height - 2 * border)
        let down = MaskWindow(x: border, y: ends, width: width - 2 * border, height: height - 2 * ends)
        let inside = across.area >= down.area ? across : down
        guard inside.width > 0, inside.height > 0, inside.area >= Self.hollowArea else { return nil }
        return inside
    }

    /// The smallest empty inside worth three more copies to skip, and the smallest solid middle worth two
    /// more calls to fill rather than blend.
    static let hollowArea = 512

    /// The straight middle of a fill that its mask covers fully (coverage exactly 1), in mask pixels: the
    /// band between the rounded ends, across the longer way, or down the other way when that is larger.
    /// Nil for a ring, or when the middle is under `hollowArea` pixels: an opaque shape drawn as its ends
    /// copied and its middle filled gives the same pixels, and a fill costs SDL far less than blending.
    var solid: MaskWindow? {
        guard kind == .fill, window.width == width, window.height == height else { return nil }
        let ends = (radiusHalfPixels + 1) / 2
        let across = MaskWindow(x: ends, y: 0, width: width - 2 * ends, height: height)
        let down = MaskWindow(x: 0, y: ends, width: width, height: height - 2 * ends)
        let middle = across.area >= down.area ? across : down
        guard middle.width > 0, middle.height > 0, middle.area >= Self.hollowArea else { return nil }
        return middle
    }

    /// For a large shape, the small mask holding its corners with three identical middle rows and columns,
    /// and the corner size in pixels: stretching the middle rebuilds the shape exactly (its straight edges
    /// have the same profile everywhere), so a big panel costs a small texture. Nil for small shapes.
    var slices: (key: ShapeMaskKey, corner: Int)? {
        guard width * height > Self.sliceArea else { return nil }
        let corner = Int(max(radius, Double(border)).rounded(.up)) + 1
        let side = 2 * corner + 3
        guard width > side, height > side else { return nil }
        let key = ShapeMaskKey(
            kind: kind, width: side, height: side, radiusHalfPixels: radiusHalfPixels, border: border)
        return (key, corner)
    }
}

/// A rectangle of a mask's pixels: the part of it that is rasterised.
package struct MaskWindow: Hashable, Sendable {
    /// The left edge, in the mask's pixels.
    package let x: Int
    /// The top edge, in the mask's pixels.
    package let y: Int
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int

    /// How many pixels it covers; 0 when either side is not positive.
    var area: Int { width > 0 && height > 0 ? width * height : 0 }
}
