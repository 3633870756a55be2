import SceneGraph
import Themes

/// Accepts every image and font the loader has already checked, with handles in request order.
final class FuzzAssets: ThemeAssetResolver {
    private var count: Int32 = 0

    func image(files: [ThemeImageFile]) -> Result<ImageHandle, ThemeAssetFailure> {
        count &+= 1
        return .success(ImageHandle(id: count))
    }

    func registerFont(named name: String, atPath path: String) -> Result<Void, ThemeAssetFailure> {
        .success(())
    }
}

/// Text a fixed 7 x 14 points a character, every image 20 x 20 points: enough for the switch to lay out.
final class FuzzMetrics: ResourceProvider {
    private var runs: [TextRun: TextHandle] = [:]
    private var lengths: [TextHandle: Int] = [:]

    func text(_ run: TextRun) -> TextHandle {
        if let handle = runs[run] { return handle }
        let handle = TextHandle(id: Int32(clamping: runs.count + 1))
        runs[run] = handle
        lengths[handle] = run.text.count
        return handle
    }

    func size(of text: TextHandle) -> Size {
        Size(width: Double(lengths[text] ?? 0) * 7, height: 14)
    }

    func size(of image: ImageHandle) -> Size { Size(width: 20, height: 20) }

    func tinted(_ image: ImageHandle, with tint: Color) -> ImageHandle { image }
}
