import JSONKit
import SDLKit
import SceneGraph
import Themes

/// The resolver of `switchyard validate`: every image is decoded by `ImageDecoder`, the code the app loads
/// images with, and dropped, so validate refuses exactly the images the app refuses, with the app's
/// message; fonts are accepted once the loader checked their place, size and signature. Needs no
/// renderer and no `SDLContext`.
package struct ImageCheckingResolver: ThemeAssetResolver {
    /// A resolver that decodes and keeps nothing.
    package init() {}

    /// Handle 0 once every variant decodes; the first failure, worded as `SDLAssetResolver` words it.
    package func image(files: [ThemeImageFile]) -> Result<ImageHandle, ThemeAssetFailure> {
        do {
            for file in files { try ImageDecoder.check(path: file.path) }
            return .success(ImageHandle(id: 0))
        } catch {
            return .failure(ThemeAssetFailure(image: error, files: files))
        }
    }

    /// Accepts any font the loader already checked.
    package func registerFont(named name: String, atPath path: String) -> Result<Void, ThemeAssetFailure> {
        .success(())
    }
}

extension ThemeAssetFailure {
    /// Why an image of `files` could not be loaded: `image NAME: message`. The diagnostic already says
    /// where; the message says what, without a second "path: error:".
    init(image error: any Error, files: [ThemeImageFile]) {
        guard let error = error as? SDLError else {
            self.init("\(error)")
            return
        }
        let name = FilePaths.lastComponent(error.path ?? files.first?.path ?? "")
        self.init("image \(name): \(error.message)")
    }
}
