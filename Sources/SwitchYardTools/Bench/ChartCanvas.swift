import Foundation
import SDLKit
import SceneGraph

/// What the bench's charts share: a 960x540 canvas collecting a draw list (labels, a log-scale time axis,
/// bars with a p99 tick, legend keys), played by SwitchYard's own `DrawListPlayer` onto an off-screen
/// software surface and saved as a PNG.
struct ChartCanvas {
    static let size = Size(width: 960, height: 540)
    static let ink = Color(r: 28, g: 28, b: 30)
    static let grid = Color(r: 216, g: 216, b: 220)

    let resources: ResourceProvider
    var list = DrawList()

    /// Draws a canvas with `draw` and writes it as a PNG at `path`.
    static func write(to path: String, _ draw: (inout ChartCanvas) -> Void) throws {
        let context = try SDLContext()
        let surface = try Surface(context: context, width: Int(size.width), height: Int(size.height))
        let renderer = try Renderer(surface: surface, context: context)
        let resources = try SDLResources(renderer: renderer)
        let player = DrawListPlayer(renderer: renderer, resources: resources)
        var canvas = ChartCanvas(resources: resources)
        draw(&canvas)
        try renderer.clear(.white)
        try player.play(canvas.list, density: 1)
        try renderer.saveScreenshot(to: path)
    }

    /// The laid-out size of `text`.
    func measure(_ text: String, size: Double = 14, face: FontFace = .regular) -> Size {
        resources.size(of: resources.text(TextRun(text: text, face: face, size: size)))
    }

    /// Text centred vertically on `point`; `anchor` 0 starts it there, 0.5 centres it, 1 ends it there.
    mutating func label(
        _ text: String, _ point: Point, size: Double = 14, face: FontFace = .regular, anchor: Double = 0,
        color: Color = ink
    ) {
        let handle = resources.text(TextRun(text: text, face: face, size: size))
        let measured = resources.size(of: handle)
        let origin = Point(x: point.x - measured.width * anchor, y: point.y - measured.height / 2)
        list.text(handle, origin: origin, size: measured, color: color)
    }

    /// A line and a label per decade of `axis`, and the baseline under the plot.
    mutating func decades(_ axis: LogAxis) {
        var decade = axis.low
        while decade <= axis.high {
            let lineY = axis.y(pow(10, decade))
            list.fill(Rect(x: axis.plot.minX, y: lineY, width: axis.plot.width, height: 1), color: Self.grid)
            label(Self.milliseconds(pow(10, decade)), Point(x: axis.plot.minX - 10, y: lineY), size: 13, anchor: 1)
            decade += 1
        }
        list.fill(Rect(x: axis.plot.minX, y: axis.plot.maxY, width: axis.plot.width, height: 1), color: Self.ink)
    }

    /// The median of `summary` as a bar from the plot's bottom, its p99 as a tick; nothing when not measured.
    mutating func bar(_ summary: Summary, x: Double, width: Double, color: Color, axis: LogAxis) {
        guard summary.isFinite else { return }
        let top = axis.y(summary.median)
        let bottom = axis.y(0)
        list.fill(Rect(x: x + 2, y: top, width: width - 4, height: max(1, bottom - top)), radius: 3, color: color)
        let tick = axis.y(summary.p99)
        list.fill(Rect(x: x + width / 4, y: tick - 1, width: width / 2, height: 2), color: Self.ink)
    }

    /// A legend key: a colour square and its name, at `x` on the legend line at the canvas's foot.
    mutating func key(_ name: String, color: Color, x: Double) {
        list.fill(Rect(x: x, y: Self.size.height - 31, width: 14, height: 14), radius: 3, color: color)
        label(name, Point(x: x + 22, y: Self.size.height - 24))
    }

    /// A decade's label: "10 ms", "0.01 ms".
    static func milliseconds(_ value: Double) -> String {
        value >= 1 ? String(format: "%.0f ms", value) : String(format: "%g ms", value)
    }
}

/// A logarithmic time axis over a plot rectangle, in whole decades covering the values it was made for.
struct LogAxis {
    let plot: Rect
    /// The lowest and highest decades, as powers of ten.
    let low: Double
    let high: Double

    /// The shortest bar, in decades above the baseline, before the axis takes a decade more: log10(2).
    static let shortestBar = 0.30103

    /// The axis spanning the finite positive bar `values` (0.1 to 100 ms when there are none), a decade
    /// lower when the smallest is less than twice the lowest line (a bar must show its height: 0.0146 ms
    /// over a 0.01 ms baseline was a sliver), and `marks`.
    init(plot: Rect, values: [Double], marks: [Double] = []) {
        let values = values.filter { $0.isFinite && $0 > 0 }
        let marks = marks.filter { $0.isFinite && $0 > 0 }
        self.plot = plot
        let smallest = log10(values.min() ?? 0.1)
        let lowestMark = marks.min().map { floor(log10($0)) } ?? .infinity
        low = min(floor(smallest) - (smallest - floor(smallest) < Self.shortestBar ? 1 : 0), lowestMark)
        high = max(low + 1, ceil(log10(max(values.max() ?? 100, marks.max() ?? 0))))
    }

    /// The height of `ms` in the plot; values below the lowest decade sit on its line.
    func y(_ ms: Double) -> Double {
        let v = log10(max(ms, pow(10, low)))
        return plot.maxY - (v - low) / (high - low) * plot.height
    }
}
