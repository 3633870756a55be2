import SceneGraph

/// What a scenario plays against: the playground's scene (in a window or headless) or a test fake.
/// The player calls, in this order: `reset` once; then for every tick from 1 to the end, `step(toTick:)`
/// once, then `apply` for each of that tick's events in file order, then `snapshot` for each of its
/// `expect` lines. Events of tick 0 are applied right after `reset`, before any step.
package protocol ScenarioHost: AnyObject {
    /// Rebuilds the scene from the header: loads the theme, sizes the window (or keeps the host's own size),
    /// applies the initial states without callbacks, sets the clock to 0, clears the callback log.
    /// A thrown error stops the replay and is shown to the user: a `Diagnostic` as it is (`file:line: error:
    /// message`), any other error after "could not set up the scene".
    func reset(to header: ScenarioHeader) throws
    /// Delivers one event: `.input` into `Scene.handle`, `.resize` to the window and scene, `.themeReload`
    /// by loading the theme file it names (keeping switch states), `.decide` by queueing the answer for the
    /// switch's next ask, `.resolve` by resolving its pending change (a switch that is not pending, or gone,
    /// stays as it is: the expectations show the difference). Pointer coordinates are already mapped to
    /// `viewSize`.
    func apply(_ event: ScenarioEvent)
    /// Advances the scene clock to `ScenarioHeader.time(atTick: tick)` (exactly `Double(tick) / 60`).
    func step(toTick tick: Int)
    /// The state of every switch, the callbacks since the previous snapshot, and the hash of the frame
    /// (`DrawListHasher.hash` of the draw list the scene would build now).
    func snapshot() -> ScenarioSnapshot
    /// The scene's size in points now. When it differs from the recorded window, pointer coordinates are
    /// mapped through their normalised position and frame hashes are not checked.
    var viewSize: Size { get }
    /// The SHA-256 (lower-case hex) of the theme file's bytes the last `reset` loaded; nil before one. An
    /// update (`replay --update`) records it in the header, so the updated scenario matches its theme.
    var themeSHA256: String? { get }
}
