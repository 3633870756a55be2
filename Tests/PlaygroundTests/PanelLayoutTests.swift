import SceneGraph
import SwitchYardKit
import Testing

@testable import Playground

/// `PanelLayout` across the sizes the issue names and every combination of panels, with and without the
/// error banner: the gallery gets what the panels leave and nothing is ever placed over it.
@Suite struct PanelLayoutTests {
    static let sizes = [
        Size(width: 320, height: 240), Size(width: 300, height: 200), Size(width: 700, height: 500),
        Size(width: 1280, height: 800), Size(width: 2560, height: 1440),
    ]
    /// What the real panels ask for, near enough: the graph, the full log, the help, a wide states sheet, the
    /// inspector.
    static let preferred: [Panel: Size] = [
        .graph: FrameGraphNode.preferredSize, .log: EventLogPanel.fullSize, .help: Size(width: 560, height: 352),
        .sheet: Size(width: 3990, height: 910), .inspector: InspectorPanel.preferredSize,
    ]
    /// Every subset of the panels.
    static let combinations: [Set<Panel>] = (0..<(1 << Panel.allCases.count)).map { bits in
        Set(Panel.allCases.enumerated().filter { bits & (1 << $0.offset) != 0 }.map(\.element))
    }

    static func window(_ size: Size) -> Rect { Rect(origin: .zero, size: size) }

    static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX - 1e-9 && inner.minY >= outer.minY - 1e-9 && inner.maxX <= outer.maxX + 1e-9
            && inner.maxY <= outer.maxY + 1e-9
    }

    /// True when the two rectangles share area (touching edges do not count).
    static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX - 1e-9 && b.minX < a.maxX - 1e-9 && a.minY < b.maxY - 1e-9 && b.minY < a.maxY - 1e-9
    }

    @Test(arguments: sizes)
    func nothingCoversTheGalleryAndNothingOverlaps(size: Size) {
        for shown in Self.combinations {
            for banner in [false, true] {
                let layout = PanelLayout(size: size, shown: shown, preferred: Self.preferred, banner: banner)
                let place = "\(size) \(shown) banner \(banner)"
                var parts: [(String, Rect)] = layout.panels.map { ("\($0.key)", $0.value) }
                if let bar = layout.bar { parts.append(("bar", bar)) }
                if let strip = layout.banner { parts.append(("banner", strip)) }
                #expect(Self.contains(Self.window(size), layout.gallery), "\(place): gallery \(layout.gallery)")
                #expect(layout.gallery.height >= size.height / 2, "\(place): gallery only \(layout.gallery)")
                #expect(layout.gallery.width >= size.width / 2, "\(place): gallery only \(layout.gallery)")
                for (name, rect) in parts {
                    #expect(Self.contains(Self.window(size), rect), "\(place): \(name) \(rect) leaves the window")
                    #expect(!Self.overlap(rect, layout.gallery), "\(place): \(name) \(rect) covers the gallery")
                    #expect(rect.width >= 0 && rect.height >= 0, "\(place): \(name) \(rect)")
                }
                for i in parts.indices {
                    for j in parts.indices where i < j {
                        #expect(!Self.overlap(parts[i].1, parts[j].1), "\(place): \(parts[i].0) and \(parts[j].0)")
                    }
                }
                #expect(banner == (layout.banner != nil), "\(place)")
                if let strip = layout.banner { #expect(layout.gallery.minY >= strip.maxY, "\(place)") }
            }
        }
    }

    @Test(arguments: sizes)
    func theModeFollowsTheSizeAndEveryShownPanelGetsAPlace(size: Size) {
        let expected: PanelLayout.Mode =
            size.width < 400 || size.height < 300 ? .bar : size.width >= 900 ? .column : .drawer
        for shown in Self.combinations {
            let layout = PanelLayout(size: size, shown: shown, preferred: Self.preferred, banner: false)
            #expect(layout.mode == expected, "\(size) \(shown)")
            if expected == .bar {
                #expect(layout.panels.isEmpty)
                #expect((layout.bar != nil) == !shown.isEmpty, "\(size) \(shown): one line when any panel is on")
                #expect((layout.bar?.height ?? 0) <= PanelLayout.barHeight)
            } else {
                #expect(Set(layout.panels.keys) == shown, "\(size) \(shown)")
                #expect(layout.bar == nil)
                for (panel, rect) in layout.panels {
                    #expect(rect.height >= HUDStyle.lineHeight, "\(size) \(shown): \(panel) \(rect) too small to read")
                }
            }
            if shown.isEmpty {
                #expect(layout.gallery == Self.window(size), "\(size): no panels, the whole window")
            }
        }
    }

    /// The window's start (only the log) on a wide window puts the gallery exactly where a replay does, so
    /// shipped recordings made in wide windows keep their layout.
    @Test func theStartingPanelsOfAWideWindowLeaveTheReplaysGallery() {
        for size in Self.sizes where size.width >= PanelLayout.columnThreshold {
            let layout = PanelLayout(size: size, shown: [.log], preferred: Self.preferred, banner: false)
            #expect(layout.gallery == WindowLayout(size: size).gallery, "\(size)")
        }
    }

    @Test func panelsStackInTheirOrderAndSmallOnesKeepTheirHeight() {
        let size = Size(width: 1280, height: 800)
        let logHeight = EventLogPanel.fullSize.height
        let layout = PanelLayout(size: size, shown: Set(Panel.allCases), preferred: Self.preferred, banner: false)
        let frames = Panel.allCases.compactMap { layout.panels[$0] }
        #expect(frames.count == Panel.allCases.count)
        for (above, below) in zip(frames, frames.dropFirst()) { #expect(above.maxY <= below.minY) }
        #expect(layout.panels[.graph]?.height == FrameGraphNode.preferredSize.height)
        // 800 points less six margins and the two flexible panels' (sheet, inspector) minimum each: the graph
        // whole, the log and the help share the rest evenly.
        let even = (800 - 6 * PanelLayout.margin - 2 * PanelLayout.flexibleMinimum - 110) / 2
        #expect(even < logHeight)
        #expect(layout.panels[.log]?.height == even)
        #expect(layout.panels[.help]?.height == even, "the help before the sheet and the inspector")
        #expect(layout.panels[.sheet]?.height == PanelLayout.flexibleMinimum)
        #expect(layout.panels[.inspector]?.height == PanelLayout.flexibleMinimum)
        let roomy = PanelLayout(
            size: Size(width: 2560, height: 1440), shown: Set(Panel.allCases), preferred: Self.preferred,
            banner: false)
        #expect(roomy.panels[.help]?.height == 352, "the help whole where there is room")
        // The sheet and the inspector share what the others leave evenly (both want more than that).
        let flexible = (1440 - 6 * PanelLayout.margin - 110 - logHeight - 352) / 2
        #expect(roomy.panels[.sheet]?.height == flexible)
        #expect(roomy.panels[.inspector]?.height == flexible)
        #expect(
            layout.gallery.width == size.width * (1 - PanelLayout.maximumColumnShare), "the sheet widens the column")
    }

    @Test func aDrawerTakesAtMostItsShareOfTheHeight() {
        let size = Size(width: 700, height: 500)
        let layout = PanelLayout(size: size, shown: Set(Panel.allCases), preferred: Self.preferred, banner: true)
        #expect(size.height - layout.gallery.maxY <= (size.height - PanelLayout.bannerHeight) * 0.45 + 1e-9)
        #expect(layout.panels.values.allSatisfy { $0.minY >= layout.gallery.maxY })
    }

    @Test func sharingGivesSmallPartsAllAndSplitsTheRest() {
        #expect(PanelLayout.share(300, among: [50, 400, 400]) == [50, 125, 125])
        #expect(PanelLayout.share(1000, among: [50, 100]) == [50, 100])
        #expect(PanelLayout.share(-10, among: [50]) == [0])
        #expect(PanelLayout.share(100, among: []) == [])
    }

    /// The inspector with the event log (the window's start, then I) at each of the sizes: where it
    /// goes, and that it has room to be used there.
    @Test(arguments: sizes)
    func theInspectorWithTheLogGetsARoomItCanBeUsedIn(size: Size) throws {
        let shown: Set<Panel> = [.log, .inspector]
        let layout = PanelLayout(size: size, shown: shown, preferred: Self.preferred, banner: false)
        let m = PanelLayout.margin
        switch (size.width, size.height) {
        case (320, 240), (300, 200):
            #expect(layout.mode == .bar)
            #expect(layout.panels[.inspector] == nil, "no room: the bar says it needs a 400x300 window")
            #expect(layout.gallery == Rect(x: 0, y: 0, width: size.width, height: size.height - PanelLayout.barHeight))
        case (700, 500):
            // One drawer row: the log, then the inspector stretched to the right edge, 45% of the height.
            let inspector = try #require(layout.panels[.inspector])
            let log = try #require(layout.panels[.log])
            let rowHeight = 500 * PanelLayout.maximumDrawerShare - 2 * m
            #expect(log == Rect(x: m, y: 500 - rowHeight - m, width: EventLogPanel.fullSize.width, height: rowHeight))
            #expect(inspector == Rect(x: log.maxX + m, y: log.minY, width: 700 - 2 * m - log.maxX, height: rowHeight))
            #expect(inspector.width >= InspectorPanel.preferredSize.width)
            #expect(
                inspector.height < InspectorPanel.compactBelow, "a drawer's inspector keeps its message to two lines")
            #expect(layout.gallery == Rect(x: 0, y: 0, width: 700, height: inspector.minY - m))
        default:
            // The column: the log whole at the top, the inspector under it with the rest of the height.
            let column = WindowLayout.sidebarWidth
            let inspector = try #require(layout.panels[.inspector])
            let logHeight = EventLogPanel.fullSize.height
            #expect(
                layout.panels[.log] == Rect(x: size.width - column + m, y: m, width: column - 2 * m, height: logHeight))
            #expect(
                inspector
                    == Rect(
                        x: size.width - column + m, y: 2 * m + logHeight, width: column - 2 * m,
                        height: size.height - 3 * m - logHeight))
            #expect(layout.gallery == WindowLayout(size: size).gallery, "the replay's gallery: recordings match")
        }
    }

    /// The inspector alone in the drawer of the smallest window with one: as tall as the drawer allows, wide as
    /// the window, with room for its title, message line and rows.
    @Test func theInspectorAloneTakesTheWholeDrawer() throws {
        let size = Size(width: 400, height: 300)
        let layout = PanelLayout(size: size, shown: [.inspector], preferred: Self.preferred, banner: false)
        let inspector = try #require(layout.panels[.inspector])
        let m = PanelLayout.margin
        #expect(inspector == Rect(x: m, y: 300 - 135 + m, width: 400 - 2 * m, height: 135 - 2 * m))
        let rows = inspector.height - InspectorPanel.titleHeight - InspectorPanel.compactMessageHeight
        #expect(rows >= 2 * InspectorRow.height, "at least two rows show; the list scrolls for the rest")
    }
}
