import CSDL2
import Foundation
import SDLKit
import SceneGraph
import SwitchYardKit
import TestSupport
import Testing

@testable import Playground

extension PlaygroundSDLSuite {
    /// Files and devices failing under the playground: the font, a theme image, the renderer's textures,
    /// and the recording file's disk.
    @Suite struct ResourceFaultTests {
        /// Runs the built `switchyard` with `SWITCHYARD_ASSETS` set to `assets`.
        private func runSwitchyard(assets: String, _ arguments: [String]) throws -> (Int32, [String]) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try SwitchyardProcess.executablePath())
            process.arguments = arguments
            var environment = ProcessInfo.processInfo.environment
            environment["SDL_VIDEODRIVER"] = "dummy"
            environment["SWITCHYARD_ASSETS"] = assets
            process.environment = environment
            let err = Pipe()
            process.standardError = err
            process.standardOutput = Pipe()
            try process.run()
            let data = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
            return (process.terminationStatus, lines)
        }

        /// A font file that is not a font (or a folder without the font) stops the program at start with
        /// exit 3 and one line naming the file (or the folder): the shipped font is the only font, so there
        /// is nothing sensible to fall back to.
        @Test func aBrokenOrMissingFontIsOneClearErrorAndExit3() throws {
            let folder = try TestFolder()
            folder.makeFolder("broken")
            folder.makeFolder("broken/fonts")
            folder.writeInPlace("broken/fonts/DejaVuSans.ttf", String(repeating: "not a font ", count: 300))
            folder.writeInPlace("broken/fonts/DejaVuSans-Bold.ttf", "also not a font")
            folder.makeFolder("empty")
            let theme = ["--headless", "--frames", "1", "--theme", Repository.theme("default.json")]

            let (brokenStatus, brokenLines) = try runSwitchyard(assets: folder.path("broken"), theme)
            #expect(brokenStatus == 3)
            #expect(
                brokenLines == [
                    folder.path("broken/fonts/DejaVuSans.ttf") + ": error: TTF_OpenFont failed: "
                        + "Couldn't load font file"
                ])

            let (missingStatus, missingLines) = try runSwitchyard(assets: folder.path("empty"), theme)
            #expect(missingStatus == 3)
            #expect(
                missingLines == [
                    "switchyard: error: no Assets folder with fonts/DejaVuSans.ttf found (set SWITCHYARD_ASSETS); "
                        + "looked in: " + folder.path("empty")
                ])
        }

        /// A theme image deleted while it is on screen: the watcher warns that it is missing, the image
        /// stays in memory so the frame does not change; reloading the theme then fails naming the image,
        /// and the last good theme stays.
        @Test func anImageDeletedWhileShownKeepsTheFrameAndTheLastGoodTheme() throws {
            Repository.prepareSDL()
            let folder = try TestFolder()
            folder.makeFolder("images")
            for name in ["hm-thumb.png", "hm-track-off.png", "hm-track-on.png"] {
                try FileManager.default.copyItem(
                    atPath: Repository.theme("images/" + name), toPath: folder.path("images/" + name))
            }
            Repository.writeTheme(
                try String(contentsOfFile: Repository.theme("hm-custom-switch.json"), encoding: .utf8),
                to: "theme.json",
                in: folder)
            let target = try RenderTarget(headless: Size(width: 640, height: 480), density: 1)
            var options = SwitchYardEngine.Options(
                themePath: folder.path("theme.json"), size: Size(width: 640, height: 480))
            options.showsGallery = true
            let gallery = try SwitchYardEngine(renderer: target.renderer, options: options)
            let resources = gallery.resources
            let session = gallery.themes
            guard case .loaded(let theme) = gallery.loadTheme() else { throw RuntimeError("the theme did not load") }
            func frame() throws -> Surface {
                try gallery.draw(clearing: true)
                return try target.renderer.readPixels()
            }
            let before = try frame()
            let images = resources.imageCount

            folder.remove("images/hm-thumb.png")
            // The watcher notices and re-decodes: the banner's message names the image, no new theme.
            var warning: ThemeOutcome?
            #expect(
                eventually {
                    warning = gallery.reloadThemeIfChanged() ?? warning
                    return warning != nil
                })
            guard case .failed(let missing) = warning else {
                Issue.record("the watcher did not report the missing image: \(String(describing: warning))")
                return
            }
            #expect(missing.first?.keyPath == "styles.hm.thumb.off.image", "\(missing)")
            #expect(missing.allSatisfy { $0.message == #"image "images/hm-thumb.png" does not exist"# }, "\(missing)")
            gallery.scene.setNeedsDisplay()
            let shown = try frame()
            #expect(
                try SurfaceComparison.mismatch(shown, before, named: "image-deleted", context: target.context) == nil)

            guard case .failed(let problems) = gallery.reloadTheme(contents: session.contents) else {
                Issue.record("a reload with the image gone loaded")
                return
            }
            #expect(problems.first?.message.contains("images/hm-thumb.png") == true, "\(problems)")
            #expect(session.theme == theme)
            #expect(resources.imageCount == images)
            let after = try frame()
            #expect(
                try SurfaceComparison.mismatch(after, before, named: "image-reload", context: target.context) == nil)
        }

        /// `SDL_RENDER_TARGETS_RESET` and `SDL_RENDER_DEVICE_RESET`: every texture is dropped and made again
        /// for the next frame, which is identical to the frame of a run without the resets.
        @Test func renderResetsRemakeEveryTextureAndTheFrameIsUnchanged() throws {
            func run(resets: Bool) throws -> (Surface, renders: [Int], context: SDLContext) {
                let h = try HostileHarness(frames: 12, screenshot: true)
                var renders: [Int] = []
                h.beforeFrame = { frame in
                    switch frame {
                    case 4, 7, 10: renders.append(h.app.engine.resources.textRenderCount)
                    case 5 where resets: h.renderReset(device: false)
                    case 8 where resets: h.renderReset(device: true)
                    default: break
                    }
                }
                #expect(h.run() == 0)
                #expect(h.failures.isEmpty)
                let context = h.app.target.context
                return (try Surface(context: context, contentsOf: h.folder.path("last.png")), renders, context)
            }
            let (plain, plainRenders, _) = try run(resets: false)
            let (reset, resetRenders, context) = try run(resets: true)
            #expect(plainRenders[0] > 0)
            #expect(plainRenders.allSatisfy { $0 == plainRenders[0] }, "nothing changed, nothing re-rendered")
            // Each reset made every visible text render again on the frame after it.
            #expect(resetRenders[1] - resetRenders[0] >= plainRenders[0] / 2, "\(resetRenders)")
            #expect(resetRenders[2] - resetRenders[1] >= plainRenders[0] / 2, "\(resetRenders)")
            let mismatch = try SurfaceComparison.mismatch(
                reset, plain, named: "render-reset", context: context)
            #expect(mismatch == nil, "\(mismatch ?? "")")
        }

        /// A headless playground recording to `recordPath`, tapping mmm at frames 3 and 4; `before` runs
        /// first at each frame.
        private func recordAndTap(to recordPath: String, before: @escaping (Int) -> Void = { _ in }) throws -> (
            PlaygroundApp, EventLogReader, TestFolder
        ) {
            Repository.prepareSDL()
            let folder = try TestFolder()
            var options = WindowOptions()
            options.headless = true
            options.frames = 10
            options.themePath = Repository.theme("default.json")
            options.logPath = folder.path("log.jsonl")
            let app = try PlaygroundApp(options: options, recordTo: recordPath)
            let input = SDLEventInjector(windowSize: options.size)
            let before: (Int) -> Void = { frame in
                before(frame)
                let mmm = app.engine.switchNode(id: "mmm")?.sceneFrame ?? .zero
                if frame == 3 { input.mouseButton(down: true, at: Point(x: mmm.midX, y: mmm.midY)) }
                if frame == 4 { input.mouseButton(down: false, at: Point(x: mmm.midX, y: mmm.midY)) }
            }
            #expect(app.runHeadless(before: before) == 0)
            return (app, try EventLogReader(path: folder.path("log.jsonl")), folder)
        }

        /// Recording to a full disk from the start (`/dev/full`, which stays a device: the file is opened in
        /// place): the recording stops with a message in the log and the banner, and the playground keeps
        /// running to its last frame.
        @Test func aRecordingOnAFullDiskStopsAndTheWindowKeepsRunning() throws {
            let (app, log, _) = try recordAndTap(to: "/dev/full")
            var info = stat()
            #expect(stat("/dev/full", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR, "/dev/full was replaced")
            let stops = log.events("recording-stop")
            #expect(stops.count == 1)
            let error = stops.first?["error"] as? String ?? ""
            #expect(error.contains("/dev/full") && error.contains("No space left on device"), "\(stops)")
            #expect(!error.contains("Domain="), "the system's words, not Foundation's: \(error)")
            #expect(log.events("quit").first?["tick"] as? Int == 10)
            #expect(app.engine.switchNode(id: "mmm")?.isOn == true)
            #expect(app.hud.banner.isHidden == false)
        }

        /// The disk filling mid-recording (the recording's descriptor swapped for `/dev/full` after the
        /// header was written): the next event stops the recording with a message; the tap still toggles
        /// and the playground runs to its last frame.
        @Test func aDiskFillingMidRecordingStopsTheRecordingOnly() throws {
            let recordings = try TestFolder()
            let recordPath = recordings.path("recording.jsonl")
            var swapped = false
            let (app, log, _) = try recordAndTap(to: recordPath) { frame in
                if frame == 2 { swapped = Self.redirect(recordPath, to: "/dev/full") }
            }
            #expect(swapped, "no descriptor open on \(recordPath)")
            let stops = log.events("recording-stop")
            #expect(stops.count == 1)
            let error = stops.first?["error"] as? String ?? ""
            #expect(error.contains("No space left on device"), "\(stops)")
            #expect(!error.contains("Domain="), "the system's words, not Foundation's: \(error)")
            #expect(log.events("quit").first?["tick"] as? Int == 10)
            #expect(app.engine.switchNode(id: "mmm")?.isOn == true)
            #expect(app.hud.banner.isHidden == false)
        }

        /// Points every descriptor of this process open on `path` at `device` instead.
        private static func redirect(_ path: String, to device: String) -> Bool {
            guard let resolved = realpath(path, nil) else { return false }
            let canonical = String(cString: resolved)
            free(resolved)
            let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
            var done = false
            for name in fds {
                guard let fd = Int32(name),
                    let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + name),
                    target == canonical
                else { continue }
                let replacement = open(device, O_WRONLY)
                guard replacement >= 0 else { continue }
                done = dup2(replacement, fd) == fd || done
                close(replacement)
            }
            return done
        }
    }
}
