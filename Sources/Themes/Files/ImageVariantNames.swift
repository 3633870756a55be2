import SceneGraph

/// The names of an image's variants: the theme names `images/x.png`, and `images/x@2x.png` and
/// `images/x@3x.png` next to it hold the same image at 2 and 3 pixels per point (UIKit's naming).
enum ImageVariantNames {
    /// `relative` with the `@Nx` suffix of `scale` before its extension (`relative` itself for scale 1).
    static func relative(_ relative: String, scale: Int) -> String {
        guard scale != 1 else { return relative }
        let (stem, suffix) = split(relative)
        return stem + "@\(scale)x" + suffix
    }

    /// The scale a name already claims with an `@2x` or `@3x` suffix; nil for a plain name.
    static func claimedScale(_ relative: String) -> Int? {
        let (stem, _) = split(relative)
        return ImageScale.all.first { $0 != 1 && stem.hasSuffix("@\($0)x") }
    }

    /// The name before its extension and the extension with its dot (empty when there is none).
    private static func split(_ relative: String) -> (stem: String, suffix: String) {
        let nameStart = relative.lastIndex(of: "/").map { relative.index(after: $0) } ?? relative.startIndex
        guard let dot = relative[nameStart...].lastIndex(of: "."), dot > nameStart else { return (relative, "") }
        return (String(relative[..<dot]), String(relative[dot...]))
    }
}
