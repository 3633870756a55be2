import Foundation
import SDLKit
import SceneGraph
import TestSupport
import Testing

@testable import SwitchYardTools

/// The damage-region chart `bench --chart` writes beside the frame-time chart: its structure drawn from fixed
/// figures (bars, labels, log scale, LVGL's bands), where it goes, and when it is not written.
@Suite("Damage chart", .serialized)
struct DamageChartTests {
    /// Interns text through real SDL resources (so sizes are the font's) and remembers each handle's text.
    final class RecordingResources: ResourceProvider {
        let inner: SDLResources
        var texts: [TextHandle: String] = [:]

        init(_ inner: SDLResources) { self.inner = inner }

        func text(_ run: TextRun) -> TextHandle {
            let handle = inner.text(run)
            texts[handle] = run.text
            return handle
        }
        func size(of text: TextHandle) -> Size { inner.size(of: text) }
        func size(of image: ImageHandle) -> Size { inner.size(of: image) }
        func tinted(_ image: ImageHandle, with tint: Color) -> ImageHandle { inner.tinted(image, with: tint) }
    }

    /// A case whose frames take `damaged` and `full` ms at the median and twice that at p99.
    static func fixedCase(_ name: String, damaged: Double, full: Double) -> DamageBench.Case {
        func side(_ ms: Double) -> DamageBench.Side {
            DamageBench.Side(
                time: Summary(Array(repeating: ms, count: 97) + Array(repeating: ms * 2, count: 3)),
                pixels: Summary([1_000]),
                allocationsMedian: 0)
        }
        return DamageBench.Case(name: name, switches: 10, damaged: side(damaged), full: side(full))
    }

    /// The cases `DamageBench` runs, with made-up times a whole number of decades apart.
    static let cases = [
        fixedCase("gallery, one animating, frame graph", damaged: 0.05, full: 1),
        fixedCase("10 switches, one animating", damaged: 0.01, full: 0.5),
        fixedCase("1000 switches, one animating", damaged: 0.1, full: 10),
        fixedCase("10 switches, all animating", damaged: 0.2, full: 0.4),
    ]

    @Test("a pair of bars per case on a log scale, the ratio above each, LVGL's bands, legend, no label overlapping")
    func structure() throws {
        let context = try SDLContext()
        let surface = try Surface(context: context, width: 960, height: 540)
        let renderer = try Renderer(surface: surface, context: context)
        let resources = RecordingResources(try SDLResources(renderer: renderer))
        var canvas = ChartCanvas(resources: resources)
        DamageChart.draw(Self.cases, on: &canvas)

        var fills: [(Rect, Color)] = []
        var labels: [(String, Rect)] = []
        for command in canvas.list.commands {
            switch command {
            case .fill(let rect, _, let color): fills.append((rect, color))
            case .text(let handle, let origin, _):
                let size = resources.size(of: handle)
                labels.append((resources.texts[handle] ?? "?", Rect(origin: origin, size: size)))
            default: break
            }
        }
        let plotBottom = 440.0
        func bars(_ color: Color) -> [Rect] {
            fills.filter { $0.1 == color && abs($0.0.maxY - plotBottom) < 0.5 }.map(\.0).sorted { $0.minX < $1.minX }
        }
        let damaged = bars(DamageChart.damagedColor)
        let full = bars(DamageChart.fullColor)
        #expect(damaged.count == 4 && full.count == 4)
        for (d, f) in zip(damaged, full) {
            #expect(d.maxX <= f.minX, "the damaged bar stands left of its full redraw")
            #expect(d.height < f.height, "the damaged bar is the shorter")
        }
        // Log scale: 1 → 10 ms (full) rises as far as 0.01 → 0.1 ms (damaged); 0.05 → 1 ms is 1.3 decades.
        let decade = full[2].height - full[0].height
        #expect(decade > 50)
        #expect(abs((damaged[2].height - damaged[1].height) - decade) < 1)
        #expect(abs((full[0].height - damaged[0].height) - decade * log10(20)) < 1)

        let texts = labels.map(\.0)
        for expected in [
            "20x less work", "50x less work", "100x less work", "2.0x less work",
            "gallery", "one animating, frame graph", "10 switches", "1000 switches", "all animating",
            "damaged frame", "full redraw", "LVGL 9.5, measured range", "0.01 ms", "10 ms",
        ] {
            #expect(texts.contains(expected), "\(expected)")
        }
        #expect(texts.filter { $0 == "LVGL" }.count == 3)
        let bands = fills.filter { $0.1 == DamageChart.lvglColor && $0.0.maxY < plotBottom }.map(\.0)
        #expect(bands.count == 3)
        // The ten-switch, one-animating band (0.011 to 0.015 ms) is thinner than the 0.01 → 0.1 ms step, and
        // lies across that case's damaged bar, not its full redraw.
        let tenOne = try #require(bands.min { $0.minX < $1.minX })
        #expect(tenOne.maxY < plotBottom && tenOne.height < decade / 2)
        #expect(tenOne.minX < damaged[1].minX && tenOne.maxX >= damaged[1].maxX && tenOne.maxX <= full[1].minX)

        let canvasRect = Rect(x: 0, y: 0, width: 960, height: 540)
        for (index, (text, rect)) in labels.enumerated() {
            #expect(canvasRect.contains(rect), "\(text) lies inside the canvas")
            for (other, otherRect) in labels[(index + 1)...] {
                #expect(!rect.intersects(otherRect), "\(text) overlaps \(other)")
            }
        }
    }

    @Test("the damage chart goes beside the --chart path: .png replaced, or appended when there is none")
    func path() {
        #expect(DamageChart.path(besides: "docs/performance-chart.png") == "docs/performance-chart-damage.png")
        #expect(DamageChart.path(besides: "/tmp/c") == "/tmp/c-damage.png")
        #expect(DamageChart.path(besides: "OUT.PNG") == "OUT-damage.png")
        #expect(DamageChart.path(besides: "v1.2/chart") == "v1.2/chart-damage.png")
    }

    @Test("--chart writes the damage chart only when the damage cases ran; an unwritable path throws")
    func charts() throws {
        var report = BenchReport(quick: true, renderer: "software")
        #expect(BenchChart.charts(of: report, at: nil).isEmpty)
        #expect(BenchChart.charts(of: report, at: "c.png").map(\.path) == ["c.png"])
        report.damage = Self.cases
        #expect(BenchChart.charts(of: report, at: "c.png").map(\.path) == ["c.png", "c-damage.png"])
        report.measurements = [.damage]
        #expect(BenchChart.charts(of: report, at: "c.png").map(\.path) == ["c-damage.png"])

        let folder = try TestFolder()
        let path = folder.path("chart-damage.png")
        try DamageChart.write(Self.cases, to: path)
        let bytes = try #require(FileManager.default.contents(atPath: path))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(throws: (any Error).self) { try DamageChart.write(Self.cases, to: folder.path("missing/d.png")) }
    }
}
