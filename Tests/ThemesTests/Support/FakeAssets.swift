import Foundation
import SceneGraph
import Themes

/// Records what the loader asks for and hands out handles in request order; can be told to refuse a path.
final class FakeAssets: ThemeAssetResolver {
    /// The path of each image asked for: its lowest scale file.
    private(set) var imagePaths: [String] = []
    /// The files of each image asked for, in request order.
    private(set) var imageFiles: [[ThemeImageFile]] = []
    private(set) var fonts: [String: String] = [:]
    var refusing: Set<String> = []

    func image(files: [ThemeImageFile]) -> Result<ImageHandle, ThemeAssetFailure> {
        if let refused = files.first(where: { refusing.contains(($0.path as NSString).lastPathComponent) }) {
            return .failure(ThemeAssetFailure("decoder refused \((refused.path as NSString).lastPathComponent)"))
        }
        imagePaths.append(files.first?.path ?? "")
        imageFiles.append(files)
        return .success(ImageHandle(id: Int32(clamping: imagePaths.count)))
    }

    func registerFont(named name: String, atPath path: String) -> Result<Void, ThemeAssetFailure> {
        fonts[name] = path
        return .success(())
    }
}
