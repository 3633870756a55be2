import SceneGraph

/// A deterministic resource provider: monospace text (0.6 em wide, 1.2 em a line), registered image sizes.
final class SwitchFakeResources: ResourceProvider {
    private(set) var runs: [TextRun] = []
    private(set) var tints: [(ImageHandle, Color)] = []
    var imageSizes: [Int32: Size] = [:]
    private var tinted: [Int32: Size] = [:]

    func text(_ run: TextRun) -> TextHandle {
        if let i = runs.firstIndex(of: run) { return TextHandle(id: Int32(i)) }
        runs.append(run)
        return TextHandle(id: Int32(runs.count - 1))
    }

    func size(of text: TextHandle) -> Size {
        let run = runs[Int(text.id)]
        let lines = run.text.split(separator: "\n", omittingEmptySubsequences: false)
        let longest = lines.map(\.count).max() ?? 0
        return Size(width: Double(longest) * run.size * 0.6, height: Double(lines.count) * run.size * 1.2)
    }

    func size(of image: ImageHandle) -> Size {
        imageSizes[image.id] ?? tinted[image.id] ?? .zero
    }

    func tinted(_ image: ImageHandle, with tint: Color) -> ImageHandle {
        tints.append((image, tint))
        let handle = ImageHandle(id: 1000 + image.id)
        tinted[handle.id] = imageSizes[image.id]
        return handle
    }
}

/// A scene holding switches, a stepped 60 Hz clock and a log of every callback.
final class SwitchHarness {
    let scene = Scene(size: Size(width: 800, height: 600))
    let resources = SwitchFakeResources()
    var log: [String] = []
    private var tick = 0

    /// Adds a switch at `origin` whose callbacks append "id:state" and "id:value=true|false" to the log.
    @discardableResult
    func add(
        _ id: String = "s", style: SwitchStyle = .linearTest, at origin: Point = Point(x: 100, y: 100),
        isOn: Bool = false
    ) -> SwitchNode {
        let node = SwitchNode(id: id, style: style, resources: resources, isOn: isOn)
        node.frame.origin = origin
        node.onStateChanged = { [unowned self] n, s in log.append("\(n.id):\(s.rawValue)") }
        node.onValueChanged = { [unowned self] n, v in log.append("\(n.id):value=\(v)") }
        scene.root.addChild(node)
        return node
    }

    func down(_ p: Point, _ id: PointerID = .mouse, button: PointerButton = .primary) {
        scene.handle(.pointerDown(id, p, button))
    }
    func move(_ p: Point, _ id: PointerID = .mouse) { scene.handle(.pointerMove(id, p)) }
    func up(_ p: Point, _ id: PointerID = .mouse, button: PointerButton = .primary) {
        scene.handle(.pointerUp(id, p, button))
    }
    /// A press and a release at `p`, without moving.
    func tap(_ p: Point, _ id: PointerID = .mouse, button: PointerButton = .primary) {
        down(p, id, button: button)
        up(p, id, button: button)
    }
    /// A press at `start`, a move to each of `points` in turn, and the release at the last of them.
    func drag(from start: Point, through points: Point...) {
        down(start)
        points.forEach { move($0) }
        up(points.last ?? start)
    }
    func key(_ k: Key, isRepeat: Bool = false) { scene.handle(.key(KeyEvent(key: k, isRepeat: isRepeat))) }

    /// Steps the clock `frames` ticks of 1/60 s.
    func step(_ frames: Int = 1) {
        for _ in 0..<frames {
            tick += 1
            scene.advance(to: Double(tick) / 60)
        }
    }

    /// Takes the log so far and clears it.
    func takeLog() -> [String] {
        defer { log.removeAll() }
        return log
    }

    func drawList() -> DrawList {
        var list = DrawList()
        scene.buildDrawList(into: &list)
        return list
    }
}

extension SwitchStyle {
    /// 100x30, linear 0.2 s, thumb margin 0: the thumb (30 long) travels 70 points, easy to reason about.
    static let linearTest = SwitchStyle(
        size: Size(width: 100, height: 30),
        track: TrackStyle(off: .color(Color(r: 0, g: 0, b: 0)), on: .color(Color(r: 200, g: 100, b: 50))),
        thumb: ThumbStyle(off: .color(.white), on: .color(.white), margin: 0),
        animation: AnimationStyle(duration: 0.2, curve: .linear))
}

extension DrawList {
    var fills: [(Rect, Double, Color)] {
        commands.compactMap {
            if case .fill(let r, let radius, let c) = $0 { return (r, radius, c) } else { return nil }
        }
    }
    var images: [(ImageHandle, Rect?, Rect, Color)] {
        commands.compactMap {
            if case .image(let h, let s, let d, let c, _) = $0 { return (h, s, d, c) } else { return nil }
        }
    }
    var texts: [(TextHandle, Point, Color)] {
        commands.compactMap { if case .text(let h, let o, let c) = $0 { return (h, o, c) } else { return nil } }
    }
}
