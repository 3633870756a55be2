import SDLKit
import SceneGraph
import SwitchYardKit
import TestSupport
import Testing

/// A window that was covered and is shown again has lost its pixels: the engine draws its next frame whole,
/// where a damaged frame would redraw only what changed (nothing, for an idle window).
@Suite("Engine expose", .serialized)
struct EngineExposeTests {
    @Test func anUncoveredWindowIsDrawnWholeAndTheEventIsNotConsumed() throws {
        let folder = try TestFolder()
        folder.writeInPlace("theme.json", smallTheme())
        let host = try ThemeHost(folder.path("theme.json"), watch: false)
        #expect(host.engine.loadTheme().background == .white)
        #expect(try host.engine.draw(damaged: true).isFull, "the first frame is whole")
        #expect(try host.engine.draw(damaged: true).isEmpty, "an idle frame redraws nothing")
        #expect(!host.engine.handle(.window(.exposed)), "the host may act on an expose too")
        #expect(try host.engine.draw(damaged: true).isFull)
        #expect(try host.engine.draw(damaged: true).isEmpty)
    }
}
