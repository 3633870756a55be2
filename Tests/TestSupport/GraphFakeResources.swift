import SceneGraph

/// A resource provider for scene tests without SDL: text measures 7 points per character by 1.25 times the
/// font size; images are 10x10.
package final class GraphFakeResources: ResourceProvider {
    package private(set) var runs: [TextRun] = []

    package func text(_ run: TextRun) -> TextHandle {
        if let i = runs.firstIndex(of: run) { return TextHandle(id: Int32(i)) }
        runs.append(run)
        return TextHandle(id: Int32(runs.count - 1))
    }

    package func size(of text: TextHandle) -> Size {
        guard let i = Int(exactly: text.id), runs.indices.contains(i) else { return .zero }
        let run = runs[i]
        return Size(width: Double(run.text.count) * 7, height: run.size * 1.25)
    }

    package func size(of image: ImageHandle) -> Size { Size(width: 10, height: 10) }

    package func tinted(_ image: ImageHandle, with tint: Color) -> ImageHandle { image }

    package init() {}
}
