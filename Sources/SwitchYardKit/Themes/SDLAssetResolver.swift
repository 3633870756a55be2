import JSONKit
import SDLKit
import SceneGraph
import Themes

/// Loads the images and fonts a theme names through SDLKit, remembering the handles it made so the
/// session can free them when the theme is replaced.
package final class SDLAssetResolver: ThemeAssetResolver {
    private let resources: SDLResources
    private let reusable: [String: ImageHandle]
    /// Every image handle this resolver loaded (or reused).
    package private(set) var loaded: Set<ImageHandle> = []

    /// A resolver loading through `resources`; an image whose path is in `reusing` is not read again but
    /// takes that handle (a preview of an edit that changed no image).
    package init(resources: SDLResources, reusing: [String: ImageHandle] = [:]) {
        self.resources = resources
        reusable = reusing
    }

    /// Loads the image's variant files (absolute, already checked by the theme loader) as one image and
    /// remembers its handle; the failure names the file and carries the `SDLError` text (a variant deleted
    /// since the loader checked it is reported here). An image in `reusing` with the same variants is
    /// taken as it is loaded.
    package func image(files: [ThemeImageFile]) -> Result<ImageHandle, ThemeAssetFailure> {
        let lowest = files.min { $0.scale < $1.scale }?.path
        if let lowest, let handle = reusable[lowest], let image = resources.image(for: handle),
            image.variants.map(\.density).sorted() == files.map({ Double($0.scale) }).sorted()
        {
            loaded.insert(handle)
            return .success(handle)
        }
        do {
            let handle = try resources.loadImage(variants: files.map { ($0.path, Double($0.scale)) })
            loaded.insert(handle)
            return .success(handle)
        } catch {
            return .failure(ThemeAssetFailure(image: error, files: files))
        }
    }

    /// Makes the font file at `path` usable as `FontFace.named(name)`; the failure carries the `SDLError` text.
    package func registerFont(named name: String, atPath path: String) -> Result<Void, ThemeAssetFailure> {
        do {
            try resources.registerFont(name: name, path: path)
            return .success(())
        } catch let error as SDLError {
            return .failure(ThemeAssetFailure("font \(FilePaths.lastComponent(path)): \(error.reason)"))
        } catch {
            return .failure(ThemeAssetFailure("\(error)"))
        }
    }
}
