import Foundation
import SDLKit
import SceneGraph
import TestSupport
import Testing

extension SDLKitSuite {
    /// The same switches drawn by SDL's OpenGL renderer in a window and by its software renderer onto a
    /// surface come out alike within `tolerance`. Needs a display with OpenGL, so it runs only when
    /// `SWITCHYARD_GL_PARITY=1` (Tests/renderers/run.sh sets it under Xvfb with Mesa's software OpenGL).
    @Suite(
        .enabled(
            if: ProcessInfo.processInfo.environment["SWITCHYARD_GL_PARITY"] == "1",
            "needs OpenGL: Tests/renderers/run.sh"))
    struct RendererParityTests {
        static let size = Size(width: 320, height: 200)
        /// Largest difference of a channel at a pixel that still counts as the same: SDL's OpenGL renderer
        /// blends and modulates in floating point, the software renderer in 8-bit integer steps.
        static let tolerance = 4
        /// The most pixels (of 64,000) allowed past `tolerance`: edges sampled at a fractional position.
        static let allowedOutliers = 320

        /// A frame of switches of the bench's look: at rest off and on, mid-animation, pressed, disabled (an
        /// opacity group) and focused (the ring), with their sliding labels clipped to the track.
        static func drawList(resources: SDLResources) -> DrawList {
            let scene = Scene(size: size)
            let positions = [(10.0, 10.0), (160.0, 10.0), (10.0, 60.0), (160.0, 60.0), (10.0, 110.0), (160.0, 110.0)]
            var nodes: [SwitchNode] = []
            for (index, (x, y)) in positions.enumerated() {
                let node = SwitchNode(
                    id: "s\(index)", style: .hmCustomSwitch, resources: resources, isOn: index % 2 == 1)
                node.frame.origin = Point(x: x, y: y)
                scene.root.addChild(node)
                nodes.append(node)
            }
            nodes[2].setOn(true, animated: true)
            nodes[3].setOn(false, animated: true)
            scene.advance(to: 0.09)
            nodes[4].isEnabled = false
            scene.setFocus(nodes[5])
            var list = DrawList()
            scene.buildDrawList(into: &list)
            return list
        }

        /// One switch 6,000 x 1,500 points, on, whose track and thumb edge cross the frame: its
        /// masks are rasterised only where they show, on both renderers.
        static func hugeSwitch(resources: SDLResources) -> DrawList {
            let scene = Scene(size: size)
            var style = SwitchStyle.hmCustomSwitch
            style.size = Size(width: 6000, height: 1500)
            let node = SwitchNode(id: "huge", style: style, resources: resources, isOn: true)
            node.frame = Rect(x: -4350, y: -650, width: 6000, height: 1500)
            scene.root.addChild(node)
            var list = DrawList()
            scene.buildDrawList(into: &list)
            return list
        }

        @Test func openGLDrawsWhatTheSoftwareRendererDraws() throws {
            try compare(Self.drawList, name: "parity")
        }

        @Test func aHugeSwitchDrawsAlikeOnBothRenderers() throws {
            try compare(Self.hugeSwitch, name: "parity-huge")
        }

        /// Draws the list `make` gives with OpenGL in a window and in software onto a surface, saves both and
        /// their difference as `name`.*.png, and expects them alike.
        private func compare(_ make: (SDLResources) -> DrawList, name: String) throws {
            let window = try RenderTarget(windowOf: Self.size, title: "SwitchYard parity", renderDriver: "opengl")
            #expect(window.renderer.name == "opengl")
            #expect(!window.renderer.isSoftware)
            let glResources = try SDLResources(renderer: window.renderer)
            let glPlayer = DrawListPlayer(renderer: window.renderer, resources: glResources)
            try window.renderer.clear(.white)
            try glPlayer.play(make(glResources), density: 1)
            let gl = try window.renderer.readPixels()

            let software = try Headless(width: Int(Self.size.width), height: Int(Self.size.height))
            try software.render(make(software.resources), background: .white)

            let diff = try Surface(context: software.context, width: gl.width, height: gl.height)
            let comparison = try ImageComparison(
                actual: gl, expected: software.surface, tolerance: Self.tolerance, diff: diff)
            let out = GoldenImage.outputFolder()
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            try gl.savePNG(to: out.appendingPathComponent("\(name).opengl.png").path)
            try software.surface.savePNG(to: out.appendingPathComponent("\(name).software.png").path)
            try diff.savePNG(to: out.appendingPathComponent("\(name).diff.png").path)
            print(
                "renderer parity (\(name)): \(comparison.differingPixels) of \(gl.width * gl.height) pixels differ by more than "
                    + "\(Self.tolerance), largest difference \(comparison.maxChannelDifference); images in \(out.path)")
            #expect(comparison.sameSize)
            #expect(comparison.differingPixels <= Self.allowedOutliers)
        }
    }
}
