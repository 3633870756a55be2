import Foundation
import SceneGraph
import SwitchYardKit

/// The bench's frame: `count` switches of the HMCustomSwitch look (track, thumb, sliding ON/OFF labels)
/// spread in a grid over a 1280x800 scene, overlapping when there are many, every thumb kept moving.
/// The C baseline (Sources/switchyard-baseline/main.c) lays out and animates its switches the same way.
final class BenchScene {
    /// The target size in points (and pixels: the bench draws at density 1).
    static let size = Size(width: 1280, height: 800)
    static let style = SwitchStyle.hmCustomSwitch
    static let background = Color(r: 242, g: 242, b: 247)
    /// A switch reverses every this many frames: its 0.2 s animation at 60 fps, so every thumb always moves.
    static let framesPerToggle = 12

    private let engine: SwitchYardEngine
    private(set) var switches: [SwitchNode] = []

    /// Places `count` switches on `engine`, started over with nothing else on it and its clock at zero.
    init(count: Int, engine: SwitchYardEngine) throws {
        self.engine = engine
        for node in engine.switches { engine.removeSwitch(id: node.id) }
        engine.restart()
        let origins = Self.origins(count: count, item: Self.style.size)
        for (index, origin) in origins.enumerated() {
            switches.append(
                try engine.addSwitch(id: "s\(index)", style: Self.style, origin: origin, isOn: index % 2 == 0))
        }
    }

    /// The scene the switches live in.
    var scene: Scene { engine.scene }

    /// Top-left corners of `count` items of `item` size on a grid whose columns and rows keep the target's
    /// aspect, spread from edge to edge, in whole points.
    static func origins(count: Int, item: Size) -> [Point] {
        guard count > 0 else { return [] }
        let columns = max(1, Int((Double(count) * size.width / size.height).squareRoot().rounded(.up)))
        let rows = (count + columns - 1) / columns
        let stepX = columns > 1 ? (size.width - item.width) / Double(columns - 1) : 0
        let stepY = rows > 1 ? (size.height - item.height) / Double(rows - 1) : 0
        return (0..<count).map { index in
            Point(
                x: (Double(index % columns) * stepX).rounded(.down), y: (Double(index / columns) * stepY).rounded(.down)
            )
        }
    }

    /// Runs frame `frame` of the animation: moves the clock to it, then reverses the switches whose turn it
    /// is (one in `framesPerToggle`, by index), as the baseline does.
    func step(frame: Int) {
        engine.advance(to: Self.time(ofFrame: frame))
        var index = frame % Self.framesPerToggle
        while index < switches.count {
            let node = switches[index]
            node.setOn(!node.isOn, animated: true)
            index += Self.framesPerToggle
        }
    }

    /// Runs frame `frame` with only the first switch moving: it reverses once every `framesPerToggle`
    /// frames, so it is always animating and every other switch rests (LVGL's invalidation case).
    func stepOne(frame: Int) {
        engine.advance(to: Self.time(ofFrame: frame))
        if frame % Self.framesPerToggle == 0, let node = switches.first { node.setOn(!node.isOn, animated: true) }
    }

    /// Seconds on the scene clock at `frame` (60 frames a second).
    static func time(ofFrame frame: Int) -> Double {
        Double(frame) / 60
    }
}
