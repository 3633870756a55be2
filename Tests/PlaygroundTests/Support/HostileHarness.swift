import CSDL2
import Foundation
import SceneGraph
import SwitchYardKit
import TestSupport

@testable import Playground

/// A headless playground on a shipped theme with its `--log` in a temporary folder, for the hostile input
/// and resource fault tests, plus raw SDL events the plain injector does not make: fingers at any
/// normalised coordinates, keys with auto-repeat, and renderer resets.
final class HostileHarness {
    let folder: TestFolder
    let app: PlaygroundApp
    let size: Size
    /// One line for each push SDL refused.
    private(set) var failures: [String] = []

    /// With `screenshot`, the last frame is saved to `last.png` in the folder.
    init(
        frames: Int, theme: String = "default.json", size: Size = Size(width: 1280, height: 800),
        screenshot: Bool = false
    ) throws {
        Repository.prepareSDL()
        folder = try TestFolder()
        var options = WindowOptions()
        options.headless = true
        options.frames = frames
        options.size = size
        options.themePath = Repository.theme(theme)
        options.logPath = folder.path("log.jsonl")
        if screenshot { options.screenshotPath = folder.path("last.png") }
        self.size = size
        app = try PlaygroundApp(options: options)
    }

    /// Called at the start of every frame with its number, before the frame drains SDL's queue.
    var beforeFrame: (Int) -> Void = { _ in }

    /// Runs the playground to its last frame, calling `beforeFrame`, then drops it: it usually captures this
    /// harness (a reference cycle that would keep the app and its SDL resources alive). The exit code.
    func run() -> Int32 {
        defer { beforeFrame = { _ in } }
        return app.runHeadless(before: beforeFrame)
    }

    /// The centre of switch `id` in window points (the gallery is laid out before the first frame).
    func center(of id: String) -> Point {
        let frame = app.engine.switchNode(id: id)?.sceneFrame ?? .zero
        return Point(x: frame.midX, y: frame.midY)
    }

    /// The logged callbacks (`tick switch state on` / `tick switch value on`).
    func callbacks() throws -> [String] {
        try EventLogReader(path: folder.path("log.jsonl")).callbacks()
    }

    /// How many value-changed callbacks were logged.
    func valueChanges() throws -> Int {
        try callbacks().filter { $0.contains(" value ") }.count
    }

    /// A finger event with raw normalised coordinates (NaN, infinite and out of 0...1 included).
    func finger(_ type: SDL_EventType, id: SDL_FingerID, x: Float, y: Float) {
        var event = SDL_Event()
        event.tfinger.type = type.rawValue
        event.tfinger.touchId = 1
        event.tfinger.fingerId = id
        event.tfinger.x = x
        event.tfinger.y = y
        event.tfinger.pressure = type == SDL_FINGERUP ? 0 : 1
        push(&event, "finger \(id) \(type) at \(x), \(y)")
    }

    /// A finger event at a point in window points.
    func finger(_ type: SDL_EventType, id: SDL_FingerID, at p: Point) {
        finger(type, id: id, x: Float(p.x / size.width), y: Float(p.y / size.height))
    }

    /// A left mouse button press or release at `p`.
    func mouse(down: Bool, at p: Point) {
        var event = SDL_Event()
        event.button.type = (down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        event.button.x = Int32(clamping: Int(p.x.rounded()))
        event.button.y = Int32(clamping: Int(p.y.rounded()))
        push(&event, "mouse at \(p)")
    }

    /// A key press; `repeating` marks it as the keyboard's auto-repeat.
    func key(_ key: SDL_KeyCode, repeating: Bool = false, shift: Bool = false) {
        var event = SDL_Event()
        event.key.type = SDL_KEYDOWN.rawValue
        event.key.state = UInt8(SDL_PRESSED)
        event.key.repeat = repeating ? 1 : 0
        event.key.keysym.sym = Int32(bitPattern: key.rawValue)
        event.key.keysym.mod = UInt16(shift ? KMOD_LSHIFT.rawValue : 0)
        push(&event, "key \(key)")
    }

    /// `SDL_RENDER_TARGETS_RESET` or `SDL_RENDER_DEVICE_RESET`, as a renderer that lost its textures sends.
    func renderReset(device: Bool) {
        var event = SDL_Event()
        event.type = (device ? SDL_RENDER_DEVICE_RESET : SDL_RENDER_TARGETS_RESET).rawValue
        push(&event, device ? "device reset" : "targets reset")
    }

    private func push(_ event: inout SDL_Event, _ what: String) {
        if SDL_PushEvent(&event) != 1 {
            failures.append("SDL_PushEvent(\(what)): \(String(cString: SDL_GetError()))")
        }
    }
}

/// True when every command of `list` has finite geometry.
func allFinite(_ list: DrawList) -> Bool {
    list.commands.allSatisfy(\.hasFiniteGeometry)
}
