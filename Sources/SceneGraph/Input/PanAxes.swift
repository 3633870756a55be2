/// Directions of a drag. A node claims the axes along which it wants to keep a drag even inside a
/// scrolling container (a horizontal switch claims `.horizontal`); a container scrolls along the others.
public struct PanAxes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let horizontal = PanAxes(rawValue: 1)
    public static let vertical = PanAxes(rawValue: 2)
    public static let both: PanAxes = [.horizontal, .vertical]

    /// The axis a movement mostly follows: vertical when `|dy| > |dx|`, horizontal otherwise.
    public static func dominant(dx: Double, dy: Double) -> PanAxes {
        abs(dy) > abs(dx) ? .vertical : .horizontal
    }
}
