import SceneGraph
import SwitchYardKit

/// What the dock shows, which the user changes with the panel keys, the tabs and the splitter: the frame
/// graph on or off, the tab shown (nil: the dock's tabs are closed), and the splitter's positions, kept for
/// the session (nil: the default).
struct DockState: Equatable {
    /// The frame-time graph (F) shows above the tabs.
    var graph = false
    /// The tab shown; nil when the tabs are closed.
    var tab: Panel? = .log
    /// The side dock's width as the splitter left it.
    var sideWidth: Double?
    /// The bottom drawer's height as the splitter left it.
    var drawerHeight: Double?

    /// The panels that show: the graph when on and the open tab.
    var shown: Set<Panel> {
        var panels: Set<Panel> = graph ? [.graph] : []
        if let tab { panels.insert(tab) }
        return panels
    }
}

/// Where the gallery, the error banner and the dock go in a window of a given size: pure geometry, so every
/// size and every combination of panels is tested without SDL. The gallery gets the space the dock leaves
/// and nothing is ever placed over it:
/// - the error banner, when shown, takes a strip across the top;
/// - windows at least `drawerBelow` wide put the dock on the right, `DockState.sideWidth` wide (the
///   splitter's; `defaultSideWidth` at first), between `minimumSide` and `maximumSideShare` of the width;
/// - narrower windows put it in a drawer along the bottom, `DockState.drawerHeight` tall (at first
///   `defaultDrawerShare` of the height), between `minimumDrawer` and `maximumDrawerShare` of the height;
///   with the tabs hidden, only as tall as the graph and the tab strip need;
/// - tiny windows (under `tinyWidth` or `tinyHeight`) show one line along the bottom (`bar`) instead,
///   summarising what the panels would show.
/// In the dock the splitter comes first (on the gallery's side), then the graph when on, the tab strip, and
/// the open tab's panel with the rest. While recording the gallery lies where a replay puts it
/// (`WindowLayout`): windows with the replay's sidebar put the dock in it, at its width, with no splitter;
/// narrower ones show nothing of it (`hidden` mode): the replay's gallery is the whole window there and
/// scrolls, so any strip over it would cover switches. The dock comes back when the recording stops.
struct DockLayout: Equatable {
    enum Mode: Equatable {
        case side
        case drawer
        /// Recording in a window without the replay's sidebar: the dock waits for the recording's end.
        case hidden
        case bar
    }

    static let drawerBelow = 600.0
    static let tinyWidth = 400.0
    static let tinyHeight = 300.0
    static let defaultSideWidth = WindowLayout.sidebarWidth
    static let minimumSide = 260.0
    static let maximumSideShare = 0.5
    static let defaultDrawerShare = 0.45
    static let minimumDrawer = 100.0
    static let maximumDrawerShare = 0.6
    static let margin = 8.0
    static let splitter = 6.0
    static let tabHeight = 24.0
    static let bannerHeight = 28.0
    static let barHeight = HUDStyle.lineHeight + 4
    /// The graph's height in the dock, at most `graphShare` of the dock's.
    static let graphHeight = 110.0
    static let graphShare = 0.35

    /// The size asked for.
    let size: Size
    let mode: Mode
    /// The switches' area.
    let gallery: Rect
    /// The error banner's strip; nil when no banner shows.
    let banner: Rect?
    /// The whole dock (splitter, graph, tabs, panel); nil when nothing shows in it.
    let dock: Rect?
    /// The splitter the user drags; nil in `hidden` and `bar` modes and while recording.
    let splitter: Rect?
    /// The tab strip; nil when no dock shows.
    let tabStrip: Rect?
    /// Each shown panel's frame: the graph and the open tab.
    let panels: [Panel: Rect]
    /// The one-line summary of tiny windows; nil otherwise or when no panel is shown.
    let bar: Rect?

    /// The layout of a window of `size` points showing `state`, with the banner when `banner`, laying the
    /// gallery out as a replay does while `recording`.
    init(size: Size, state: DockState, banner: Bool, recording: Bool = false) {
        let window = WindowLayout(size: size)
        let shows = state.graph || state.tab != nil
        if size.width < Self.tinyWidth || size.height < Self.tinyHeight || (recording && !window.hasSidebar) {
            self = Self.narrow(size, shows: shows, banner: banner, recording: recording)
            return
        }
        self.size = size
        let top = banner ? min(Self.bannerHeight, size.height) : 0
        let m = Self.margin
        bar = nil
        if size.width >= Self.drawerBelow {
            mode = .side
            guard shows || recording else {
                self.banner = banner ? Rect(x: 0, y: 0, width: size.width, height: top) : nil
                (dock, splitter, tabStrip, panels) = (nil, nil, nil, [:])
                gallery = Rect(x: 0, y: top, width: size.width, height: size.height - top)
                return
            }
            let width =
                recording
                ? WindowLayout.sidebarWidth
                : min(
                    max(state.sideWidth ?? Self.defaultSideWidth, Self.minimumSide), size.width * Self.maximumSideShare)
            // While recording the gallery keeps the whole height, so the banner goes over the dock alone.
            let bannerX = recording ? size.width - width : 0
            self.banner = banner ? Rect(x: bannerX, y: 0, width: size.width - bannerX, height: top) : nil
            let frame = Rect(x: size.width - width, y: top, width: width, height: size.height - top)
            dock = frame
            splitter = recording ? nil : Rect(x: frame.minX, y: top, width: Self.splitter, height: frame.height)
            gallery = Rect(x: 0, y: recording ? 0 : top, width: frame.minX, height: size.height - (recording ? 0 : top))
            let inner = Rect(
                x: frame.minX + Self.splitter + m, y: top + m, width: width - Self.splitter - 2 * m,
                height: frame.height - 2 * m)
            (tabStrip, panels) = Self.stack(in: inner, state: state)
            return
        }
        mode = .drawer
        self.banner = banner ? Rect(x: 0, y: 0, width: size.width, height: top) : nil
        guard shows else {
            (dock, splitter, tabStrip, panels) = (nil, nil, nil, [:])
            gallery = Rect(x: 0, y: top, width: size.width, height: size.height - top)
            return
        }
        let room = size.height - top
        // With the tabs hidden the drawer is as tall as the graph and the strip need.
        let closed =
            Self.splitter + 1.5 * m + Self.tabHeight + (state.graph ? Self.graphHeight + m : 0)
        let height = min(
            state.tab == nil
                ? closed : max(state.drawerHeight ?? room * Self.defaultDrawerShare, Self.minimumDrawer),
            room * Self.maximumDrawerShare)
        let frame = Rect(x: 0, y: size.height - height, width: size.width, height: height)
        dock = frame
        splitter = Rect(x: 0, y: frame.minY, width: size.width, height: Self.splitter)
        gallery = Rect(x: 0, y: top, width: size.width, height: frame.minY - top)
        let inner = Rect(
            x: m, y: frame.minY + Self.splitter + m / 2, width: size.width - 2 * m,
            height: height - Self.splitter - 1.5 * m)
        (tabStrip, panels) = Self.stack(in: inner, state: state)
    }

    /// Tiny windows' bar, and nothing while recording in a window without the replay's sidebar (the gallery
    /// is the whole window; the banner waits too).
    private static func narrow(_ size: Size, shows: Bool, banner: Bool, recording: Bool) -> DockLayout {
        guard !recording else {
            return DockLayout(
                size: size, mode: .hidden, gallery: Rect(origin: .zero, size: size), banner: nil, dock: nil,
                splitter: nil, tabStrip: nil, panels: [:], bar: nil)
        }
        let top = banner ? min(bannerHeight, size.height) : 0
        let height = min(barHeight, max(0, size.height - top))
        let line = Rect(x: 0, y: size.height - height, width: size.width, height: height)
        return DockLayout(
            size: size, mode: .bar,
            gallery: Rect(x: 0, y: top, width: size.width, height: max(0, size.height - top - (shows ? height : 0))),
            banner: banner ? Rect(x: 0, y: 0, width: size.width, height: top) : nil, dock: nil, splitter: nil,
            tabStrip: nil, panels: [:], bar: shows ? line : nil)
    }

    private init(
        size: Size, mode: Mode, gallery: Rect, banner: Rect?, dock: Rect?, splitter: Rect?, tabStrip: Rect?,
        panels: [Panel: Rect], bar: Rect?
    ) {
        self.size = size
        self.mode = mode
        self.gallery = gallery
        self.banner = banner
        self.dock = dock
        self.splitter = splitter
        self.tabStrip = tabStrip
        self.panels = panels
        self.bar = bar
    }

    /// The graph (when on), the tab strip and the open tab's panel, top-down in `inner`.
    private static func stack(in inner: Rect, state: DockState) -> (Rect, [Panel: Rect]) {
        var y = inner.minY
        var frames: [Panel: Rect] = [:]
        if state.graph {
            let share = state.tab == nil ? inner.height - tabHeight - margin : (inner.height - tabHeight) * graphShare
            let height = max(0, min(graphHeight, share))
            frames[.graph] = Rect(x: inner.minX, y: y, width: inner.width, height: height)
            y += height + margin
        }
        let strip = Rect(x: inner.minX, y: y, width: inner.width, height: min(tabHeight, max(0, inner.maxY - y)))
        y = strip.maxY
        if let tab = state.tab {
            frames[tab] = Rect(x: inner.minX, y: y, width: inner.width, height: max(0, inner.maxY - y))
        }
        return (strip, frames)
    }

    /// Where each of `tabs` lies along the tab strip: equal shares of its width.
    func tabFrames(_ tabs: [Panel]) -> [(panel: Panel, frame: Rect)] {
        guard let strip = tabStrip, !tabs.isEmpty else { return [] }
        let count = Double(tabs.count)
        func x(_ index: Int) -> Double {
            index == tabs.count ? strip.maxX : strip.minX + strip.width * Double(index) / count
        }
        return tabs.enumerated().map { index, panel in
            (panel, Rect(x: x(index), y: strip.minY, width: x(index + 1) - x(index), height: strip.height))
        }
    }

    /// The splitter's extent for a drag to `point`: the side dock's width or the drawer's height (clamped when
    /// laid out); nil in modes without a splitter.
    func splitterExtent(at point: Point) -> (side: Double?, drawer: Double?)? {
        switch mode {
        case .side: return splitter == nil ? nil : (size.width - point.x, nil)
        case .drawer: return (nil, size.height - point.y)
        case .hidden, .bar: return nil
        }
    }
}
