import SceneGraph
import SwitchYardKit

/// A panel of the window, each shown and hidden with its own key (`AppCommand`). The order of the cases is
/// the panels' order down the side column and across the bottom drawer; a new panel is a case here, its
/// key, and its node in `HUD`.
package enum Panel: CaseIterable, Hashable {
    /// Frame times (F).
    case graph
    /// The recent switch events (L).
    case log
    /// Every key (H).
    case help
    /// The theme's states sheet (S).
    case sheet
    /// The selected switch's style, edited into the theme file (I, or a click on a caption).
    case inspector
}

/// Where the gallery, the error banner and each shown panel go in a window of a given size: pure geometry,
/// so every size and every combination of panels is tested without SDL. The gallery gets the space the
/// panels leave, and nothing is ever placed over it:
/// - the error banner, when shown, takes a strip across the top;
/// - windows at least `columnThreshold` wide stack the panels in a column on the right, as wide as the widest
///   shown panel wants (at least `WindowLayout.sidebarWidth`, at most `maximumColumnShare` of the width);
/// - narrower windows put them in a drawer along the bottom, in rows, at most `maximumDrawerShare` of the
///   height;
/// - tiny windows (under `tinyWidth` or `tinyHeight`) show one line along the bottom (`bar`) instead of the
///   panels, summarising what they would show.
/// A panel taller than its share gets less (smaller panels first get all they ask for, then the larger ones
/// split the rest evenly; in a column a `flexible` panel only gets what the others leave) and clips its
/// content.
struct PanelLayout: Equatable {
    enum Mode: Equatable {
        case column
        case drawer
        case bar
    }

    static let columnThreshold = WindowLayout.sidebarThreshold
    static let tinyWidth = 400.0
    static let tinyHeight = 300.0
    static let maximumColumnShare = 0.45
    static let maximumDrawerShare = 0.45
    static let margin = 12.0
    static let bannerHeight = 28.0
    static let barHeight = HUDStyle.lineHeight + 6
    /// Panels that show part of something larger (the states sheet, the inspector's scrolling list): in a
    /// column they get what the others leave, and at least `flexibleMinimum` points.
    static let flexible: Set<Panel> = [.sheet, .inspector]
    static let flexibleMinimum = 120.0

    /// The size asked for.
    let size: Size
    let mode: Mode
    /// The switches' area.
    let gallery: Rect
    /// The error banner's strip; nil when no banner shows.
    let banner: Rect?
    /// Each shown panel's frame; empty in `bar` mode.
    let panels: [Panel: Rect]
    /// The one-line summary of tiny windows; nil otherwise or when no panel is shown.
    let bar: Rect?

    /// The layout of a window of `size` points showing `shown` panels, each wanting `preferred` (points; a
    /// panel missing there wants 200x100), with the banner when `banner`.
    init(size: Size, shown: Set<Panel>, preferred: [Panel: Size], banner: Bool) {
        self.size = size
        let top = banner ? min(Self.bannerHeight, size.height) : 0
        self.banner = banner ? Rect(x: 0, y: 0, width: size.width, height: top) : nil
        let order = Panel.allCases.filter { shown.contains($0) }
        let wants = order.map { preferred[$0] ?? Size(width: 200, height: 100) }
        let m = Self.margin
        if size.width < Self.tinyWidth || size.height < Self.tinyHeight {
            mode = .bar
            panels = [:]
            if order.isEmpty {
                bar = nil
                gallery = Rect(x: 0, y: top, width: size.width, height: max(0, size.height - top))
            } else {
                let height = min(Self.barHeight, max(0, size.height - top))
                bar = Rect(x: 0, y: size.height - height, width: size.width, height: height)
                gallery = Rect(x: 0, y: top, width: size.width, height: max(0, size.height - top - height))
            }
            return
        }
        bar = nil
        if size.width >= Self.columnThreshold {
            mode = .column
            guard !order.isEmpty else {
                panels = [:]
                gallery = Rect(x: 0, y: top, width: size.width, height: size.height - top)
                return
            }
            let widest = wants.map(\.width).max() ?? 0
            let column = min(max(WindowLayout.sidebarWidth, widest + 2 * m), size.width * Self.maximumColumnShare)
            let room = size.height - top - m * Double(order.count + 1)
            // The other panels first (less a little room for each flexible one), the flexible ones the rest.
            let isFlexible = order.map { Self.flexible.contains($0) }
            let flexibleCount = Double(isFlexible.filter { $0 }.count)
            var heights = [Double](repeating: 0, count: order.count)
            let fixed = order.indices.filter { !isFlexible[$0] }
            let fixedHeights = Self.share(
                room - flexibleCount * Self.flexibleMinimum, among: fixed.map { wants[$0].height })
            for (index, height) in zip(fixed, fixedHeights) { heights[index] = height }
            let flexibleIndices = order.indices.filter { isFlexible[$0] }
            let flexibleHeights = Self.share(
                room - fixedHeights.reduce(0, +), among: flexibleIndices.map { wants[$0].height })
            for (index, height) in zip(flexibleIndices, flexibleHeights) { heights[index] = height }
            var frames: [Panel: Rect] = [:]
            var y = top + m
            for (index, panel) in order.enumerated() {
                frames[panel] = Rect(x: size.width - column + m, y: y, width: column - 2 * m, height: heights[index])
                y += heights[index] + m
            }
            panels = frames
            gallery = Rect(x: 0, y: top, width: size.width - column, height: size.height - top)
            return
        }
        mode = .drawer
        guard !order.isEmpty else {
            panels = [:]
            gallery = Rect(x: 0, y: top, width: size.width, height: size.height - top)
            return
        }
        // Rows filled left to right; the last panel of a row stretches to the right edge.
        let inner = size.width - 2 * m
        var rows: [[Int]] = [[]]
        var used = 0.0
        for (index, want) in wants.enumerated() {
            let width = min(want.width, inner)
            if !rows[rows.count - 1].isEmpty, used + m + width > inner {
                rows.append([])
                used = 0
            }
            used += (rows[rows.count - 1].isEmpty ? 0 : m) + width
            rows[rows.count - 1].append(index)
        }
        let rowWants = rows.map { row in row.map { wants[$0].height }.max() ?? 0 }
        let most = (size.height - top) * Self.maximumDrawerShare - m * Double(rows.count + 1)
        let rowHeights = Self.share(min(most, rowWants.reduce(0, +)), among: rowWants)
        let drawer = rowHeights.reduce(0, +) + m * Double(rows.count + 1)
        var frames: [Panel: Rect] = [:]
        var y = size.height - drawer + m
        for (r, row) in rows.enumerated() {
            var x = m
            for (position, index) in row.enumerated() {
                let last = position == row.count - 1
                let width = last ? size.width - m - x : min(wants[index].width, inner)
                frames[order[index]] = Rect(x: x, y: y, width: width, height: rowHeights[r])
                x += width + m
            }
            y += rowHeights[r] + m
        }
        panels = frames
        gallery = Rect(x: 0, y: top, width: size.width, height: size.height - top - drawer)
    }

    /// Splits `room` among parts wanting `wants`: the smaller ones get all they want while that is no more
    /// than an even share of what is left, the rest share what remains evenly; never below zero.
    static func share(_ room: Double, among wants: [Double]) -> [Double] {
        var result = [Double](repeating: 0, count: wants.count)
        var left = max(0, room)
        var remaining = wants.count
        for index in wants.indices.sorted(by: { wants[$0] < wants[$1] }) {
            let even = left / Double(remaining)
            result[index] = min(max(0, wants[index]), even)
            left -= result[index]
            remaining -= 1
        }
        return result
    }
}
