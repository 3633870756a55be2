import Foundation
import SDLKit
import SceneGraph
import SwitchYardKit
import TestSupport
import Testing
import Themes

@testable import Playground

extension PlaygroundSDLSuite {
    /// The states sheet: each cell really is in its state, the filmstrip covers the motion with a spring's
    /// peak, and rows never overlap whatever the names and sizes.
    @Suite struct StatesSheetTests {
        /// The theme at `path`, its images made with `canvas`'s resources.
        static func load(_ path: String, _ canvas: Headless) throws -> Theme {
            let result = ThemeLoader.load(
                file: path, language: nil, assets: SDLAssetResolver(resources: canvas.resources))
            return try result.get()
        }

        @Test(arguments: ["default.json", "mmm-switch.json", "hm-custom-switch.json", "kyl-custom-switch.json"])
        func everyCellIsInItsState(_ name: String) throws {
            Repository.prepareSDL()
            let canvas = try Headless(width: 8, height: 8)
            let theme = try Self.load(Repository.theme(name), canvas)
            let sheet = StatesSheet(theme: theme, title: name, resources: canvas.resources)
            #expect(sheet.styleNames == theme.styles.keys.sorted())
            for style in sheet.styleNames {
                let cells = sheet.switches(ofStyle: style)
                #expect(cells.count == SheetState.allCases.count + Filmstrip.count)
                for (index, state) in SheetState.allCases.enumerated() {
                    let node = cells[index]
                    if let expected = state.expected { #expect(node.state == expected, "\(style) \(state)") }
                    #expect(node.isOn == state.isOn, "\(style) \(state)")
                    #expect(node.isEnabled == !(state == .disabledOff || state == .disabledOn), "\(style) \(state)")
                    #expect(node.isFocused == (state == .focused), "\(style) \(state)")
                }
                let film = cells.suffix(Filmstrip.count).map(\.thumbPosition)
                #expect(film.first == 0, "\(style): the first moment is the start")
                #expect(abs((film.last ?? 0) - 1) < 0.01, "\(style): the last moment is the end")
            }
        }

        /// The pending column shows the busy look still waiting, also for a style whose time-out is shorter
        /// than the sheet's settle and filmstrip; the line under a style's name lists its cues.
        @Test func pendingOutlivesAShortTimeOutAndTheCuesAreListed() throws {
            Repository.prepareSDL()
            let folder = try TestFolder()
            _ = folder.write("tick.wav", bytes: WAVFixture.pcm16([Int16](repeating: 100, count: 48)))
            let path = folder.write(
                "t.json",
                """
                {"version": 1, "styles": {
                  "quick": {"pending": {"timeout": 0.2}, "animation": {"duration": 2},
                            "feedback": {"at": "cross", "on": {"sound": "tick.wav"},
                                         "refused": {"rumble": {"low": 1, "duration": 50}}}},
                  "silent": {}
                }, "switches": []}
                """)
            let canvas = try Headless(width: 8, height: 8)
            let theme = try Self.load(path, canvas)
            let sheet = StatesSheet(theme: theme, title: "t", resources: canvas.resources)
            let pending = try #require(SheetState.allCases.firstIndex(of: .pending))
            #expect(sheet.switches(ofStyle: "quick")[pending].state == .pending)
            #expect(sheet.switches(ofStyle: "silent")[pending].state == .pending)
            let quick = try #require(theme.styles["quick"])
            #expect(CueSummary.text(for: quick.feedback) == "sound: on · rumble: refused · on/off at the crossing")
            #expect(CueSummary.text(for: try #require(theme.styles["silent"]).feedback) == nil)
            let rows = sheet.rows
            #expect(rows[0].cueText != nil && rows[1].cueText == nil)
            if let cues = rows[0].cueText { #expect(cues.frame.maxY <= rows[0].frame.maxY) }
            #expect(rows[0].frame.maxY < rows[1].frame.minY)
        }

        @Test func aSpringsPeakIsOneOfTheMomentsAndOvershoots() throws {
            Repository.prepareSDL()
            let canvas = try Headless(width: 8, height: 8)
            let theme = try Self.load(Repository.theme("default.json"), canvas)
            let sheet = StatesSheet(theme: theme, title: "", resources: canvas.resources)
            let style = try #require(theme.styles["spring"])
            let film = Filmstrip(curve: style.animation.curve, duration: style.animation.duration)
            let peak = try #require(film.frames.firstIndex { $0.isPeak })
            #expect(film.overshoot > 0.05)
            let positions = sheet.switches(ofStyle: "spring").suffix(Filmstrip.count).map(\.thumbPosition)
            #expect(positions[peak] == positions.max(), "the peak moment is the furthest")
            #expect(abs(positions[peak] - (1 + film.overshoot)) < 1e-6)
            let bezier = Filmstrip(curve: .easeInOut, duration: 0.25)
            #expect(!bezier.frames.contains { $0.isPeak })
            #expect(bezier.frames.map(\.time) == (0..<8).map { bezier.length * Double($0) / 7 })
            #expect(abs(bezier.length - 0.25) < 0.002)
            #expect(Filmstrip(curve: .linear, duration: 0).length == 0, "a jump has no motion")
        }

        @Test func rowsNeverOverlapWithLongNamesAndBigSwitches() throws {
            Repository.prepareSDL()
            let folder = try TestFolder()
            let long = String(repeating: "a-very-long-style-name ", count: 12)
            let unbroken = String(repeating: "x", count: 300)
            let path = folder.path("long.json")
            try """
            {"version": 1, "name": "Long", "styles": {
              "\(long)": {"size": [400, 300]},
              "\(unbroken)": {"size": [20, 10]},
              "tiny": {"size": [12, 6]},
              "tall": {"size": [60, 900], "orientation": "vertical"}
            }, "switches": []}
            """.write(toFile: path, atomically: true, encoding: .utf8)
            let canvas = try Headless(width: 8, height: 8)
            let theme = try Self.load(path, canvas)
            let sheet = StatesSheet(theme: theme, title: "Long", resources: canvas.resources)
            #expect(sheet.rows.count == 4)
            for (above, below) in zip(sheet.rows, sheet.rows.dropFirst()) {
                #expect(above.frame.maxY <= below.frame.minY, "\(above.name) overlaps \(below.name)")
            }
            for row in sheet.rows {
                #expect(row.nameText.frame.maxY <= row.frame.maxY, "\(row.name)'s name leaves its row")
                #expect(row.nameText.frame.width <= StatesSheet.nameWidth)
                for node in sheet.switches(ofStyle: row.name) {
                    #expect(node.sceneFrame.minY >= row.frame.minY && node.sceneFrame.maxY <= row.frame.maxY)
                    #expect(node.sceneFrame.minX >= row.nameText.frame.maxX, "\(row.name): a switch under its name")
                    #expect(node.sceneFrame.maxX <= sheet.size.width)
                }
                for caption in row.captions { #expect(caption.frame.maxY <= row.frame.maxY + StatesSheet.rowGap) }
            }
            #expect(sheet.size.height >= 300 + 900)
        }
    }
}
