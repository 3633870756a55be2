/// Delivers pointer events. A primary press on a node that takes it captures that pointer until up or
/// cancel; later events for the pointer go to the capturing node whatever they hit, with `isInside`
/// telling whether the pointer is inside its hit area. A node holds at most one pointer, so a second finger
/// on a held node is ignored; other buttons never reach nodes.
///
/// Scrolling: a wheel event scrolls the innermost `ScrollNode` under the mouse. A press that travels past
/// `panSlop` along an axis its node does not claim, inside a scroll container that can move that way,
/// becomes a scroll: the node gets `pointerCancelled` and the container follows the pointer. A press on a
/// scroll container's background pans it the same way.
///
/// A second primary press of a pointer that is still down means its release was lost: the old press is
/// cancelled and the new one starts afresh, so a missed event cannot wedge a pointer.
///
/// Touch-synthesised mouse events never arrive here: the playground drops them (`SDL_TOUCH_MOUSEID`) while
/// translating SDL events into `InputEvent`s, so one touch is one pointer.
package final class PointerRouter {
    private struct Capture {
        let node: Node
        let start: Point
        /// Whether the press has already passed the slop and its fate (keep or scroll) is settled.
        var settled: Bool
    }

    private enum Track {
        case captured(Capture)
        /// A press on a scroll container's background that has not passed the slop yet.
        case pending(ScrollNode, start: Point)
        case scrolling(ScrollNode, last: Point)
    }

    private var tracks: [PointerID: Track] = [:]

    /// How far, in scene points, a press may move before it counts as a drag (and may become a scroll).
    package var panSlop: Double = 10
    /// Where the mouse was last seen, from any mouse event; wheel events scroll what lies under it.
    package private(set) var lastMouseLocation: Point?

    /// A router with no pointer held and the default 10-point pan slop.
    package init() {}

    /// The pointers currently captured, and by which node.
    package var capturedPointers: [PointerID: Node] {
        tracks.compactMapValues { track in
            if case .captured(let capture) = track { return capture.node }
            return nil
        }
    }

    /// The pointers currently scrolling a container, and which.
    package var scrollingPointers: [PointerID: ScrollNode] {
        tracks.compactMapValues { track in
            if case .scrolling(let node, _) = track { return node }
            return nil
        }
    }

    func handle(_ event: InputEvent, in scene: Scene) {
        switch event {
        case .pointerDown(let id, let p, let button):
            noteMouse(id, p)
            guard p.isFinite, button == .primary else { return }
            if let stale = tracks.removeValue(forKey: id), case .captured(let capture) = stale {
                capture.node.pointerCancelled(id)
            }
            pointerDown(id, p, in: scene)
        case .pointerMove(let id, let p):
            noteMouse(id, p)
            guard p.isFinite, let track = tracks[id] else { return }
            pointerMoved(id, p, track, in: scene)
        case .pointerUp(let id, let p, let button):
            noteMouse(id, p)
            guard button == .primary, let track = tracks.removeValue(forKey: id) else { return }
            guard case .captured(let capture) = track else { return }
            if p.isFinite, let area = activeArea(of: capture.node, in: scene) {
                capture.node.pointerEnded(contact(id, p, capture.node, area))
            } else {
                capture.node.pointerCancelled(id)
            }
        case .pointerCancel(let id):
            guard let track = tracks.removeValue(forKey: id), case .captured(let capture) = track else { return }
            capture.node.pointerCancelled(id)
        case .cancelAll:
            let all = tracks.sorted { $0.key < $1.key }
            tracks.removeAll()
            for (id, track) in all {
                if case .captured(let capture) = track { capture.node.pointerCancelled(id) }
            }
        case .wheel(let dx, let dy):
            wheel(dx: dx, dy: dy, in: scene)
        case .key:
            break
        }
    }

    private func noteMouse(_ id: PointerID, _ p: Point) {
        if id == .mouse, p.isFinite { lastMouseLocation = p }
    }

    private func pointerDown(_ id: PointerID, _ p: Point, in scene: Scene) {
        if let node = scene.hitTest(p) {
            if holdsPointer(node) { return }
            if let area = activeArea(of: node, in: scene), node.pointerBegan(contact(id, p, node, area)) {
                if activeArea(of: node, in: scene) == nil {
                    node.pointerCancelled(id)
                } else {
                    tracks[id] = .captured(Capture(node: node, start: p, settled: false))
                }
                return
            }
        }
        if let scroller = scene.scrollNode(at: p) {
            tracks[id] = .pending(scroller, start: p)
        }
    }

    private func pointerMoved(_ id: PointerID, _ p: Point, _ track: Track, in scene: Scene) {
        switch track {
        case .captured(var capture):
            guard let area = activeArea(of: capture.node, in: scene) else {
                tracks[id] = nil
                capture.node.pointerCancelled(id)
                return
            }
            if !capture.settled, distance(capture.start, p) > panSlop {
                capture.settled = true
                tracks[id] = .captured(capture)
                let axis = PanAxes.dominant(dx: p.x - capture.start.x, dy: p.y - capture.start.y)
                if !capture.node.claimedPanAxes.contains(axis),
                    let scroller = scrollAncestor(of: capture.node, along: axis, in: scene)
                {
                    tracks[id] = .scrolling(scroller, last: p)
                    capture.node.pointerCancelled(id)
                    scroll(scroller, from: capture.start, to: p)
                    return
                }
            }
            capture.node.pointerMoved(contact(id, p, capture.node, area))
        case .pending(let scroller, let start):
            guard isAvailable(scroller, in: scene) else {
                tracks[id] = nil
                return
            }
            guard distance(start, p) > panSlop else { return }
            let axis = PanAxes.dominant(dx: p.x - start.x, dy: p.y - start.y)
            if scroller.canScroll(along: axis), !isScrolled(scroller) {
                tracks[id] = .scrolling(scroller, last: p)
                scroll(scroller, from: start, to: p)
            } else {
                tracks[id] = nil
            }
        case .scrolling(let scroller, let last):
            guard isAvailable(scroller, in: scene) else {
                tracks[id] = nil
                return
            }
            tracks[id] = .scrolling(scroller, last: p)
            scroll(scroller, from: last, to: p)
        }
    }

    private func wheel(dx: Double, dy: Double, in scene: Scene) {
        guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return }
        let target: ScrollNode?
        if let p = lastMouseLocation {
            target = scene.scrollNode(at: p)
        } else {
            target = scene.scrollNodes.last { isAvailable($0, in: scene) }
        }
        var candidate: Node? = target
        while let node = candidate {
            if let scroller = node as? ScrollNode, isAvailable(scroller, in: scene),
                (dx != 0 && scroller.canScroll(along: .horizontal)) || (dy != 0 && scroller.canScroll(along: .vertical))
            {
                let s = scroller.sceneScale
                guard s > 0, s.isFinite else { return }
                scroller.scroll(by: Point(x: dx / s, y: dy / s))
                return
            }
            candidate = node.parent
        }
    }

    /// Moves `scroller`'s content with a pointer going from `a` to `b` (scene points).
    private func scroll(_ scroller: ScrollNode, from a: Point, to b: Point) {
        let s = scroller.sceneScale
        guard s > 0, s.isFinite else { return }
        scroller.scroll(by: Point(x: (a.x - b.x) / s, y: (a.y - b.y) / s))
    }

    private func scrollAncestor(of node: Node, along axis: PanAxes, in scene: Scene) -> ScrollNode? {
        var current = node.parent
        while let n = current {
            if let scroller = n as? ScrollNode, scroller.canScroll(along: axis) {
                return isScrolled(scroller) ? nil : scroller
            }
            current = n.parent
        }
        return nil
    }

    private func holdsPointer(_ node: Node) -> Bool {
        tracks.values.contains { track in
            if case .captured(let capture) = track { return capture.node === node }
            return false
        }
    }

    /// A container follows one pointer at a time, so two fingers do not scroll it twice as fast.
    private func isScrolled(_ scroller: ScrollNode) -> Bool {
        tracks.values.contains { track in
            if case .scrolling(let node, _) = track { return node === scroller }
            return false
        }
    }

    /// Where `node` takes its pointers now (possibly nowhere, when clipped away), or nil when it has left
    /// this scene or been hidden, disabled or made non-interactive: then its pointers must be cancelled.
    private func activeArea(of node: Node, in scene: Scene) -> HitBounds? {
        node.scene === scene ? HitTesting.activeArea(of: node) : nil
    }

    private func isAvailable(_ scroller: ScrollNode, in scene: Scene) -> Bool {
        scroller.scene === scene && scroller.isVisibleInTree && scroller.isEnabledInTree
            && scroller.isInteractiveInTree
    }

    private func contact(_ id: PointerID, _ p: Point, _ node: Node, _ area: HitBounds) -> PointerContact {
        PointerContact(id: id, location: node.convertFromScene(p), isInside: area.contains(p), button: .primary)
    }

    private func distance(_ a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x
        let dy = b.y - a.y
        return (dx * dx + dy * dy).squareRoot()
    }

    // MARK: Cancellation

    /// Cancels the pointers `node` holds, telling it once for each.
    func cancel(heldBy node: Node) {
        cancel { candidate, captured in captured && candidate === node }
    }

    /// Forgets every pointer held by, or scrolling, a node of `subtree`; captured ones are cancelled.
    func drop(subtree: Node) {
        cancel { node, _ in subtree.isAncestor(of: node) }
    }

    /// Cancels pointers whose node (or scroll container) can no longer take them.
    func dropUnavailable(in scene: Scene) {
        cancel { node, captured in
            if captured { return activeArea(of: node, in: scene) == nil }
            return (node as? ScrollNode).map { !isAvailable($0, in: scene) } ?? true
        }
    }

    /// `shouldDrop` gets each tracked node and whether it holds a capture (else it is a scroll container).
    private func cancel(where shouldDrop: (Node, Bool) -> Bool) {
        for (id, track) in tracks.sorted(by: { $0.key < $1.key }) {
            switch track {
            case .captured(let capture):
                guard shouldDrop(capture.node, true) else { continue }
                tracks[id] = nil
                capture.node.pointerCancelled(id)
            case .pending(let scroller, _), .scrolling(let scroller, _):
                if shouldDrop(scroller, false) { tracks[id] = nil }
            }
        }
    }
}
