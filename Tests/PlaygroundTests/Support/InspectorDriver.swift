import CSDL2
import Foundation
import SceneGraph
import SwitchYardKit
import TestSupport

@testable import Playground

/// A headless playground on a copy of a shipped theme (with its images) in a test folder, stepped one
/// frame at a time, with SDL input pushed as a user would make it: for the inspector's tests.
final class InspectorDriver {
    let folder: TestFolder
    let themePath: String
    let app: PlaygroundApp
    let input: SDLEventInjector
    private(set) var frameNumber = 0

    /// On a copy of the shipped `theme` in a test folder, or with `shipped` on the shipped file itself
    /// (which the inspector must never write).
    init(theme: String = "default.json", size: Size = Size(width: 1280, height: 800), shipped: Bool = false) throws {
        Repository.prepareSDL()
        folder = try TestFolder()
        if shipped {
            themePath = Repository.theme(theme)
        } else {
            folder.copyFolder(Repository.assets + "/themes/images", to: "images")
            folder.copyFolder(Repository.assets + "/themes/sounds", to: "sounds")
            themePath = folder.write(theme, bytes: try Repository.bytes(of: Repository.theme(theme)))
        }
        var options = WindowOptions()
        options.headless = true
        options.frames = 100_000
        options.size = size
        options.themePath = themePath
        app = try PlaygroundApp(options: options)
        input = SDLEventInjector(windowSize: size)
        guard app.start() else { throw CocoaError(.fileReadCorruptFile) }
    }

    /// The theme file's bytes now.
    var bytes: [UInt8] { (try? Repository.bytes(of: themePath)) ?? [] }

    /// Steps `count` frames.
    func step(_ count: Int = 1) {
        for _ in 0..<count {
            frameNumber += 1
            app.step(frameNumber)
        }
    }

    /// Steps frames (sleeping a little between them, so the watcher's thread runs) until `condition`
    /// holds; false after `seconds`.
    func step(until seconds: Double = 5, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            step()
            if condition() { return true }
            usleep(5_000)
        }
        return false
    }

    /// A click (press and release in two frames) at `point`.
    func click(_ point: Point) {
        input.mouseButton(down: true, at: point)
        step()
        input.mouseButton(down: false, at: point)
        step()
    }

    /// Presses at `from`, moves in `moves` steps to `to` (a frame each), and lets go there.
    func drag(from: Point, to: Point, moves: Int = 6) {
        input.mouseButton(down: true, at: from)
        step()
        for index in 1...moves {
            let t = Double(index) / Double(moves)
            input.mouseMotion(to: Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
            step()
        }
        input.mouseButton(down: false, at: to)
        step()
    }

    /// Types `text` as SDL text input, then steps a frame.
    func type(_ text: String) {
        var event = SDL_Event()
        event.text.type = SDL_TEXTINPUT.rawValue
        withUnsafeMutableBytes(of: &event.text.text) { raw in
            raw.initializeMemory(as: UInt8.self, repeating: 0)
            for (index, byte) in text.utf8.prefix(raw.count - 1).enumerated() { raw[index] = byte }
        }
        SDL_PushEvent(&event)
        step()
    }

    /// A key press with modifiers, then a frame.
    func key(_ key: SDL_KeyCode, control: Bool = false, shift: Bool = false) {
        var event = SDL_Event()
        event.key.type = SDL_KEYDOWN.rawValue
        event.key.state = UInt8(SDL_PRESSED)
        event.key.keysym.sym = Int32(bitPattern: key.rawValue)
        var mod = 0
        if control { mod |= Int(KMOD_LCTRL.rawValue) }
        if shift { mod |= Int(KMOD_LSHIFT.rawValue) }
        event.key.keysym.mod = UInt16(mod)
        SDL_PushEvent(&event)
        step()
    }

    /// The centre of switch `id`'s caption: under the switch, inside its cell.
    func captionPoint(_ id: String) -> Point? {
        guard let node = app.engine.switchNode(id: id) else { return nil }
        let frame = node.sceneFrame
        return Point(x: frame.midX, y: frame.maxY + 14)
    }

    /// The row of the inspector for `path` (`styles.mmm.thumb.margin`).
    func row(_ path: String) -> InspectorRow? {
        app.inspector.panel.row(path)
    }

    /// Scrolls the inspector so `row` is in view, then returns its scene frame.
    func reveal(_ row: InspectorRow) -> Rect {
        app.inspector.panel.list.scrollToReveal(row.frame)
        step()
        return row.sceneFrame
    }

    /// The colour of the pixel at `point` in the last frame drawn (redrawn first).
    func pixel(_ point: Point) throws -> Color {
        app.engine.scene.setNeedsDisplay()
        step()
        let surface = try app.target.renderer.readPixels()
        return try surface.pixel(x: Int(point.x), y: Int(point.y))
    }
}
