import SceneGraph
import SwitchYardKit
import Testing

@testable import Playground

/// `DockLayout` across the sizes the issue names and every combination of what the dock shows (the graph,
/// each tab or none), with and without the error banner, the splitter at its default and its ends, and
/// recording: the gallery gets what the dock leaves and nothing is ever placed over it.
@Suite struct DockLayoutTests {
    static let sizes = [
        Size(width: 320, height: 240), Size(width: 700, height: 500), Size(width: 1000, height: 700),
        Size(width: 1280, height: 800), Size(width: 2560, height: 1440),
    ]
    /// Every state: the graph on or off, each tab open or none, the splitter at its default or either end.
    static let states: [DockState] = [false, true].flatMap { graph in
        ([nil] + Panel.tabs.map { Optional($0) }).flatMap { tab in
            [nil, 0.0, 1e6].map { extent in
                DockState(graph: graph, tab: tab, sideWidth: extent, drawerHeight: extent)
            }
        }
    }
    /// The gallery's own margin (`Gallery`'s padding): nothing but the recording's strip lies in it.
    static let galleryPadding = 24.0

    static func window(_ size: Size) -> Rect { Rect(origin: .zero, size: size) }

    static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX - 1e-9 && inner.minY >= outer.minY - 1e-9 && inner.maxX <= outer.maxX + 1e-9
            && inner.maxY <= outer.maxY + 1e-9
    }

    /// True when the two rectangles share area (touching edges do not count).
    static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX - 1e-9 && b.minX < a.maxX - 1e-9 && a.minY < b.maxY - 1e-9 && b.minY < a.maxY - 1e-9
    }

    /// Every placed part but the gallery, named.
    static func parts(_ layout: DockLayout) -> [(String, Rect)] {
        var parts: [(String, Rect)] = layout.panels.map { ("\($0.key)", $0.value) }
        let others: [(String, Rect?)] = [
            ("dock", layout.dock), ("splitter", layout.splitter), ("tabs", layout.tabStrip), ("bar", layout.bar),
            ("banner", layout.banner),
        ]
        parts += others.compactMap { name, rect in rect.map { (name, $0) } }
        return parts
    }

    @Test(arguments: sizes)
    func nothingCoversTheGallery(size: Size) {
        for state in Self.states {
            for banner in [false, true] {
                let layout = DockLayout(size: size, state: state, banner: banner)
                let place = "\(size) \(state) banner \(banner)"
                #expect(Self.contains(Self.window(size), layout.gallery), "\(place): gallery \(layout.gallery)")
                #expect(layout.gallery.width >= size.width / 2 - 1e-9, "\(place): gallery only \(layout.gallery)")
                #expect(
                    layout.gallery.height >= (size.height - DockLayout.bannerHeight) * 0.4 - 1e-9,
                    "\(place): gallery only \(layout.gallery)")
                for (name, rect) in Self.parts(layout) {
                    #expect(Self.contains(Self.window(size), rect), "\(place): \(name) \(rect) leaves the window")
                    #expect(!Self.overlap(rect, layout.gallery), "\(place): \(name) \(rect) covers the gallery")
                }
                let inDock = layout.panels.values.map { $0 } + [layout.tabStrip].compactMap { $0 }
                for (i, a) in inDock.enumerated() {
                    if let dock = layout.dock { #expect(Self.contains(dock, a), "\(place): \(a) leaves the dock") }
                    for b in inDock.dropFirst(i + 1) { #expect(!Self.overlap(a, b), "\(place): \(a) and \(b)") }
                }
                #expect(banner == (layout.banner != nil), "\(place)")
                if let strip = layout.banner { #expect(layout.gallery.minY >= strip.maxY, "\(place)") }
            }
        }
    }

    @Test(arguments: sizes)
    func theModeFollowsTheWidthAndEveryShownPanelGetsAPlace(size: Size) {
        let expected: DockLayout.Mode =
            size.width < 400 || size.height < 300 ? .bar : size.width >= DockLayout.drawerBelow ? .side : .drawer
        for state in Self.states {
            let layout = DockLayout(size: size, state: state, banner: false)
            #expect(layout.mode == expected, "\(size) \(state)")
            let shows = state.graph || state.tab != nil
            if expected == .bar {
                #expect(layout.panels.isEmpty && layout.dock == nil)
                #expect((layout.bar != nil) == shows, "\(size) \(state): one line when any panel is on")
            } else {
                #expect(Set(layout.panels.keys) == state.shown, "\(size) \(state)")
                #expect((layout.tabStrip != nil) == shows, "\(size) \(state): the tab strip whenever the dock shows")
                #expect(layout.bar == nil)
            }
            if !shows { #expect(layout.gallery == Self.window(size), "\(size): nothing shown, the whole window") }
        }
    }

    /// The window's start (the log's tab) on a wide window puts the gallery exactly where a replay does.
    @Test func theStartOfAWideWindowLeavesTheReplaysGallery() {
        for size in Self.sizes where size.width >= WindowLayout.sidebarThreshold {
            let layout = DockLayout(size: size, state: DockState(), banner: false)
            #expect(layout.gallery == WindowLayout(size: size).gallery, "\(size)")
        }
    }

    /// One tab at a time: the open tab's panel under the strip takes the rest of the dock's height; the graph
    /// stays above the strip.
    @Test func theOpenTabTakesTheDocksHeightUnderTheStrip() throws {
        let size = Size(width: 1280, height: 800)
        let layout = DockLayout(size: size, state: DockState(graph: true, tab: .inspector), banner: false)
        let graph = try #require(layout.panels[.graph])
        let strip = try #require(layout.tabStrip)
        let inspector = try #require(layout.panels[.inspector])
        let m = DockLayout.margin
        #expect(graph.height == DockLayout.graphHeight && graph.maxY + m == strip.minY)
        #expect(strip.height == DockLayout.tabHeight && inspector.minY == strip.maxY)
        #expect(inspector.maxY == 800 - m && inspector.width == WindowLayout.sidebarWidth - DockLayout.splitter - 2 * m)
        #expect(layout.panels.count == 2, "one tab's panel at a time")
    }

    /// Dragging the splitter sets the side dock's width and the drawer's height, each kept within its limits.
    @Test func theSplitterSetsTheDocksSizeWithinLimits() throws {
        let wide = Size(width: 1280, height: 800)
        let layout = DockLayout(size: wide, state: DockState(), banner: false)
        let drag = try #require(layout.splitterExtent(at: Point(x: 700, y: 300)))
        #expect(drag.side == 580 && drag.drawer == nil)
        let dragged = DockLayout(size: wide, state: DockState(sideWidth: drag.side), banner: false)
        #expect(dragged.gallery.width == 700 && dragged.splitter?.minX == 700)
        let narrowest = DockLayout(size: wide, state: DockState(sideWidth: 10), banner: false)
        #expect(narrowest.dock?.width == DockLayout.minimumSide)
        let widest = DockLayout(size: wide, state: DockState(sideWidth: 5000), banner: false)
        #expect(widest.gallery.width == 640, "at most half the window")
        let small = Size(width: 500, height: 400)
        let drawer = DockLayout(size: small, state: DockState(), banner: false)
        #expect(drawer.mode == .drawer && drawer.dock?.height == 400 * DockLayout.defaultDrawerShare)
        let up = try #require(drawer.splitterExtent(at: Point(x: 250, y: 200)))
        #expect(up.side == nil && up.drawer == 200)
        let raised = DockLayout(size: small, state: DockState(drawerHeight: up.drawer), banner: false)
        #expect(raised.gallery.maxY == 200 && raised.splitter?.minY == 200)
        let highest = DockLayout(size: small, state: DockState(drawerHeight: 400), banner: false)
        #expect(highest.gallery.height == 400 * (1 - DockLayout.maximumDrawerShare))
    }

    /// Below `drawerBelow` the dock is a drawer along the bottom with the same tab strip.
    @Test func belowItsWidthTheDockIsADrawer() throws {
        for width in [DockLayout.drawerBelow - 1, DockLayout.drawerBelow] {
            let size = Size(width: width, height: 500)
            let layout = DockLayout(size: size, state: DockState(graph: true, tab: .help), banner: true)
            let dock = try #require(layout.dock)
            if width < DockLayout.drawerBelow {
                #expect(layout.mode == .drawer)
                #expect(dock.width == width && dock.maxY == 500 && layout.gallery.maxY == dock.minY)
            } else {
                #expect(layout.mode == .side)
                #expect(dock.height == 500 - DockLayout.bannerHeight && layout.gallery.maxX == dock.minX)
            }
            #expect(layout.tabStrip != nil && layout.panels[.help] != nil && layout.panels[.graph] != nil)
        }
    }

    /// While recording the gallery lies where a replay puts it; the dock keeps out of it: in the replay's
    /// sidebar where there is one, else it waits for the recording's end, showing nothing (the replay's
    /// gallery is the whole window there).
    @Test(arguments: sizes)
    func recordingNeverCoversTheGallery(size: Size) {
        let replay = WindowLayout(size: size)
        for state in Self.states {
            for banner in [false, true] {
                let layout = DockLayout(size: size, state: state, banner: banner, recording: true)
                let place = "\(size) \(state) banner \(banner)"
                #expect(layout.gallery == replay.gallery, "\(place): the replay's gallery")
                if replay.hasSidebar {
                    #expect(layout.mode == .side && layout.splitter == nil, "\(place)")
                    #expect(layout.dock.map { Self.contains(replay.panels, $0) } ?? false, "\(place): in the sidebar")
                    #expect(Set(layout.panels.keys) == state.shown, "\(place)")
                    for (name, rect) in Self.parts(layout) {
                        #expect(!Self.overlap(rect, layout.gallery), "\(place): \(name) \(rect) covers the gallery")
                    }
                } else {
                    #expect(layout.mode == .hidden && Self.parts(layout).isEmpty, "\(place)")
                }
            }
        }
    }

    @Test func tabsShareTheStrip() throws {
        let layout = DockLayout(size: Size(width: 1280, height: 800), state: DockState(), banner: false)
        let strip = try #require(layout.tabStrip)
        let frames = layout.tabFrames(Panel.tabs)
        #expect(frames.map(\.panel) == Panel.tabs)
        #expect(frames.first?.frame.minX == strip.minX && frames.last?.frame.maxX == strip.maxX)
        for (a, b) in zip(frames, frames.dropFirst()) { #expect(a.frame.maxX == b.frame.minX) }
    }

    @Test func aLineWindowShowsWholeLinesAndScrollsWithinThem() {
        var window = LineWindow()
        window.fit(total: 20, height: 100, lineHeight: 16)
        #expect(window.visible == 6 && window.first == 0)
        let moved = window.scroll(lines: 30)
        #expect(moved && window.first == 14)
        let past = window.scroll(lines: 1)
        #expect(!past, "never past the last line")
        window.fit(total: 3, height: 100, lineHeight: 16)
        #expect(window.visible == 3 && window.first == 0)
        window.fit(total: 10, height: 50, lineHeight: 16, pinned: true)
        #expect(window.first == 7 && window.visible == 3, "a pinned window follows the last line")
        #expect(LineWindow.lines(forWheel: 40, lineHeight: 16) == 2)
        #expect(LineWindow.lines(forWheel: -3, lineHeight: 16) == -1)
        #expect(LineWindow.lines(forWheel: .nan, lineHeight: 16) == 0)
    }
}
