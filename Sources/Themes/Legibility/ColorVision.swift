import SceneGraph

/// How a viewer with a colour-vision deficiency sees a colour, for the legibility check and
/// `switchyard sheet --simulate`. The three dichromacies use the matrices of Machado, Oliveira and
/// Fernandes, "A Physiologically-based Model for Simulation of Color Vision Deficiency" (IEEE TVCG 15(6),
/// 2009) at severity 1.0, applied to linear RGB; achromatopsia keeps only the luminance.
package enum ColorVision: String, CaseIterable, Sendable {
    /// No L cones (red-blind).
    case protanopia
    /// No M cones (green-blind), the most common.
    case deuteranopia
    /// No S cones (blue-blind).
    case tritanopia
    /// No cones at all: only luminance is seen.
    case achromatopsia

    /// Every name, comma-separated, as `--simulate` takes them.
    package static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// Machado et al. 2009, table of severity 1.0: rows give the simulated linear R, G, B.
    private var matrix: [Double]? {
        switch self {
        case .protanopia:
            return [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.109216, -0.003882, -0.048116, 1.051998]
        case .deuteranopia:
            return [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.011820, 0.042940, 0.968881]
        case .tritanopia:
            return [1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.303900]
        case .achromatopsia:
            return nil
        }
    }

    /// `color` as this viewer sees it; alpha kept.
    package func simulate(_ color: Color) -> Color {
        let rgb = (Contrast.linear(color.r), Contrast.linear(color.g), Contrast.linear(color.b))
        let out: (Double, Double, Double)
        if let m = matrix {
            out = (
                m[0] * rgb.0 + m[1] * rgb.1 + m[2] * rgb.2,
                m[3] * rgb.0 + m[4] * rgb.1 + m[5] * rgb.2,
                m[6] * rgb.0 + m[7] * rgb.1 + m[8] * rgb.2
            )
        } else {
            let y = Contrast.luminance(linear: rgb)
            out = (y, y, y)
        }
        return Color(
            r: Contrast.encoded(out.0), g: Contrast.encoded(out.1), b: Contrast.encoded(out.2), a: color.a)
    }
}
