/// The parts of a scene to redraw in one frame: at most `limit` disjoint rectangles in scene points, each
/// grown by `margin` pixels and moved out to whole pixels at `density`, so a player can clip to them exactly
/// and anti-aliased edges a shape's rectangle does not quite cover are redrawn too. Overlapping rectangles
/// are merged into their union; past `limit`, the pair whose union adds the least area is merged. When they
/// cover more than `fullFraction` of the scene, or `setFull()` was called, the frame is a full redraw.
public struct DamageRegions: Equatable, Sendable {
    /// The most rectangles kept.
    package static let limit = 16
    /// How many pixels every rectangle grows by on each side.
    package static let margin = 2.0
    /// Above this fraction of the scene's area, one full redraw costs less than clipping to many pieces.
    package static let fullFraction = 0.5

    /// The scene's area in points: nothing outside it is damaged.
    public private(set) var bounds: Rect
    /// Pixels per point the rectangles are aligned to.
    package private(set) var density: Double
    private var storage: [Rect] = []
    private var full = false

    /// No damage in a scene of `bounds` drawn at `density` pixels per point.
    package init(bounds: Rect, density: Double) {
        self.bounds = bounds
        self.density = density.isFinite && density > 0 ? density : 1
        storage.reserveCapacity(Self.limit + 1)
    }

    /// Forgets every rectangle (keeping storage) for a scene of `bounds` at `density`.
    package mutating func reset(bounds: Rect, density: Double) {
        self.bounds = bounds
        self.density = density.isFinite && density > 0 ? density : 1
        storage.removeAll(keepingCapacity: true)
        full = false
    }

    /// True when the whole scene is to be redrawn.
    public var isFull: Bool {
        full || coveredArea > Self.fullFraction * bounds.width * bounds.height
    }

    /// True when nothing is to be redrawn.
    public var isEmpty: Bool { !full && storage.isEmpty }

    /// The rectangles to redraw, disjoint, in scene points on whole pixels: the whole scene when `isFull`.
    public var rects: [Rect] { isFull ? [bounds] : storage }

    /// How many points of the scene the rectangles cover.
    package var coveredArea: Double {
        if full { return bounds.width * bounds.height }
        var area = 0.0
        for rect in storage { area += rect.width * rect.height }
        return area
    }

    /// How many pixels the frame redraws.
    package var pixelCount: Int {
        let area = isFull ? bounds.width * bounds.height : coveredArea
        return Int((area * density * density).rounded())
    }

    /// Makes the whole scene damaged.
    package mutating func setFull() {
        full = true
        storage.removeAll(keepingCapacity: true)
    }

    /// Adds `rect` (scene points): grown by the margin, aligned to pixels, clipped to the scene, merged.
    /// Empty and non-finite rectangles add nothing.
    package mutating func add(_ rect: Rect) {
        guard !full, rect.isFinite, !rect.isEmpty else { return }
        var piece = aligned(rect).intersection(bounds)
        guard !piece.isEmpty else { return }
        for existing in storage where existing.contains(piece) { return }
        // A union can overlap rectangles the piece did not: keep absorbing until none overlaps.
        var index = 0
        while index < storage.count {
            if storage[index].intersects(piece) {
                piece = piece.union(storage.remove(at: index))
                index = 0
            } else {
                index += 1
            }
        }
        storage.append(piece)
        while storage.count > Self.limit { mergeCheapestPair() }
    }

    /// Adds every rectangle of `other` (or makes this full when it is).
    package mutating func add(_ other: DamageRegions) {
        if other.full { return setFull() }
        for rect in other.storage { add(rect) }
    }

    private func aligned(_ rect: Rect) -> Rect {
        let d = density
        let m = Self.margin
        let x0 = ((rect.minX * d).rounded(.down) - m) / d
        let y0 = ((rect.minY * d).rounded(.down) - m) / d
        let x1 = ((rect.maxX * d).rounded(.up) + m) / d
        let y1 = ((rect.maxY * d).rounded(.up) + m) / d
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Merges the two rectangles whose union grows the covered area least, then absorbs what the union
    /// overlaps.
    private mutating func mergeCheapestPair() {
        var best = (0, 1)
        var bestGrowth = Double.infinity
        for i in 0..<storage.count {
            for j in (i + 1)..<storage.count {
                let a = storage[i]
                let b = storage[j]
                let u = a.union(b)
                let growth = u.width * u.height - a.width * a.height - b.width * b.height
                if growth < bestGrowth {
                    bestGrowth = growth
                    best = (i, j)
                }
            }
        }
        let merged = storage[best.0].union(storage[best.1])
        storage.remove(at: best.1)
        storage.remove(at: best.0)
        add(merged)
    }
}
