import CSDL2
import Foundation
import SDLKit
import SceneGraph
import SwitchYardKit
import Testing

/// The engine as a host program uses it: switches placed by the host, events it polled itself, time it
/// keeps, drawing into its renderer as a guest.
@Suite("Engine embedding", .serialized)
struct EngineEmbeddingTests {
    @Test func placingASwitchRefusesWhatCannotBePlaced() throws {
        let host = try GuestHost(load: false)
        #expect(throws: EngineError.noTheme) { try host.engine.addSwitch(id: "a", style: "mmm", origin: .zero) }
        guard case .loaded = host.engine.loadTheme() else { throw GuestHostError("theme") }
        do {
            try host.engine.addSwitch(id: "a", style: "nope", origin: .zero)
            Issue.record("an unknown style was placed")
        } catch let error as EngineError {
            #expect("\(error)".hasPrefix("the theme has no style 'nope' (it has: mmm, mmm-large,"))
        }
        try host.engine.addSwitch(id: "a", style: "mmm", origin: Point(x: 10, y: 10))
        #expect(throws: EngineError.duplicateID("a")) {
            try host.engine.addSwitch(id: "a", style: "mmm", origin: .zero)
        }
        for size in [Size(width: 0, height: 10), Size(width: 10, height: -1), Size(width: .nan, height: 10)] {
            #expect(throws: EngineError.self) {
                try host.engine.addSwitch(id: "b", style: "mmm", origin: .zero, size: size)
            }
        }
        #expect(throws: EngineError.self) {
            try host.engine.addSwitch(id: "b", style: "mmm", origin: Point(x: .infinity, y: 0))
        }
        #expect(host.engine.switches.map(\.id) == ["a"])
        #expect(host.engine.removeSwitch(id: "a"))
        #expect(!host.engine.removeSwitch(id: "a"))
    }

    @Test func aTapTogglesAndIsConsumedWhileAPressElsewhereIsNot() throws {
        let host = try GuestHost()
        let node = try host.engine.addSwitch(id: "a", style: "mmm", origin: Point(x: 20, y: 20))
        let centre = Point(x: node.frame.midX, y: node.frame.midY)
        #expect(host.click(centre) == (true, true))
        #expect(node.isOn)
        #expect(host.changes == ["a true"])
        #expect(host.click(Point(x: 390, y: 190)) == (false, false))
        #expect(!host.engine.handle(.mouseMotion(x: 300, y: 150, fromTouch: false)))
        #expect(host.engine.handle(.wake))
        #expect(!host.engine.handle(.quit))
        #expect(!host.engine.handle(.window(.focusLost)))
        #expect(host.changes == ["a true"])
    }

    @Test func keysAreConsumedOnlyWhileASwitchHasFocus() throws {
        let host = try GuestHost()
        let node = try host.engine.addSwitch(id: "a", style: "mmm", origin: Point(x: 20, y: 20))
        #expect(!host.engine.handle(.key(KeyPress(key: .space))))
        #expect(!node.isOn)
        #expect(host.engine.handle(.key(KeyPress(key: .tab))))
        #expect(host.engine.handle(.key(KeyPress(key: .space))))
        #expect(node.isOn)
        #expect(!host.engine.handle(.key(KeyPress(key: .character("w")))), "a key the switch ignores is the host's")
    }

    @Test func tabWrapsUnlessTurnedOffThenItGivesTheFocusBackAtEitherEnd() throws {
        let host = try GuestHost()
        let a = try host.engine.addSwitch(id: "a", style: "mmm", origin: Point(x: 20, y: 20))
        let b = try host.engine.addSwitch(id: "b", style: "mmm", origin: Point(x: 200, y: 20))
        let tab = SDLEvent.key(KeyPress(key: .tab))
        let shiftTab = SDLEvent.key(KeyPress(key: .tab, shift: true))
        #expect(host.engine.handle(tab) && host.engine.handle(tab) && host.engine.handle(tab))
        #expect(host.engine.scene.focusedNode === a, "the playground's Tab wraps")
        host.engine.tabWraps = false
        #expect(host.engine.handle(tab) && host.engine.scene.focusedNode === b)
        #expect(!host.engine.handle(tab), "past the last switch the host takes Tab")
        #expect(host.engine.scene.focusedNode == nil)
        #expect(host.engine.handle(shiftTab) && host.engine.scene.focusedNode === b, "from nothing: the last")
        #expect(host.engine.handle(shiftTab) && host.engine.scene.focusedNode === a)
        #expect(!host.engine.handle(shiftTab) && host.engine.scene.focusedNode == nil)
        host.engine.restart()
        #expect(host.engine.handle(tab) && host.engine.handle(tab) && !host.engine.handle(tab), "kept across restart")
    }

    @Test func moveFocusWalksThePlacedSwitchesAndSaysWhenNothingIsThatWay() throws {
        let host = try GuestHost()
        let a = try host.engine.addSwitch(id: "a", style: "mmm", origin: Point(x: 20, y: 20))
        let b = try host.engine.addSwitch(id: "b", style: "mmm", origin: Point(x: 200, y: 20))
        let c = try host.engine.addSwitch(id: "c", style: "mmm", origin: Point(x: 20, y: 120))
        #expect(host.engine.moveFocus(.up) && host.engine.scene.focusedNode === a, "nothing focused: the first")
        #expect(host.engine.moveFocus(.right) && host.engine.scene.focusedNode === b)
        #expect(!host.engine.moveFocus(.right), "no wrapping: the host may move its own focus")
        #expect(host.engine.moveFocus(.down) && host.engine.scene.focusedNode === c)
        #expect(host.engine.handle(.key(KeyPress(key: .up))), "an arrow that moves focus is consumed")
        #expect(host.engine.scene.focusedNode === a && !a.isOn)
        #expect(host.changes.isEmpty)
    }

    @Test func guestDrawingLeavesEveryRendererStateAsTheHostSetIt() throws {
        let host = try GuestHost()
        try host.engine.addSwitch(id: "a", style: "mmm-tinted", origin: Point(x: 20, y: 20))
        let r = host.hostRenderer.pointer
        let layer = try Texture(renderer: host.hostRenderer, targetWidth: 300, height: 150)
        SDL_SetRenderTarget(r, layer.pointer)
        SDL_RenderSetScale(r, 1.5, 1.5)
        var viewport = SDL_Rect(x: 10, y: 5, w: 180, h: 90)
        SDL_RenderSetViewport(r, &viewport)
        var clip = SDL_Rect(x: 2, y: 3, w: 100, h: 60)
        SDL_RenderSetClipRect(r, &clip)
        SDL_SetRenderDrawColor(r, 1, 2, 3, 4)
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_ADD)
        let before = try RendererSnapshot(r)
        try host.engine.draw()
        #expect(try RendererSnapshot(r) == before)
    }

    @Test func guestDrawingNeverClearsTheHostsFrame() throws {
        let host = try GuestHost()
        try host.engine.addSwitch(id: "a", style: "mmm", origin: Point(x: 20, y: 20))
        host.fill(200, 10, 10)
        try host.engine.draw()
        #expect(try host.pixel(390, 190) == 0xFFC8_0A0A, "the host's background outside the switch")
        #expect(try host.pixel(45, 35) != 0xFFC8_0A0A, "the switch is drawn")
    }

    @Test func aHostScaleIsDrawnCrispAsTheSameDensity() throws {
        let scaled = try GuestHost(width: 240, height: 120)
        try scaled.engine.addSwitch(id: "a", style: "mmm-tinted", origin: Point(x: 10, y: 10), isOn: true)
        scaled.fill(255, 255, 255)
        SDL_RenderSetScale(scaled.hostRenderer.pointer, 2, 2)
        try scaled.engine.draw()
        let dense = try GuestHost(width: 240, height: 120)
        try dense.engine.addSwitch(id: "a", style: "mmm-tinted", origin: Point(x: 10, y: 10), isOn: true)
        dense.engine.resize(to: Size(width: 120, height: 60), pixelDensity: 2)
        dense.fill(255, 255, 255)
        try dense.engine.draw()
        for (x, y) in [(30, 40), (60, 40), (100, 40), (150, 60), (200, 100)] {
            #expect(try scaled.pixel(x, y) == dense.pixel(x, y), "pixel \(x), \(y)")
        }
        #expect(try scaled.pixel(30, 40) != 0xFFFF_FFFF, "the switch covers 20...180 x 20...100 pixels")
    }

    @Test func aReloadRestylesPlacedSwitchesAndKeepsTheirValues() throws {
        let host = try GuestHost()
        let node = try host.engine.addSwitch(id: "a", style: "mmm", origin: Point(x: 20, y: 20))
        node.setOn(true, animated: false)
        let text = try String(contentsOfFile: GuestHost.theme("mmm-switch.json"), encoding: .utf8)
        let blue = text.replacingOccurrences(of: ##""on": "#00FF00""##, with: ##""on": "#0000FF""##)
        guard case .loaded = host.engine.reloadTheme(contents: Array(blue.utf8)) else {
            throw GuestHostError("the edited theme did not load")
        }
        #expect(host.engine.switchNode(id: "a") === node)
        #expect(node.isOn)
        #expect(node.style.track.on == .color(Color(r: 0, g: 0, b: 255)))
        let broken = blue.replacingOccurrences(of: ##""on": "#0000FF""##, with: ##""on": "#0000FG""##)
        guard case .failed(let problems) = host.engine.reloadTheme(contents: Array(broken.utf8)) else {
            throw GuestHostError("a broken theme loaded")
        }
        #expect(problems.count == 1, "\(problems)")
        let problem = try #require(problems.first)
        #expect(problem.file.hasSuffix("/mmm-switch.json") && problem.line == 11, "\(problem)")
        #expect(problem.severity == .error && problem.keyPath == "styles.mmm.track.on", "\(problem)")
        #expect(node.style.track.on == .color(Color(r: 0, g: 0, b: 255)), "the last good theme stays")
    }

    @Test func restartKeepsValuesAndStartsTheClockOver() throws {
        let host = try GuestHost()
        try host.engine.addSwitch(id: "a", style: "mmm", origin: Point(x: 20, y: 20), isOn: true)
        try host.engine.addSwitch(id: "b", style: "mmm", origin: Point(x: 120, y: 20))
        host.engine.advance(to: 5)
        _ = host.click(Point(x: 145, y: 35))
        host.engine.restart(states: ["b": SwitchRestState(isOn: false, isEnabled: false)])
        #expect(host.engine.scene.time == 0)
        #expect(host.engine.switchNode(id: "a")?.isOn == true)
        #expect(host.engine.switchNode(id: "b")?.isOn == false)
        #expect(host.engine.switchNode(id: "b")?.isEnabled == false)
        #expect(host.changes == ["b true"], "a restart fires no callbacks")
    }

    @Test func resourcesLiveWhileASceneOrTheThemeHoldsThem() throws {
        let host = try GuestHost(theme: "hm-custom-switch.json")
        let resources = host.engine.resources
        #expect(resources.imageCount > 0, "the theme's images")
        let overlay = Scene(size: Size(width: 100, height: 40))
        let cell = CellNode(
            content: Node(frame: Rect(x: 0, y: 0, width: 10, height: 10)), caption: "hidden caption",
            resources: resources)
        cell.isHidden = true
        overlay.root.addChild(cell)
        host.engine.sharedScenes = [overlay]
        let caption = try #require(cell.caption)
        host.engine.releaseUnusedResources()
        #expect(resources.run(for: caption)?.text == "hidden caption", "a hidden node's text is kept")
        host.engine.sharedScenes = []
        host.engine.releaseUnusedResources()
        #expect(resources.run(for: caption) == nil, "text nothing holds is freed")
        guard case .loaded = host.engine.openTheme(GuestHost.theme("mmm-switch.json")) else {
            throw GuestHostError("mmm theme")
        }
        #expect(resources.imageCount == 0, "the old theme's images are freed")
    }
}

/// Every renderer state a guest could change, read back from SDL.
private struct RendererSnapshot: Equatable {
    let target: OpaquePointer?
    let viewport: [Int32]
    let clip: [Int32]?
    let scale: [Float]
    let color: [UInt8]
    let blend: UInt32

    init(_ r: OpaquePointer) throws {
        target = SDL_GetRenderTarget(r)
        var v = SDL_Rect()
        SDL_RenderGetViewport(r, &v)
        viewport = [v.x, v.y, v.w, v.h]
        var c = SDL_Rect()
        SDL_RenderGetClipRect(r, &c)
        clip = SDL_RenderIsClipEnabled(r) == SDL_TRUE ? [c.x, c.y, c.w, c.h] : nil
        var sx: Float = 0
        var sy: Float = 0
        SDL_RenderGetScale(r, &sx, &sy)
        scale = [sx, sy]
        var (red, green, blue, alpha): (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
        SDL_GetRenderDrawColor(r, &red, &green, &blue, &alpha)
        color = [red, green, blue, alpha]
        var mode = SDL_BLENDMODE_NONE
        SDL_GetRenderDrawBlendMode(r, &mode)
        blend = mode.rawValue
    }
}

extension EngineEmbeddingTests {
    /// A value-changed callback runs while the engine routes the event: it may remove switches or restart
    /// (done when the event is handled) but not add one.
    @Test func callbacksMayRemoveSwitchesButNotAddThem() throws {
        let host = try GuestHost()
        let node = try host.engine.addSwitch(id: "a", style: "mmm", origin: Point(x: 20, y: 20))
        try host.engine.addSwitch(id: "b", style: "mmm", origin: Point(x: 120, y: 20))
        var addFailure: EngineError?
        host.engine.addObserver { [unowned host] notice in
            guard case .valueChanged(let changed, _) = notice else { return }
            #expect(host.engine.removeSwitch(id: changed.id))
            #expect(host.engine.removeSwitch(id: "b"))
            do {
                try host.engine.addSwitch(id: "c", style: "mmm", origin: .zero)
            } catch let error as EngineError {
                addFailure = error
            } catch {}
            #expect(host.engine.switchNode(id: "a") != nil, "still there while the event is routed")
        }
        #expect(host.click(Point(x: node.frame.midX, y: node.frame.midY)) == (true, true))
        #expect(addFailure == .busy)
        #expect(host.engine.switches.isEmpty, "both removed once the release was handled")
        #expect(host.engine.scene.router.capturedPointers.isEmpty)
    }
}
