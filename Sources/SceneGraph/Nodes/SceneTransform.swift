/// Where a node sits in the scene: the scene position of its top-left corner and how many scene points
/// one of its own points covers. Every traversal (drawing, hit-testing, the index, conversions) composes
/// these with `child(_:of:)`, so they all agree to the last bit.
struct SceneTransform: Equatable {
    var x: Double
    var y: Double
    var scale: Double

    /// The transform of a node with no parent: its frame origin, its own scale.
    static func topLevel(_ node: Node) -> SceneTransform {
        SceneTransform(x: node.frame.minX, y: node.frame.minY, scale: node.scale)
    }

    /// The transform of `child`, given that `self` is the transform of its `parent`.
    func child(_ child: Node, of parent: Node) -> SceneTransform {
        self.child(frame: child.frame, scale: child.scale, offset: parent.contentOffset)
    }

    /// The transform of a child with `frame` and `scale`, given that `self` is the transform of its parent,
    /// scrolled by `offset`.
    func child(frame: Rect, scale childScale: Double, offset: Point) -> SceneTransform {
        SceneTransform(
            x: x + (frame.minX - offset.x) * scale,
            y: y + (frame.minY - offset.y) * scale,
            scale: scale * childScale)
    }

    /// The node's frame in scene points.
    func frame(of node: Node) -> Rect {
        frame(ofSize: node.frame.size)
    }

    /// A frame of `size` (in the node's parent's points) in scene points.
    func frame(ofSize size: Size) -> Rect {
        Rect(x: x, y: y, width: size.width * scale, height: size.height * scale)
    }
}
