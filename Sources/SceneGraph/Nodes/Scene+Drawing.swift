extension Scene {
    /// Fills `list` with the whole scene in z-order, clipping where nodes ask, and clears `needsDisplay`.
    /// A node draws itself, then its children inside its clip. A childless or clipping node whose frame
    /// (grown by its `visualOverflow`) lies wholly outside the clip is skipped with its subtree, unasked.
    /// Each node's drawn area is kept, where the damage bookkeeping finds it; the damage recorded so far is
    /// left alone.
    package func buildDrawList(into list: inout DrawList) {
        list.reset()
        emit(root, size: root.frame.size, transform: .topLevel(root), into: &list, pass: .plain, forced: true)
        needsDisplay = false
    }

    /// `buildDrawList(into:)` that also keeps, per node, where its subtree drew, which a later damaged frame
    /// needs to rebuild only part of the list (`buildDamagedDrawList(into:regions:)`). The list is the same.
    package func buildRetainedDrawList(into list: inout DrawList) {
        list.reset()
        emit(root, size: root.frame.size, transform: .topLevel(root), into: &list, pass: .whole, forced: true)
        retainsDrawing = true
        needsDisplay = false
    }

    /// Draws `node`, of `size` (its frame's, read once by the caller), and its subtree. In a damaged pass a
    /// child is skipped, keeping what it drew last, unless it is `forced` (inside a moved subtree), on the
    /// way to a changed node, or drew somewhere a region touches.
    func emit(
        _ node: Node, size: Size, transform: SceneTransform, into list: inout DrawList, pass: BuildPass, forced: Bool
    ) {
        if node.isHidden {
            node.drawnBounds = nil
            if pass.retains { node.retained?.subtreeBounds = nil }
            return
        }
        let rect = transform.frame(ofSize: size)
        list.startMeasuring()
        node.draw(into: &list, rect: rect, scale: transform.scale)
        node.drawnBounds = list.measuredBounds
        let retained = pass.retains ? node.retainedDrawing : nil
        let children = node.children
        if children.isEmpty {
            retained?.subtreeBounds = node.drawnBounds
            return
        }
        var subtree = node.drawnBounds
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
                    if !clip.intersects(bounds) {
                        child.drawnBounds = nil
                        if pass.retains { child.retained?.subtreeBounds = nil }
                        continue
                    }
                }
                if pass.isDamaged, !forced, let kept = child.retained, kept.pathStamp != pass.stamp {
                    guard pass.touches(kept.subtreeBounds) else {
                        subtree = Self.union(subtree, kept.subtreeBounds)
                        continue
                    }
                }
                let moved = forced || child.retained?.subtreeStamp == pass.stamp
                emit(child, size: frame.size, transform: childTransform, into: &list, pass: pass, forced: moved)
                if pass.retains { subtree = Self.union(subtree, child.retained?.subtreeBounds) }
            }
        } else if pass.retains {
            for child in children { child.retained?.subtreeBounds = nil }
        }
        if clips { list.popClip() }
        retained?.subtreeBounds = subtree
    }

    private static func union(_ a: Rect?, _ b: Rect?) -> Rect? {
        guard let a else { return b }
        guard let b else { return a }
        return a.union(b)
    }
}
