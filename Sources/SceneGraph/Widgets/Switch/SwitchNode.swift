/// A toggle switch: any look a `SwitchStyle` describes, the six states of MMMSwitch and UIKit's
/// interaction (tap, drag with the thumb, release outside, cancel, keys). See `SwitchState` for the exact
/// state sequences. Time comes from the scene's clock; nothing here reads a wall clock.
public final class SwitchNode: Node {
    /// Movement (points) under which a press is still a tap; past it the press becomes a drag along the
    /// track or, when mostly across it, a cross pan: still a tap unless a scroll container takes it (UIKit's pan
    /// recognisers use about 10 points).
    package static let tapSlop = 10.0
    /// How far beyond the hit area a held pointer still counts as pressed and may toggle on release
    /// (UIKit's `isTouchInside` uses about 70 points).
    package static let pressMargin = 70.0
    /// Seconds the pressed thumb takes to stretch or relax.
    package static let pressDuration = 0.1
    /// Seconds the colours take to cross-fade when the scene reduces motion (`Scene.reducesMotion`): the
    /// thumb jumps, only the colours move.
    package static let reducedMotionFadeDuration = 0.15

    // The state a frame reads comes first, so drawing many switches touches few cache lines of each.

    /// The value a pending change asks for; nil unless the state is `pending`.
    public var pendingValue: Bool? { pending }
    /// `pendingValue`'s storage: private, so reading it costs no dynamic exclusivity check.
    private var pending: Bool?
    /// The animators' values at `motionTime` (NaN when an animator changed since), or at any later time
    /// when they were all resting then.
    var motion = SwitchMotion(position: 0, fade: 0, stretch: 0, isResting: false)
    var motionTime = Double.nan
    /// The scene time this switch last saw (a tick, a retarget, joining a scene): the scene's time whenever an
    /// animation runs, since a running animation is ticked every time the clock moves. Drawing reads it
    /// instead of asking the scene.
    var clock = 0.0
    /// The painter for the current style and frame size, holding the style's resolved paints.
    var painterCache: SwitchPainter?
    var position: Animator<Double> {
        didSet { forgetMotion() }
    }
    var press: Animator<Double> {
        didSet { forgetMotion() }
    }
    /// The colours' cross-fade while motion is reduced; finished otherwise, when the fade follows the thumb.
    var fade: Animator<Double> {
        didSet { forgetMotion() }
    }

    /// The name the log, scenarios and themes use for this switch.
    public let id: String
    /// Called once per user toggle (tap, drag, key) with the new value; never for `setOn`.
    package var onValueChanged: ((SwitchNode, Bool) -> Void)?
    /// Called on every change of `state`, never twice in a row with the same state.
    package var onStateChanged: ((SwitchNode, SwitchState) -> Void)?
    /// The owner's hook: asked with the value a user gesture or key would set, before it is set; nil allows
    /// every change. Never asked for `setOn`, a cancel or a gesture that ends on the value it started from.
    package var shouldChange: ((SwitchNode, Bool) -> SwitchDecision)?
    /// Called at each feedback moment (docs/feedback.md), after the state and value callbacks it goes with.
    package var onCue: ((SwitchNode, FeedbackCue) -> Void)?
    /// The current one of the six states, or `pending`.
    public internal(set) var state: SwitchState

    let resources: ResourceProvider
    var storedStyle: SwitchStyle
    var value: Bool
    var gesture: SwitchGesture?
    /// The scene time the pending change began, for its busy look and its time-out.
    var pendingSince = 0.0
    var cueState = SwitchCueState()

    /// A switch of `style` (sanitized) sized to the style, asking `resources` for image and text sizes.
    package init(id: String, style: SwitchStyle, resources: ResourceProvider, isOn: Bool = false) {
        let style = style.sanitized()
        self.id = id
        self.resources = resources
        storedStyle = style
        value = isOn
        state = isOn ? .on : .off
        position = Animator(
            value: isOn ? 1 : 0, curve: style.animation.curve, duration: style.animation.duration,
            durationRule: .proportional(fullDistance: 1))
        press = Animator(
            value: 0, curve: .easeOut, duration: Self.pressDuration, durationRule: .proportional(fullDistance: 1))
        fade = Animator(value: isOn ? 1 : 0, curve: .linear, duration: Self.reducedMotionFadeDuration)
        super.init(frame: Rect(origin: .zero, size: style.size))
        visualOverflow = SwitchPainter.focusGap + SwitchPainter.focusWidth
        redrawsWhenTicked = true
        painterCache = makePainter(size: style.size)
    }

    /// The look; setting it sanitizes it, resizes the frame to `style.size`, re-resolves images and text
    /// and keeps the value, the state and any gesture or animation in progress.
    public var style: SwitchStyle {
        get { storedStyle }
        set {
            storedStyle = newValue.sanitized()
            position.curve = storedStyle.animation.curve
            position.duration = storedStyle.animation.duration
            frame = Rect(origin: frame.origin, size: storedStyle.size)
            painterCache = nil  // resolves the new style's paints
            painterCache = makePainter(size: frame.size)
            setNeedsDisplay()
        }
    }

    /// The value. Setting it is `setOn(_:animated: false)`.
    public var isOn: Bool {
        get { value }
        set { setOn(newValue, animated: false) }
    }

    /// The thumb's position now: 0 at the off end, 1 at the on end (a spring may overshoot a little).
    package var thumbPosition: Double { motion(at: now).position }

    /// True while the thumb or its pressed stretch is still moving.
    package var isAnimating: Bool { isMoving(at: now) }

    private func isMoving(at time: Double) -> Bool {
        if motionTime == time || motion.isResting && motionTime <= time { return !motion.isResting }
        return !position.isFinished(at: time) || !press.isFinished(at: time) || !fade.isFinished(at: time)
    }

    /// Drops the kept animator values: an animator changed, or the clock may have.
    func forgetMotion() {
        motionTime = .nan
        motion.isResting = false
    }

    /// The animators' values at `time`, worked out once per time and kept until an animator changes.
    func motion(at time: Double) -> SwitchMotion {
        if motionTime == time || motion.isResting && motionTime <= time { return motion }
        // Each animator is looked at once (its segment found once), in the order they are stored.
        let thumb = position.sample(at: time)
        let stretch = press.sample(at: time)
        let colours = fade.sample(at: time)
        let fresh = SwitchMotion(
            position: thumb.value, fade: colours.isFinished ? min(1, max(0, thumb.value)) : colours.value,
            stretch: stretch.value, isResting: thumb.isFinished && stretch.isFinished && colours.isFinished)
        motion = fresh
        motionTime = time
        return fresh
    }

    /// How far the colours have cross-faded from off to on at `time`: the thumb's position, or the reduced
    /// motion cross-fade while one runs.
    func colourFade(at time: Double) -> Double {
        fade.isFinished(at: time) ? min(1, max(0, position.value(at: time))) : fade.value(at: time)
    }

    /// Sets the value from code; never fires value-changed. A gesture in progress is cancelled first; a
    /// pending change ends (the owner's later `resolve` finds nothing to resolve). Animated only inside a
    /// scene (the animation needs its clock).
    public func setOn(_ on: Bool, animated: Bool) {
        if gesture != nil { abandonGesture() }
        pending = nil
        value = on
        if animated {
            moveThumbToValue()
        } else {
            position.jump(to: on ? 1 : 0)
            fade.jump(to: on ? 1 : 0)
            setNeedsDisplay()
        }
        refreshState()
    }

    /// Ends a pending change with the owner's decision: `on` equal to `pendingValue` completes it (the thumb
    /// finishes its travel, the state becomes the new value's, then value-changed), the other value rolls it
    /// back (the thumb returns, no value-changed). False, changing nothing, when no change is pending: never
    /// asked, already resolved or timed out, ended by `setOn`, or asked from inside `shouldChange` (the
    /// change is not pending until the hook has answered).
    @discardableResult
    package func resolve(_ on: Bool) -> Bool {
        guard let asked = pendingValue else { return false }
        pending = nil
        let changed = on != value
        value = on
        moveThumbToValue()
        refreshState()
        if changed { onValueChanged?(self, value) }
        fireCue(on == asked ? .resolved : .refused)
        return true
    }

    var now: Double { scene?.time ?? 0 }

    // MARK: Node hooks

    /// Always true: a switch takes presses (a disabled one is skipped by the scene).
    public override var acceptsPointers: Bool { true }
    /// True while enabled, so Tab can reach the switch.
    public override var acceptsFocus: Bool { isEnabled }
    /// A drag along the track stays with the switch even inside a scrolling gallery.
    public override var claimedPanAxes: PanAxes { storedStyle.orientation == .vertical ? .vertical : .horizontal }

    /// Adds the style's images, their tinted copies and the label texts the switch holds.
    public override func collectResources(into use: inout ResourceUse) {
        use.insert(storedStyle)
        let painter = self.painter
        painter.look.collectResources(into: &use)
        for label in [painter.layout.onLabel, painter.layout.offLabel] {
            if let label { use.insert(label.handle) }
        }
    }

    /// Works out the animations' values at `time` (scene seconds) for the frame's `draw` and keeps asking for
    /// ticks while the thumb or its stretch still moves (the scene redraws while any node ticks).
    public override func update(time: Double) -> Bool {
        // Each tick redraws the switch's damage region: the scene notes it before the tick
        // (`redrawsWhenTicked`).
        clock = time
        if pendingValue != nil, let timeout = storedStyle.pending.timeout, time >= pendingSince + timeout {
            resolve(value)
        }
        return pendingValue != nil || isMoving(at: time)
    }

    /// Draws the track, labels, thumb and focus ring for the thumb's position now, dimmed to `disabledOpacity` while
    /// disabled.
    public override func draw(into list: inout DrawList, rect: Rect, scale: Double) {
        assert(clock == now || pendingValue == nil && !isMoving(at: now), "a moving switch is ticked at every time")
        let busy = pendingValue.map { _ in max(0, clock - pendingSince) }
        painter.draw(
            into: &list, origin: rect.origin, scale: scale, enabled: isEnabledInTree, focused: isFocused,
            motion: motion.isResting ? motion : motion(at: clock), busy: busy)
    }

    /// Resumes ticking an animation that was under way when the switch joined a scene (whose clock may be
    /// behind the last one's, so the kept values are worked out again).
    public override func didAttachToScene() {
        forgetMotion()
        clock = now
        if let own = painterCache { painterCache = shared(own) }
        if isAnimating || pendingValue != nil { startUpdates() }
    }

    /// Cancels a gesture in progress when the switch is disabled; the value stays as it was at touch-down.
    public override func enabledDidChange() {
        super.enabledDidChange()
        if !isEnabled, gesture != nil { abandonGesture() }
    }

    // MARK: Pointers

    /// Starts a tap or drag for a primary press on an enabled switch that no other pointer holds (with
    /// `trackTap` `ignore`, only on the thumb); true captures the pointer.
    public override func pointerBegan(_ contact: PointerContact) -> Bool {
        guard contact.button == .primary, gesture == nil, pendingValue == nil, isEnabledInTree else { return false }
        if storedStyle.trackTap == .ignore {
            let g = layout.geometry
            guard g.isOnThumb(contact.location, span: g.thumbSpan(position: position.value(at: now), stretch: 0))
            else { return false }
        }
        var g = SwitchGesture(pointer: contact.id, start: contact.location, valueAtDown: value)
        g.isInside = pressArea.contains(contact.location)
        gesture = g
        refreshState()
        fireCue(.press)
        return true
    }

    /// Follows the held pointer: past the 10-point slop along the track the thumb tracks it; a mostly cross-axis pan
    /// stays a press (a scroll container that can scroll that way takes it from the router first).
    public override func pointerMoved(_ contact: PointerContact) {
        guard var g = gesture, g.pointer == contact.id else { return }
        guard isEnabledInTree else { return abandonGesture() }
        let sideBefore = g.isDragging ? g.dragSideIsOn : g.valueAtDown
        g.move(
            to: contact.location, inside: pressArea.contains(contact.location), geometry: layout.geometry,
            slop: Self.tapSlop, thumbNow: position.value(at: now))
        gesture = g
        if g.isDragging {
            position.jump(to: g.dragPosition)
            fade.jump(to: g.dragPosition)
            setNeedsDisplay()
        }
        refreshState()
        if g.isDragging { thumbCrossed(from: sideBefore, to: g.dragSideIsOn) }
    }

    /// Ends the gesture: a tap (or a cross pan nothing scrolled) inside flips the value, a drag settles on the side
    /// the thumb is on, a release outside keeps the value.
    public override func pointerEnded(_ contact: PointerContact) {
        guard var g = gesture, g.pointer == contact.id else { return }
        guard isEnabledInTree else { return abandonGesture() }
        let inside = pressArea.contains(contact.location)
        g.move(
            to: contact.location, inside: inside, geometry: layout.geometry, slop: Self.tapSlop,
            thumbNow: position.value(at: now))
        let newValue: Bool
        if !inside {
            newValue = g.valueAtDown
        } else if g.isDragging {
            newValue = g.dragSideIsOn
            position.jump(to: g.dragPosition)
        } else {
            newValue = !g.valueAtDown
        }
        finishGesture(value: newValue, notify: true)
    }

    /// Abandons the gesture: the thumb returns to the value at touch-down and value-changed does not fire.
    public override func pointerCancelled(_ id: PointerID) {
        guard let g = gesture, g.pointer == id else { return }
        finishGesture(value: g.valueAtDown, notify: false)
    }

    /// The hit area (grown to `minimumHitSize`) plus `pressMargin`, in the node's points.
    private var pressArea: Rect {
        Node.hitRect(for: Rect(origin: .zero, size: frame.size), minimum: minimumHitSize)
            .insetBy(dx: -Self.pressMargin, dy: -Self.pressMargin)
    }

    /// Ends the gesture as a cancel: the scene drops the capture and calls `pointerCancelled`.
    private func abandonGesture() {
        scene?.cancelPointers(heldBy: self)
        if let g = gesture { finishGesture(value: g.valueAtDown, notify: false) }
    }

    private func finishGesture(value newValue: Bool, notify: Bool) {
        gesture = nil
        defer { cueState.committedAtCross = nil }
        if notify, newValue != value { return change(to: newValue) }
        moveThumbToValue()
        refreshState()
        fireSettleCue()
    }

    /// A user gesture or key would set `target`: asks the owner, then changes the value, goes back, or waits.
    /// When the owner set the value itself from inside the hook (`setOn`), that value stands and the answer
    /// is ignored.
    func change(to target: Bool) {
        let before = value
        let decision = shouldChange?(self, target) ?? .allow
        guard value == before, pendingValue == nil else { return }
        switch decision {
        case .allow:
            value = target
            moveThumbToValue()
            refreshState()
            onValueChanged?(self, value)
            fireCommitCue()
        case .refuse:
            moveThumbToValue()
            refreshState()
            fireCue(.refused)
        case .pending:
            pending = target
            pendingSince = now
            let rest = storedStyle.pending.position
            if let moved = retargeted(position, to: target ? rest : 1 - rest) { position = moved }
            refreshState()
            startUpdates()
            fireCue(.pending)
        }
    }

    /// A tap that lands beside the switch: on its caption (`captionTap` `toggle`), or an assistive
    /// technology's toggle action. Toggles through the owner's decision as a tap on the switch does; false,
    /// doing nothing, while disabled, held by a pointer or waiting for a decision.
    @discardableResult
    package func toggleAsTapped() -> Bool {
        guard isEnabledInTree, gesture == nil, pendingValue == nil else { return false }
        change(to: !value)
        return true
    }

    // MARK: Keys

    /// Space and Enter toggle (auto-repeat ignored); the arrows along the track set the value: Left/Right
    /// off/on on a horizontal switch, Down/Up off/on on a vertical one (mirrored right-to-left). Arrows
    /// across the track are not taken (the scene moves focus with them). Ignored (but taken) while a pointer
    /// holds the switch or a change is pending.
    public override func keyPressed(_ event: KeyEvent) -> Bool {
        guard isEnabledInTree else { return false }
        let rtl = storedStyle.direction == .rightToLeft
        let target: Bool
        switch event.key {
        case .space, .enter:
            if event.isRepeat { return true }
            target = !value
        case .left, .right:
            guard storedStyle.orientation == .horizontal else { return false }
            target = (event.key == .right) != rtl
        case .up, .down:
            guard storedStyle.orientation == .vertical else { return false }
            target = (event.key == .up) != rtl
        case .tab, .focusLeft, .focusRight, .focusUp, .focusDown, .clearFocus, .other:
            return false
        }
        guard gesture == nil, pendingValue == nil, target != value else { return true }
        change(to: target)
        return true
    }
}
