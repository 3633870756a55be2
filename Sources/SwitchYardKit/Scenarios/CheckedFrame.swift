import SDLKit
import Scenarios
import SceneGraph

/// The frame a scenario check just hashed, as pixels and as a draw-list dump. The pixels are the engine's
/// frame drawn whole with its own renderer and read back: the check comes right after the snapshot, with
/// nothing changed in between, so it is the frame the hash was taken of.
struct CheckedFrame {
    let host: EngineScenarioHost

    /// The checked frame drawn and read back.
    func image() throws -> Surface {
        let engine = host.engine
        try engine.draw()
        try engine.renderer.flush()
        return try engine.renderer.readPixels()
    }

    /// The checked frame's draw list, a command a line, with stable resource keys.
    func dump() -> [String] {
        host.engine.stableKeys.dump(of: host.checkedFrame)
    }
}
