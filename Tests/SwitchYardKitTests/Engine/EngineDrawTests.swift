import SDLKit
import SceneGraph
import SwitchYardKit
import TestSupport
import Testing

/// A square of one colour: an overlay's content in these tests.
private final class Swatch: Node {
    var color = Color(r: 0, g: 0, b: 255) {
        didSet { setNeedsDisplay() }
    }

    override func draw(into list: inout DrawList, rect: Rect, scale: Double) {
        list.fill(rect, color: color)
    }
}

/// The engine's one draw call: the switches, then the overlays a host lays over them, whole or only what
/// changed, at the scene's density or at the target's.
@Suite("Engine drawing", .serialized)
struct EngineDrawTests {
    /// An engine on a headless 200 x 100 target with the small theme loaded, and an overlay holding a swatch
    /// at 150, 60.
    final class Bench {
        let host: ThemeHost
        let overlay: Scene
        fileprivate let swatch = Swatch(frame: Rect(x: 150, y: 60, width: 20, height: 20))
        let folder: TestFolder

        init() throws {
            folder = try TestFolder()
            folder.writeInPlace("theme.json", smallTheme())
            host = try ThemeHost(folder.path("theme.json"), watch: false)
            guard case .loaded = host.engine.loadTheme() else { throw GuestHostError("the small theme") }
            overlay = Scene(size: host.engine.size)
            overlay.root.addChild(swatch)
            host.engine.overlays = [overlay]
            host.engine.sharedScenes = [overlay]
        }

        func pixel(_ x: Int, _ y: Int) throws -> Color {
            try host.headless.renderer.flush()
            return try host.headless.surface.pixel(x: x, y: y)
        }
    }

    @Test func anOverlayIsDrawnOverTheSwitchesAndItsChangeAloneRedrawsOnlyItself() throws {
        let bench = try Bench()
        let engine = bench.host.engine
        #expect(try engine.draw(damaged: true).isFull)
        #expect(try bench.pixel(160, 70) == Color(r: 0, g: 0, b: 255))
        #expect(!engine.needsDisplay)
        bench.swatch.color = Color(r: 255, g: 0, b: 0)
        #expect(engine.needsDisplay, "an overlay's change asks for a frame")
        let regions = try engine.draw(damaged: true)
        #expect(!regions.isFull && !regions.isEmpty)
        #expect(regions.rects.allSatisfy { $0.intersects(bench.swatch.frame) }, "only around the swatch")
        #expect(try bench.pixel(160, 70) == Color(r: 255, g: 0, b: 0))
    }

    @Test func aLostRendererOrAnUncoveredWindowRedrawsTheOverlaysToo() throws {
        let bench = try Bench()
        let engine = bench.host.engine
        _ = try engine.draw(damaged: true)
        for event in [SDLEvent.renderReset, .window(.exposed)] {
            #expect(!engine.handle(event))
            #expect(bench.overlay.needsDisplay, "\(event)")
            #expect(try engine.draw(damaged: true).isFull, "\(event)")
        }
    }

    @Test func aFrameNotClearedKeepsWhatTheHostDrewUnderIt() throws {
        let bench = try Bench()
        _ = try bench.host.engine.draw(damaged: true)
        try bench.host.headless.renderer.clear(Color(r: 10, g: 200, b: 10))
        #expect(try bench.host.engine.draw(clearing: false, damaged: true).isFull, "whole: damage needs clearing")
        #expect(try bench.pixel(190, 5) == Color(r: 10, g: 200, b: 10))
        #expect(try bench.pixel(160, 70) == Color(r: 0, g: 0, b: 255))
    }

    /// A scene laid out at density 2 drawn at density 1: every point lands where it would at 1, so a replay
    /// window keeps a recording's density and still fits a display of another.
    @Test func aDrawingDensityDrawsTheSceneAtTheTargetsDensity() throws {
        let bench = try Bench()
        let engine = bench.host.engine
        engine.resize(to: engine.size, pixelDensity: 2)
        engine.drawingDensity = 1
        _ = try engine.draw()
        #expect(try bench.pixel(160, 70) == Color(r: 0, g: 0, b: 255), "the swatch at its points")
        #expect(try bench.pixel(199, 99) == .white, "the background, nothing drawn twice as large")
        engine.drawingDensity = nil
        _ = try engine.draw()
        #expect(try bench.pixel(160, 70) != Color(r: 0, g: 0, b: 255), "at 2 the swatch lies off this target")
    }
}
