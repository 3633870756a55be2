import Foundation
import SDLKit
import SceneGraph
import TestSupport
import Testing

@testable import Playground
@testable import SwitchYardTools

/// `switchyard bench`: the pieces that must agree with the C baseline, and a `--quick` smoke run that must
/// produce a full report of sane numbers. No test asserts a time.
@Suite("Bench", .serialized)
struct BenchTests {
    @Test("percentiles are nearest-rank over the finite samples")
    func summary() {
        let s = Summary((1...100).map(Double.init) + [.nan])
        #expect(s.count == 100)
        #expect(s.mean == 50.5)
        #expect(s.median == 50)
        #expect(s.p99 == 99)
        #expect(Summary([7]).p99 == 7)
        #expect(!Summary([]).isFinite)
    }

    @Test("the grid spreads every switch inside 1280x800 in whole points, as the C baseline does")
    func grid() {
        let item = BenchScene.style.size
        for count in [1, 10, 100, 1_000, 10_000] {
            let origins = BenchScene.origins(count: count, item: item)
            #expect(origins.count == count)
            #expect(Set(origins.map { "\($0.x),\($0.y)" }).count == count)
            for p in origins {
                #expect(p.x == p.x.rounded() && p.y == p.y.rounded())
                #expect(p.x >= 0 && p.x + item.width <= BenchScene.size.width)
                #expect(p.y >= 0 && p.y + item.height <= BenchScene.size.height)
            }
        }
        // 10 switches: 4 columns (ceil(sqrt(10 * 1.6))), 3 rows, spread edge to edge.
        let ten = BenchScene.origins(count: 10, item: item)
        #expect(ten[3] == Point(x: 1185, y: 0))
        #expect(ten[8] == Point(x: 0, y: 773))
    }

    @Test("baseline lines are read as frames and anything else is an error naming the line")
    func baselineParsing() throws {
        let text = """
            {"switches":10,"frame":24,"update_ns":500,"draw_ns":700000}
            {"switches":10,"frame":25,"update_ns":400,"draw_ns":650000}
            """
        let samples = try BaselineProcess.parse(text)
        #expect(
            samples == [
                FrameSample(update: 500, build: 0, playback: 700_000),
                FrameSample(update: 400, build: 0, playback: 650_000),
            ])
        #expect(throws: RuntimeError.self) { try BaselineProcess.parse(text + "\nnot json") }
    }

    @Test("the synthesised replay taps and drags in tick order and checks every half second")
    func replayEntries() {
        let targets = [Rect(x: 10, y: 10, width: 51, height: 31), Rect(x: 100, y: 10, width: 95, height: 27)]
        let entries = ReplayBench.entries(on: targets, endTick: 120)
        #expect(entries.map(\.tick) == entries.map(\.tick).sorted())
        let checks = entries.filter { if case .expect = $0.content { true } else { false } }
        #expect(checks.map(\.tick) == [30, 60, 90])
        var downs = 0
        var ups = 0
        for entry in entries {
            guard case .event(.input(let input)) = entry.content else { continue }
            if case .pointerDown = input { downs += 1 }
            if case .pointerUp = input { ups += 1 }
        }
        #expect(downs == 6 && ups == 6)
    }

    @Test("a --quick run measures every figure: finite, not negative, the ratio computed, no text re-rendered")
    func quickRun() throws {
        var options = BenchOptions()
        options.quick = true
        let report = try BenchCommand.measure(options)
        #expect(report.frames.map(\.switches) == [10, 100])
        for result in report.frames {
            #expect(result.swift.total.count == 8)
            #expect(result.baseline.total.count == 8)
            #expect(result.precolored.total.count == 8 && result.sameCalls.total.count == 8)
            #expect(result.ratio > 0 && result.precoloredRatio > 0)
            #expect(result.swift.textRendersTotal == 0)
            #expect(result.swift.playback.median > 0 && result.baseline.playback.median > 0)
        }
        #expect(report.figures.allSatisfy { $0.isFinite && $0 >= 0 })
        #expect(Set(DamageChart.lvgl.keys).isSubset(of: report.damage.map(\.name)), "LVGL's figures name real cases")
        #expect(report.hitTest.map { $0.agreements == $0.queries } == true)
        #expect(report.replay.map { $0.speed > 0 } == true)
        #expect(report.reload.map(\.isFinite) == true)
        #expect(report.idle.map { $0.framesDrawn >= 1 } == true)
        let json = try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any]
        let frames = json?["frames"] as? [[String: Any]]
        #expect(frames?.count == 2)
        #expect(frames?.allSatisfy { $0["precolored_ratio"] is Double && $0["precolored"] is [String: Any] } == true)
        #expect(json?["renderer"] as? String == "software")
        #expect(report.text.contains("C baseline") && report.text.contains("C precolored"))
    }

    @Test("--only runs just the named measurements, and the table and JSON carry only those")
    func onlySomeMeasurements() throws {
        var options = BenchOptions()
        options.quick = true
        options.measurements = [.hitTest, .layout]
        let report = try BenchCommand.measure(options)
        #expect(report.frames.isEmpty && report.damage.isEmpty && report.windowDamage.isEmpty)
        #expect(report.hitTest != nil && report.layout != nil)
        #expect(report.pacing == nil && report.startup == nil && report.reload == nil && report.replay == nil)
        #expect(
            report.idle == nil && report.embed == nil && report.inspector == nil && report.growth.isEmpty
                && report.guest.isEmpty)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        #expect(json["measurements"] as? [String] == ["hit-test", "layout"])
        #expect(Set(json.keys) == ["quick", "renderer", "measurements", "hit_test", "layout"])
        #expect(report.text.split(separator: "\n").map { $0.prefix(9) } == ["hit-test ", "gallery o"])
    }

    @Test("the bench's arguments parse to its options; --help asks for the usage")
    func arguments() throws {
        #expect(try BenchArguments.parse(["--frames", "10", "--help"]) == nil)
        #expect(try BenchArguments.parse([]) == BenchOptions())
        var expected = BenchOptions()
        expected.switchCounts = [10, 100]
        expected.frames = 60
        expected.json = true
        expected.quick = true
        expected.chartPath = "chart.png"
        expected.renderer = .opengl
        #expect(
            try BenchArguments.parse([
                "--switches", "10,100", "--frames", "60", "--json", "--quick", "--chart", "chart.png",
                "--renderer", "opengl",
            ]) == expected)
        #expect(BenchOptions().measurements == Set(BenchOptions.Measurement.allCases))
        var some = BenchOptions()
        some.measurements = [.damage, .hitTest, .windowDamage]
        #expect(try BenchArguments.parse(["--only", "damage,hit-test,window-damage,damage"]) == some)
        var damageChart = BenchOptions()
        damageChart.measurements = [.damage]
        damageChart.chartPath = "c.png"
        #expect(try BenchArguments.parse(["--chart", "c.png", "--only", "damage"]) == damageChart)
    }

    @Test("the chart is written as a PNG")
    func chart() throws {
        let folder = try TestFolder()
        let path = folder.path("chart.png")
        let runner = try SwiftFrameRunner()
        let font = try Assets.boldFont(in: Assets.locate())
        let bench = FrameBench(runner: runner, baseline: try BaselineProcess.locate(fontPath: font))
        try BenchChart.write([try bench.run(count: 10, frames: 2)], to: path)
        let bytes = try #require(FileManager.default.contents(atPath: path))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}
