import CSDL2
import Foundation
import SDLKit
import SceneGraph
import SwitchYardKit
import TestSupport

/// A pretend host program: its own software renderer on a surface, lent to an engine as a borrowed
/// renderer, as a C or Swift program that embeds SwitchYard does.
final class GuestHost {
    let context: SDLContext
    let surface: Surface
    /// The host's own renderer (owned by the host).
    let hostRenderer: Renderer
    let engine: SwitchYardEngine
    private(set) var changes: [String] = []

    static var assets: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path + "/Assets"
    }

    static func theme(_ name: String) -> String { assets + "/themes/" + name }

    init(width: Int = 400, height: Int = 200, theme: String = "mmm-switch.json", load: Bool = true) throws {
        setenv("SWITCHYARD_ASSETS", Self.assets, 1)
        setenv("SDL_VIDEODRIVER", "dummy", 0)
        context = try SDLContext()
        surface = try Surface(context: context, width: width, height: height)
        hostRenderer = try Renderer(surface: surface, context: context)
        let borrowed = try Renderer(borrowing: hostRenderer.pointer, context: context)
        var options = SwitchYardEngine.Options(
            themePath: Self.theme(theme), size: Size(width: Double(width), height: Double(height)))
        options.watchesTheme = false
        engine = try SwitchYardEngine(renderer: borrowed, options: options)
        engine.addObserver { [unowned self] notice in
            if case .valueChanged(let node, let on) = notice { changes.append("\(node.id) \(on)") }
        }
        if load, case .failed(let problems) = engine.loadTheme() { throw GuestHostError("\(problems)") }
    }

    /// Fills the host's whole target with `color`, as a host draws its own background.
    func fill(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
        SDL_SetRenderDrawColor(hostRenderer.pointer, r, g, b, 255)
        SDL_RenderClear(hostRenderer.pointer)
    }

    /// The colour of pixel `x`, `y` of the host's output as 0xAARRGGBB.
    func pixel(_ x: Int, _ y: Int) throws -> UInt32 {
        try hostRenderer.flush()
        let read = try hostRenderer.readPixels()
        let pitch = Int(read.pointer.pointee.pitch)
        let base = read.pointer.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        return (base + y * pitch + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
    }

    /// A left click (down and up) at `p` through the SDL event path a host uses; whether each was consumed.
    func click(_ p: Point) -> (down: Bool, up: Bool) {
        let down = engine.handle(.mouseButton(MouseButtonEvent(isDown: true, x: p.x, y: p.y, button: .left)))
        let up = engine.handle(.mouseButton(MouseButtonEvent(isDown: false, x: p.x, y: p.y, button: .left)))
        return (down, up)
    }

    /// A second engine beside this host's, showing `theme`'s gallery (written to `folder`) at 800x600 and
    /// drawing through the host's renderer and resources, unwatched.
    func galleryEngine(theme: String, in folder: TestFolder) throws -> SwitchYardEngine {
        var options = SwitchYardEngine.Options(
            themePath: folder.write("theme.json", theme), size: Size(width: 800, height: 600))
        options.watchesTheme = false
        options.showsGallery = true
        let engine = try SwitchYardEngine(renderer: engine.renderer, resources: engine.resources, options: options)
        guard case .loaded = engine.loadTheme() else { throw GuestHostError("the gallery theme does not load") }
        return engine
    }
}

struct GuestHostError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
