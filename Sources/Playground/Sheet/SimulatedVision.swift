import SDLKit
import SceneGraph
import Themes

/// `switchyard sheet --simulate`: the rendered sheet recoloured pixel by pixel as `viewer` sees it.
/// The pixels, not the draw list's colours, are recoloured: images, tints, text and every anti-aliased
/// edge are then seen as blended on screen, and the simulation (linear in linear light) is applied after
/// the renderer's blending in sRGB, as the eye gets it.
enum SimulatedVision {
    /// Recolours every pixel of `image` in place; alpha is kept.
    static func apply(_ viewer: ColorVision, to image: Surface) throws {
        try image.withPixels { words, pitch in
            // A sheet has few distinct colours in long runs: each is simulated once.
            var seen: [UInt32: UInt32] = [:]
            for y in 0..<image.height {
                let row = words + y * pitch
                for x in 0..<image.width {
                    let pixel = row[x]
                    if let done = seen[pixel] {
                        row[x] = done
                        continue
                    }
                    let simulated = viewer.simulate(Color(argb: pixel)).argb
                    seen[pixel] = simulated
                    row[x] = simulated
                }
            }
        }
    }
}
