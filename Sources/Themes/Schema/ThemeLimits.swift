/// The caps a theme and the files it names must respect; stated in docs/themes.md and the JSON Schema.
package enum ThemeLimits {
    /// The only theme format version this reader understands.
    package static let version = 1
    /// Largest theme file, checked before it is read.
    package static let maxThemeBytes = 1 << 20
    /// Deepest nesting of arrays and objects in a theme file.
    package static let maxDepth = 32
    /// Most styles one `extends` chain may pass through (the style itself included): far more than any
    /// design needs, and it keeps a hostile chain of thousands one error.
    package static let maxStyleChain = 64
    /// Largest image file, checked before it is decoded.
    package static let maxImageBytes = 8 << 20
    /// Widest and tallest image in pixels, read from the PNG header before decoding.
    package static let maxImagePixels = 4096
    /// Largest font file.
    package static let maxFontBytes = 16 << 20
    /// Longest caption, label text or string-table entry, in Unicode scalars: text becomes pixels (a 500,000
    /// character caption once asked SDL_ttf for 1.7 GB), so it is capped where it is written.
    package static let maxTextLength = 256
    /// Largest switch side in points: at density 4 it is 16,384 pixels, far inside `Int32`.
    package static let maxPoints = 4096.0
    /// Largest sound file, checked before it is read.
    package static let maxSoundBytes = 4 << 20
    /// Longest sound in seconds: cues are clicks and ticks, and a mixer voice holds one whole.
    package static let maxSoundSeconds = 5.0
    /// Longest rumble in milliseconds.
    package static let maxRumbleMilliseconds = 2000.0
}
