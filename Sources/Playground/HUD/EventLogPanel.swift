import SceneGraph

/// The last callbacks (switch id, state, value, time) and recording starts and stops, newest at the
/// bottom, timed in seconds since the app started: the dock's Log tab. Shows the whole lines its height
/// holds, following the newest unless scrolled back with the wheel; a line wider than the panel ends in "…".
final class EventLogPanel: LinePanel {
    static let capacity = 50
    private let resources: ResourceProvider
    /// The lines kept, oldest first.
    private(set) var entries: [String] = []
    private var lines = TextLines()
    private let title: (handle: TextHandle, size: Size)
    /// The width the lines were fitted to.
    private var fittedWidth = -1.0

    init(resources: ResourceProvider) {
        self.resources = resources
        let handle = resources.text(TextRun(text: "Event log", size: HUDStyle.fontSize, alignment: .leading))
        title = (handle, resources.size(of: handle))
        super.init(headerLines: 1)
    }

    /// Adds one line such as `0.53s  hm-default  selectedPressedOn  on`.
    func append(time: Double, switchID: String, what: String, on: Bool) {
        add("\(Self.seconds(time))s  \(switchID)  \(what)  \(on ? "on" : "off")")
    }

    /// Adds a line about the app itself, such as `4.15s  recording started`: on the same time axis as the
    /// callbacks (seconds since the app started).
    func note(time: Double, _ text: String) {
        add("\(Self.seconds(time))s  \(text)")
    }

    /// `time` rounded to hundredths of a second.
    private static func seconds(_ time: Double) -> Double {
        (time * 100).rounded() / 100
    }

    private func add(_ line: String) {
        entries.append(line)
        if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
        fittedWidth = -1
        relayout()
    }

    override func relayout() {
        let width = room.width
        if width != fittedWidth {
            fittedWidth = width
            lines.set(entries.map { ($0, HUDStyle.text) }, fitWidth: width, resources: resources)
        }
        window.fit(
            total: entries.count, height: room.height - HUDStyle.lineHeight, lineHeight: HUDStyle.lineHeight,
            pinned: true)
        super.relayout()
    }

    /// The whole text of the cut line under `point`; nil elsewhere.
    func cutText(at point: Point) -> String? {
        lineIndex(at: point).flatMap { lines.cutText($0) }
    }

    override func collectResources(into use: inout ResourceUse) {
        lines.collectResources(into: &use)
        use.insert(title.handle)
    }

    override func draw(into list: inout DrawList, rect: Rect, scale: Double) {
        list.fill(rect, radius: HUDStyle.cornerRadius, color: HUDStyle.panel)
        let origin = Point(x: rect.minX + HUDStyle.padding, y: rect.minY + HUDStyle.padding)
        if rect.height >= 2 * HUDStyle.padding + HUDStyle.lineHeight {
            list.text(title.handle, origin: origin, size: title.size, color: HUDStyle.dimText)
        }
        lines.draw(
            into: &list, origin: Point(x: origin.x, y: origin.y + HUDStyle.lineHeight), first: window.first,
            count: window.visible)
    }

    /// The newest entry, for tiny windows' one-line bar.
    var lastEntry: String? { entries.last }
}
