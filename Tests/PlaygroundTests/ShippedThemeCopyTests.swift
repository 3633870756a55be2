import Foundation
import SceneGraph
import TestSupport
import Testing

@testable import Playground

extension PlaygroundSDLSuite {
    /// Shipped themes are never written: the inspector refuses an edit to one and offers a copy; Ctrl+S
    /// saves the copy with every file the theme reads into the current folder, opens it and makes the
    /// held edit there. `ThemeCopy` names copies without replacing files and refuses a clashing image.
    @Suite struct ShippedThemeCopyTests {
        @Test func anEditToAShippedThemeIsHeldAndMadeInTheCopy() throws {
            let shipped = Repository.theme("default.json")
            let original = try Repository.bytes(of: shipped)
            let driver = try InspectorDriver(shipped: true)
            #expect(driver.app.inspector.editor.isReadOnly)
            try InspectorTests.open("mmm", driver)
            #expect(driver.app.inspector.panel.messageText?.contains("Ctrl+S saves one here") == true)
            try InspectorTests.typeInto("styles.mmm.track.off", "#0000ff", driver)
            #expect(try Repository.bytes(of: shipped) == original, "the shipped theme is never written")
            let message = driver.app.inspector.panel.messageText ?? ""
            #expect(
                message.hasPrefix("default.json is shipped with SwitchYard and never written: Ctrl+S"), "\(message)")

            let here = try TestFolder()
            driver.app.saveThemeCopy(into: here.root)
            let copy = here.path("default.json")
            #expect(driver.app.engine.themes.path == copy, "the window shows the copy")
            #expect(driver.app.hud.toast.text?.hasPrefix("saved a copy as \(copy) with ") == true)
            let text = try String(contentsOfFile: copy, encoding: .utf8)
            #expect(text.contains(##""off": "#0000FF""##), "the held edit is made in the copy")
            #expect(FileManager.default.fileExists(atPath: here.path("images/hm-thumb@3x.png")))
            #expect(FileManager.default.fileExists(atPath: here.path("sounds/kyl-on.wav")))
            #expect(try Repository.bytes(of: shipped) == original)
            #expect(
                driver.step {
                    driver.app.engine.switchNode(id: "mmm")?.style.track.off == .color(Color(r: 0, g: 0, b: 255))
                })
            try InspectorTests.typeInto("styles.mmm.thumb.margin", "4", driver)
            #expect(try String(contentsOfFile: copy, encoding: .utf8).contains(#""margin": 4"#), "edits go to the copy")
        }

        @Test func aWritableThemeNeedsNoCopy() throws {
            let driver = try InspectorDriver()
            #expect(!driver.app.inspector.editor.isReadOnly)
            let here = try TestFolder()
            driver.app.saveThemeCopy(into: here.root)
            #expect(driver.app.hud.toast.text == "default.json is writable: the inspector writes it, no copy needed")
            #expect(try FileManager.default.contentsOfDirectory(atPath: here.root).isEmpty)
        }

        @Test func copiesTakeAFreeNameAndNeverReplaceADifferingFile() throws {
            Repository.prepareSDL()
            let source = try TestFolder()
            let theme = source.write("t.json", "{}")
            let image = source.write("images/a.png", "png bytes")
            let here = try TestFolder()
            let first = try ThemeCopy.save(
                theme, bytes: Array("one".utf8), sourceFiles: [theme, image], into: here.root
            )
            .get()
            #expect(first == ThemeCopy.Saved(path: here.path("t.json"), files: 1))
            let second = try ThemeCopy.save(
                theme, bytes: Array("two".utf8), sourceFiles: [theme, image], into: here.root
            )
            .get()
            #expect(second == ThemeCopy.Saved(path: here.path("t-2.json"), files: 0), "an identical image is kept")
            #expect(try String(contentsOfFile: here.path("t.json"), encoding: .utf8) == "one")
            here.writeInPlace("images/a.png", "other bytes")
            let clash = ThemeCopy.save(theme, bytes: [], sourceFiles: [theme, image], into: here.root)
            #expect(
                clash
                    == .failure(
                        ThemeCopy.Failure(
                            description:
                                "\(here.path("images/a.png")) exists and differs from the theme's images/a.png: save the copy from another folder"
                        )))
            #expect(!FileManager.default.fileExists(atPath: here.path("t-3.json")), "nothing written")
        }

        @Test func shippedAndReadOnlyThemesAreKnown() throws {
            Repository.prepareSDL()
            #expect(ThemeCopy.isShipped(Repository.theme("mmm-switch.json")))
            let folder = try TestFolder()
            let mine = folder.write("mine.json", "{}")
            #expect(!ThemeCopy.isShipped(mine) && !ThemeCopy.isReadOnly(mine))
            if geteuid() != 0 {
                chmod(mine, 0o444)
                #expect(ThemeCopy.isReadOnly(mine))
            }
        }
    }
}
