import CSwitchYardVersion
import JSONKit
import SceneGraph
import SwitchYardKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Accessibility from C (include/switchyard.h, "Accessibility"): labels and hints per switch, the switches
// as assistive technology sees them, the toggle action, and a callback of changes for a host's own bridge.

/// The accessibility callback as C declares it: `void (*)(sy_context *, const sy_a11y_event *, void *user)`.
public typealias AccessibilityEventFunction =
    @convention(c) (OpaquePointer?, UnsafePointer<sy_a11y_event>?, UnsafeMutableRawPointer?) -> Void

/// `sy_set_accessibility_label`: switch `id`'s accessible name; NULL gives it back to the theme's.
@_cdecl("sy_set_accessibility_label")
public func sySetAccessibilityLabel(
    _ handle: OpaquePointer?, _ id: UnsafePointer<CChar>?, _ label: UnsafePointer<CChar>?
) -> Int32 {
    setAccessibilityText("sy_set_accessibility_label", handle, id, label, named: "label") { engine, text, id in
        try engine.setAccessibilityLabel(text, for: id)
    }
}

/// `sy_set_accessibility_hint`: switch `id`'s accessible description; NULL gives it back to the theme's.
@_cdecl("sy_set_accessibility_hint")
public func sySetAccessibilityHint(
    _ handle: OpaquePointer?, _ id: UnsafePointer<CChar>?, _ hint: UnsafePointer<CChar>?
) -> Int32 {
    setAccessibilityText("sy_set_accessibility_hint", handle, id, hint, named: "hint") { engine, text, id in
        try engine.setAccessibilityHint(text, for: id)
    }
}

/// The label and hint setters' one body: `id` and `text` (NULL: the theme's) checked, then `set`; a switch
/// the engine does not have is `SY_ERR_NO_SWITCH`.
private func setAccessibilityText(
    _ function: String, _ handle: OpaquePointer?, _ id: UnsafePointer<CChar>?, _ text: UnsafePointer<CChar>?,
    named name: String, _ set: (SwitchYardEngine, String?, String) throws -> Void
) -> Int32 {
    Calls.run(function, handle, .allowed) { context throws(CallError) in
        let id = try Calls.string(id, "id", in: function)
        let value = try text.map { pointer throws(CallError) in
            try Calls.string(pointer, name, in: function, limit: CLimits.maxAccessibilityTextBytes)
        }
        do {
            try set(context.engine, value, id)
        } catch {
            throw CallError(.noSwitch, "\(function): \(error)")
        }
        return ResultCode.ok.rawValue
    }
}

/// `sy_a11y_count`: takes the switches as they are now for `sy_a11y_get`; how many there are.
@_cdecl("sy_a11y_count")
public func syA11yCount(_ handle: OpaquePointer?) -> Int32 {
    Calls.run("sy_a11y_count", handle, .allowed) { context in context.accessibility.takeSnapshot(of: context.engine) }
}

/// `sy_a11y_get`: the switch at `index` as assistive technology sees it.
@_cdecl("sy_a11y_get")
public func syA11yGet(_ handle: OpaquePointer?, _ index: Int32, _ out: UnsafeMutablePointer<sy_a11y_switch>?) -> Int32 {
    let function = "sy_a11y_get"
    return Calls.run(function, handle, .allowed) { context throws(CallError) in
        guard let out else { throw CallError(.null, "\(function): out is NULL") }
        guard let item = context.accessibility.snapshotItem(Int(index)) else {
            throw CallError(
                .badValue,
                "\(function): index \(index) is not below the count sy_a11y_count last gave (\(context.accessibility.snapshotCount))"
            )
        }
        out.pointee = context.accessibility.keep(item)
        return ResultCode.ok.rawValue
    }
}

/// `sy_a11y_toggle`: the toggle action, through the tap path; 1 when it acted, 0 when it cannot now.
@_cdecl("sy_a11y_toggle")
public func syA11yToggle(_ handle: OpaquePointer?, _ id: UnsafePointer<CChar>?) -> Int32 {
    let function = "sy_a11y_toggle"
    return Calls.run(function, handle, .exclusive) { context throws(CallError) in
        let id = try Calls.string(id, "id", in: function)
        do {
            return try context.engine.performAccessibilityAction(.toggle, on: id) ? 1 : 0
        } catch {
            throw CallError(.noSwitch, "\(function): \(error)")
        }
    }
}

/// `sy_set_a11y_callback`: the function told of accessibility changes; NULL stops the tracking.
@_cdecl("sy_set_a11y_callback")
public func sySetA11yCallback(
    _ handle: OpaquePointer?, _ function: AccessibilityEventFunction?, _ user: UnsafeMutableRawPointer?
) -> Int32 {
    Calls.apply("sy_set_a11y_callback", handle) { context in
        context.accessibility.setCallback(function, user: user, engine: context.engine)
    }
}

/// A context's accessibility: the tracker and callback while a host listens, the switches as
/// `sy_a11y_count` last took them (so a walk of the tree costs one look at every switch, not one per
/// index), and the strings the last `sy_a11y_get` handed out.
final class ContextAccessibility {
    private var listener:
        (tracker: AccessibilityTracker, function: AccessibilityEventFunction, user: UnsafeMutableRawPointer?)?
    private var kept: [UnsafeMutablePointer<CChar>] = []
    private var snapshot: [AccessibleSwitch] = []

    /// How many switches the last `takeSnapshot` found.
    var snapshotCount: Int { snapshot.count }

    /// Takes every switch as it is now; how many there are.
    func takeSnapshot(of engine: SwitchYardEngine) -> Int32 {
        snapshot = engine.accessibleSwitches
        return Int32(snapshot.count)
    }

    /// The switch at `index` of the last snapshot; nil out of range.
    func snapshotItem(_ index: Int) -> AccessibleSwitch? {
        snapshot.indices.contains(index) ? snapshot[index] : nil
    }

    deinit {
        release()
    }

    /// Sets or clears (nil `function`) the callback; a new one starts a tracker, so its first delivery
    /// reports every switch as added.
    func setCallback(_ function: AccessibilityEventFunction?, user: UnsafeMutableRawPointer?, engine: SwitchYardEngine)
    {
        guard let function else {
            listener = nil
            return
        }
        listener = (listener?.tracker ?? AccessibilityTracker(engine: engine), function, user)
    }

    /// Hands the tracker's events to the callback, one at a time (`sy_advance`); nothing without one.
    func deliver(to handle: OpaquePointer, while alive: () -> Bool) {
        guard let listener else { return }
        for event in listener.tracker.takeEvents() {
            guard alive() else { return }
            let (kind, id, states, changed, text) = Self.fields(of: event)
            withOptionalCString(id) { idPointer in
                text.withCString { textPointer in
                    var c = sy_a11y_event(
                        kind: sy_a11y_event_kind(rawValue: kind), id: idPointer, states: states, changed: changed,
                        text: textPointer)
                    listener.function(handle, &c, listener.user)
                }
            }
        }
    }

    /// `item` with its strings copied and kept until the next call.
    func keep(_ item: AccessibleSwitch) -> sy_a11y_switch {
        release()
        let strings = [item.id, item.name, item.description, item.role.rawValue].map { CString.copy($0) }
        kept = strings.compactMap { $0 }
        let f = item.frame
        return sy_a11y_switch(
            id: strings[0].map { UnsafePointer($0) }, name: strings[1].map { UnsafePointer($0) },
            description: strings[2].map { UnsafePointer($0) }, role: strings[3].map { UnsafePointer($0) },
            states: item.states.rawValue, x: Float(f.origin.x), y: Float(f.origin.y), w: Float(f.size.width),
            h: Float(f.size.height))
    }

    private func release() {
        for pointer in kept { free(pointer) }
        kept.removeAll()
    }

    private static func fields(of event: AccessibilityEvent) -> (UInt32, String?, UInt32, UInt32, String) {
        switch event {
        case .added(let item): return (0, item.id, item.states.rawValue, 0, item.name)
        case .removed(let id): return (1, id, 0, 0, "")
        case .statesChanged(let id, let states, let changed): return (2, id, states.rawValue, changed.rawValue, "")
        case .nameChanged(let id, let name): return (3, id, 0, 0, name)
        case .descriptionChanged(let id, let description): return (4, id, 0, 0, description)
        case .frameChanged(let id, _): return (5, id, 0, 0, "")
        case .focusChanged(let id): return (6, id, 0, 0, "")
        case .announcement(let id, let text): return (7, id, 0, 0, text)
        }
    }

    private func withOptionalCString(_ text: String?, _ body: (UnsafePointer<CChar>?) -> Void) {
        guard let text else { return body(nil) }
        text.withCString { body($0) }
    }
}
