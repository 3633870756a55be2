/// What a scene keeps of a node between the draw lists of damaged frames, so such a frame builds only the
/// nodes a damage region touches: where its whole subtree drew, and the marks of the damaged build that
/// must visit it.
final class RetainedDrawing {
    /// Where this node and everything below it drew in the last retained build that visited it, within
    /// their clips; nil when nothing below draws.
    var subtreeBounds: Rect?
    /// The damaged build that must visit this node: it, or something below it, changed.
    var pathStamp: UInt64 = 0
    /// The damaged build that must visit this node's whole subtree: its geometry changed.
    var subtreeStamp: UInt64 = 0
}

extension Node {
    /// This node's retained drawing, made on first use.
    var retainedDrawing: RetainedDrawing {
        if let retained { return retained }
        let made = RetainedDrawing()
        retained = made
        return made
    }
}
