/// Where a node lies in its scene: its transform, frame and hit area in scene points, and conversions
/// between its own coordinates and the scene's.
extension Node {
    var sceneTransform: SceneTransform {
        guard let parent else { return .topLevel(self) }
        return parent.sceneTransform.child(self, of: parent)
    }

    /// The scale from this node's coordinates to the scene's: the product of every ancestor's scale and its own.
    package var sceneScale: Double { sceneTransform.scale }

    /// The node's frame in scene points (after every ancestor's offset, scroll and scale).
    package var sceneFrame: Rect { sceneTransform.frame(of: self) }

    /// The area that takes pointers, in scene points: the scene frame grown to `minimumHitSize`. Ancestors'
    /// clips still apply when hit-testing.
    package var sceneHitRect: Rect {
        Node.hitRect(for: sceneFrame, minimum: minimumHitSize)
    }

    /// `frame` grown symmetrically until each side is at least `minimum`. An empty or non-finite frame
    /// stays as it is: a node that covers nothing takes no pointers.
    package static func hitRect(for frame: Rect, minimum: Size) -> Rect {
        guard !frame.isEmpty, frame.isFinite else { return frame }
        let dx = minimum.width > frame.width ? (minimum.width - frame.width) / 2 : 0
        let dy = minimum.height > frame.height ? (minimum.height - frame.height) / 2 : 0
        return frame.insetBy(dx: -dx, dy: -dy)
    }

    /// Converts a scene point into this node's own coordinates (origin at its top-left, unscaled points).
    package func convertFromScene(_ p: Point) -> Point {
        let t = sceneTransform
        guard t.scale != 0, t.scale.isFinite else { return .zero }
        return Point(x: (p.x - t.x) / t.scale, y: (p.y - t.y) / t.scale)
    }

    /// Converts a point in this node's own coordinates into scene points.
    package func convertToScene(_ p: Point) -> Point {
        let t = sceneTransform
        return Point(x: t.x + p.x * t.scale, y: t.y + p.y * t.scale)
    }
}
