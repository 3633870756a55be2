import CSDL2
import SDLKit
import SceneGraph
import SwitchYardKit
import Testing

@testable import Playground

extension PlaygroundSDLSuite {
    /// Window sizes from 1 x 1 to the largest SDL's software renderer allows, and the pixel density
    /// changing while a finger drags a thumb.
    @Suite struct HostileWindowTests {
        /// The default theme's gallery on a 1280 x 800 software surface with real SDL resources.
        final class Bench {
            let target: RenderTarget
            let gallery: SwitchYardEngine
            var log: [String] = []
            static let size = Size(width: 1280, height: 800)

            init() throws {
                Repository.prepareSDL()
                target = try RenderTarget(headless: Self.size, density: 1)
                var options = SwitchYardEngine.Options(themePath: Repository.theme("default.json"), size: Self.size)
                options.watchesTheme = false
                options.showsGallery = true
                gallery = try SwitchYardEngine(renderer: target.renderer, options: options)
                guard case .loaded = gallery.loadTheme() else { throw RuntimeError("default theme") }
                gallery.addObserver { [unowned self] notice in
                    switch notice {
                    case .stateChanged(let node, let state): log.append("\(node.id) \(state.rawValue)")
                    case .valueChanged(let node, let on): log.append("\(node.id) value \(on)")
                    case .owner, .input, .cue: break
                    }
                }
            }

            func setDensity(_ density: Double) {
                gallery.resize(to: gallery.size, pixelDensity: density)
            }

            /// Builds and plays a frame; false when the geometry was not finite.
            func draw() throws -> Bool {
                var list = DrawList()
                gallery.buildDrawList(into: &list)
                try target.renderer.clear(gallery.background)
                try gallery.player.play(list, density: gallery.pixelDensity)
                return allFinite(list)
            }
        }

        @Test(arguments: [(1.0, 1.0), (8192, 8192), (16384, 16384), (1, 16384), (16384, 1)])
        func theGalleryResizedToExtremeSizesDrawsAndStillToggles(width: Double, height: Double) throws {
            let bench = try Bench()
            bench.gallery.resize(to: Size(width: width, height: height), pixelDensity: bench.gallery.pixelDensity)
            #expect(try bench.draw())
            bench.gallery.scene.advance(to: 1)
            #expect(try bench.draw())
            guard let first = bench.gallery.switches.first else { throw RuntimeError("no switches") }
            let frame = first.sceneFrame
            let numbers = [frame.minX, frame.minY, frame.width, frame.height]
            #expect(numbers.allSatisfy { $0.isFinite })
            // Back to a normal size, a tap on the first switch toggles it.
            bench.gallery.resize(to: Bench.size, pixelDensity: bench.gallery.pixelDensity)
            let before = first.isOn
            let center = Point(x: first.sceneFrame.midX, y: first.sceneFrame.midY)
            bench.gallery.scene.handle(.pointerDown(.mouse, center, .primary))
            bench.gallery.scene.handle(.pointerUp(.mouse, center, .primary))
            #expect(first.isOn != before)
            #expect(try bench.draw())
        }

        /// A frame past `PixelLimits` (8192 x 8192 points at density 3 or 4, which crashed inside SDL) is one
        /// error before SDL is asked, even when the command line's own check is bypassed.
        @Test(arguments: [3.0, 4.0])
        func aHeadlessFramePastThePixelLimitIsRefusedNotACrash(_ density: Double) {
            var options = WindowOptions()
            options.headless = true
            options.frames = 1
            options.size = Size(width: 8192, height: 8192)
            options.pixelDensity = density
            #expect(throws: PixelLimitError.self) { _ = try PlaygroundApp(options: options) }
        }

        @Test func aRealWindowResizedToOneByOneKeepsRunningAndDrawing() throws {
            Repository.prepareSDL()
            var options = WindowOptions()
            options.themePath = Repository.theme("default.json")
            let app = try PlaygroundApp(options: options)
            let window = try #require(app.target.window)
            SDL_SetWindowSize(window.pointer, 1, 1)
            var quit = SDL_Event()
            quit.type = SDL_QUIT.rawValue
            #expect(SDL_PushEvent(&quit) == 1)
            #expect(app.run() == 0)
            #expect(app.target.pointSize == Size(width: 1, height: 1))
            #expect(app.engine.scene.size == Size(width: 1, height: 1))
            var list = DrawList()
            app.engine.buildDrawList(into: &list)
            #expect(allFinite(list))
        }

        /// A drag across the kyl thumb with the density going from 1 to 2 in the middle gives the same
        /// callbacks and value as the same drag at a constant density, and the switch does not move.
        @Test func thePixelDensityChangingMidDragChangesNothingTheUserSees() throws {
            func drag(changingDensity: Bool) throws -> (log: [String], on: Bool, frames: [Rect]) {
                let bench = try Bench()
                guard let kyl = bench.gallery.switchNode(id: "kyl") else { throw RuntimeError("no kyl") }
                let grab = Point(x: kyl.sceneFrame.minX + 30, y: kyl.sceneFrame.midY)
                var frames = [kyl.sceneFrame]
                let scene = bench.gallery.scene
                scene.handle(.pointerDown(.finger(1), grab, .primary))
                scene.handle(.pointerMove(.finger(1), Point(x: grab.x + 40, y: grab.y)))
                #expect(try bench.draw())
                if changingDensity { bench.setDensity(2) }
                frames.append(kyl.sceneFrame)
                #expect(try bench.draw())
                scene.handle(.pointerMove(.finger(1), Point(x: grab.x + 100, y: grab.y)))
                scene.handle(.pointerMove(.finger(1), Point(x: grab.x + 140, y: grab.y)))
                scene.handle(.pointerUp(.finger(1), Point(x: grab.x + 140, y: grab.y), .primary))
                frames.append(kyl.sceneFrame)
                #expect(try bench.draw())
                return (bench.log, kyl.isOn, frames)
            }
            let steady = try drag(changingDensity: false)
            let changed = try drag(changingDensity: true)
            #expect(steady.log == ["kyl selectedPressedOff", "kyl selectedPressedOn", "kyl on", "kyl value true"])
            #expect(changed.log == steady.log)
            #expect(changed.on && steady.on)
            #expect(Set(changed.frames).count == 1, "the switch moved: \(changed.frames)")
        }
    }
}
