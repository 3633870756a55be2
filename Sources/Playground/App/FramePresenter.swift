import SDLKit
import SceneGraph
import SwitchYardKit

/// How the playground and the replay window put a frame on screen: the engine's one draw call
/// (`SwitchYardEngine.draw`: the switches, then the overlays), then what it drew shown
/// (`RenderTarget.present`). A frame that cannot be drawn or shown is warned about; the window runs on.
struct FramePresenter {
    let engine: SwitchYardEngine
    let target: RenderTarget
    /// Redraw only what changed: for a target that keeps its last frame, drawn by a client that has the
    /// engine redraw whole whatever loses it (the playground resizes the engine with its window).
    let damaged: Bool

    /// Draws the frame; throws what the draw threw.
    @discardableResult
    func render() throws -> DamageRegions {
        try engine.draw(damaged: damaged)
    }

    /// Draws the frame; the regions drawn, or nil (with a warning) when it could not be drawn.
    func draw() -> DamageRegions? {
        do {
            return try render()
        } catch {
            Diagnostics.warn("frame not drawn: \(error)")
            return nil
        }
    }

    /// Shows what `draw` drew: only its regions where the window keeps the rest, else the whole frame.
    func show(_ drawn: DamageRegions?) {
        do {
            if let drawn { try target.present(drawn) } else { target.renderer.present() }
        } catch {
            Diagnostics.warn("frame not shown: \(error)")
            target.renderer.present()
        }
    }
}
