/// What the scene graph asks of the outside world about text and images: sizes and stable handles.
/// `SDLKit` implements it with SDL_ttf and SDL_image; tests use a deterministic fake.
package protocol ResourceProvider: AnyObject {
    /// Interns `run`; asking twice for an equal run returns the same handle.
    func text(_ run: TextRun) -> TextHandle
    /// The laid-out size of an interned run, in points.
    func size(of text: TextHandle) -> Size
    /// The natural size of an image, in points (pixels divided by the image's own density).
    func size(of image: ImageHandle) -> Size
    /// A derived image recoloured with `tint` (hue and saturation of the tint, luminance of the image),
    /// as HMCustomSwitch's `tintColor` does. Equal arguments return the same handle.
    func tinted(_ image: ImageHandle, with tint: Color) -> ImageHandle
}
