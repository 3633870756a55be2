import CSDL2
import Foundation
import SDLKit
import SceneGraph
import SwitchYardKit
import Testing

/// The retained layer on SDL's OpenGL renderer in a window: the same frames drawn directly and through the
/// layer, read back from the window's back buffer, match exactly. Needs a display with OpenGL, so it runs
/// only when `SWITCHYARD_GL_PARITY=1` (Tests/renderers/run.sh sets it under Xvfb with Mesa's OpenGL).
@Suite(
    "Guest layer on OpenGL", .serialized,
    .enabled(
        if: ProcessInfo.processInfo.environment["SWITCHYARD_GL_PARITY"] == "1", "needs OpenGL: Tests/renderers/run.sh"
    ))
struct GuestLayerOpenGLTests {
    @Test func theLayerOnOpenGLMatchesDirectDrawingFrameByFrame() throws {
        setenv("SWITCHYARD_ASSETS", GuestHost.assets, 1)
        let size = Size(width: 480, height: 320)
        let window = try RenderTarget(windowOf: size, title: "SwitchYard guest layer", renderDriver: "opengl")
        #expect(window.renderer.name == "opengl")
        let borrowed = try Renderer(borrowing: window.renderer.pointer, context: window.context)
        var options = SwitchYardEngine.Options(themePath: GuestHost.theme("default.json"), size: size)
        options.watchesTheme = false
        let engine = try SwitchYardEngine(renderer: borrowed, options: options)
        guard case .loaded = engine.loadTheme() else { throw GuestHostError("the default theme does not load") }
        for (id, x, y) in [("hm", 20.0, 20.0), ("mmm", 300.0, 100.0), ("kyl", 100.0, 230.0)] {
            try engine.addSwitch(id: id, style: id, origin: Point(x: x, y: y))
        }
        let renderer = window.renderer.pointer
        for frame in 0..<12 {
            if frame == 3 { engine.switchNode(id: "mmm")?.setOn(true, animated: true) }
            engine.advance(to: Double(frame) * 0.03)
            var frames: [[UInt32]] = []
            for drawing in [GuestDrawing.direct, .retained] {
                engine.guestDrawing = drawing
                try GuestLayerTests.drawBackground(renderer)
                SDL_SetRenderDrawColor(renderer, UInt8(frame * 20), 90, 200, 255)
                var between = SDL_Rect(x: 230, y: 200, w: 60, h: 40)
                SDL_RenderFillRect(renderer, &between)
                try engine.draw()
                frames.append(try pixels(window.renderer))
                window.renderer.present()
            }
            let differing = zip(frames[0], frames[1]).filter { $0 != $1 }.count
            #expect(differing == 0, "frame \(frame): \(differing) pixels differ between the layer and direct drawing")
        }
    }

    private func pixels(_ renderer: Renderer) throws -> [UInt32] {
        let surface = try renderer.readPixels()
        let raw = surface.pointer.pointee
        let base = raw.pixels.assumingMemoryBound(to: UInt32.self)
        var all: [UInt32] = []
        for y in 0..<Int(raw.h) { all += UnsafeBufferPointer(start: base + y * Int(raw.pitch) / 4, count: Int(raw.w)) }
        return all
    }
}
