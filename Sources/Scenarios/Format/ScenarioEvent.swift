import SceneGraph

/// Something that happens at a tick: input for the scene's router, a window resize, a theme reload, or what
/// a switch's owner did (its answer to an ask, its resolution of a pending change).
package enum ScenarioEvent: Hashable, Sendable {
    /// Input as `Scene.handle` takes it; `.cancelAll` is the window losing focus.
    case input(InputEvent)
    /// The window changed to `size` points at `pixelDensity` pixels per point.
    case resize(Size, pixelDensity: Double)
    /// The theme was reloaded from disk; the reference says which file and content.
    case themeReload(ScenarioThemeReference)
    /// The owner of switch `switchID` gives this answer to the switch's next ask (at this tick or later): the
    /// host queues it, so the line comes before the input that asks. In a replay the file is the owner: an
    /// ask with no answer queued is allowed, as with no owner.
    case decide(switchID: String, SwitchDecision)
    /// The owner of switch `switchID` resolves its pending change to `on` (`SwitchNode.resolve`).
    case resolve(switchID: String, on: Bool)
}
