import SceneGraph

/// Something that happens at a tick: input for the scene's router, a window resize, or a theme reload.
public enum ScenarioEvent: Hashable, Sendable {
    /// Input as `Scene.handle` takes it; `.cancelAll` is the window losing focus.
    case input(InputEvent)
    /// The window changed to `size` points at `pixelDensity` pixels per point.
    case resize(Size, pixelDensity: Double)
    /// The theme was reloaded from disk; the reference says which file and content.
    case themeReload(ScenarioThemeReference)
}
