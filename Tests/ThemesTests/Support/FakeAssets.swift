import Foundation
import SceneGraph
import Themes

/// Records what the loader asks for and hands out handles in request order; can be told to refuse a path.
final class FakeAssets: ThemeAssetResolver {
    private(set) var imagePaths: [String] = []
    private(set) var fonts: [String: String] = [:]
    var refusing: Set<String> = []

    func image(atPath path: String) -> Result<ImageHandle, ThemeAssetFailure> {
        if refusing.contains((path as NSString).lastPathComponent) {
            return .failure(ThemeAssetFailure("decoder refused \((path as NSString).lastPathComponent)"))
        }
        imagePaths.append(path)
        return .success(ImageHandle(id: Int32(clamping: imagePaths.count)))
    }

    func registerFont(named name: String, atPath path: String) -> Result<Void, ThemeAssetFailure> {
        fonts[name] = path
        return .success(())
    }
}
