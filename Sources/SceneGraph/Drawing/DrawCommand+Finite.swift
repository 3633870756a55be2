extension DrawCommand {
    /// True when every number of the command's geometry (rectangles, radii, widths, origins, opacity) is
    /// finite: what soak runs and fuzzers check of every draw list the scene builds.
    package var hasFiniteGeometry: Bool {
        switch self {
        case .fill(let rect, let radius, _): return rect.isFinite && radius.isFinite
        case .stroke(let rect, let radius, let width, _): return rect.isFinite && radius.isFinite && width.isFinite
        case .image(_, let source, let dest, _, _): return dest.isFinite && (source?.isFinite ?? true)
        case .text(_, let origin, _): return origin.isFinite
        case .pushClip(let rect): return rect.isFinite
        case .beginGroup(let rect, let opacity): return rect.isFinite && opacity.isFinite
        case .popClip, .endGroup: return true
        }
    }
}
