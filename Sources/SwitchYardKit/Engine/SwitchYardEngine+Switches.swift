import SDLKit
import SceneGraph
import Themes

extension SwitchYardEngine {
    // MARK: Switches

    /// Every switch: the gallery's in theme order, then the placed ones in the order they were added.
    public var switches: [SwitchNode] {
        (gallery?.switches ?? []) + placed.map(\.node)
    }

    /// How many switches a host placed (`addSwitch`), counted without listing them.
    package var placedSwitchCount: Int { placed.count }

    /// The switch with `id`, if there is one.
    public func switchNode(id: String) -> SwitchNode? {
        gallery?.switchNode(id: id) ?? placed[id]?.node
    }

    /// Places a switch of the theme's style `style` with its top-left at `origin` (its size is the style's),
    /// or stretched to `size` when given. Throws when no theme is loaded, the style does not exist, the id
    /// is taken, or the size is not positive.
    @discardableResult
    public func addSwitch(id: String, style: String, origin: Point, size: Size? = nil, isOn: Bool = false) throws
        -> SwitchNode
    {
        guard let theme = themes.theme else { throw EngineError.noTheme }
        guard var look = theme.styles[style] else {
            throw EngineError.unknownStyle(style, known: theme.styles.keys.sorted())
        }
        guard switchNode(id: id) == nil else { throw EngineError.duplicateID(id) }
        if let size {
            guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
                throw EngineError.invalidSize(size)
            }
            look.size = size
        }
        return try place(id: id, look: look, styleName: style, origin: origin, size: size, isOn: isOn)
    }

    /// Places a switch with a style made in code rather than taken from the theme (a reload leaves it as
    /// it is). Throws when the id is taken or the position is not finite.
    @discardableResult
    public func addSwitch(id: String, style: SwitchStyle, origin: Point, isOn: Bool = false) throws -> SwitchNode {
        guard switchNode(id: id) == nil else { throw EngineError.duplicateID(id) }
        return try place(id: id, look: style, styleName: nil, origin: origin, size: nil, isOn: isOn)
    }

    func place(id: String, look: SwitchStyle, styleName: String?, origin: Point, size: Size?, isOn: Bool)
        throws -> SwitchNode
    {
        guard origin.x.isFinite, origin.y.isFinite else { throw EngineError.invalidOrigin(origin) }
        guard dispatchDepth == 0 else { throw EngineError.busy }
        let node = SwitchNode(id: id, style: look, resources: resources, isOn: isOn)
        node.frame = Rect(origin: origin, size: node.style.size)
        observe(node)
        scene.root.addChild(node)
        placed.append(PlacedSwitch(node: node, styleName: styleName, size: size))
        scene.setNeedsDisplay()
        return node
    }

    /// Removes a placed switch; false when there is none with `id` (gallery switches belong to the theme).
    @discardableResult
    /// Called from a callback while the engine handles input or advances, the removal waits until that
    /// call returns (true when the switch exists).
    public func removeSwitch(id: String) -> Bool {
        guard placed[id] != nil else { return false }
        if dispatchDepth > 0 {
            deferred.append { [weak self] in self?.removeSwitch(id: id) }
            return true
        }
        guard let node = placed.remove(id: id)?.node else { return false }
        accessibilityTexts[id] = nil
        scene.cancelPointers(heldBy: node)
        if scene.focusedNode === node { scene.setFocus(nil) }
        node.removeFromParent()
        scene.setNeedsDisplay()
        return true
    }

    // MARK: Owners

    /// Resolves switch `id`'s pending change: `on` equal to the value it asked for completes it (state, then
    /// `EngineNotice.valueChanged`), the other value rolls it back. Throws `noSwitch` when there is no such switch (it
    /// was removed) and `notPending` when it has nothing pending; nothing changes then.
    public func resolve(id: String, on: Bool) throws(EngineError) {
        guard let node = switchNode(id: id) else { throw EngineError.noSwitch(id) }
        guard dispatch({ node.resolve(on) }) else { throw EngineError.notPending(id) }
        tell(.owner(.resolved(switchID: id, on: on)))
    }

    /// Asks the host's hook, else the theme's policy for `node`; no owner allows without an event.
    func decide(_ node: SwitchNode, _ on: Bool) -> SwitchDecision {
        let answer: SwitchDecision
        if let shouldChange {
            answer = shouldChange(node, on)
        } else if let policy = gallery?.policy(for: node.id) {
            answer = policies.decide(node.id, requested: on, policy: policy, at: scene.time)
        } else {
            return .allow
        }
        tell(.owner(.decided(switchID: node.id, requested: on, answer)))
        return answer
    }

    /// Carries out the theme policies' resolutions that are due at the scene's time, oldest first.
    func resolveDuePolicies() {
        guard shouldChange == nil else { return }
        for due in policies.takeDue(at: scene.time) {
            try? resolve(id: due.id, on: due.on)
        }
    }
}
