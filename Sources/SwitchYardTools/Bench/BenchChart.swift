import Foundation
import SDLKit
import SceneGraph

/// The frame-time chart of a bench run, drawn by SwitchYard itself (a draw list played by
/// `DrawListPlayer`, saved with `Renderer.saveScreenshot`): per switch count, the median frame time of
/// SwitchYard, the C baseline and C making SwitchYard's SDL calls as bars on a log scale, each p99 as a
/// tick, and the 60 fps budget.
enum BenchChart {
    static let swiftColor = Color(r: 10, g: 132, b: 255)
    static let baselineColor = Color(r: 142, g: 142, b: 147)
    static let sameCallsColor = Color(r: 199, g: 199, b: 204)
    static let budgetColor = Color(r: 255, g: 59, b: 48)

    /// The charts `--chart PATH` writes, each with its path: this one at PATH when the frames ran and, when
    /// the damage cases ran, the damage chart beside it.
    static func charts(of report: BenchReport, at path: String?) -> [(path: String, write: () throws -> Void)] {
        guard let path else { return [] }
        var charts: [(path: String, write: () throws -> Void)] = []
        if report.measurements.contains(.frames) { charts.append((path, { try write(report.frames, to: path) })) }
        if !report.damage.isEmpty {
            let damagePath = DamageChart.path(besides: path)
            charts.append((damagePath, { try DamageChart.write(report.damage, to: damagePath) }))
        }
        return charts
    }

    /// Draws the chart of `results` and writes it as a PNG at `path`.
    static func write(_ results: [FrameBench.Result], to path: String) throws {
        try ChartCanvas.write(to: path) { draw(results, on: &$0) }
    }

    /// The chart's commands: axes, decades, bars, labels and legend.
    static func draw(_ results: [FrameBench.Result], on canvas: inout ChartCanvas) {
        let size = ChartCanvas.size
        let plot = Rect(x: 90, y: 70, width: size.width - 130, height: size.height - 170)
        let values = results.flatMap { [$0.swift.total.median, $0.baseline.total.median, $0.swift.total.p99] }
        let axis = LogAxis(plot: plot, values: values + [BenchReport.frameMilliseconds])

        canvas.label(
            "Frame time, median (bar) and p99 (tick), log scale", Point(x: plot.minX, y: 30), size: 18, face: .bold)
        canvas.decades(axis)
        let groupWidth = plot.width / Double(max(1, results.count))
        let barWidth = min(60, groupWidth / 4)
        for (index, result) in results.enumerated() {
            let centre = plot.minX + groupWidth * (Double(index) + 0.5)
            canvas.bar(result.swift.total, x: centre - 1.5 * barWidth, width: barWidth, color: swiftColor, axis: axis)
            canvas.bar(
                result.baseline.total, x: centre - 0.5 * barWidth, width: barWidth, color: baselineColor, axis: axis)
            canvas.bar(
                result.sameCalls.total, x: centre + 0.5 * barWidth, width: barWidth, color: sameCallsColor, axis: axis)
            canvas.label("\(result.switches) switches", Point(x: centre, y: plot.maxY + 20), face: .bold, anchor: 0.5)
            canvas.label(String(format: "%.2fx C", result.ratio), Point(x: centre, y: plot.maxY + 40), anchor: 0.5)
        }
        let budgetY = axis.y(BenchReport.frameMilliseconds)
        canvas.list.fill(Rect(x: plot.minX, y: budgetY - 1, width: plot.width, height: 2), color: budgetColor)

        let legend: [(String, Color)] = [
            ("SwitchYard", swiftColor), ("C baseline", baselineColor), ("C, every part tinted", sameCallsColor),
        ]
        var legendX = plot.minX
        for (name, color) in legend {
            canvas.key(name, color: color, x: legendX)
            legendX += 200
        }
        canvas.list.fill(Rect(x: legendX, y: size.height - 25, width: 14, height: 2), color: budgetColor)
        canvas.label("16.7 ms (60 fps)", Point(x: legendX + 22, y: size.height - 24))
    }
}
