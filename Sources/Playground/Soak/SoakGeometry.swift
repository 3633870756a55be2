import SceneGraph

/// Whether a draw command's geometry (rectangles, radii, widths, origins, opacity) is all finite numbers.
enum SoakGeometry {
    static func isFinite(_ command: DrawCommand) -> Bool {
        switch command {
        case .fill(let rect, let radius, _): return finite(rect) && radius.isFinite
        case .stroke(let rect, let radius, let width, _): return finite(rect) && radius.isFinite && width.isFinite
        case .image(_, let source, let dest, _, _): return finite(dest) && (source.map(finite) ?? true)
        case .text(_, let origin, _): return origin.x.isFinite && origin.y.isFinite
        case .pushClip(let rect): return finite(rect)
        case .beginGroup(let rect, let opacity): return finite(rect) && opacity.isFinite
        case .popClip, .endGroup: return true
        }
    }

    private static func finite(_ r: Rect) -> Bool {
        r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
    }
}
