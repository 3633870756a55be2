import SceneGraph
import Themes

extension SwitchYardEngine {
    // MARK: Accessibility

    /// Every switch as assistive technology sees it, in `switches` order (`sy_a11y_count` and
    /// `sy_a11y_get` in C): the tree a host with its own accessibility bridge exposes.
    public var accessibleSwitches: [AccessibleSwitch] {
        switches.map(accessible)
    }

    /// The switch with `id` as assistive technology sees it; nil when there is none.
    public func accessibleSwitch(id: String) -> AccessibleSwitch? {
        switchNode(id: id).map(accessible)
    }

    /// Sets switch `id`'s accessible name, or with nil gives it back to the theme's label or the caption
    /// (`sy_set_accessibility_label`). Kept by id across reloads, dropped when the switch is removed; any
    /// length and script.
    public func setAccessibilityLabel(_ label: String?, for id: String) throws(EngineError) {
        guard switchNode(id: id) != nil else { throw .noSwitch(id) }
        accessibilityTexts[id, default: AccessibilityText()].label = label
    }

    /// Sets switch `id`'s accessible description, or with nil gives it back to the theme's hint
    /// (`sy_set_accessibility_hint`).
    public func setAccessibilityHint(_ hint: String?, for id: String) throws(EngineError) {
        guard switchNode(id: id) != nil else { throw .noSwitch(id) }
        accessibilityTexts[id, default: AccessibilityText()].hint = hint
    }

    /// Carries out `action` on switch `id` for assistive technology: `.toggle` takes the path of a tap (the
    /// owner is asked and may allow, refuse or hold the change pending). False, changing nothing, when the
    /// switch cannot act now: disabled, held by a pointer or waiting for a decision. Throws `noSwitch` for
    /// an id the engine does not have (a switch removed while a screen reader still showed it).
    @discardableResult
    public func performAccessibilityAction(_ action: AccessibleAction, on id: String) throws(EngineError) -> Bool {
        guard let node = switchNode(id: id) else { throw .noSwitch(id) }
        switch action {
        case .toggle: return dispatch { node.toggleAsTapped() }
        }
    }

    func accessible(_ node: SwitchNode) -> AccessibleSwitch {
        let own = accessibilityTexts[node.id]
        let theme = gallery?.accessibilityText(for: node.id)
        let caption = gallery?.captionText(for: node.id) ?? ""
        var states: AccessibleStates = []
        if node.isOn { states.insert(.checked) }
        if node.isEnabledInTree { states.insert(.enabled) }
        if scene.canFocus(node) { states.insert(.focusable) }
        if node.isFocused { states.insert(.focused) }
        if node.state == .pending { states.insert(.busy) }
        if node.state == .selectedPressedOff || node.state == .selectedPressedOn { states.insert(.pressed) }
        if node.isVisibleInTree { states.insert(.visible) }
        return AccessibleSwitch(
            id: node.id,
            name: own?.label ?? theme?.label ?? (caption.isEmpty ? node.id : caption),
            description: own?.hint ?? theme?.hint ?? "", role: .toggleSwitch, states: states, frame: node.sceneFrame)
    }
}
