/// The switch's state and its thumb's animation, kept in step with its value, gesture and pending change.
extension SwitchNode {
    // MARK: State and animation

    func refreshState() {
        let newState: SwitchState
        if pendingValue != nil {
            newState = .pending
        } else if let g = gesture {
            newState = SwitchState(selected: true, pressed: g.isInside, on: g.isDragging ? g.dragSideIsOn : value)
        } else {
            newState = SwitchState(selected: false, pressed: false, on: value)
        }
        let pressed = newState == .selectedPressedOff || newState == .selectedPressedOn
        if let moved = retargeted(press, to: pressed && storedStyle.thumb.pressedStretch > 0 ? 1 : 0) { press = moved }
        guard newState != state else { return }
        state = newState
        setNeedsDisplay()
        onStateChanged?(self, newState)
    }

    /// Sends the thumb to the value's end from wherever it is, in time proportional to the distance left.
    /// When the scene reduces motion the thumb jumps there and the colours cross-fade from where they were.
    func moveThumbToValue() {
        let target: Double = value ? 1 : 0
        guard scene?.reducesMotion == true else {
            if let moved = retargeted(position, to: target) { position = moved }
            return
        }
        guard position.target != target || !position.isFinished(at: now) else { return }
        let from = colourFade(at: now)
        position.jump(to: target)
        fade.jump(to: from)
        setNeedsDisplay()
        if let moved = retargeted(fade, to: target, reducible: false) { fade = moved }
    }

    /// `animator` started towards `target` on the scene clock; outside a scene, or when the scene reduces
    /// motion and the animation is `reducible` motion, jumped there. Nil when it already heads there. (A
    /// new value rather than an `inout` animator, so no access to the switch's state spans a call.)
    func retargeted(_ animator: Animator<Double>, to target: Double, reducible: Bool = true)
        -> Animator<Double>?
    {
        guard animator.target != target else { return nil }
        var animator = animator
        let scene = self.scene
        if let scene, !(reducible && scene.reducesMotion) {
            clock = scene.time
            animator.animate(to: target, at: clock)
            scene.scheduleUpdates(for: self)
        } else {
            animator.jump(to: target)
        }
        setNeedsDisplay()
        return animator
    }
}
