/// How an image is turned, in quarter turns, before it fills its destination: the destination is the
/// rectangle the turned image covers, so a quarter turn swaps which image side runs along which axis.
/// Lets a horizontal track image dress a vertical switch without squeezing it. The mirrored cases first
/// flip the image left to right (its left edge ends on its right), then turn it: how a right-to-left
/// switch draws its images.
public enum ImageRotation: UInt8, Hashable, Sendable, CaseIterable {
    /// Not turned: the image as it is stored.
    case upright = 0
    /// A quarter turn clockwise: the image's top edge ends on the right.
    case clockwise = 1
    /// Turned 180 degrees: the image's top edge ends at the bottom.
    case halfTurn = 2
    /// A quarter turn counter-clockwise: the image's left edge ends at the bottom.
    case counterClockwise = 3
    /// Flipped left to right: the image's left edge ends on the right.
    case mirrored = 4
    /// Flipped left to right, then a quarter turn clockwise: the image's left edge ends at the bottom.
    case mirroredClockwise = 5
    /// Flipped left to right, then turned 180 degrees: the image's top edge ends at the bottom.
    case mirroredHalfTurn = 6
    /// Flipped left to right, then a quarter turn counter-clockwise: the image's left edge ends at the top.
    case mirroredCounterClockwise = 7

    /// True for the quarter turns, which swap the image's width and height on screen.
    public var swapsAxes: Bool { rawValue % 2 == 1 }

    /// True for the cases that flip the image left to right before turning it.
    package var isMirrored: Bool { rawValue >= 4 }

    /// The turn without the flip.
    package var turn: ImageRotation { ImageRotation(rawValue: rawValue % 4) ?? .upright }
}
