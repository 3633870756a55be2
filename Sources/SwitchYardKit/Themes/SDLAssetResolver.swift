import Foundation
import SDLKit
import SceneGraph
import Themes

/// Loads the images and fonts a theme names through SDLKit, remembering the handles it made so the
/// session can free them when the theme is replaced.
public final class SDLAssetResolver: ThemeAssetResolver {
    private let resources: SDLResources
    private let reusable: [String: ImageHandle]
    /// Every image handle this resolver loaded (or reused).
    public private(set) var loaded: Set<ImageHandle> = []

    /// A resolver loading through `resources`; an image whose path is in `reusing` is not read again but
    /// takes that handle (a preview of an edit that changed no image).
    public init(resources: SDLResources, reusing: [String: ImageHandle] = [:]) {
        self.resources = resources
        reusable = reusing
    }

    /// Loads the image at `path` (absolute, already checked by the theme loader) and remembers its handle; the failure
    /// carries the `SDLError` text.
    public func image(atPath path: String) -> Result<ImageHandle, ThemeAssetFailure> {
        if let handle = reusable[path], resources.image(for: handle) != nil {
            loaded.insert(handle)
            return .success(handle)
        }
        do {
            let handle = try resources.loadImage(path: path)
            loaded.insert(handle)
            return .success(handle)
        } catch let error as SDLError {
            // The diagnostic already says where; the message says what, without a second "path: error:".
            return .failure(ThemeAssetFailure("image \((path as NSString).lastPathComponent): \(error.message)"))
        } catch {
            return .failure(ThemeAssetFailure("\(error)"))
        }
    }

    /// Makes the font file at `path` usable as `FontFace.named(name)`; the failure carries the `SDLError` text.
    public func registerFont(named name: String, atPath path: String) -> Result<Void, ThemeAssetFailure> {
        do {
            try resources.registerFont(name: name, path: path)
            return .success(())
        } catch let error as SDLError {
            return .failure(ThemeAssetFailure("font \((path as NSString).lastPathComponent): \(error.reason)"))
        } catch {
            return .failure(ThemeAssetFailure("\(error)"))
        }
    }
}
