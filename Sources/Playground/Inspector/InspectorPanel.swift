import JSONKit
import SceneGraph
import Workbench

/// The inspector's column: a title naming the switch and its style, a message line (what was written,
/// what was refused, an outside change), and the switch's fields in groups in a scrolling list. Laid out
/// in whatever rectangle `DockLayout` gives it: the side column, or the bottom drawer, where a short panel
/// keeps its message to two lines so the list keeps room.
final class InspectorPanel: Node {
    private let resources: ResourceProvider
    let list = ScrollNode()
    private(set) var rows: [InspectorRow] = []
    private var title: (handle: TextHandle, size: Size)?
    private var message: (handle: TextHandle, size: Size, kind: MessageKind)?

    /// How the message line is coloured: red for a refusal or failure, green for what was done, grey for
    /// the hint shown before anything happened.
    enum MessageKind {
        case error, info, hint
    }
    private var headers: [(handle: TextHandle, size: Size, y: Double)] = []
    /// The message line's text, for tests and the log.
    private(set) var messageText: String?
    /// The row whose colour picker is open.
    private(set) var expandedPath: String?
    /// Passed on to every row.
    var onEdit: ((InspectorField, JSONNode, ControlPhase) -> Void)?
    var onCancel: (() -> Void)?
    var onBeginEditing: ((TextFieldNode) -> Void)?
    private var groups: [InspectorGroup] = []
    /// True while Shift is held: rows tag the style a Shift edit writes ("→ parent").
    var showsParents = false {
        didSet {
            guard showsParents != oldValue else { return }
            for row in rows { row.showsParent = showsParents }
        }
    }

    static let titleHeight = 24.0
    static let messageHeight = 34.0
    /// The message of a panel shorter than `compactBelow` (a drawer): two lines, the rest clipped.
    static let compactMessageHeight = 28.0
    static let compactBelow = 240.0
    static let headerHeight = 22.0
    /// What the panel asks `DockLayout` for: a width that shares a 700-point drawer's row with the event
    /// log, and more height than any window gives (its list scrolls, so it takes what it is given).
    static let preferredSize = Size(width: 300, height: 2000)

    /// The message line's height in the panel's current frame.
    var messageHeight: Double { frame.height < Self.compactBelow ? Self.compactMessageHeight : Self.messageHeight }

    init(resources: ResourceProvider) {
        self.resources = resources
        super.init()
        minimumHitSize = .zero
        addChild(list)
    }

    /// Shows `groups` under `title`, keeping the scroll position.
    func show(title text: String, groups: [InspectorGroup]) {
        let handle = resources.text(TextRun(text: text, face: .bold, size: 13, alignment: .leading))
        title = (handle, resources.size(of: handle))
        self.groups = groups
        rebuild()
    }

    /// Shows `text` on the message line (red for an error); nil clears it.
    func showMessage(_ text: String?, isError: Bool = false, isHint: Bool = false) {
        messageText = text
        guard let text else {
            message = nil
            return setNeedsDisplay()
        }
        let wrap = max(60, frame.width - 16)
        let handle = resources.text(TextRun(text: text, size: 11, wrapWidth: wrap, alignment: .leading))
        message = (handle, resources.size(of: handle), isError ? .error : isHint ? .hint : .info)
        setNeedsDisplay()
    }

    /// Opens or closes the colour picker of `row`.
    func toggleExpanded(_ row: InspectorRow) {
        let path = row.field.path.description
        expandedPath = expandedPath == path ? nil : path
        rebuild()
    }

    /// Places the panel in `rect` (scene points), re-laying its rows out when the size changed.
    func place(in rect: Rect) {
        let resized = rect.size != frame.size
        frame = rect
        guard resized else { return }
        rebuild()
        // The message wraps at the panel's width.
        if let messageText, let kind = message?.kind {
            showMessage(messageText, isError: kind == .error, isHint: kind == .hint)
        }
    }

    private func rebuild() {
        let offset = list.contentOffset
        list.removeAllChildren()
        rows = []
        headers = []
        let width = frame.width
        let room = max(0, frame.height - Self.titleHeight - messageHeight)
        var y = 0.0
        // The list ends at the last row or header that fits whole, so none is cut by the panel's bottom.
        var fits = 0.0
        for group in groups {
            let handle = resources.text(TextRun(text: group.title, face: .bold, size: 11, alignment: .leading))
            headers.append((handle, resources.size(of: handle), y))
            y += Self.headerHeight
            if y <= room { fits = y }
            for field in group.fields {
                let row = InspectorRow(
                    field: field, width: width, expanded: expandedPath == field.path.description, resources: resources)
                row.frame.origin = Point(x: 0, y: y)
                row.showsParent = showsParents
                row.onEdit = { [weak self] field, value, phase in self?.onEdit?(field, value, phase) }
                row.onCancel = { [weak self] in self?.onCancel?() }
                row.onSwatch = { [weak self] row in self?.toggleExpanded(row) }
                row.onBeginEditing = { [weak self] node in self?.onBeginEditing?(node) }
                list.addChild(row)
                rows.append(row)
                y += row.frame.height
                if y <= room { fits = y }
            }
        }
        list.frame = Rect(
            x: 0, y: min(frame.height, Self.titleHeight + messageHeight), width: width, height: y <= room ? room : fits)
        list.contentSize = Size(width: width, height: y + 8)
        list.contentOffset = offset
        setNeedsDisplay()
    }

    /// The row of the field at `path`.
    func row(_ path: String) -> InspectorRow? {
        rows.first { $0.field.path.description == path }
    }

    private static func color(of kind: MessageKind) -> Color {
        switch kind {
        case .error: return Color(r: 255, g: 110, b: 100)
        case .info: return Color(r: 140, g: 220, b: 150)
        case .hint: return HUDStyle.dimText
        }
    }

    override var acceptsPointers: Bool { true }
    // Presses on the panel's background are taken so they never reach what lies under it.
    override func pointerBegan(_ contact: PointerContact) -> Bool { true }

    override func collectResources(into use: inout ResourceUse) {
        if let title { use.insert(title.handle) }
        if let message { use.insert(message.handle) }
        for header in headers { use.insert(header.handle) }
    }

    override func draw(into list: inout DrawList, rect: Rect, scale: Double) {
        list.fill(rect, color: Color(r: 36, g: 36, b: 40, a: 245))
        list.fill(
            Rect(x: rect.minX, y: rect.minY, width: max(1, scale), height: rect.height),
            color: Color(r: 70, g: 70, b: 76))
        list.pushClip(rect)
        if let title {
            let size = title.size * scale
            list.text(
                title.handle,
                origin: Point(x: rect.minX + 8 * scale, y: rect.minY + (Self.titleHeight * scale - size.height) / 2),
                size: size, color: HUDStyle.text)
        }
        if let message {
            let size = message.size * scale
            list.pushClip(
                Rect(
                    x: rect.minX, y: rect.minY + Self.titleHeight * scale, width: rect.width,
                    height: messageHeight * scale))
            defer { list.popClip() }
            list.text(
                message.handle, origin: Point(x: rect.minX + 8 * scale, y: rect.minY + Self.titleHeight * scale),
                size: size, color: Self.color(of: message.kind))
        }
        let listFrame = self.list.sceneFrame
        list.pushClip(listFrame)
        for header in headers {
            let size = header.size * scale
            let y = listFrame.minY + (header.y - self.list.contentOffset.y) * scale
            list.text(
                header.handle,
                origin: Point(x: rect.minX + 8 * scale, y: y + (Self.headerHeight * scale - size.height) / 2),
                size: size, color: HUDStyle.dimText)
        }
        list.popClip()
        list.popClip()
    }
}
