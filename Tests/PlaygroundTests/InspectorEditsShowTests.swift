import SceneGraph
import TestSupport
import Testing

@testable import Playground

extension PlaygroundSDLSuite {
    /// Every group of the inspector's rows, edited as a user would (typing, a segment, a switch): the
    /// window shows the written value at once, on the switch in the gallery, the switch entry's own `on`,
    /// `enabled` and caption included.
    @Suite struct InspectorEditsShowTests {
        typealias Driver = InspectorDriver

        /// A driver with the inspector open on `id`.
        private func open(_ id: String) throws -> Driver {
            let driver = try Driver()
            try InspectorTests.open(id, driver)
            return driver
        }

        /// Steps until the engine shows the file as it is now and `shows` holds for the switch `id`.
        private func expectShown(
            _ id: String, _ driver: Driver, sourceLocation: SourceLocation = #_sourceLocation,
            _ shows: (SwitchNode) -> Bool
        ) {
            let seen = driver.step {
                guard driver.app.engine.themes.contents == driver.bytes,
                    let node = driver.app.engine.switchNode(id: id)
                else { return false }
                return shows(node)
            }
            #expect(seen, "the edit did not show on \(id)", sourceLocation: sourceLocation)
        }

        /// Clicks segment `index` of `count` on `path`'s row.
        private func choose(_ path: String, segment index: Int, of count: Int, _ driver: Driver) throws {
            let row = try #require(driver.row(path), "no row \(path)")
            _ = driver.reveal(row)
            let segments = try #require(row.segments).sceneFrame
            let width = segments.width / Double(count)
            driver.click(Point(x: segments.minX + width * (Double(index) + 0.5), y: segments.midY))
        }

        /// Taps `path`'s row's switch (a boolean value).
        private func flip(_ path: String, _ driver: Driver) throws {
            let row = try #require(driver.row(path), "no row \(path)")
            _ = driver.reveal(row)
            driver.click(try #require(row.toggle).sceneFrame.center)
        }

        /// A typed value of one group's row, and what the switch shows once it is written.
        struct TypedEdit: Sendable, CustomTestStringConvertible {
            let group: String
            let path: String
            let text: String
            let shows: @Sendable (SwitchNode) -> Bool
            var testDescription: String { group }
        }

        static let typed = [
            TypedEdit(group: "Size", path: "styles.mmm.size[0]", text: "70") {
                $0.frame.width == 70 && $0.style.size.width == 70
            },
            TypedEdit(group: "Track", path: "styles.mmm.track.off", text: "#0000ff") {
                $0.style.track.off == .color(Color(r: 0, g: 0, b: 255))
            },
            TypedEdit(group: "Thumb", path: "styles.mmm.thumb.margin", text: "5") { $0.style.thumb.margin == 5 },
            TypedEdit(group: "Labels", path: "styles.mmm.labels.on.text", text: "YES") {
                $0.style.labels.on?.text == "YES"
            },
            TypedEdit(group: "Animation", path: "styles.mmm.animation.duration", text: "0.5") {
                $0.style.animation.duration == 0.5
            },
        ]

        @Test(arguments: typed) func aTypedValueShows(_ edit: TypedEdit) throws {
            let driver = try open("mmm")
            try InspectorTests.typeInto(edit.path, edit.text, driver)
            expectShown("mmm", driver, edit.shows)
        }

        @Test func orientationAndDirection() throws {
            let driver = try open("mmm")
            try choose("styles.mmm.orientation", segment: 1, of: 2, driver)
            expectShown("mmm", driver) { $0.style.orientation == .vertical }
        }

        /// The switch entry's own values: `on` and `enabled` show on the switch itself (not only after a
        /// restart), over the state the switch had; the caption shows under it.
        @Test func theSwitchEntrysOnEnabledAndCaption() throws {
            let driver = try open("mmm")
            let index = 3  // default.json's fourth switch entry
            #expect(driver.row("switches[\(index)].caption")?.field.value?.kind == .string("MMMSwitch"))
            #expect(driver.app.engine.switchNode(id: "mmm")?.isOn == false)
            try flip("switches[\(index)].on", driver)
            expectShown("mmm", driver) { $0.isOn }
            try flip("switches[\(index)].enabled", driver)
            expectShown("mmm", driver) { !$0.isEnabled }
            let before = try #require(driver.app.engine.switchNode(id: "mmm")).isOn
            driver.click(try #require(driver.app.engine.switchNode(id: "mmm")).sceneFrame.center)
            #expect(driver.app.engine.switchNode(id: "mmm")?.isOn == before, "a disabled switch ignores a click")
            try InspectorTests.typeInto("switches[\(index)].caption", "Edited", driver)
            expectShown("mmm", driver) { _ in
                driver.app.engine.themes.theme?.switches.first { $0.id == "mmm" }?.caption == "Edited"
            }
        }
    }
}
