import SceneGraph

/// Colours and sizes shared by the overlay panels.
enum HUDStyle {
    static let panel = Color(r: 28, g: 28, b: 30, a: 220)
    static let text = Color(r: 235, g: 235, b: 245)
    static let dimText = Color(r: 160, g: 160, b: 170)
    static let accent = Color(r: 10, g: 132, b: 255)
    static let error = Color(r: 200, g: 40, b: 40, a: 235)
    static let recording = Color(r: 255, g: 59, b: 48)
    static let fontSize = 12.0
    static let lineHeight = 16.0
    static let padding = 8.0
    static let cornerRadius = 8.0
}
