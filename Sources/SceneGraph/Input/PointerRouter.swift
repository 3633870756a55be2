/// Delivers pointer events: a pointer that goes down on a node is captured by it until up or cancel;
/// later events for that pointer go to the capturing node whatever they hit. A node holds at most one
/// pointer, so a second finger on a held node is ignored.
public final class PointerRouter {
    private struct Capture {
        let node: Node
        let button: PointerButton
    }

    private var captures: [PointerID: Capture] = [:]

    public init() {}

    /// The pointers currently captured, and by which node.
    public var capturedPointers: [PointerID: Node] { captures.mapValues { $0.node } }

    func invalidateIndex() {}

    /// The topmost node under `point` that takes pointers, honouring hidden, disabled, non-interactive
    /// and clipping ancestors.
    public func hitTest(_ point: Point, in scene: Scene) -> Node? {
        guard point.isFinite else { return nil }
        return Self.walk(scene.root, point: point, clip: nil)
    }

    private static func walk(_ node: Node, point: Point, clip: Rect?) -> Node? {
        if node.isHidden || !node.isEnabled || !node.isInteractive { return nil }
        var clip = clip
        if node.clipsToBounds {
            let f = node.sceneFrame
            clip = clip.map { $0.intersection(f) } ?? f
        }
        for child in node.children.reversed() {
            if let hit = walk(child, point: point, clip: clip) { return hit }
        }
        if node.acceptsPointers, node.sceneHitRect.contains(point), clip?.contains(point) ?? true {
            return node
        }
        return nil
    }

    func handle(_ event: InputEvent, in scene: Scene) {
        switch event {
        case .pointerDown(let id, let p, let button):
            guard p.isFinite, captures[id] == nil else { return }
            guard let node = hitTest(p, in: scene) else { return }
            if captures.values.contains(where: { $0.node === node }) { return }
            let contact = PointerContact(id: id, location: node.convertFromScene(p), isInside: true, button: button)
            if node.pointerBegan(contact) {
                captures[id] = Capture(node: node, button: button)
            }
        case .pointerMove(let id, let p):
            guard p.isFinite, let capture = captures[id] else { return }
            capture.node.pointerMoved(contact(id, p, capture))
        case .pointerUp(let id, let p, _):
            guard let capture = captures.removeValue(forKey: id) else { return }
            if p.isFinite {
                capture.node.pointerEnded(contact(id, p, capture))
            } else {
                capture.node.pointerCancelled(id)
            }
        case .pointerCancel(let id):
            guard let capture = captures.removeValue(forKey: id) else { return }
            capture.node.pointerCancelled(id)
        case .cancelAll:
            let all = captures.sorted { $0.key < $1.key }
            captures.removeAll()
            for (id, capture) in all { capture.node.pointerCancelled(id) }
        case .wheel, .key:
            break
        }
    }

    private func contact(_ id: PointerID, _ p: Point, _ capture: Capture) -> PointerContact {
        PointerContact(
            id: id, location: capture.node.convertFromScene(p),
            isInside: capture.node.sceneHitRect.contains(p), button: capture.button)
    }

    /// Cancels the pointers `node` holds, telling it once for each.
    func cancel(heldBy node: Node) {
        let held = captures.filter { $0.value.node === node }.keys.sorted()
        for id in held {
            captures[id] = nil
            node.pointerCancelled(id)
        }
    }
}
