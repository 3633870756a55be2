import CSDL2
import Foundation
import TestSupport
import Testing

@testable import Playground

extension PlaygroundSDLSuite {
    /// An editor's truncate-then-write save caught half way by the inspector: the broken bytes are shown
    /// as a broken file, never become an undo step, and undo never writes bytes that do not parse. Before,
    /// the empty file became an "outside change" step and the first Ctrl+Z after the save wrote it back:
    /// a 0-byte theme.
    @Suite struct InspectorBrokenSaveTests {
        typealias Driver = InspectorDriver

        /// Empties the theme in place, as an editor's save does first, and waits until the inspector has
        /// read the empty file.
        private static func truncate(_ driver: Driver) {
            driver.folder.writeInPlace("default.json", "")
            #expect(
                driver.step { driver.app.inspector.panel.messageText?.contains("not valid JSON") == true },
                "\(driver.app.inspector.panel.messageText ?? "no message")")
        }

        @Test func aTruncatedFileNeverBecomesAnUndoStep() throws {
            let driver = try Driver()
            try InspectorTests.open("mmm", driver)
            let original = driver.bytes
            try InspectorTests.typeInto("styles.mmm.track.on", "#0000FF", driver)
            let edited = driver.bytes
            #expect(driver.step { driver.app.engine.themes.contents == edited })
            Self.truncate(driver)
            let saved = InspectorTests.widened(edited)
            driver.folder.writeInPlace("default.json", bytes: saved)
            #expect(driver.step { driver.app.engine.themes.contents == saved })
            // The empty file was no step: two undos reach the original, and a third changes nothing.
            InspectorTests.expectUndoAndRedo(across: saved, to: edited, then: original, driver)
        }

        @Test func undoWhileTheFileIsBrokenWritesNothing() throws {
            let driver = try Driver()
            try InspectorTests.open("mmm", driver)
            try InspectorTests.typeInto("styles.mmm.track.on", "#0000FF", driver)
            Self.truncate(driver)
            driver.key(SDLK_z, control: true)
            #expect(driver.bytes.isEmpty, "the half-saved file is the editor's, left alone")
            #expect(driver.app.hud.toast.text?.contains("Ctrl+Z works again once the file parses") == true)
        }
    }
}
