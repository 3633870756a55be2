import CSDL2
import Foundation
import JSONKit
import SceneGraph
import SwitchYardKit
import TestSupport
import Testing
import ThemeEditing
import Themes

@testable import Playground

extension PlaygroundSDLSuite {
    /// The workbench's inspector driven headless through SDL events, as a user would: a click on a
    /// caption opens it, a slider drag previews and then writes one value, a typed hex colour is written
    /// and drawn, undo and redo, an outside change, and every kind of bad input.
    @Suite struct InspectorTests {
        typealias Driver = InspectorDriver

        /// Opens the inspector on `id` by clicking its caption.
        static func open(_ id: String, _ driver: Driver) throws {
            let caption = try #require(driver.captionPoint(id))
            driver.click(caption)
            #expect(driver.app.inspector.isOpen)
            #expect(driver.app.inspector.selectedID == id)
        }

        /// The bytes `after` has where `before` differs: the common prefix and suffix taken away.
        static func changed(_ before: [UInt8], _ after: [UInt8]) -> (removed: String, added: String) {
            var prefix = 0
            while prefix < min(before.count, after.count), before[prefix] == after[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < min(before.count, after.count) - prefix,
                before[before.count - 1 - suffix] == after[after.count - 1 - suffix]
            {
                suffix += 1
            }
            return (
                String(decoding: before[prefix..<(before.count - suffix)], as: UTF8.self),
                String(decoding: after[prefix..<(after.count - suffix)], as: UTF8.self)
            )
        }

        /// Ctrl+Z twice steps back across the outside change `outside` to the inspector's `edited` bytes,
        /// then to `original`, and nothing further (a third Ctrl+Z changes nothing); Ctrl+Shift+Z twice
        /// brings the outside change back.
        static func expectUndoAndRedo(
            across outside: [UInt8], to edited: [UInt8], then original: [UInt8], _ driver: Driver
        ) {
            driver.key(SDLK_z, control: true)
            #expect(driver.bytes == edited, "undo steps back across the outside change")
            driver.key(SDLK_z, control: true)
            #expect(driver.bytes == original)
            driver.key(SDLK_z, control: true)
            #expect(driver.bytes == original, "nothing more to undo")
            driver.key(SDLK_z, control: true, shift: true)
            driver.key(SDLK_z, control: true, shift: true)
            #expect(driver.bytes == outside, "redo brings the outside change back")
        }

        /// The default theme's bytes with the mmm style widened from 51 to 60 points: a save made in
        /// another editor.
        static func widened(_ bytes: [UInt8]) -> [UInt8] {
            Array(
                String(decoding: bytes, as: UTF8.self).replacingOccurrences(
                    of: "\"size\": [51, 31]", with: "\"size\": [60, 31]"
                ).utf8)
        }

        /// Clicks the text field of `path`'s row, types `text` and presses Enter.
        static func typeInto(_ path: String, _ text: String, _ driver: Driver) throws {
            let row = try #require(driver.row(path), "no row \(path)")
            _ = driver.reveal(row)
            let field = try #require(row.textField)
            driver.click(field.sceneFrame.center)
            #expect(field.isEditing)
            driver.type(text)
            driver.key(SDLK_RETURN)
            #expect(!field.isEditing)
        }

        @Test func aCaptionClickOpensTheInspectorBesideTheGallery() throws {
            let driver = try Driver()
            try Self.open("mmm-large", driver)
            let engine = driver.app.engine
            let hud = driver.app.hud
            #expect(hud.shown.contains(.inspector))
            // The dock's Inspector tab, under the tab strip, beside the gallery (the replay's gallery).
            #expect(engine.galleryFrame == hud.dockLayout.gallery)
            #expect(engine.galleryFrame.width == 1280 - WindowLayout.sidebarWidth)
            let panel = driver.app.inspector.panel.sceneFrame
            #expect(panel == hud.dockLayout.panels[.inspector])
            #expect(
                panel.minX >= engine.galleryFrame.maxX && panel.minY >= (hud.dockLayout.tabStrip?.maxY ?? .infinity))
            for node in engine.switches where node.isVisibleInTree {
                #expect(node.sceneFrame.maxX <= panel.minX, "\(node.id) lies under the inspector")
            }
            let rows = driver.app.inspector.panel.rows
            let sources = Dictionary(uniqueKeysWithValues: rows.map { ($0.field.path.description, $0.field.source) })
            #expect(sources["styles.mmm-large.size[0]"] == .written)
            #expect(sources["styles.mmm-large.track.on"] == .inherited(style: "mmm"))
            #expect(sources["styles.mmm-large.track.margin"] == .defaultValue)
            #expect(sources["switches[4].caption"] == .written)
            let controls = Dictionary(uniqueKeysWithValues: rows.map { ($0.field.path.description, $0) })
            #expect(controls["styles.mmm-large.size[0]"]?.slider != nil)
            #expect(controls["styles.mmm-large.track.on"]?.swatch != nil)
            #expect(controls["styles.mmm-large.animation.curve"]?.segments?.options.count == 6)
            #expect(controls["switches[4].on"]?.toggle != nil)
            #expect(controls["switches[4].caption"]?.textField != nil)
            driver.key(SDLK_i)
            #expect(!driver.app.inspector.isOpen)
            #expect(hud.dockLayout.panels[.inspector] == nil)
            #expect(engine.galleryFrame == hud.dockLayout.gallery)
        }

        /// The legibility check's findings show under the value they are about, with their numbers: the default
        /// theme's mmm thumb is white on a green track (inherited by mmm-large); a legible value shows none.
        @Test func aLegibilityWarningShowsBesideItsValue() throws {
            let driver = try Driver()
            try Self.open("mmm-large", driver)
            let thumb = try #require(driver.row("styles.mmm-large.thumb.on"))
            #expect(thumb.field.warning == "thumb on #FFFFFF on track on #00FF00: contrast 1.37:1, below 3:1")
            #expect(thumb.frame.height > InspectorRow.height)
            let size = try #require(driver.row("styles.mmm-large.size[0]"))
            #expect(size.field.warning == nil)
            #expect(size.frame.height == InspectorRow.height)
        }

        /// At 700x500 the inspector is the side dock's tab, beside the gallery, shows at least 8 rows whole and
        /// edits: a colour typed into a row scrolled into view is written.
        @Test func inTheDockOfANarrowWindowTheInspectorEdits() throws {
            let driver = try Driver(size: Size(width: 700, height: 500))
            let engine = driver.app.engine
            let gallery = engine.galleryFrame
            let node = try #require(
                engine.switches.first { node in
                    driver.captionPoint(node.id).map { gallery.contains($0) } ?? false
                })
            try Self.open(node.id, driver)
            let hud = driver.app.hud
            #expect(hud.dockLayout.mode == .side)
            let panel = driver.app.inspector.panel.sceneFrame
            #expect(panel == hud.dockLayout.panels[.inspector])
            #expect(engine.galleryFrame == hud.dockLayout.gallery)
            #expect(panel.minX >= engine.galleryFrame.maxX, "the dock lies beside the gallery")
            #expect(driver.app.inspector.panel.visibleRowCount >= 8, "\(driver.app.inspector.panel.visibleRowCount)")
            // The first colour row (an image paint is shown, not typed into).
            let colour = try #require(driver.app.inspector.panel.rows.first { $0.swatch != nil })
            let path = colour.field.path.description
            try Self.typeInto(path, "#123456", driver)
            #expect(
                driver.step { String(decoding: driver.bytes, as: UTF8.self).contains("\"#123456\"") }, "\(path) written"
            )
        }

        /// Under 400x300 there is no room for the inspector: I says so in a toast and in the one-line bar, and
        /// undo writes nothing while it cannot be seen.
        @Test func inATinyWindowTheInspectorSaysItNeedsRoom() throws {
            let driver = try Driver(size: Size(width: 320, height: 240))
            let original = driver.bytes
            driver.key(SDLK_i)
            let hud = driver.app.hud
            #expect(hud.shown.contains(.inspector))
            #expect(!driver.app.inspector.isOpen)
            #expect(hud.dockLayout.panels[.inspector] == nil)
            #expect(hud.toast.text == "the inspector needs a 400x300 window")
            #expect(hud.bar.text.contains("inspector needs a 400x300 window"), "\(hud.bar.text)")
            #expect(driver.app.engine.galleryFrame == hud.dockLayout.gallery)
            hud.showToast("", now: 0)
            driver.key(SDLK_z, control: true)
            #expect(hud.toast.text == "the inspector needs a 400x300 window", "undo refused")
            #expect(driver.bytes == original)
            driver.key(SDLK_i)
            #expect(hud.shown.isEmpty, "I on the open tab closes the tabs")
            #expect(hud.bar.isHidden, "nothing shown: no bar")
        }

        @Test func aSliderDragPreviewsAndLettingGoWritesOneValue() throws {
            let driver = try Driver()
            try Self.open("mmm", driver)
            let original = driver.bytes
            let row = try #require(driver.row("styles.mmm.thumb.margin"))
            let slider = try #require(row.slider)
            let frame = driver.reveal(row)
            #expect(slider.value == 2, "the default margin")
            let track = slider.sceneFrame
            driver.input.mouseButton(down: true, at: Point(x: track.minX + 10, y: track.midY))
            driver.step()
            driver.input.mouseMotion(to: Point(x: track.minX + track.width * 0.1, y: track.midY))
            driver.step(2)
            let previewed = try #require(driver.app.engine.switchNode(id: "mmm")).style.thumb.margin
            #expect(previewed == slider.value && previewed != 2, "the drag previews in the window")
            #expect(driver.bytes == original, "nothing is written while dragging")
            driver.input.mouseButton(down: false, at: Point(x: track.minX + track.width * 0.1, y: track.midY))
            driver.step()
            let written = slider.value
            let change = Self.changed(original, driver.bytes)
            #expect(change.removed == "")
            #expect(change.added == ", \"margin\": \(JSONNumber(written).literal)", "\(change)")
            let document = try ThemeDocument(bytes: driver.bytes, file: driver.themePath)
            #expect(document.diagnostics.isEmpty)
            #expect(
                driver.step {
                    driver.app.engine.themes.contents == driver.bytes
                        && driver.app.engine.switchNode(id: "mmm")?.style.thumb.margin == written
                }, "the hot reload shows the written file")
            #expect(driver.app.inspector.panel.row("styles.mmm.thumb.margin")?.field.source == .written)
            #expect(frame.width == driver.app.inspector.panel.frame.width, "the row spans the panel")
        }

        @Test func aTypedHexColourIsWrittenAndDrawn() throws {
            let driver = try Driver()
            try Self.open("mmm", driver)
            let original = driver.bytes
            try Self.typeInto("styles.mmm.track.off", "#ff0000", driver)
            let change = Self.changed(original, driver.bytes)
            #expect(change.removed == "555555" && change.added == "FF0000", "\(change)")
            #expect(driver.step { driver.app.engine.themes.contents == driver.bytes })
            let node = try #require(driver.app.engine.switchNode(id: "mmm"))
            #expect(!node.isOn)
            // The off track shows right of the thumb.
            let pixel = try driver.pixel(Point(x: node.sceneFrame.maxX - 8, y: node.sceneFrame.midY))
            #expect(pixel.r > 240 && pixel.g < 20 && pixel.b < 20, "\(pixel)")
        }

        @Test func undoAndRedoWriteTheBytesBack() throws {
            let driver = try Driver()
            try Self.open("hwc", driver)
            let original = driver.bytes
            // A circle thumb with a corner radius is an error the theme did not have: refused, with the reason.
            let shape = try #require(driver.row("styles.hwc.thumb.shape"))
            _ = driver.reveal(shape)
            let shapes = try #require(shape.segments).sceneFrame
            driver.click(Point(x: shapes.minX + shapes.width / 4, y: shapes.midY))
            #expect(driver.bytes == original)
            let message = driver.app.inspector.panel.messageText ?? ""
            #expect(message.contains("cornerRadius applies only to shape \"roundedRect\""), "\(message)")
            let curve = try #require(driver.row("styles.hwc.animation.curve"))
            _ = driver.reveal(curve)
            let segments = try #require(curve.segments).sceneFrame
            driver.click(Point(x: segments.minX + segments.width / 12, y: segments.midY))
            let edited = driver.bytes
            #expect(
                Self.changed(original, edited) == ("easeInOut", "linear"),
                "\(driver.app.inspector.panel.messageText ?? "")")
            driver.key(SDLK_z, control: true)
            #expect(driver.bytes == original)
            #expect(driver.app.hud.toast.text == "undid styles.hwc.animation.curve")
            driver.key(SDLK_z, control: true, shift: true)
            #expect(driver.bytes == edited)
            driver.key(SDLK_z, control: true)
            driver.key(SDLK_z, control: true)
            #expect(driver.bytes == original)
            #expect(driver.app.hud.toast.text == "nothing to undo")
            #expect(driver.step { driver.app.engine.themes.contents == original })
            #expect(driver.app.engine.switchNode(id: "hwc")?.style.animation.curve == .easeInOut)
        }

        @Test func anOutsideChangeWinsAndUndoStepsBackAcrossIt() throws {
            let driver = try Driver()
            try Self.open("mmm", driver)
            let original = driver.bytes
            try Self.typeInto("styles.mmm.track.on", "#0000FF", driver)
            let edited = driver.bytes
            #expect(driver.step { driver.app.engine.themes.contents == edited })
            let outside = InspectorTests.widened(edited)
            #expect(outside != edited)
            driver.folder.write("default.json", bytes: outside)
            #expect(driver.step { driver.app.engine.themes.contents == outside })
            let panel = driver.app.inspector.panel
            #expect(panel.messageText?.contains("changed outside") == true, "\(panel.messageText ?? "")")
            #expect(panel.row("styles.mmm.size[0]")?.slider?.value == 60, "the inspector shows the outside change")
            Self.expectUndoAndRedo(across: outside, to: edited, then: original, driver)
        }

        @Test func aReloadWhileTypingKeepsTheFieldAndTheTypedTextIsWritten() throws {
            let driver = try Driver()
            try Self.open("mmm", driver)
            let row = try #require(driver.row("styles.mmm.track.on"))
            _ = driver.reveal(row)
            let field = try #require(row.textField)
            driver.click(field.sceneFrame.center)
            driver.type("#0000FF")
            let text = String(decoding: driver.bytes, as: UTF8.self)
            let outside = Array(text.replacingOccurrences(of: "\"SwitchYard\"", with: "\"SwitchYard (outside)\"").utf8)
            driver.folder.write("default.json", bytes: outside)
            #expect(driver.step { driver.app.engine.themes.contents == outside })
            #expect(field.isEditing && field.scene != nil, "the reload left the field being typed in alone")
            driver.key(SDLK_RETURN)
            let written = String(decoding: driver.bytes, as: UTF8.self)
            #expect(written.contains("\"SwitchYard (outside)\"") && written.contains("\"on\": \"#0000FF\""))
            #expect(driver.row("styles.mmm.track.on") !== row, "the fields were rebuilt once the edit ended")
        }

        @Test func textEntryKeysEditALabel() throws {
            let driver = try Driver()
            try Self.open("hm", driver)
            let row = try #require(driver.row("styles.hm.labels.on.text"))
            _ = driver.reveal(row)
            let field = try #require(row.textField)
            driver.click(field.sceneFrame.center)
            driver.key(SDLK_END)
            driver.type("!")
            driver.key(SDLK_HOME)
            driver.key(SDLK_DELETE)
            driver.type("Ö")
            driver.key(SDLK_LEFT)
            driver.key(SDLK_BACKSPACE)
            #expect(field.editing?.text == "ÖN!")
            driver.key(SDLK_ESCAPE)
            #expect(driver.app.isRunning, "Esc while editing cancels the edit, not the window")
            #expect(field.text == "ON")
            driver.click(field.sceneFrame.center)
            driver.key(SDLK_a, control: true)
            driver.type("AN")
            driver.key(SDLK_RETURN)
            #expect(
                Self.changed(try Repository.bytes(of: Repository.theme("default.json")), driver.bytes) == ("O", "A"))
        }

        @Test func aPreviewKeepsTheLoadedImagesAndAReloadReadsThemAgain() throws {
            let driver = try Driver()
            let engine = driver.app.engine
            func trackImage() -> ImageHandle? {
                if case .image(let handle, _, _, _)? = engine.switchNode(id: "hm")?.style.track.off { return handle }
                return nil
            }
            let loaded = try #require(trackImage())
            let text = String(decoding: driver.bytes, as: UTF8.self)
            let edited = Array(text.replacingOccurrences(of: "\"size\": [95, 27]", with: "\"size\": [99, 27]").utf8)
            guard case .loaded = engine.previewTheme(contents: edited) else { throw CocoaError(.fileReadCorruptFile) }
            #expect(engine.switchNode(id: "hm")?.frame.width == 99)
            #expect(trackImage() == loaded, "the preview took the loaded image")
            engine.reloadTheme()
            #expect(engine.switchNode(id: "hm")?.frame.width == 95)
            #expect(trackImage() != loaded, "a reload reads the image file again")
        }

        // MARK: Bad input

        @Test func badTypedValuesAreRefusedWithAMessage() throws {
            let driver = try Driver()
            try Self.open("hm", driver)
            let original = driver.bytes
            let panel = driver.app.inspector.panel
            try Self.typeInto("styles.hm.thumb.margin", "5000", driver)
            #expect(panel.messageText?.contains("expected a number from 0 to") == true, "\(panel.messageText ?? "")")
            try Self.typeInto("styles.hm.labels.on.color", "#GG0000", driver)
            #expect(panel.messageText?.contains("expected a colour") == true, "\(panel.messageText ?? "")")
            try Self.typeInto("styles.hm.labels.on.text", "O\u{7}N", driver)
            #expect(panel.messageText?.contains("control character U+0007") == true, "\(panel.messageText ?? "")")
            #expect(driver.bytes == original, "nothing was written")
            try Self.typeInto("styles.hm.thumb.margin", "3", driver)
            #expect(driver.bytes != original, "the inspector still works")
        }

        /// A broken file is shown, and undo waits for it to parse (it may be an editor's save half done,
        /// and its bytes are no step to come back to); once it parses again, undo works on it.
        @Test func aThemeThatBecameInvalidIsShownAndUndoWaitsForItToParse() throws {
            let driver = try Driver()
            try Self.open("mmm", driver)
            let original = driver.bytes
            try Self.typeInto("styles.mmm.track.on", "#0000FF", driver)
            let edited = driver.bytes
            driver.folder.write("default.json", "{ \"version\": 1, broken")
            let panel = driver.app.inspector.panel
            #expect(driver.step { panel.messageText?.contains("not valid JSON") == true }, "\(panel.messageText ?? "")")
            #expect(panel.rows.isEmpty)
            driver.key(SDLK_z, control: true)
            #expect(driver.bytes == Array("{ \"version\": 1, broken".utf8), "nothing was written over the broken file")
            let fixed = InspectorTests.widened(edited)
            driver.folder.write("default.json", bytes: fixed)
            #expect(driver.step { driver.app.engine.themes.contents == fixed })
            #expect(driver.step { !panel.rows.isEmpty })
            driver.key(SDLK_z, control: true)
            #expect(driver.bytes == edited, "undo works again once the file parses, back across the fix")
            driver.key(SDLK_z, control: true)
            #expect(driver.bytes == original)
        }

        @Test func aDeletedOrReplacedFileIsReportedAndNothingIsWritten() throws {
            let driver = try Driver()
            try Self.open("mmm", driver)
            let panel = driver.app.inspector.panel
            unlink(driver.themePath)
            #expect(driver.step { panel.messageText?.contains("does not exist") == true }, "\(panel.messageText ?? "")")
            try Self.typeInto("styles.mmm.track.on", "#123456", driver)
            #expect(panel.messageText?.contains("does not exist") == true, "\(panel.messageText ?? "")")
            #expect(access(driver.themePath, F_OK) != 0, "nothing was written")
            mkdir(driver.themePath, 0o755)
            try Self.typeInto("styles.mmm.track.on", "#123456", driver)
            #expect(panel.messageText?.contains("is a folder") == true, "\(panel.messageText ?? "")")
            #expect(driver.app.engine.switchNode(id: "mmm")?.style.track.on == .color(Color(r: 0, g: 255, b: 0)))
        }

        @Test(.enabled(if: geteuid() != 0)) func aReadOnlyFileIsRefused() throws {
            let driver = try Driver()
            try Self.open("mmm", driver)
            let original = driver.bytes
            chmod(driver.themePath, 0o444)
            try Self.typeInto("styles.mmm.track.on", "#123456", driver)
            #expect(driver.app.inspector.panel.messageText?.contains("read-only") == true)
            #expect(driver.bytes == original)
        }

        @Test(.enabled(if: geteuid() == 0)) func aFullDiskLeavesTheFileIntact() throws {
            let disk = try TestFolder()
            guard mount("tmpfs", disk.root, "tmpfs", 0, "size=12k") == 0 else { return }
            defer { umount(disk.root) }
            Repository.prepareSDL()
            let theme = disk.write("mmm.json", try Repository.silentTheme("mmm-switch.json"))
            // Fill the disk to the last few hundred bytes: the edit's temporary file cannot be written.
            let filler = disk.path("filler")
            let handle = try #require(FileHandle(forWritingAtPath: disk.write("filler", "")))
            while (try? handle.write(contentsOf: Data(count: 512))) != nil {}
            try? handle.close()
            var options = WindowOptions()
            options.headless = true
            options.frames = 1000
            options.size = Size(width: 1000, height: 700)
            options.themePath = theme
            let app = try PlaygroundApp(options: options)
            #expect(app.start())
            let original = try Repository.bytes(of: theme)
            app.openInspector(on: "mmm-default")
            app.inspector.panel.row("styles.mmm.track.on")?.textField?.beginEditing()
            app.inspector.type("#123456")
            app.inspector.endEditing(commit: true)
            #expect(
                app.inspector.panel.messageText?.contains("the file is unchanged") == true,
                "\(app.inspector.panel.messageText ?? "")")
            #expect(try Repository.bytes(of: theme) == original)
            unlink(filler)
        }
    }
}
