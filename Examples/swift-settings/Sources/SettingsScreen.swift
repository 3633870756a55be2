import Foundation
import SDLKit
import SceneGraph
import SwitchYardKit

/// A game's settings screen: its own window, loop and drawing (background, title bar, one card per row with
/// a label and an icon), with three SwitchYard switches from its own theme placed by its own layout. Dark
/// mode recolours the screen; the other switches light up their row's icon. The theme reloads live.
final class SettingsScreen {
    private struct Row {
        let id: String
        let style: String
        let label: String
        let lit: Color
    }

    private let rows = [
        Row(id: "dark-mode", style: "ios", label: "Dark mode", lit: Color(r: 255, g: 204, b: 0)),
        Row(id: "sound", style: "labelled", label: "Sound", lit: Color(r: 52, g: 199, b: 89)),
        Row(id: "vibration", style: "sliding", label: "Vibration", lit: Color(r: 255, g: 59, b: 48)),
    ]
    private let arguments: Arguments
    private let target: RenderTarget
    private let engine: SwitchYardEngine
    private var values: [String: Bool] = [:]
    private var list = DrawList()

    init(_ arguments: Arguments) throws {
        self.arguments = arguments
        let size = Size(width: 420, height: 300)
        target =
            arguments.headless
            ? try RenderTarget(headless: size, density: 1) : try RenderTarget(windowOf: size, title: "Settings (Swift)")
        engine = try SwitchYardEngine(
            renderer: target.renderer, options: .init(themePath: arguments.theme, size: target.pointSize))
        if case .failed(let problems) = engine.loadTheme() {
            throw SettingsError(problems.map { "\($0)" }.joined(separator: "\n"))
        }
        for row in rows { try engine.addSwitch(id: row.id, style: row.style, origin: .zero) }
        engine.addObserver { [weak self] notice in
            guard case .valueChanged(let node, let on) = notice else { return }
            self?.values[node.id] = on
            FileHandle.standardOutput.write(Data("value-changed \(node.id) \(on ? 1 : 0)\n".utf8))
        }
        layout()
    }

    private func card(_ index: Int) -> Rect {
        Rect(x: 16, y: 72 + Double(index) * 72, width: engine.size.width - 32, height: 60)
    }

    /// Each switch at its theme size, right-aligned and centred in its card (again after a reload or resize).
    private func layout() {
        for (index, row) in rows.enumerated() {
            guard let node = engine.switchNode(id: row.id) else { continue }
            let card = card(index)
            let size = node.frame.size
            let origin = Point(x: card.maxX - 16 - size.width, y: (card.midY - size.height / 2).rounded())
            node.frame = Rect(origin: origin, size: size)
        }
    }

    /// Runs the loop: events, hot reload, time, the screen's drawing, the switches, present.
    func run() throws {
        let pump = EventPump(context: target.context)
        let start = Date()
        var frame = 0
        while arguments.frames == 0 || frame < arguments.frames {
            var events: [SDLEvent] = []
            if frame == 2, let id = arguments.tap { events += tap(id) }
            while let event = pump.poll() { events.append(event) }
            for event in events where !engine.handle(event) {
                if event == .quit || event == .key(KeyPress(key: .escape)) { return }
                if event == .window(.sizeChanged), try target.refreshSize() {
                    engine.resize(to: target.pointSize, pixelDensity: target.pixelDensity)
                    layout()
                }
            }
            switch engine.reloadThemeIfChanged() {
            case .loaded?: layout()
            case .failed(let problems)?:
                for problem in problems { FileHandle.standardError.write(Data("\(problem)\n".utf8)) }
            case nil: break
            }
            engine.advance(to: arguments.headless ? Double(frame) / 60 : Date().timeIntervalSince(start))
            try drawScreen()
            try engine.draw(clearing: false)
            if frame == arguments.frames - 1 { try check(target.renderer.readPixels()) }
            target.renderer.present()
            if !arguments.headless, !target.renderer.hasVSync { usleep(16_000) }
            frame += 1
        }
    }

    /// A press and a release on switch `id`'s centre, as SDL would report a click.
    private func tap(_ id: String) -> [SDLEvent] {
        guard let frame = engine.switchNode(id: id)?.frame else { return [] }
        return [true, false].map {
            .mouseButton(
                MouseButtonEvent(isDown: $0, x: frame.midX.rounded(.down), y: frame.midY.rounded(.down), button: .left))
        }
    }

    private func drawScreen() throws {
        let dark = values["dark-mode"] ?? false
        let resources = engine.resources
        let width = engine.size.width
        let text = dark ? Color(r: 235, g: 235, b: 245) : Color(r: 28, g: 28, b: 30)
        list.reset()
        list.fill(
            Rect(x: 0, y: 0, width: width, height: 52),
            color: dark ? Color(r: 10, g: 10, b: 12) : Color(r: 88, g: 86, b: 214))
        let title = resources.text(TextRun(text: "Settings", face: .bold, size: 22))
        list.text(title, origin: Point(x: 16, y: 12), size: resources.size(of: title), color: .white)
        for (index, row) in rows.enumerated() {
            let card = card(index)
            let on = values[row.id] ?? false
            list.fill(card, radius: 10, color: dark ? Color(r: 58, g: 58, b: 60) : .white)
            list.fillCircle(
                center: Point(x: card.minX + 28, y: card.midY), diameter: 28,
                color: on ? row.lit : Color(r: 142, g: 142, b: 147))
            let label = resources.text(TextRun(text: row.label, size: 17))
            let labelSize = resources.size(of: label)
            list.text(
                label, origin: Point(x: card.minX + 54, y: card.midY - labelSize.height / 2), size: labelSize,
                color: text)
        }
        try target.renderer.clear(dark ? Color(r: 28, g: 28, b: 30) : Color(r: 242, g: 242, b: 247))
        try engine.player.play(list, density: engine.pixelDensity)
    }

    /// Saves and compares the last frame as the flags ask.
    private func check(_ shot: Surface) throws {
        if let path = arguments.screenshot { try shot.savePNG(to: path) }
        guard let golden = arguments.compare else { return }
        try GoldenCheck(shot: shot, golden: golden, context: target.context).run()
    }
}

/// A theme that does not load, or a golden image that does not match: one line for the user.
struct SettingsError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
