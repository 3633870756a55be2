import SceneGraph

extension SwitchYardEngine {
    /// The switch that has the keyboard focus, or nil (`sy_get_focus` in C).
    public var focusedSwitch: SwitchNode? { scene.focusedNode as? SwitchNode }

    /// Gives switch `id` the keyboard focus, or takes the focus away with nil (`sy_set_focus`,
    /// `sy_clear_focus` in C). False, and the focus where it was, when the switch is disabled; throws
    /// `EngineError.noSwitch` for an id the engine does not have.
    @discardableResult
    public func setFocus(id: String?) throws(EngineError) -> Bool {
        guard let id else {
            scene.setFocus(nil)
            return true
        }
        guard let node = switchNode(id: id) else { throw .noSwitch(id) }
        guard scene.canFocus(node) else { return false }
        scene.setFocus(node)
        return true
    }
}
