import SceneGraph

/// What a soak run does: how many frames, from which seed, how often it switches or reloads the theme,
/// draws and samples memory.
struct SoakOptions {
    /// Frames to run (each one 1/60 s of scene time).
    var frames = 3_000
    /// The seed of the input sequence: the same seed gives the same run.
    var seed: UInt64 = 1
    /// Frames between theme changes; they alternate between the next shipped theme (a cold load, like T)
    /// and a reload of the current one (a hot reload that keeps the switches' states).
    var themeEvery = 300
    /// Play the draw list through SDL every this many frames (1: every frame).
    var drawEvery = 1
    /// Frames between memory and texture samples.
    var sampleEvery = 500
    /// The headless surface, in points.
    var size = Size(width: 960, height: 640)
    /// The first theme; the others are the theme files next to it, taken in name order.
    var themePath: String?
}
