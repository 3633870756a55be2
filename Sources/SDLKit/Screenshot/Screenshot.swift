extension Renderer {
    /// Reads back what has been drawn so far and writes it as a PNG at `path`.
    package func saveScreenshot(to path: String) throws {
        try flush()
        try readPixels().savePNG(to: path)
    }
}
