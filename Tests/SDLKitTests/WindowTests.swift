import Foundation
import SDLKit
import SceneGraph
import Testing

extension SDLKitSuite {
    @Suite struct WindowTests {
        @Test func windowRendererDrawsAndReadsBack() throws {
            setenv("SDL_VIDEODRIVER", "dummy", 0)
            let context = try SDLContext()
            let window = try Window(context: context, title: "SwitchYard test", width: 64, height: 48)
            let renderer = try Renderer(window: window, context: context)
            #expect(window.size == (64, 48))
            let output = try renderer.outputSize()
            #expect(output.width >= 64 && output.height >= 48)
            let resources = try SDLResources(renderer: renderer)
            let player = DrawListPlayer(renderer: renderer, resources: resources)
            var list = DrawList()
            list.fill(Rect(x: 8, y: 8, width: 48, height: 32), radius: 16, color: Color(r: 52, g: 199, b: 89))
            try renderer.clear(.black)
            try player.play(list, density: Double(output.width) / 64)
            let pixels = try renderer.readPixels()
            #expect(try pixels.pixel(x: output.width / 2, y: output.height / 2) == Color(r: 52, g: 199, b: 89))
            renderer.present()
            #expect(window.title == "SwitchYard test")
        }

        /// Without a graphics device OpenGL is Mesa on the CPU, slower to start and to draw than SDL's software
        /// renderer; SDL's render-driver hint, in any case, chooses.
        @Test(
            arguments: [
                (nil, true, false), (nil, false, true), ("software", true, true), ("SOFTWARE", true, true),
                ("opengl", false, false), ("opengles2", true, false),
            ] as [(String?, Bool, Bool)])
        func aWindowIsDrawnInSoftwareWithoutAGraphicsDevice(chosen: String?, device: Bool, software: Bool) {
            #expect(WindowRendering.prefersSoftware(chosen: chosen, hasGraphicsDevice: device) == software)
        }

        @Test func invalidWindowSizeIsAnError() throws {
            setenv("SDL_VIDEODRIVER", "dummy", 0)
            let context = try SDLContext()
            #expect(throws: SDLError.self) { _ = try Window(context: context, title: "x", width: -1, height: 10) }
        }
    }
}
