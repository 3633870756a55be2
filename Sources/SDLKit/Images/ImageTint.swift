import SceneGraph

/// Recolouring like CoreGraphics' colour blend mode (HMCustomSwitch's `tintColor`): each pixel takes the
/// hue and saturation of the tint and keeps its own luminance and alpha. A translucent tint blends the
/// result with the original in proportion to the tint's alpha.
package enum ImageTint {
    /// The tinted version of one ARGB8888 pixel (`0xAARRGGBB`, straight alpha).
    package static func apply(_ tint: Color, to pixel: UInt32) -> UInt32 {
        let source = Color(argb: pixel)
        let base = (Double(source.r) / 255, Double(source.g) / 255, Double(source.b) / 255)
        let hue = (Double(tint.r) / 255, Double(tint.g) / 255, Double(tint.b) / 255)
        let blended = setLuminance(hue, luminance(base))
        let t = Double(tint.a) / 255
        func channel(_ original: Double, _ tinted: Double) -> UInt8 {
            UInt8((min(1, max(0, original + (tinted - original) * t)) * 255).rounded())
        }
        let out = Color(
            r: channel(base.0, blended.0), g: channel(base.1, blended.1), b: channel(base.2, blended.2),
            a: source.a)
        return out.argb
    }

    /// Rec. 601 luma weights, as the PDF and CoreGraphics non-separable blend modes use.
    static func luminance(_ c: (Double, Double, Double)) -> Double {
        0.3 * c.0 + 0.59 * c.1 + 0.11 * c.2
    }

    /// `c` shifted to luminance `l`, with channels pulled back into 0...1 keeping that luminance.
    static func setLuminance(_ c: (Double, Double, Double), _ l: Double) -> (Double, Double, Double) {
        let d = l - luminance(c)
        var r = c.0 + d
        var g = c.1 + d
        var b = c.2 + d
        let lum = luminance((r, g, b))
        let lo = min(r, g, b)
        let hi = max(r, g, b)
        if lo < 0, lum - lo > 0 {
            let k = lum / (lum - lo)
            r = lum + (r - lum) * k
            g = lum + (g - lum) * k
            b = lum + (b - lum) * k
        }
        if hi > 1, hi - lum > 0 {
            let k = (1 - lum) / (hi - lum)
            r = lum + (r - lum) * k
            g = lum + (g - lum) * k
            b = lum + (b - lum) * k
        }
        return (r, g, b)
    }

    /// A new surface holding `surface` recoloured with `tint`. A pixel equal to the one before it (an icon's
    /// transparent margin, a flat fill) reuses that pixel's result instead of working it out again.
    package static func tinted(_ surface: Surface, with tint: Color, context: SDLContext) throws -> Surface {
        let copy = try Surface(context: context, width: surface.width, height: surface.height)
        try surface.withPixels { source, sourcePitch in
            try copy.withPixels { target, targetPitch in
                var last: (pixel: UInt32, tinted: UInt32)?
                for y in 0..<surface.height {
                    for x in 0..<surface.width {
                        let pixel = source[y * sourcePitch + x]
                        if let last, last.pixel == pixel {
                            target[y * targetPitch + x] = last.tinted
                            continue
                        }
                        let tinted = apply(tint, to: pixel)
                        target[y * targetPitch + x] = tinted
                        last = (pixel, tinted)
                    }
                }
            }
        }
        return copy
    }
}
