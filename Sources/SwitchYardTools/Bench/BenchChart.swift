import Foundation
import SDLKit
import SceneGraph

/// The frame-time chart of a bench run, drawn by SwitchYard itself (a draw list played by
/// `DrawListPlayer`, saved with `Renderer.saveScreenshot`): per switch count, the median frame time of
/// SwitchYard, the C baseline and C making SwitchYard's SDL calls as bars on a log scale, each p99 as a
/// tick, and the 60 fps budget.
enum BenchChart {
    static let size = Size(width: 960, height: 540)
    static let swiftColor = Color(r: 10, g: 132, b: 255)
    static let baselineColor = Color(r: 142, g: 142, b: 147)
    static let sameCallsColor = Color(r: 199, g: 199, b: 204)
    static let budgetColor = Color(r: 255, g: 59, b: 48)
    static let ink = Color(r: 28, g: 28, b: 30)
    static let grid = Color(r: 216, g: 216, b: 220)

    /// Draws the chart of `results` and writes it as a PNG at `path`.
    static func write(_ results: [FrameBench.Result], to path: String) throws {
        let context = try SDLContext()
        let surface = try Surface(context: context, width: Int(size.width), height: Int(size.height))
        let renderer = try Renderer(surface: surface, context: context)
        let resources = try SDLResources(renderer: renderer)
        let player = DrawListPlayer(renderer: renderer, resources: resources)
        var list = DrawList()
        draw(results, resources: resources, into: &list)
        try renderer.clear(.white)
        try player.play(list, density: 1)
        try renderer.saveScreenshot(to: path)
    }

    /// The chart's commands: axes, decades, bars, labels and legend.
    static func draw(_ results: [FrameBench.Result], resources: ResourceProvider, into list: inout DrawList) {
        let plot = Rect(x: 90, y: 70, width: size.width - 130, height: size.height - 170)
        let values = results.flatMap { [$0.swift.total.median, $0.baseline.total.median, $0.swift.total.p99] }
            .filter { $0.isFinite && $0 > 0 }
        let low = floor(log10(min(values.min() ?? 0.1, BenchReport.frameMilliseconds)))
        let high = ceil(log10(max(values.max() ?? 100, BenchReport.frameMilliseconds)))
        let span = max(1, high - low)
        func y(_ ms: Double) -> Double {
            let v = log10(max(ms, pow(10, low)))
            return plot.maxY - (v - low) / span * plot.height
        }
        func label(_ text: String, _ point: Point, size: Double = 14, face: FontFace = .regular, anchor: Double = 0) {
            let handle = resources.text(TextRun(text: text, face: face, size: size))
            let measured = resources.size(of: handle)
            let origin = Point(x: point.x - measured.width * anchor, y: point.y - measured.height / 2)
            list.text(handle, origin: origin, size: measured, color: ink)
        }

        label("Frame time, median (bar) and p99 (tick), log scale", Point(x: plot.minX, y: 30), size: 18, face: .bold)
        var decade = low
        while decade <= high {
            let lineY = y(pow(10, decade))
            list.fill(Rect(x: plot.minX, y: lineY, width: plot.width, height: 1), color: grid)
            label(milliseconds(pow(10, decade)), Point(x: plot.minX - 10, y: lineY), size: 13, anchor: 1)
            decade += 1
        }
        let groupWidth = plot.width / Double(max(1, results.count))
        let barWidth = min(60, groupWidth / 4)
        for (index, result) in results.enumerated() {
            let centre = plot.minX + groupWidth * (Double(index) + 0.5)
            bar(result.swift.total, x: centre - 1.5 * barWidth, width: barWidth, color: swiftColor, y: y, into: &list)
            bar(
                result.baseline.total, x: centre - 0.5 * barWidth, width: barWidth, color: baselineColor, y: y,
                into: &list)
            bar(
                result.sameCalls.total, x: centre + 0.5 * barWidth, width: barWidth, color: sameCallsColor, y: y,
                into: &list)
            label("\(result.switches) switches", Point(x: centre, y: plot.maxY + 20), face: .bold, anchor: 0.5)
            label(String(format: "%.2fx C", result.ratio), Point(x: centre, y: plot.maxY + 40), anchor: 0.5)
        }
        list.fill(Rect(x: plot.minX, y: plot.maxY, width: plot.width, height: 1), color: ink)
        let budgetY = y(BenchReport.frameMilliseconds)
        list.fill(Rect(x: plot.minX, y: budgetY - 1, width: plot.width, height: 2), color: budgetColor)

        let legend: [(String, Color)] = [
            ("SwitchYard", swiftColor), ("C baseline", baselineColor), ("C, every part tinted", sameCallsColor),
        ]
        var legendX = plot.minX
        for (name, color) in legend {
            list.fill(Rect(x: legendX, y: size.height - 31, width: 14, height: 14), radius: 3, color: color)
            label(name, Point(x: legendX + 22, y: size.height - 24))
            legendX += 200
        }
        list.fill(Rect(x: legendX, y: size.height - 25, width: 14, height: 2), color: budgetColor)
        label("16.7 ms (60 fps)", Point(x: legendX + 22, y: size.height - 24))
    }

    private static func bar(
        _ summary: Summary, x: Double, width: Double, color: Color, y: (Double) -> Double, into list: inout DrawList
    ) {
        guard summary.isFinite else { return }
        let top = y(summary.median)
        let bottom = y(0)
        list.fill(Rect(x: x + 2, y: top, width: width - 4, height: max(1, bottom - top)), radius: 3, color: color)
        let tick = y(summary.p99)
        list.fill(Rect(x: x + width / 4, y: tick - 1, width: width / 2, height: 2), color: ink)
    }

    private static func milliseconds(_ value: Double) -> String {
        value >= 1 ? String(format: "%.0f ms", value) : String(format: "%g ms", value)
    }
}
