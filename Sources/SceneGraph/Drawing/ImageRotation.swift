/// How an image is turned, in quarter turns, before it fills its destination: the destination is the
/// rectangle the turned image covers, so a quarter turn swaps which image side runs along which axis.
/// Lets a horizontal track image dress a vertical switch without squeezing it.
public enum ImageRotation: UInt8, Hashable, Sendable, CaseIterable {
    /// Not turned: the image as it is stored.
    case upright = 0
    /// A quarter turn clockwise: the image's top edge ends on the right.
    case clockwise = 1
    /// Turned 180 degrees: the image's top edge ends at the bottom.
    case halfTurn = 2
    /// A quarter turn counter-clockwise: the image's left edge ends at the bottom.
    case counterClockwise = 3

    /// True for the quarter turns, which swap the image's width and height on screen.
    public var swapsAxes: Bool { rawValue % 2 == 1 }
}
