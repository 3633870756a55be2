extension Surface {
    /// A copy `factor` times as wide and as tall, each pixel an exact `factor` x `factor` block (nearest
    /// neighbour, no smoothing), so a magnified picture shows the very pixels that were drawn. Throws when
    /// `factor` is below 1 or the copy would pass `PixelLimits`.
    package func magnified(by factor: Int, context: SDLContext) throws -> Surface {
        guard factor >= 1 else {
            throw SDLError(call: "Surface.magnified", message: "a magnification of \(factor) is below 1")
        }
        let (w, wide) = width.multipliedReportingOverflow(by: factor)
        let (h, tall) = height.multipliedReportingOverflow(by: factor)
        guard !wide, !tall else {
            throw SDLError(call: "Surface.magnified", message: "\(width)x\(height) times \(factor) is too large")
        }
        let copy = try Surface(context: context, width: w, height: h)
        try withPixels { source, sourcePitch in
            try copy.withPixels { target, targetPitch in
                for y in 0..<h {
                    let from = (y / factor) * sourcePitch
                    let to = y * targetPitch
                    for x in 0..<w { target[to + x] = source[from + x / factor] }
                }
            }
        }
        return copy
    }
}
