import SceneGraph

/// The last callbacks (switch id, state, value, time) and recording starts and stops, newest at the
/// bottom, timed in seconds since the app started.
final class EventLogPanel: Node {
    static let capacity = 10
    /// How many of the kept lines show: as many as the panel's height has room for.
    var visibleLines = capacity {
        didSet { if visibleLines != oldValue { relayout() } }
    }
    private let resources: ResourceProvider
    /// The lines kept, oldest first.
    private(set) var entries: [String] = []
    private var lines = TextLines()

    init(resources: ResourceProvider) {
        self.resources = resources
        super.init()
        isInteractive = false
        relayout()
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
        relayout()
    }

    override func collectResources(into use: inout ResourceUse) {
        lines.collectResources(into: &use)
    }

    private func relayout() {
        var all: [(String, Color)] = [("Event log", HUDStyle.dimText)]
        all += entries.suffix(visibleLines).map { ($0, HUDStyle.text) }
        lines.set(all, resources: resources)
        setNeedsDisplay()
    }

    override func draw(into list: inout DrawList, rect: Rect, scale: Double) {
        list.fill(rect, radius: HUDStyle.cornerRadius, color: HUDStyle.panel)
        list.pushClip(rect)
        lines.draw(into: &list, origin: Point(x: rect.minX + HUDStyle.padding, y: rect.minY + HUDStyle.padding))
        list.popClip()
    }

    /// The panel's size with every kept line showing.
    static let fullSize = Size(
        width: 360, height: Double(capacity + 1) * HUDStyle.lineHeight + 2 * HUDStyle.padding)

    /// How many entries fit under the title in a panel `height` points tall (0 to `capacity`).
    static func lines(fitting height: Double) -> Int {
        let rows = ((height - 2 * HUDStyle.padding) / HUDStyle.lineHeight).rounded(.down) - 1
        return rows.isFinite ? Int(min(Double(capacity), max(0, rows))) : 0
    }

    /// The newest entry, for tiny windows' one-line bar.
    var lastEntry: String? { entries.last }
}
