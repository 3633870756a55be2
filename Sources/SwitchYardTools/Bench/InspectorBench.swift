import Foundation
import JSONKit
import Playground
import SDLKit
import SceneGraph
import SwitchYardKit
import ThemeEditing
import Themes

/// The inspector's costs on the default gallery at 1280x800 laid out as with its panel open (the side column,
/// where a replay puts the gallery too): a frame while a slider
/// is dragged (the edit applied to the theme's bytes in memory, decoded into the window, the frame
/// drawn), against a plain redraw of the same gallery in the same run, each in wall time and in the
/// thread's CPU time (on a busy machine wall time also counts other processes' turns); and the time from
/// letting go (the edit applied and written atomically) to the hot-reload watcher's theme drawn.
enum InspectorBench {
    struct Result: Sendable {
        /// A redraw of the gallery, milliseconds of wall time.
        var redraw: Summary
        /// A drag frame: edit, decode, draw, milliseconds of wall time.
        var drag: Summary
        /// The same two in the thread's CPU time.
        var redrawCPU: Summary
        var dragCPU: Summary
        /// Letting go to the reloaded frame drawn, milliseconds.
        var release: Summary
    }

    static func run(frames: Int, writes: Int) throws -> Result {
        let folder = try ScratchFolder(prefix: "switchyard-inspector")
        let themes = try Assets.locate() + "/themes"
        try FileManager.default.copyItem(atPath: themes + "/images", toPath: folder.path + "/images")
        try FileManager.default.copyItem(atPath: themes + "/sounds", toPath: folder.path + "/sounds")
        let path = folder.path + "/default.json"
        try FileManager.default.copyItem(atPath: themes + "/default.json", toPath: path)
        let size = Size(width: 1280, height: 800)
        let target = try RenderTarget(headless: size, density: 1)
        var options = SwitchYardEngine.Options(themePath: path, size: size)
        options.showsGallery = true
        let engine = try SwitchYardEngine(renderer: target.renderer, options: options)
        guard case .loaded = engine.loadTheme() else { throw RuntimeError("\(path): the bench theme does not load") }
        let writer = ThemeFileWriter()
        guard case .success(let bytes) = writer.read(path) else { throw RuntimeError("\(path): cannot read") }
        var document = try ThemeDocument(bytes: bytes, file: path)
        let margin = ThemeKeyPath([.key("styles"), .key("mmm"), .key("thumb"), .key("margin")])
        func draw() throws {
            try engine.draw(clearing: true)
            try target.renderer.flush()
        }
        func edit(_ frame: Int) throws -> ThemeEditResult {
            try ThemeEdit.set(margin, to: .number(JSONNumber(Int64(frame % 12)))).apply(to: document).get()
        }
        var redraw: [Double] = []
        var drag: [Double] = []
        var redrawCPU: [Double] = []
        var dragCPU: [Double] = []
        for frame in 0..<max(1, frames) {
            let start = BenchClock.nanoseconds()
            let startCPU = BenchClock.threadCPUNanoseconds()
            engine.scene.setNeedsDisplay()
            try draw()
            redraw.append(Double(BenchClock.nanoseconds() &- start) / 1e6)
            redrawCPU.append(Double(BenchClock.threadCPUNanoseconds() &- startCPU) / 1e6)
            let dragStart = BenchClock.nanoseconds()
            let dragStartCPU = BenchClock.threadCPUNanoseconds()
            let value = JSONNode.number(JSONNumber(Int64(frame % 12)))
            engine.previewTheme(contents: try ThemeEdit.set(margin, to: value).previewBytes(of: document).get())
            try draw()
            drag.append(Double(BenchClock.nanoseconds() &- dragStart) / 1e6)
            dragCPU.append(Double(BenchClock.threadCPUNanoseconds() &- dragStartCPU) / 1e6)
        }
        var release: [Double] = []
        for write in 0..<max(1, writes) {
            usleep(150_000)
            let start = BenchClock.nanoseconds()
            let result = try edit(write + 1)
            if case .failure(let failure) = writer.write(result.bytes, to: path, expected: document.bytes) {
                throw RuntimeError("\(failure)")
            }
            document = result.document
            let deadline = start + 2_000_000_000
            var loaded = false
            while !loaded, BenchClock.nanoseconds() < deadline {
                if case .loaded? = engine.reloadThemeIfChanged() { loaded = true } else { usleep(200) }
            }
            guard loaded else { throw RuntimeError("\(path): the write was not reloaded within 2 s") }
            try draw()
            release.append(Double(BenchClock.nanoseconds() &- start) / 1e6)
        }
        return Result(
            redraw: Summary(redraw), drag: Summary(drag), redrawCPU: Summary(redrawCPU), dragCPU: Summary(dragCPU),
            release: Summary(release))
    }
}
