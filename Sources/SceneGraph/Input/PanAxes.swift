/// Directions of a drag. A node claims the axes along which it wants to keep a drag even inside a
/// scrolling container (a horizontal switch claims `.horizontal`); a container scrolls along the others.
public struct PanAxes: OptionSet, Hashable, Sendable {
    /// The axes as bits: 1 horizontal, 2 vertical.
    public let rawValue: UInt8
    /// The axes whose bits are set in `rawValue` (1 horizontal, 2 vertical).
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Left and right drags.
    public static let horizontal = PanAxes(rawValue: 1)
    /// Up and down drags.
    public static let vertical = PanAxes(rawValue: 2)
    /// Drags in any direction: the node keeps every drag and no container scrolls from it.
    public static let both: PanAxes = [.horizontal, .vertical]

    /// The axis a movement mostly follows: vertical when `|dy| > |dx|`, horizontal otherwise.
    public static func dominant(dx: Double, dy: Double) -> PanAxes {
        abs(dy) > abs(dx) ? .vertical : .horizontal
    }
}
