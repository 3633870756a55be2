/// How one draw-list build treats the tree: a plain build draws every visible node; a whole retained
/// build does too and keeps what damaged builds need; a damaged build draws only the nodes on the way
/// to a change and those that drew where a damage region lies.
struct BuildPass {
    enum Mode {
        case plain, whole, damaged
    }

    let mode: Mode
    /// The damage regions in scene points (damaged builds only).
    let regions: [Rect]
    /// The damaged build's mark on the nodes it must visit.
    let stamp: UInt64

    static let plain = BuildPass(mode: .plain, regions: [], stamp: 0)
    static let whole = BuildPass(mode: .whole, regions: [], stamp: 0)

    /// True when nodes keep what they drew.
    var retains: Bool { mode != .plain }
    /// True for a build of only what the regions touch.
    var isDamaged: Bool { mode == .damaged }

    /// How far, in points, a subtree's drawn area is grown before it is tested against the regions: a
    /// player draws a shape's anti-aliased mask and a text's texture up to a pixel or two past the
    /// rectangle the list measured, and redraws every command within `DamageRegions.margin` pixels.
    static let reach = 4.0

    /// True when `bounds` (nil: nothing drawn) lies near enough a region to be redrawn there.
    func touches(_ bounds: Rect?) -> Bool {
        guard let bounds else { return false }
        let grown = bounds.insetBy(dx: -Self.reach, dy: -Self.reach)
        for region in regions where region.intersects(grown) { return true }
        return false
    }
}
