import SceneGraph

/// A node that records what the scene tells it, for the scene-graph tests.
final class GraphProbe: Node {
    enum Event: Equatable {
        case began(PointerID, Point)
        case moved(PointerID, Point, inside: Bool)
        case ended(PointerID, Point, inside: Bool)
        case cancelled(PointerID)
        case key(Key)
        case focus(Bool)
    }

    var takesPointers: Bool {
        didSet { geometryDidChange() }
    }
    var takesFocus: Bool
    var captures = true
    var claims: PanAxes = []
    var fill: Color?
    private(set) var events: [Event] = []

    init(frame: Rect, pointers: Bool = true, focus: Bool = false) {
        takesPointers = pointers
        takesFocus = focus
        super.init(frame: frame)
    }

    override var acceptsPointers: Bool { takesPointers }
    override var acceptsFocus: Bool { takesFocus }
    override var claimedPanAxes: PanAxes { claims }

    override func pointerBegan(_ contact: PointerContact) -> Bool {
        events.append(.began(contact.id, contact.location))
        return captures
    }
    override func pointerMoved(_ contact: PointerContact) {
        events.append(.moved(contact.id, contact.location, inside: contact.isInside))
    }
    override func pointerEnded(_ contact: PointerContact) {
        events.append(.ended(contact.id, contact.location, inside: contact.isInside))
    }
    override func pointerCancelled(_ id: PointerID) { events.append(.cancelled(id)) }
    override func keyPressed(_ event: KeyEvent) -> Bool {
        events.append(.key(event.key))
        return true
    }
    override func focusDidChange(_ focused: Bool) {
        super.focusDidChange(focused)
        events.append(.focus(focused))
    }
    override func draw(into list: inout DrawList, rect: Rect, scale: Double) {
        if let fill { list.fill(rect, color: fill) }
    }

    var cancelCount: Int { events.filter { if case .cancelled = $0 { return true } else { return false } }.count }

    func clearEvents() { events.removeAll() }
}

/// A focusable probe with `frame`, added to `parent` or else to the scene's root.
func focusable(_ s: Scene, _ frame: Rect, in parent: Node? = nil) -> GraphProbe {
    let node = GraphProbe(frame: frame, focus: true)
    (parent ?? s.root).addChild(node)
    return node
}

/// Short forms for the scene-graph tests.
func gp(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
func gr(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }
