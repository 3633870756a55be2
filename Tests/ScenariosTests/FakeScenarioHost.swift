import SceneGraph

@testable import Scenarios

/// A minimal switch for the fake host: taps and Space toggle it, its thumb slides over a quarter second,
/// it reports the six states and value changes. `tapsToggle = false` is the "changed behaviour".
final class ToggleNode: Node {
    let id: String
    private(set) var isOn: Bool
    private(set) var state: ScenarioSwitchState
    var tapsToggle = true
    var log: (ScenarioCallback) -> Void = { _ in }
    private var thumb: Double
    private var animationStart = 0.0
    private var animationFrom = 0.0

    init(id: String, frame: Rect, isOn: Bool) {
        self.id = id
        self.isOn = isOn
        state = isOn ? .on : .off
        thumb = isOn ? 1 : 0
        super.init(frame: frame)
    }

    override var acceptsPointers: Bool { true }
    override var acceptsFocus: Bool { true }

    private func setState(_ new: ScenarioSwitchState) {
        guard new != state else { return }
        state = new
        log(ScenarioCallback(switchID: id, kind: .state(new)))
        setNeedsDisplay()
    }

    private func toggle() {
        isOn.toggle()
        animationFrom = thumb
        animationStart = scene?.time ?? 0
        startUpdates()
        setState(isOn ? .on : .off)
        log(ScenarioCallback(switchID: id, kind: .value(isOn)))
    }

    override func pointerBegan(_ contact: PointerContact) -> Bool {
        guard contact.button == .primary else { return false }
        setState(isOn ? .selectedPressedOn : .selectedPressedOff)
        return true
    }

    override func pointerMoved(_ contact: PointerContact) {
        if contact.isInside {
            setState(isOn ? .selectedPressedOn : .selectedPressedOff)
        } else {
            setState(isOn ? .selectedUnpressedOn : .selectedUnpressedOff)
        }
    }

    override func pointerEnded(_ contact: PointerContact) {
        if contact.isInside, tapsToggle { toggle() } else { setState(isOn ? .on : .off) }
    }

    override func pointerCancelled(_ id: PointerID) {
        setState(isOn ? .on : .off)
    }

    override func keyPressed(_ event: KeyEvent) -> Bool {
        guard event.key == .space else { return false }
        toggle()
        return true
    }

    override func update(time: Double) -> Bool {
        let target = isOn ? 1.0 : 0.0
        let progress = min(1, (time - animationStart) / 0.25)
        thumb = animationFrom + (target - animationFrom) * progress
        return progress < 1
    }

    override func draw(into list: inout DrawList, rect: Rect, scale: Double) {
        let track = isOn ? Color(r: 52, g: 199, b: 89) : Color(r: 200, g: 200, b: 200)
        list.fill(rect, radius: rect.height / 2, color: track)
        let d = rect.height - 4
        let x = rect.minX + 2 + d / 2 + thumb * (rect.width - 4 - d)
        list.fillCircle(center: Point(x: x, y: rect.midY), diameter: d, color: .white)
    }
}

/// A scenario host over a real `Scene` with three toggle nodes, "a", "b" and "c", laid out in a row at
/// fixed fractions of the window, so a replay in a window of another size still hits them.
final class FakeScenarioHost: ScenarioHost {
    private(set) var scene = Scene(size: Size(width: 1, height: 1))
    private(set) var nodes: [ToggleNode] = []
    private var callbacks: [ScenarioCallback] = []
    private var list = DrawList()
    /// When set, the scene keeps this size instead of the header's window.
    let fixedSize: Size?
    var tapsToggle = true
    var failReset: String?
    /// What `themeSHA256` reports: the fake loads no theme file, so a test says what it "loaded".
    var themeSHA256: String?
    private(set) var applied: [ScenarioEvent] = []

    init(fixedSize: Size? = nil) {
        self.fixedSize = fixedSize
    }

    struct ResetError: Error, CustomStringConvertible {
        let description: String
    }

    func reset(to header: ScenarioHeader) throws {
        if let failReset { throw ResetError(description: failReset) }
        scene = Scene(size: fixedSize ?? header.windowPoints)
        nodes = []
        callbacks = []
        applied = []
        for id in header.initial.keys.sorted() {
            let node = ToggleNode(id: id, frame: .zero, isOn: header.initial[id]?.isOn ?? false)
            node.isEnabled = header.initial[id]?.isEnabled ?? true
            node.tapsToggle = tapsToggle
            node.log = { [weak self] in self?.callbacks.append($0) }
            nodes.append(node)
            scene.root.addChild(node)
        }
        layout()
    }

    /// Each switch is a fifth of the width wide and a tenth of the height tall, in a row a third down.
    private func layout() {
        let size = scene.size
        for (i, node) in nodes.enumerated() {
            node.frame = Rect(
                x: size.width * (0.1 + 0.3 * Double(i)), y: size.height / 3, width: size.width / 5,
                height: size.height / 10)
        }
    }

    func apply(_ event: ScenarioEvent) {
        applied.append(event)
        switch event {
        case .input(let input): scene.handle(input)
        case .resize(let size, let density):
            if fixedSize == nil { scene.size = size }
            scene.pixelDensity = density
            layout()
        case .themeReload, .decide, .resolve: scene.setNeedsDisplay()
        }
    }

    func step(toTick tick: Int) {
        scene.advance(to: ScenarioHeader.time(atTick: tick))
    }

    func snapshot() -> ScenarioSnapshot {
        var switches: [String: ScenarioSwitchStatus] = [:]
        for node in nodes { switches[node.id] = ScenarioSwitchStatus(isOn: node.isOn, state: node.state) }
        scene.buildDrawList(into: &list)
        let out = ScenarioSnapshot(switches: switches, callbacks: callbacks, frameHash: DrawListHasher.hash(list))
        callbacks = []
        return out
    }

    var viewSize: Size { scene.size }

    /// The centre of switch `index` in scene points.
    func center(of index: Int) -> Point { nodes[index].sceneFrame.center }
}
