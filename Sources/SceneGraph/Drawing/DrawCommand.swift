/// One backend-neutral drawing instruction, in logical points. Shapes are rounded rectangles: a radius of
/// zero is a plain rectangle, half the shorter side is a pill, and a square pill is a circle.
package enum DrawCommand: Hashable, Sendable {
    /// A filled shape.
    case fill(Rect, radius: Double, color: Color)
    /// A ring of `width` points drawn inside the shape's outline.
    case stroke(Rect, radius: Double, width: Double, color: Color)
    /// An image, or the `source` part of it (in image points), turned by `rotation` and drawn into `dest`
    /// with colour modulation.
    case image(ImageHandle, source: Rect?, dest: Rect, color: Color, rotation: ImageRotation = .upright)
    /// Interned text whose top-left corner is at `origin`, modulated by `color`.
    case text(TextHandle, origin: Point, color: Color)
    /// Restricts later commands to `rect` intersected with the enclosing clip, until the matching `popClip`.
    case pushClip(Rect)
    /// Ends the innermost clip.
    case popClip
    /// Starts an opacity group: the commands up to the matching `endGroup` are drawn together as one layer,
    /// limited to `bounds`, which is then blended onto what is below with `opacity` (0 < opacity < 1). Parts
    /// the group covers itself do not show through (UIKit's layer alpha, Flutter's `Opacity`).
    case beginGroup(Rect, opacity: Double)
    /// Ends the innermost opacity group, blending its layer onto what is below.
    case endGroup
}
