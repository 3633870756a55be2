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
    /// What the real panels ask for, near enough: the graph, the full log, the help, a wide states sheet.
    static let preferred: [Panel: Size] = [
        .graph: FrameGraphNode.preferredSize, .log: EventLogPanel.fullSize, .help: Size(width: 560, height: 352),
        .sheet: Size(width: 3990, height: 910),
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
        let layout = PanelLayout(size: size, shown: Set(Panel.allCases), preferred: Self.preferred, banner: false)
        let frames = Panel.allCases.compactMap { layout.panels[$0] }
        #expect(frames.count == Panel.allCases.count)
        for (above, below) in zip(frames, frames.dropFirst()) { #expect(above.maxY <= below.minY) }
        #expect(layout.panels[.graph]?.height == FrameGraphNode.preferredSize.height)
        #expect(layout.panels[.log]?.height == EventLogPanel.fullSize.height)
        // 800 points less five margins: the graph and the log whole, the sheet its minimum, the help the rest.
        let help = 800 - 5 * PanelLayout.margin - PanelLayout.flexibleMinimum - 110 - EventLogPanel.fullSize.height
        #expect(layout.panels[.help]?.height == help, "the help before the sheet")
        #expect(layout.panels[.sheet]?.height == PanelLayout.flexibleMinimum)
        let roomy = PanelLayout(
            size: Size(width: 2560, height: 1440), shown: Set(Panel.allCases), preferred: Self.preferred,
            banner: false)
        #expect(roomy.panels[.help]?.height == 352, "the help whole where there is room")
        #expect(roomy.panels[.sheet]?.height == 1440 - 5 * PanelLayout.margin - 110 - 192 - 352)
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
}
