import CSDL2
import Foundation
import SceneGraph
import SwitchYardKit
import TestSupport
import Testing

@testable import Playground

extension PlaygroundSDLSuite {
    /// The dock in a real (headless) playground: at the issue's sizes (and a drawer's) with every combination
    /// of what it shows, the gallery is uncovered and every panel shows only whole rows; the splitter follows
    /// the mouse, tabs take clicks, cut text ends in "…", the `--log` file's `panels` event says where
    /// everything is, and recording in a small window covers nothing.
    @Suite struct DockWindowTests {
        static let sizes = DockLayoutTests.sizes + [Size(width: 500, height: 400)]

        static func app(size: Size, log: String? = nil, frames: Int = 1) throws -> PlaygroundApp {
            try PlaygroundApp(options: Repository.headlessOptions(size: size, frames: frames, log: log))
        }

        /// Whole rows: a text panel's shown lines fit under its padding (and the log's title), as many as fit;
        /// the inspector's shown rows lie inside its list, which ends inside the panel.
        static func expectWholeRows(_ report: PanelReport, app: PlaygroundApp, place: String) {
            let line = HUDStyle.lineHeight
            let room = report.frame.height - 2 * HUDStyle.padding - (report.name == "log" ? line : 0)
            switch report.name {
            case "log", "help", "errors":
                let fits = max(0, Int((room / line).rounded(.down)))
                #expect(report.visibleRows == min(report.rows, fits), "\(place): \(report)")
                #expect(Double(report.visibleRows) * line <= max(0, room) + 1e-9, "\(place): \(report) cut")
            case "inspector":
                let panel = app.inspector.panel
                #expect(panel.list.sceneFrame.maxY <= report.frame.maxY + 1e-9, "\(place): the list leaves the panel")
                let list = panel.list.sceneFrame
                let whole = panel.rows.filter {
                    $0.sceneFrame.minY >= list.minY - 1e-9 && $0.sceneFrame.maxY <= list.maxY + 1e-9
                }
                #expect(whole.count == report.visibleRows, "\(place): \(report)")
                let cut = panel.rows.filter {
                    $0.sceneFrame.minY < list.maxY - 1e-9 && $0.sceneFrame.maxY > list.maxY + 1e-9
                }
                #expect(cut.isEmpty, "\(place): rows cut by the list's bottom: \(cut.map(\.field.label))")
            default:
                #expect(report.visibleRows <= report.rows, "\(place): \(report)")
            }
        }

        @Test(arguments: sizes)
        func everyCombinationLeavesTheGalleryAndShowsWholeRows(size: Size) throws {
            let app = try Self.app(size: size)
            #expect(app.start())
            let hud = app.hud
            let long = "0.5s  a-switch-with-a-very-long-identifier-that-no-panel-is-wide-enough-for  value changed  on"
            for index in 0..<30 { hud.logPanel.note(time: Double(index), index == 29 ? long : "event \(index)") }
            hud.showErrors(
                (1...25).map { "theme.json:\($0):1: error: a long message about what is wrong on line \($0)" })
            app.inspector.select("hm")
            for state in DockLayoutTests.states {
                hud.state = state
                hud.layout()
                app.syncGalleryArea()
                let report = hud.panelsReport
                let place = "\(size) \(state)"
                #expect(app.engine.galleryFrame == report.gallery, "\(place)")
                for panel in report.panels {
                    #expect(!DockLayoutTests.overlap(panel.frame, report.gallery), "\(place): \(panel.name) covers it")
                    Self.expectWholeRows(panel, app: app, place: place)
                }
                let names = Set(report.panels.filter(\.tab).map(\.name))
                let expected = hud.dockLayout.mode == .bar ? [] : Set([state.tab?.name].compactMap { $0 })
                #expect(names == expected, "\(place): \(names)")
                if size == Size(width: 700, height: 500), state.tab == .inspector, state.sideWidth == nil {
                    let inspector = try #require(report.panels.first { $0.name == "inspector" })
                    #expect(inspector.visibleRows >= 8, "\(place): \(inspector)")
                }
            }
            app.finish()
        }

        /// A line too long for its panel ends in "…" measured with the font, and the tooltip shows it whole.
        @Test func cutTextEndsInAnEllipsisAndTheTooltipShowsItWhole() throws {
            let app = try Self.app(size: Size(width: 1000, height: 700))
            #expect(app.start())
            let resources = app.engine.resources
            let text = "a-switch-with-a-very-long-identifier-that-no-panel-is-wide-enough-for"
            let run = TextRun(text: text, size: HUDStyle.fontSize, alignment: .leading)
            let fitted = TextFitting.fitted(run, width: 120, resources: resources)
            #expect(fitted.cut && fitted.size.width <= 120)
            let longer = TextFitting.fitted(run, width: 121 + fitted.size.width, resources: resources)
            #expect(longer.size.width > fitted.size.width, "the longest start that fits")
            #expect(!TextFitting.fitted(run, width: 5000, resources: resources).cut)
            app.hud.logPanel.note(time: 1, text)
            let log = try #require(app.hud.dockLayout.panels[.log])
            let point = Point(x: log.minX + 40, y: log.minY + HUDStyle.padding + HUDStyle.lineHeight * 1.5)
            app.hud.hover(at: point)
            #expect(app.hud.tooltip.text == "1.0s  " + text)
            #expect(app.hud.tooltip.frame.maxX <= 1000 && app.hud.tooltip.frame.maxY <= 700)
            app.hud.hover(at: Point(x: 10, y: 10))
            #expect(app.hud.tooltip.isHidden)
            app.finish()
        }

        /// The mouse drags the splitter (the gallery follows, the width stays for the session), a click on a
        /// tab opens it, its key again hides the tabs, and each change writes a `panels` event.
        @Test func theSplitterAndTheTabsFollowTheMouseAndTheLogSaysSo() throws {
            let folder = try TestFolder()
            let log = folder.path("log.jsonl")
            let size = Size(width: 1280, height: 800)
            let app = try Self.app(size: size, log: log, frames: 12)
            let input = SDLEventInjector(windowSize: size)
            var helpTab = Rect.zero
            let before: (Int) -> Void = { frame in
                let splitter = app.hud.dockLayout.splitter?.center ?? .zero
                switch frame {
                case 2: input.mouseMotion(to: splitter)
                case 3: input.mouseButton(down: true, at: splitter)
                case 4: input.mouseMotion(to: Point(x: 700, y: 300))
                case 5: input.mouseButton(down: false, at: Point(x: 700, y: 300))
                case 6:
                    helpTab = app.hud.dockLayout.tabFrames(app.hud.tabs).first { $0.panel == .help }?.frame ?? .zero
                    input.mouseButton(down: true, at: helpTab.center)
                case 7: input.mouseButton(down: false, at: helpTab.center)
                case 9: input.key(SDLK_h)
                default: break
                }
            }
            #expect(app.runHeadless(before: before) == 0)
            #expect(input.failures.isEmpty, "\(input.failures)")
            #expect(app.hud.state.sideWidth == 580 && app.hud.state.tab == nil)
            #expect(app.engine.galleryFrame == Rect(origin: .zero, size: size), "H on the shown tab hid the dock")
            let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
            let panels = try lines.compactMap { line -> [String: Any]? in
                let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
                return object?["event"] as? String == "panels" ? object : nil
            }
            let galleries = panels.compactMap { ($0["gallery"] as? [String: Any])?["w"] as? Double }
            #expect(galleries.first == size.width - WindowLayout.sidebarWidth, "the start")
            #expect(galleries.contains(700), "after the drag: \(galleries)")
            #expect(galleries.last == size.width, "the tabs hidden")
            let shown = panels.compactMap { event in
                (event["panels"] as? [[String: Any]])?.first { $0["tab"] as? Bool == true }?["name"] as? String
            }
            #expect(shown.contains("help"), "the click opened the help: \(shown)")
        }

        /// A drag on the states sheet pans it, and the rows hidden under the pinned column headers do not count
        /// as shown.
        @Test func aDragPansTheSheetUnderItsPinnedHeaders() throws {
            let size = Size(width: 1280, height: 400)
            let app = try Self.app(size: size, frames: 12)
            let input = SDLEventInjector(windowSize: size)
            var start = Point.zero
            let before: (Int) -> Void = { frame in
                switch frame {
                case 4: input.key(SDLK_s)
                case 5:
                    start = app.hud.sheet.frame.center
                    input.mouseButton(down: true, at: start)
                case 6: input.mouseMotion(to: Point(x: start.x - 100, y: start.y - 200))
                case 7: input.mouseButton(down: false, at: Point(x: start.x - 100, y: start.y - 200))
                case 8: input.mouseMotion(to: Point(x: 100, y: 100))
                default: break
                }
            }
            #expect(app.runHeadless(before: before) == 0)
            #expect(input.failures.isEmpty, "\(input.failures)")
            #expect(app.hud.sheet.offset == Point(x: 100, y: 200))
            let sheet = try #require(app.hud.sheet.sheet)
            let band = app.hud.sheet.pinnedHeaderHeight(sheet)
            #expect(band > 0, "panned down, the headers are pinned")
            let shown = sheet.rows.filter {
                $0.frame.minY >= 200 + band && $0.frame.maxY <= 200 + app.hud.sheet.room.height
            }
            #expect(app.hud.sheet.visibleRowCount == shown.count && shown.count < sheet.rows.count)
        }

        /// The sheet's + and − buttons zoom its switches through `SheetPanel.zooms`, rebuilding the sheet from the
        /// theme's styles scaled, and stop at the ends.
        @Test func theSheetsButtonsZoomItsSwitches() throws {
            let size = Size(width: 1280, height: 800)
            let app = try Self.app(size: size, frames: 12)
            let input = SDLEventInjector(windowSize: size)
            var widths: [Double] = []
            let before: (Int) -> Void = { frame in
                let buttons = app.hud.sheet.zoomButtons
                let hm = { app.hud.sheet.sheet?.switches(ofStyle: "hm").first?.frame.width ?? 0 }
                switch frame {
                case 2: input.key(SDLK_s)
                case 3:
                    widths.append(hm())
                    input.mouseButton(down: true, at: buttons.in.center)
                case 4: input.mouseButton(down: false, at: buttons.in.center)
                case 5:
                    widths.append(hm())
                    for _ in 0..<12 {
                        input.mouseButton(down: true, at: buttons.out.center)
                        input.mouseButton(down: false, at: buttons.out.center)
                    }
                case 6: widths.append(hm())
                default: break
                }
            }
            #expect(app.runHeadless(before: before) == 0)
            #expect(input.failures.isEmpty, "\(input.failures)")
            let actual = try #require(widths.first)
            #expect(actual > 0 && widths.count == 3)
            #expect(abs(widths[1] - actual * 1.25) < 1e-9, "+ zooms one step: \(widths)")
            #expect(abs(widths[2] - actual * 0.25) < 1e-9, "− stops at a quarter: \(widths)")
            #expect(app.hud.sheet.zoom == SheetPanel.zooms.first)
        }

        /// Recording in a window without the replay's sidebar: the gallery is the replay's (the whole window)
        /// and nothing of the dock shows over it, its keys saying so; after the recording the dock takes its
        /// room again, with the tab chosen meanwhile.
        @Test func recordingInASmallWindowCoversNoSwitch() throws {
            let folder = try TestFolder()
            let size = Size(width: 700, height: 500)
            let log = folder.path("log.jsonl")
            let app = try Self.app(size: size, log: log, frames: 10)
            let input = SDLEventInjector(windowSize: size)
            var during: (gallery: Rect, panels: [PanelReport])?
            let before: (Int) -> Void = { frame in
                switch frame {
                case 2: _ = app.startRecording(to: folder.path("small.jsonl"), replacing: false)
                case 3: input.key(SDLK_h)
                case 5: during = app.hud.panelsReport
                case 7: app.stopRecording()
                default: break
                }
            }
            #expect(app.runHeadless(before: before) == 0)
            let report = try #require(during)
            #expect(report.gallery == WindowLayout(size: size).gallery && report.panels.isEmpty, "\(report)")
            #expect(app.hud.toast.text?.hasPrefix("recorded") ?? false)
            #expect(app.hud.dockLayout.mode == .side && app.engine.galleryFrame == app.hud.dockLayout.gallery)
            #expect(app.hud.shown == [.help], "H while recording chose the help")
            let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
            #expect(lines.contains { $0.contains(#""event":"panels""#) && $0.contains(#""panels":[]"#) })
        }
    }
}
