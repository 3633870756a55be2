/// The switch's painter: shared by the scene's switches of one style and size, rebuilt when the size changes.
extension SwitchNode {
    // MARK: Layout

    /// Geometry and labels for the current frame size.
    var layout: SwitchLayout { painter.layout }

    /// The painter for the current frame size: built when the style is set, rebuilt when the size changes
    /// (labels are interned then, never per frame).
    var painter: SwitchPainter {
        if let cached = painterCache, cached.layout.geometry.size == frame.size { return cached }
        let fresh = makePainter(size: frame.size)
        painterCache = fresh
        return fresh
    }

    /// A painter for `size`: the one the scene's switches of this style and size share, or a new one keeping
    /// the current one's resolved paints (they depend on the style alone).
    func makePainter(size: Size) -> SwitchPainter {
        let make = {
            SwitchPainter(
                style: self.storedStyle,
                layout: SwitchLayout(style: self.storedStyle, size: size, resources: self.resources),
                look: self.painterCache?.look ?? SwitchLook(style: self.storedStyle, resources: self.resources))
        }
        guard let scene else { return make() }
        return scene.switchPainters.painter(for: painterKey(size: size), make: make)
    }

    /// The painter the scene's switches of `painter`'s style and size share: `painter` itself when it is
    /// the first.
    func shared(_ painter: SwitchPainter) -> SwitchPainter {
        guard let scene else { return painter }
        return scene.switchPainters.painter(for: painterKey(size: painter.layout.geometry.size)) { painter }
    }

    func painterKey(size: Size) -> SwitchPainterTable.Key {
        SwitchPainterTable.Key(style: storedStyle, size: size, resources: ObjectIdentifier(resources))
    }
}
