import Foundation
import SDLKit
import SceneGraph
import SwitchYardKit
import TestSupport
import Testing

@testable import Playground

extension PlaygroundSDLSuite {
    /// Damage regions must give exactly the pixels of a full redraw: two sessions of the gallery and HUD
    /// get the same input, one redrawing only what changed, the other everything, and every frame is
    /// compared byte for byte (no tolerance), at density 1 and 2.
    @Suite struct DamageExactnessTests {
        static let surface = Size(width: 900, height: 620)
        static let small = Size(width: 640, height: 480)
        static let large = Size(width: 900, height: 620)

        /// The default theme with one colour replaced: a reload that changes what every switch of that
        /// style draws, and the window's background.
        static func variant(_ from: String, _ to: String) throws -> [UInt8] {
            let text = try String(contentsOfFile: Repository.theme("default.json"), encoding: .utf8)
            #expect(text.contains(from))
            return Array(text.replacingOccurrences(of: from, with: to).utf8)
        }

        /// Taps, a reversal mid-animation, a drag, focus moves and key toggles, theme reloads (one during an
        /// animation), wheel scrolling, resizes, the frame graph, the log, toasts and the help overlay.
        static func script() throws -> [[DamageAction]] {
            let original = try Array(String(contentsOfFile: Repository.theme("default.json"), encoding: .utf8).utf8)
            let background = try variant("#F2F2F7", "#E4ECF4")
            let label = try variant("#808080", "#A05050")
            var frames = [[DamageAction]](repeating: [], count: 150)
            func at(_ frame: Int, _ action: DamageAction) { frames[frame].append(action) }
            for frame in frames.indices { at(frame, .frameTime(2 + Double(frame % 9) * 1.7)) }
            at(1, .toast("theme default"))
            at(2, .tapSwitch(0))
            at(6, .tapSwitch(1))
            at(9, .tapSwitch(1))
            at(12, .tapSwitch(4))
            // A drag along switch 2's track, one frame per step, then released.
            at(15, .tapSwitch(2))
            for (i, frame) in (16..<24).enumerated() {
                at(frame, .input(.pointerMove(.mouse, Point(x: 40 + Double(i) * 6, y: 60))))
            }
            at(30, .input(.key(KeyEvent(key: .tab))))
            at(32, .input(.key(KeyEvent(key: .tab))))
            at(34, .input(.key(KeyEvent(key: .space))))
            at(37, .input(.key(KeyEvent(key: .focusDown))))
            at(39, .tapSwitch(3))
            at(41, .reload(label))
            at(45, .input(.pointerMove(.mouse, Point(x: 200, y: 200))))
            at(46, .input(.wheel(dx: 0, dy: 90)))
            at(50, .input(.wheel(dx: 0, dy: 40)))
            at(52, .tapSwitch(6))
            at(55, .input(.wheel(dx: 0, dy: -60)))
            at(60, .resize(large))
            at(62, .tapSwitch(7))
            at(66, .tapSwitch(8))
            at(70, .reload(background))
            at(74, .input(.key(KeyEvent(key: .tab, shift: true))))
            at(78, .resize(small))
            at(80, .tapSwitch(9))
            at(84, .toggleHelp)
            at(88, .toggleHelp)
            at(90, .reload(original))
            at(95, .toast("saved somewhere"))
            at(100, .toggleFrameGraph)
            at(104, .tapSwitch(10))
            at(110, .toggleFrameGraph)
            at(112, .input(.key(KeyEvent(key: .clearFocus))))
            for (i, frame) in stride(from: 115, to: 150, by: 3).enumerated() { at(frame, .tapSwitch(i * 5)) }
            return frames
        }

        @Test(arguments: [1.0, 2.0])
        func scriptedSessionMatchesFullRedrawEveryFrame(density: Double) throws {
            let script = try Self.script()
            try Self.compare(script: script, density: density, label: "scripted")
        }

        /// Seeded random input over many frames: taps, drags, wheel turns, keys, reloads, resizes and HUD
        /// changes in any order and at any moment.
        @Test(arguments: [(UInt64(1), 1.0), (UInt64(2), 1.0), (UInt64(3), 2.0)])
        func randomInputMatchesFullRedrawEveryFrame(seed: UInt64, density: Double) throws {
            var random = SplitMix64(seed: seed)
            let variants = [
                try Self.variant("#F2F2F7", "#E8E8F0"), try Self.variant("#808080", "#406080"),
                try Array(String(contentsOfFile: Repository.theme("default.json"), encoding: .utf8).utf8),
            ]
            let frames = density > 1 ? 120 : 240
            var script: [[DamageAction]] = []
            var dragging = false
            for _ in 0..<frames {
                var actions: [DamageAction] = [.frameTime(random.unit(0.5...30))]
                let point = Point(x: random.unit(0...Self.large.width), y: random.unit(0...Self.large.height))
                switch random.below(20) {
                case 0...4: actions.append(.tapSwitch(random.below(15)))
                case 5:
                    actions.append(
                        .input(dragging ? .pointerUp(.mouse, point, .primary) : .pointerDown(.mouse, point, .primary)))
                    dragging.toggle()
                case 6...7: actions.append(.input(.pointerMove(.mouse, point)))
                case 8: actions.append(.input(.wheel(dx: 0, dy: random.unit(-80...80))))
                case 9:
                    actions.append(
                        .input(
                            .key(KeyEvent(key: [.tab, .space, .focusRight, .focusDown, .clearFocus][random.below(5)]))))
                case 10: if random.chance(0.3) { actions.append(.reload(variants[random.below(variants.count)])) }
                case 11: if random.chance(0.3) { actions.append(.resize(random.chance(0.5) ? Self.small : Self.large)) }
                case 12: actions.append(.toast("toast \(random.below(100))"))
                case 13: if random.chance(0.3) { actions.append(.toggleHelp) }
                case 14: if random.chance(0.3) { actions.append(.toggleFrameGraph) }
                default: break
                }
                script.append(actions)
            }
            try Self.compare(script: script, density: density, label: "seed \(seed)")
        }

        /// Plays `script` in a damaged and a full session and compares every frame; writes both frames of
        /// the first that differs next to the test's temporary folder for a look.
        static func compare(script: [[DamageAction]], density: Double, label: String) throws {
            let damaged = try DamageSession(surface: surface, size: small, density: density, damaged: true)
            let full = try DamageSession(surface: surface, size: small, density: density, damaged: false)
            var partialFrames = 0
            var pixels = 0
            for (index, actions) in script.enumerated() {
                try damaged.step(actions)
                try full.step(actions)
                if let regions = damaged.lastRegions, !regions.isFull {
                    partialFrames += 1
                    pixels += regions.pixelCount
                }
                if let row = try DamageSession.firstDifference(damaged, full) {
                    let folder = NSTemporaryDirectory() + "switchyard-damage-\(getpid())"
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                    try damaged.target.surface.savePNG(to: folder + "/damaged.png")
                    try full.target.surface.savePNG(to: folder + "/full.png")
                    let rects = damaged.lastRegions?.rects.map { "\($0)" }.joined(separator: "; ") ?? "none"
                    Issue.record(
                        "\(label), density \(density): frame \(index + 1) differs from row \(row); regions \(rects); frames in \(folder)"
                    )
                    return
                }
            }
            // The comparison means something only if most frames really were partial.
            #expect(partialFrames > script.count / 2, "\(label): only \(partialFrames) partial frames")
            #expect(pixels > 0)
        }
    }
}
