import SceneGraph

/// The dock's own parts, drawn under its panels: its background, the splitter's grip and the tab strip,
/// each tab's title fitted to its share of the strip ("…" where cut; the tooltip shows it whole), the open
/// tab highlighted.
final class DockChrome: Node {
    private let resources: ResourceProvider
    private(set) var layout: DockLayout?
    private var tabs: [(panel: Panel, frame: Rect, title: (handle: TextHandle, size: Size, cut: Bool))] = []
    private var open: Panel?
    /// Each tab's whole title, by panel.
    private var titles: [Panel: String] = [:]

    static let selected = Color(r: 58, g: 58, b: 64, a: 240)
    static let background = Color(r: 22, g: 22, b: 24, a: 235)
    static let grip = Color(r: 110, g: 110, b: 120)

    init(resources: ResourceProvider) {
        self.resources = resources
        super.init()
        isInteractive = false
    }

    /// Shows `layout`'s dock with `tabs` titled `titles` (a tab's title by default), `open` highlighted.
    func show(_ layout: DockLayout, tabs panels: [Panel], titles: [Panel: String], open: Panel?) {
        guard layout != self.layout || panels != tabs.map(\.panel) || titles != self.titles || open != self.open
        else { return }
        self.layout = layout
        self.titles = titles
        self.open = open
        frame = Rect(origin: .zero, size: layout.size)
        tabs = layout.tabFrames(panels).map { panel, frame in
            let run = TextRun(text: titles[panel] ?? panel.title, face: .bold, size: HUDStyle.fontSize)
            let fitted = TextFitting.fitted(run, width: frame.width - 8, resources: resources)
            return (panel, frame, (fitted.handle, fitted.size, fitted.cut))
        }
        setNeedsDisplay()
    }

    /// The tab under `point`; nil off the strip.
    func tab(at point: Point) -> Panel? {
        tabs.first { $0.frame.contains(point) }?.panel
    }

    /// The whole title of the cut tab under `point`; nil elsewhere.
    func cutText(at point: Point) -> String? {
        guard let tab = tabs.first(where: { $0.frame.contains(point) }), tab.title.cut else { return nil }
        return titles[tab.panel] ?? tab.panel.title
    }

    override func collectResources(into use: inout ResourceUse) {
        for tab in tabs { use.insert(tab.title.handle) }
    }

    override func draw(into list: inout DrawList, rect: Rect, scale: Double) {
        guard let layout else { return }
        if let dock = layout.dock {
            // Around the open tab's panel, not under it: the inspector's panel, in a scene drawn before this
            // one, would show through.
            for part in Self.parts(of: dock, around: open.flatMap { layout.panels[$0] }) {
                list.fill(part, color: Self.background)
            }
        }
        if let splitter = layout.splitter {
            let grip =
                layout.mode == .side
                ? Rect(x: splitter.midX - 1, y: splitter.midY - 20, width: 2, height: 40)
                : Rect(x: splitter.midX - 20, y: splitter.midY - 1, width: 40, height: 2)
            list.fill(grip, radius: 1, color: Self.grip)
        }
        if let strip = layout.tabStrip {
            list.fill(strip, radius: 4, color: HUDStyle.panel)
        }
        for tab in tabs {
            if tab.panel == open { list.fill(tab.frame.insetBy(dx: 1, dy: 1), radius: 4, color: Self.selected) }
            let size = tab.title.size
            list.text(
                tab.title.handle,
                origin: Point(x: tab.frame.midX - size.width / 2, y: tab.frame.midY - size.height / 2),
                size: size, color: tab.panel == open ? HUDStyle.text : HUDStyle.dimText)
        }
    }

    /// `rect` less `hole` (which lies inside it): the bands above, below, left and right of it.
    static func parts(of rect: Rect, around hole: Rect?) -> [Rect] {
        guard let hole, rect.contains(hole) else { return [rect] }
        return [
            Rect(x: rect.minX, y: rect.minY, width: rect.width, height: hole.minY - rect.minY),
            Rect(x: rect.minX, y: hole.maxY, width: rect.width, height: rect.maxY - hole.maxY),
            Rect(x: rect.minX, y: hole.minY, width: hole.minX - rect.minX, height: hole.height),
            Rect(x: hole.maxX, y: hole.minY, width: rect.maxX - hole.maxX, height: hole.height),
        ].filter { !$0.isEmpty }
    }
}
