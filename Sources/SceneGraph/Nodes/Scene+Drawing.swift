extension Scene {
    /// Fills `list` with the whole scene in z-order, clipping where nodes ask, and clears `needsDisplay`.
    /// A node draws itself, then its children inside its clip. A childless or clipping node whose frame
    /// (grown by its `visualOverflow`) lies wholly outside the clip is skipped with its subtree, unasked.
    /// Each node's drawn area is kept for `takeDamage(into:)`; the damage recorded so far is left alone.
    public func buildDrawList(into list: inout DrawList) {
        list.reset()
        emit(root, transform: .topLevel(root), into: &list)
        needsDisplay = false
    }

    private func emit(_ node: Node, transform: SceneTransform, into list: inout DrawList) {
        if node.isHidden {
            node.drawnBounds = nil
            return
        }
        let rect = transform.frame(of: node)
        list.startMeasuring()
        node.draw(into: &list, rect: rect, scale: transform.scale)
        node.drawnBounds = list.measuredBounds
        if node.children.isEmpty { return }
        if node.clipsToBounds { list.pushClip(rect) }
        if list.currentClip?.isEmpty != true {
            for child in node.children {
                let childTransform = transform.child(child, of: node)
                if child.children.isEmpty || child.clipsToBounds, let clip = list.currentClip {
                    let reach = child.visualOverflow * childTransform.scale
                    let bounds = childTransform.frame(of: child).insetBy(dx: -reach, dy: -reach)
                    if !clip.intersects(bounds) {
                        child.drawnBounds = nil
                        continue
                    }
                }
                emit(child, transform: childTransform, into: &list)
            }
        }
        if node.clipsToBounds { list.popClip() }
    }
}
