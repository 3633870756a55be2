import CSDL2
import SceneGraph
import SwitchYardKit
import Testing

@testable import Playground

extension PlaygroundSDLSuite {
    /// Theme changes free the text the old theme used; the HUD's text must survive them, including panels
    /// that were hidden (and so not drawn) while the themes changed.
    @Suite struct HUDTextTests {
        @Test func hiddenHelpStillHasItsTextAfterSeveralThemeChanges() throws {
            let harness = try HostileHarness(frames: 12)
            harness.beforeFrame = { frame in
                if [2, 4, 6].contains(frame) { harness.key(SDLK_t) }
                if frame == 8 { harness.key(SDLK_h) }
            }
            #expect(harness.run() == 0)
            #expect(harness.failures.isEmpty, "\(harness.failures)")
            #expect(!harness.app.hud.help.isHidden)
            var list = DrawList()
            harness.app.hud.scene.buildDrawList(into: &list)
            var texts = 0
            for case .text(let handle, _, _) in list.commands {
                texts += 1
                #expect(harness.app.engine.resources.run(for: handle) != nil, "HUD text \(handle.id) was released")
            }
            #expect(texts >= 2 * HelpOverlay.keys.count)
        }
    }
}
