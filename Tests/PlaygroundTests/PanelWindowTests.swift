import CSDL2
import Foundation
import SceneGraph
import SwitchYardKit
import TestSupport
import Testing

@testable import Playground

extension PlaygroundSDLSuite {
    /// The panels in a real (headless) playground: with the graph on and each tab opened in turn, at the
    /// issue's sizes, the gallery lies where `DockLayout` says, no panel is drawn over it, and at 320x240 a
    /// click still toggles a switch.
    @Suite struct PanelWindowTests {
        /// The keys that open every tab in turn, the inspector's last, and show the graph.
        static let panelKeys = [SDLK_f, SDLK_h, SDLK_s, SDLK_i]

        @Test(arguments: DockLayoutTests.sizes)
        func everyPanelOnLeavesTheGalleryUncovered(size: Size) throws {
            let harness = try HostileHarness(frames: 8, size: size, screenshot: true)
            harness.beforeFrame = { frame in
                if frame == 2 { for key in Self.panelKeys { harness.key(key) } }
            }
            #expect(harness.run() == 0)
            #expect(harness.failures.isEmpty, "\(harness.failures)")
            let hud = harness.app.hud
            #expect(hud.shown == [.graph, .inspector])
            let gallery = hud.dockLayout.gallery
            #expect(harness.app.engine.galleryFrame == gallery)
            let inspector = harness.app.inspector.panel
            for node in [hud.frameGraph, hud.logPanel, hud.help, hud.sheet, hud.errorList, hud.bar, inspector] as [Node]
            where !node.isHidden {
                #expect(!DockLayoutTests.overlap(node.frame, gallery), "\(size): \(type(of: node)) over the gallery")
            }
            #expect(
                inspector.isHidden == (hud.dockLayout.mode == .bar), "\(size): the inspector shows where there is room"
            )
            let first = try #require(harness.app.engine.switches.first)
            #expect(DockLayoutTests.contains(gallery, first.sceneFrame), "\(size): the first switch shows whole")
            if let folder = ProcessInfo.processInfo.environment["SWITCHYARD_TEST_OUT"], !folder.isEmpty {
                let name = "panels-\(Int(size.width))x\(Int(size.height)).png"
                try? FileManager.default.removeItem(atPath: folder + "/" + name)
                try FileManager.default.copyItem(atPath: harness.folder.path("last.png"), toPath: folder + "/" + name)
            }
        }

        @Test func atTheSmallestSizeWithEveryPanelOnAClickStillToggles() throws {
            let harness = try HostileHarness(frames: 12, size: Size(width: 320, height: 240))
            var before: Bool?
            var target: SwitchNode?
            harness.beforeFrame = { frame in
                if frame == 2 { for key in Self.panelKeys + [SDLK_l] { harness.key(key) } }
                if frame == 5 {
                    target = harness.app.engine.switches.first { $0.isEnabled }
                    before = target?.isOn
                    if let target { harness.mouse(down: true, at: target.sceneFrame.center) }
                }
                if frame == 6, let target { harness.mouse(down: false, at: target.sceneFrame.center) }
            }
            #expect(harness.run() == 0)
            #expect(harness.failures.isEmpty, "\(harness.failures)")
            #expect(harness.app.hud.dockLayout.mode == .bar)
            #expect(harness.app.hud.shown == [.graph, .log])
            let node = try #require(target)
            #expect(node.isOn == !(before ?? node.isOn), "the click toggled \(node.id)")
            #expect(try harness.valueChanges() == 1)
            #expect(
                harness.app.hud.bar.text.contains(node.id), "the bar shows the last event: \(harness.app.hud.bar.text)")
        }
    }
}

extension PlaygroundSDLSuite.PanelWindowTests {
    /// Recording with every panel on: the gallery keeps a replay's layout from start to stop (the last frame
    /// is hashed before the panels take their room back), so the recording replays; afterwards the panels
    /// leave the gallery uncovered again. The first recording has the panels turned on during it, the second
    /// (R again) starts with them on.
    @Test(arguments: [Size(width: 700, height: 500), Size(width: 320, height: 240), Size(width: 1280, height: 800)])
    func recordingsMadeWithEveryPanelOnReplay(size: Size) throws {
        Repository.prepareSDL()
        let folder = try TestFolder()
        let recordPath = folder.path("recording.jsonl")
        var options = WindowOptions()
        options.headless = true
        options.frames = 24
        options.size = size
        options.themePath = Repository.theme("mmm-switch.json")
        let app = try PlaygroundApp(options: options, recordTo: recordPath)
        let input = SDLEventInjector(windowSize: size)
        var areas: [Rect] = []
        let before: (Int) -> Void = { frame in
            let target = app.engine.switchNode(id: "mmm-default")?.sceneFrame.center ?? .zero
            switch frame {
            case 2: for key in Self.panelKeys { input.key(key) }
            case 5, 15:
                areas.append(app.engine.galleryFrame)
                input.mouseButton(down: true, at: target)
            case 6, 16: input.mouseButton(down: false, at: target)
            case 10, 12, 20: input.key(SDLK_r)
            default: break
            }
        }
        #expect(app.runHeadless(before: before) == 0)
        #expect(areas == [WindowLayout(size: size).gallery, WindowLayout(size: size).gallery])
        #expect(app.engine.galleryFrame == app.hud.dockLayout.gallery, "after them, the panels' room again")
        #expect(app.engine.switchNode(id: "mmm-default")?.isOn == false, "two clicks toggled it twice")
        let second = folder.path("recording-2.jsonl")
        #expect(FileManager.default.fileExists(atPath: second))
        var replay = ReplayOptions()
        replay.files = [recordPath, second]
        replay.headless = true
        #expect(ReplayCommand.run(replay) == 0)
    }
}

extension PlaygroundSDLSuite.PanelWindowTests {
    /// The wheel over the states sheet scrolls the sheet, not the gallery, and never past its last row; over
    /// the gallery it scrolls the gallery as before.
    @Test func theWheelOverTheSheetScrollsTheSheet() throws {
        Repository.prepareSDL()
        var options = WindowOptions()
        options.headless = true
        options.frames = 12
        options.size = Size(width: 1280, height: 800)
        options.themePath = Repository.theme("default.json")
        let app = try PlaygroundApp(options: options)
        let input = SDLEventInjector(windowSize: options.size)
        var galleryBefore = Rect.zero
        var offsets: [Point] = []
        let before: (Int) -> Void = { frame in
            switch frame {
            case 2: input.key(SDLK_s)
            case 3:
                galleryBefore = app.engine.switchNode(id: "hm")?.sceneFrame ?? .zero
                input.mouseMotion(to: app.hud.sheet.frame.center)
            case 4: input.wheel(dy: -2)
            case 5:
                offsets.append(app.hud.sheet.offset)
                for _ in 0..<200 { input.wheel(dy: -1) }
            case 6:
                offsets.append(app.hud.sheet.offset)
                input.wheel(dy: 1)
            case 7:
                offsets.append(app.hud.sheet.offset)
                input.mouseMotion(to: Point(x: 100, y: 400))
            case 8: input.wheel(dy: -2)
            default: break
            }
        }
        #expect(app.runHeadless(before: before) == 0)
        #expect(input.failures.isEmpty, "\(input.failures)")
        let sheet = try #require(app.hud.sheet.sheet)
        let room = app.hud.sheet.room.height
        let bottom = sheet.size.height - room
        #expect(bottom > 80, "the default theme's sheet is taller than its panel")
        #expect(offsets == [Point(x: 0, y: 80), Point(x: 0, y: bottom), Point(x: 0, y: bottom - 40)])
        #expect(app.hud.sheet.offset == Point(x: 0, y: bottom - 40), "the wheel over the gallery left the sheet")
        let galleryAfter = app.engine.switchNode(id: "hm")?.sceneFrame ?? .zero
        #expect(galleryAfter.minY < galleryBefore.minY, "over the gallery the wheel scrolled the gallery")
    }
}
