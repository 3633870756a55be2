import SceneGraph

/// Every key of the window, shown with H as a panel (clipped to the room `PanelLayout` gives it).
final class HelpOverlay: Node {
    static let keys: [(String, String)] = [
        ("Tab / Shift-Tab", "move focus between switches"),
        ("Space / Enter", "toggle the focused switch"),
        ("Arrows along the track", "set the focused switch off / on"),
        ("Other arrows", "move focus to the nearest switch that way"),
        ("Gamepad", "D-pad / left stick move focus, A toggles, B / Back clear focus"),
        ("M", "touch mode: the mouse is a finger (again: mirrored pinch, again: off)"),
        ("Alt-click", "in touch mode: pin a second finger there (again: lift it)"),
        ("R", "start or stop recording a scenario"),
        ("P", "save a screenshot (PNG) in the current folder"),
        ("T", "next theme in the theme's folder"),
        ("F", "panel: frame-time graph with mean and p99"),
        ("L", "panel: the event log"),
        ("H", "panel: this help"),
        ("S", "panel: the theme's states sheet"),
        (".", "pause or resume the animation clock"),
        (",", "step one frame while paused"),
        ("[ / ]", "slower / faster: 1, 1/2, 1/4, 1/10 speed"),
        ("Z", "reduce motion: thumbs jump, colours cross-fade"),
        ("N", "mute or unmute the switches' feedback sounds"),
        ("X", "reduce feedback: sounds at half their gain, no rumble"),
        ("E", "list every error of a broken theme"),
        ("I / click a caption", "panel: the inspector, edits the switch's style in the theme file"),
        ("Shift + edit", "the inspector writes the style the value is inherited from"),
        ("Ctrl+Z / Ctrl+Shift+Z", "undo / redo the inspector's edits (while it shows)"),
        ("Wheel / two-finger pan", "scroll the gallery (over the states sheet or the inspector: that)"),
        ("Esc / Ctrl+Q", "quit"),
    ]
    private var keyColumn = TextLines()
    private var textColumn = TextLines()
    private let resources: ResourceProvider

    init(resources: ResourceProvider) {
        self.resources = resources
        super.init()
        isInteractive = false
        keyColumn.set(Self.keys.map { ($0.0, HUDStyle.accent) }, face: .bold, resources: resources)
        textColumn.set(Self.keys.map { ($0.1, HUDStyle.text) }, resources: resources)
    }

    override func collectResources(into use: inout ResourceUse) {
        keyColumn.collectResources(into: &use)
        textColumn.collectResources(into: &use)
    }

    var preferredSize: Size {
        Size(
            width: keyColumn.width + textColumn.width + 3 * HUDStyle.padding + 16,
            height: Double(Self.keys.count) * HUDStyle.lineHeight + 2 * HUDStyle.padding)
    }

    override func draw(into list: inout DrawList, rect: Rect, scale: Double) {
        list.fill(rect, radius: HUDStyle.cornerRadius, color: HUDStyle.panel)
        let origin = Point(x: rect.minX + HUDStyle.padding, y: rect.minY + HUDStyle.padding)
        list.pushClip(rect)
        keyColumn.draw(into: &list, origin: origin)
        textColumn.draw(into: &list, origin: Point(x: origin.x + keyColumn.width + 16, y: origin.y))
        list.popClip()
    }
}
