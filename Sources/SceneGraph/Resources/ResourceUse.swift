/// The text and image handles something holds: what a resource provider must keep. A renderer's resources
/// live while a scene (shown or hidden) or a theme holds them, and everything else can be freed.
public struct ResourceUse: Sendable {
    /// The text runs in use.
    package private(set) var texts: Set<TextHandle> = []
    /// The images in use, tinted copies included.
    package private(set) var images: Set<ImageHandle> = []

    /// An empty set: nothing in use yet.
    package init() {}

    /// Marks a text run in use.
    package mutating func insert(_ text: TextHandle) {
        texts.insert(text)
    }

    /// Marks an image in use.
    package mutating func insert(_ image: ImageHandle) {
        images.insert(image)
    }

    /// Marks the image of a paint in use (nothing for a colour).
    package mutating func insert(_ paint: Paint) {
        if case .image(let handle, _, _, _) = paint { images.insert(handle) }
    }

    /// Marks every image a style names in use (the untinted originals; tinted copies are held by switches).
    package mutating func insert(_ style: SwitchStyle) {
        for paint in [style.track.off, style.track.on, style.thumb.off, style.thumb.on] { insert(paint) }
    }
}

extension Scene {
    /// Adds the handles of every node in the scene, hidden ones included. The painters its switches share
    /// are forgotten (their switches keep them), since what is not collected may be released.
    package func collectResources(into use: inout ResourceUse) {
        switchPainters.removeAll()
        root.collectResourcesOfTree(into: &use)
    }
}

extension Node {
    fileprivate func collectResourcesOfTree(into use: inout ResourceUse) {
        collectResources(into: &use)
        for child in children { child.collectResourcesOfTree(into: &use) }
    }
}
