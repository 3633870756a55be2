import SDLKit
import Scenarios
import SceneGraph

/// The frame a scenario check just hashed, as pixels and as a draw-list dump: drawn with the engine's own
/// renderer (cleared to the theme's background) and read back, at `density` pixels per point.
struct CheckedFrame {
    let host: EngineScenarioHost
    let density: Double

    /// The checked frame drawn and read back.
    func image() throws -> Surface {
        let engine = host.engine
        try engine.renderer.clear(engine.background)
        try engine.player.play(host.checkedFrame, density: density)
        try engine.renderer.flush()
        return try engine.renderer.readPixels()
    }

    /// The checked frame's draw list, a command a line, with stable resource keys.
    func dump() -> [String] {
        StableResourceKeys(resources: host.engine.resources).dump(of: host.checkedFrame)
    }
}
