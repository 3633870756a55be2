import SceneGraph
import SwitchYardKit
import TestSupport
import Testing

extension PlaygroundSDLSuite {
    /// The gallery's live state captions: they change with every state, and must never move a switch
    /// (a held switch that moved under its pointer turned taps into drags).
    @Suite struct GalleryLayoutTests {
        @Test(arguments: ["default.json", "hm-custom-switch.json", "mmm-switch.json", "kyl-custom-switch.json"])
        func captionsFollowTheStateWithoutMovingAnySwitch(_ themeName: String) throws {
            let canvas = try Headless.playground(width: 800, height: 600)
            let gallery = try canvas.makeEngine(path: Repository.theme(themeName))
            guard case .loaded = gallery.loadTheme() else {
                Issue.record("\(themeName) does not load")
                return
            }
            let before = gallery.layout.map(\.frame)
            var states: [SwitchState] = []
            gallery.addObserver { if case .stateChanged(_, let state) = $0 { states.append(state) } }
            for node in gallery.switches where node.isEnabled {
                let frame = node.sceneFrame
                guard frame.maxY < 600 else { continue }
                let start = Point(x: frame.minX + frame.width * 0.25, y: frame.midY)
                gallery.scene.handle(.pointerDown(.mouse, start, .primary))
                #expect(node.sceneFrame == frame, "\(node.id) moved when pressed")
                gallery.scene.handle(.pointerMove(.mouse, Point(x: start.x, y: start.y + 300)))
                #expect(node.sceneFrame == frame, "\(node.id) moved when the pointer left")
                gallery.scene.handle(.pointerCancel(.mouse))
                #expect(node.sceneFrame == frame, "\(node.id) moved when the press was cancelled")
            }
            #expect(states.count >= 2, "the presses changed states")
            #expect(gallery.layout.map(\.frame) == before)
        }
    }
}
