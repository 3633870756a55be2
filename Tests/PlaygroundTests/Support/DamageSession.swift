import Foundation
import SDLKit
import SceneGraph
import SwitchYardKit
import TestSupport

@testable import Playground

/// One thing a damage test does to the playground's scenes between frames.
enum DamageAction {
    case input(InputEvent)
    /// A tap, press on one frame and release on the next, at the centre of the switch at this index.
    case tapSwitch(Int)
    case reload([UInt8])
    case resize(Size)
    case frameTime(Double)
    case toast(String)
    case toggleHelp
    case toggleFrameGraph
}

/// The gallery of the default theme with the playground's HUD over it, drawn headless either damaged
/// (only what changed) or in full every frame, for comparing the two pixel for pixel.
final class DamageSession {
    let target: Headless
    let engine: SwitchYardEngine
    let hud: HUD
    let damaged: Bool
    private(set) var frame = 0
    /// Releases due on the next frame (the second half of `tapSwitch`).
    private var pendingUps: [InputEvent] = []
    /// The regions the last damaged frame redrew.
    private(set) var lastRegions: DamageRegions?

    /// A session in a surface of `surface` points at `density`, showing a window of `size` points.
    init(surface: Size, size: Size, density: Double, damaged: Bool) throws {
        Repository.prepareSDL()
        target = try Headless(width: Int(surface.width), height: Int(surface.height), density: density)
        var options = SwitchYardEngine.Options(themePath: Repository.theme("default.json"), size: size)
        options.watchesTheme = false
        options.showsGallery = true
        options.pixelDensity = density
        engine = try SwitchYardEngine(renderer: target.renderer, resources: target.resources, options: options)
        guard case .loaded = engine.loadTheme() else { throw RuntimeError("the default theme does not load") }
        hud = HUD(size: size, resources: engine.resources)
        engine.sharedScenes = [hud.scene]
        engine.overlays = [hud.scene]
        hud.toggle(.graph)
        self.damaged = damaged
        let hud = self.hud
        engine.addObserver { [unowned engine] notice in
            guard case .stateChanged(let node, let state) = notice else { return }
            hud.logPanel.append(time: engine.scene.time, switchID: node.id, what: state.rawValue, on: node.isOn)
        }
    }

    /// Applies `actions`, steps the clock one tick and draws the frame.
    func step(_ actions: [DamageAction]) throws {
        frame += 1
        for up in pendingUps { engine.handle(up) }
        pendingUps.removeAll()
        for action in actions { apply(action) }
        engine.advance(to: Double(frame) / 60)
        _ = hud.updateToast(now: Double(frame) / 60)
        lastRegions = try engine.draw(damaged: damaged)
        try target.renderer.flush()
    }

    private func apply(_ action: DamageAction) {
        switch action {
        case .input(let event):
            engine.handle(event)
        case .tapSwitch(let index):
            let layout = engine.layout
            guard !layout.isEmpty else { return }
            let point = layout[index % layout.count].frame.center
            engine.handle(.pointerDown(.mouse, point, .primary))
            pendingUps.append(.pointerUp(.mouse, point, .primary))
        case .reload(let bytes):
            engine.reloadTheme(contents: bytes)
        case .resize(let size):
            engine.resize(to: size, pixelDensity: target.density)
            hud.resize(to: size)
        case .frameTime(let milliseconds):
            hud.frameGraph.record(milliseconds: milliseconds)
        case .toast(let message):
            hud.showToast(message, now: Double(frame) / 60)
        case .toggleHelp:
            hud.toggle(.help)
        case .toggleFrameGraph:
            hud.toggle(.graph)
        }
    }

    /// The first row (in pixels) where the two sessions' frames differ; nil when they are identical.
    static func firstDifference(_ a: DamageSession, _ b: DamageSession) throws -> Int? {
        let sa = a.target.surface
        let sb = b.target.surface
        guard sa.width == sb.width, sa.height == sb.height else { return 0 }
        return try sa.withPixels { pa, pitchA in
            try sb.withPixels { pb, pitchB in
                for y in 0..<sa.height where memcmp(pa + y * pitchA, pb + y * pitchB, sa.width * 4) != 0 {
                    return y
                }
                return nil
            }
        }
    }
}
