import Foundation
import SceneGraph

/// The damage-region chart of a bench run, written beside the frame-time chart: per damage case, the
/// damaged frame and the full redraw as bars on a log scale (median as bar, p99 as tick), how many times
/// less work the damaged frame is above each pair, and LVGL's measured range where it has one.
enum DamageChart {
    static let damagedColor = BenchChart.swiftColor
    static let fullColor = BenchChart.sameCallsColor
    static let lvglColor = Color(r: 255, g: 149, b: 0, a: 150)

    /// LVGL 9.5's frame time per case (ms), software renderer in direct mode, every animated switch moving
    /// every frame as in the bench (`tools/lvgl-bench`, `--anim 192`), the range of runs alternating with
    /// `switchyard bench` on this machine (docs/performance.md, "LVGL in the same run"), keyed by
    /// `DamageBench.Case.name`.
    static let lvgl: [String: ClosedRange<Double>] = [
        "10 switches, one animating": 0.024...0.036,
        "1000 switches, one animating": 0.20...0.31,
        "10 switches, all animating": 0.19...0.37,
    ]

    /// Where `--chart PATH` puts the damage chart: PATH without its ".png", then "-damage.png".
    static func path(besides chartPath: String) -> String {
        let stem = chartPath.lowercased().hasSuffix(".png") ? String(chartPath.dropLast(4)) : chartPath
        return stem + "-damage.png"
    }

    /// Draws the chart of `cases` and writes it as a PNG at `path`.
    static func write(_ cases: [DamageBench.Case], to path: String) throws {
        try ChartCanvas.write(to: path) { draw(cases, on: &$0) }
    }

    /// The chart's commands: title, decades, a pair of bars per case with its ratio, LVGL's bands, legend.
    static func draw(_ cases: [DamageBench.Case], on canvas: inout ChartCanvas) {
        let size = ChartCanvas.size
        let plot = Rect(x: 90, y: 70, width: size.width - 130, height: size.height - 170)
        let values = cases.flatMap {
            [$0.damaged.time.median, $0.damaged.time.p99, $0.full.time.median, $0.full.time.p99]
        }
        let bands = cases.compactMap { lvgl[$0.name] }.flatMap { [$0.lowerBound, $0.upperBound] }
        let axis = LogAxis(plot: plot, values: values, marks: bands)

        canvas.label(
            "Damaged frame against full redraw: median (bar), p99 (tick), log scale", Point(x: plot.minX, y: 30),
            size: 18, face: .bold)
        canvas.decades(axis)
        let groupWidth = plot.width / Double(max(1, cases.count))
        let barWidth = min(48, groupWidth / 5)
        for (index, c) in cases.enumerated() {
            let centre = plot.minX + groupWidth * (Double(index) + 0.5)
            canvas.bar(c.damaged.time, x: centre - barWidth, width: barWidth, color: damagedColor, axis: axis)
            canvas.bar(c.full.time, x: centre, width: barWidth, color: fullColor, axis: axis)
            if let range = lvgl[c.name] {
                band(range, right: centre, width: barWidth + 12, axis: axis, on: &canvas)
            }
            if c.workRatio.isFinite {
                let heights = [c.damaged.time.p99, c.full.time.p99, c.full.time.median, lvgl[c.name]?.upperBound ?? 0]
                let top = heights.filter(\.isFinite).max() ?? 0
                canvas.label(
                    ratio(c.workRatio) + " less work", Point(x: centre, y: axis.y(top) - 17), size: 13, face: .bold,
                    anchor: 0.5)
            }
            let lines = c.name.split(separator: ", ", maxSplits: 1).map(String.init)
            canvas.label(lines.first ?? "", Point(x: centre, y: plot.maxY + 20), face: .bold, anchor: 0.5)
            if lines.count > 1 {
                canvas.label(lines[1], Point(x: centre, y: plot.maxY + 40), size: 13, anchor: 0.5)
            }
        }

        var legendX = plot.minX
        for (name, color) in [("damaged frame", damagedColor), ("full redraw", fullColor)] {
            canvas.key(name, color: color, x: legendX)
            legendX += 150
        }
        canvas.key("LVGL 9.5, measured range", color: lvglColor, x: legendX)
        canvas.label(
            "less work = full median / damaged median", Point(x: size.width - 20, y: size.height - 24),
            size: 13, anchor: 1)
    }

    /// LVGL's range as a translucent band across the damaged bar, ending at `right`, labelled on its left.
    private static func band(
        _ range: ClosedRange<Double>, right: Double, width: Double, axis: LogAxis, on canvas: inout ChartCanvas
    ) {
        let top = axis.y(range.upperBound)
        let bottom = axis.y(range.lowerBound)
        canvas.list.fill(
            Rect(x: right - width, y: top, width: width, height: max(3, bottom - top)), color: lvglColor)
        canvas.label("LVGL", Point(x: right - width - 4, y: (top + bottom) / 2), size: 12, anchor: 1)
    }

    /// "25x", "1.6x": whole numbers from ten up.
    private static func ratio(_ value: Double) -> String {
        value >= 10 ? String(format: "%.0fx", value) : String(format: "%.1fx", value)
    }
}
