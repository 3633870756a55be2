extension Scene {
    /// Fills `list` with the whole scene in z-order, clipping where nodes ask, and clears `needsDisplay`.
    /// A node draws itself, then its children inside its clip. A childless or clipping node whose frame
    /// (grown by its `visualOverflow`) lies wholly outside the clip is skipped with its subtree, unasked.
    public func buildDrawList(into list: inout DrawList) {
        list.reset()
        emit(root, size: root.frame.size, transform: .topLevel(root), into: &list)
        needsDisplay = false
    }

    /// Draws `node`, of `size` (its frame's, read once by the caller), and its subtree.
    private func emit(_ node: Node, size: Size, transform: SceneTransform, into list: inout DrawList) {
        if node.isHidden { return }
        let rect = transform.frame(ofSize: size)
        node.draw(into: &list, rect: rect, scale: transform.scale)
        let children = node.children
        if children.isEmpty { return }
        let clips = node.clipsToBounds
        if clips { list.pushClip(rect) }
        if list.currentClip?.isEmpty != true {
            let offset = node.contentOffset
            for child in children {
                let frame = child.frame
                let childTransform = transform.child(frame: frame, scale: child.scale, offset: offset)
                if let clip = list.currentClip, child.children.isEmpty || child.clipsToBounds {
                    let reach = child.visualOverflow * childTransform.scale
                    let bounds = childTransform.frame(ofSize: frame.size).insetBy(dx: -reach, dy: -reach)
                    if !clip.intersects(bounds) { continue }
                }
                emit(child, size: frame.size, transform: childTransform, into: &list)
            }
        }
        if clips { list.popClip() }
    }
}
