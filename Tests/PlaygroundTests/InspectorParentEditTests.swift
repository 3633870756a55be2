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
    /// The inspector's modifier, driven headless through SDL events: Shift held while letting go of a
    /// slider, clicking a segment or pressing Enter writes into the style the value is inherited from
    /// (`ThemeEditScope.inheritedStyle`); without it the edit overrides in the switch's own style.
    @Suite struct InspectorParentEditTests {
        typealias Driver = InspectorDriver

        /// The switches whose styles extend `mmm` (and `mmm` itself) in the default theme.
        static let mmmFamily = ["mmm", "mmm-large", "spring", "mmm-veto", "mmm-pending"]

        /// Drags `path`'s slider from its left end to `fraction` of its track and lets go there, with
        /// Shift held at the release when `shift`; the value let go at.
        static func dragSlider(_ path: String, to fraction: Double, shift: Bool, _ driver: Driver) throws -> Double {
            let row = try #require(driver.row(path), "no row \(path)")
            _ = driver.reveal(row)
            let slider = try #require(row.slider)
            let track = slider.sceneFrame
            let end = Point(x: track.minX + track.width * fraction, y: track.midY)
            driver.input.mouseButton(down: true, at: Point(x: track.minX + 2, y: track.midY))
            driver.step()
            driver.input.mouseMotion(to: end)
            driver.step()
            driver.input.setShift(shift)
            driver.input.mouseButton(down: false, at: end)
            driver.step()
            driver.input.setShift(false)
            return slider.value
        }

        @Test func aShiftReleaseWritesTheParentAndEveryStyleThatInheritsShowsIt() throws {
            let driver = try Driver()
            defer { driver.input.setShift(false) }
            try InspectorTests.open("mmm-large", driver)
            let original = driver.bytes
            let path = "styles.mmm-large.thumb.pressedStretch"
            let row = try #require(driver.row(path))
            #expect(row.field.source == .inherited(style: "mmm"))
            #expect(row.field.parentStyle == "mmm")
            #expect(driver.row("styles.mmm-large.size[0]")?.field.parentStyle == "mmm")
            // Holding Shift tags every row with the style its edit would write.
            driver.input.setShift(true)
            driver.step()
            #expect(driver.app.inspector.panel.rows.allSatisfy { $0.showsParent })
            driver.input.setShift(false)
            driver.step()
            #expect(!row.showsParent)

            let written = try Self.dragSlider(path, to: 0.6, shift: true, driver)
            #expect(written != 0.2)
            let literal = JSONNumber(written).literal
            let expected = String(decoding: original, as: UTF8.self).replacingOccurrences(
                of: "\"pressedStretch\": 0.2 }", with: "\"pressedStretch\": \(literal) }")
            #expect(String(decoding: driver.bytes, as: UTF8.self) == expected, "only mmm's value changed")
            let message = "wrote thumb.pressedStretch in mmm (inherited by mmm-large)"
            #expect(driver.app.inspector.panel.messageText == message)
            #expect(driver.app.hud.toast.text == message)
            #expect(
                driver.step {
                    Self.mmmFamily.allSatisfy {
                        driver.app.engine.switchNode(id: $0)?.style.thumb.pressedStretch == written
                    }
                }, "the parent and every style that extends it show the new value")
            #expect(driver.row(path)?.field.source == .inherited(style: "mmm"), "still inherited")

            driver.key(SDLK_z, control: true)
            #expect(driver.bytes == original)
            #expect(driver.app.hud.toast.text == "undid styles.mmm.thumb.pressedStretch")
            #expect(
                driver.step {
                    Self.mmmFamily.allSatisfy {
                        driver.app.engine.switchNode(id: $0)?.style.thumb.pressedStretch == 0.2
                    }
                })
        }

        @Test func withoutShiftTheSameDragOverridesInTheChild() throws {
            let driver = try Driver()
            try InspectorTests.open("mmm-large", driver)
            let original = driver.bytes
            let written = try Self.dragSlider("styles.mmm-large.thumb.pressedStretch", to: 0.6, shift: false, driver)
            let literal = JSONNumber(written).literal
            let expected = String(decoding: original, as: UTF8.self).replacingOccurrences(
                of: "\"thumb\": { \"margin\": 4 }", with: "\"thumb\": { \"margin\": 4, \"pressedStretch\": \(literal) }"
            )
            #expect(String(decoding: driver.bytes, as: UTF8.self) == expected, "only mmm-large's thumb changed")
            #expect(driver.app.inspector.panel.messageText == "wrote thumb.pressedStretch in mmm-large")
            // The drag's preview already shows the value and holds the same bytes, so the wait is for the
            // inspector's own rows: they are rebuilt only when the hot reload of the written file arrives.
            let path = "styles.mmm-large.thumb.pressedStretch"
            #expect(
                driver.step {
                    driver.app.engine.switchNode(id: "mmm-large")?.style.thumb.pressedStretch == written
                        && driver.row(path)?.field.source == .written
                }, "the reload shows the value as written in mmm-large")
            for id in Self.mmmFamily where id != "mmm-large" {
                #expect(driver.app.engine.switchNode(id: id)?.style.thumb.pressedStretch == 0.2, "\(id) kept its value")
            }
            driver.key(SDLK_z, control: true)
            #expect(driver.bytes == original)
        }

        @Test func aStyleWithoutAParentEditedWithShiftEditsItself() throws {
            let driver = try Driver()
            try InspectorTests.open("mmm", driver)
            let original = driver.bytes
            let path = "styles.mmm.thumb.margin"
            #expect(driver.row(path)?.field.parentStyle == nil)
            driver.input.setShift(true)
            driver.step()
            #expect(driver.row(path)?.showsParent == true)
            driver.input.setShift(false)
            let written = try Self.dragSlider(path, to: 0.1, shift: true, driver)
            let change = InspectorTests.changed(original, driver.bytes)
            #expect(change.removed == "")
            #expect(change.added == ", \"margin\": \(JSONNumber(written).literal)", "\(change)")
            #expect(driver.app.inspector.panel.messageText == "wrote thumb.margin in mmm")
            driver.key(SDLK_z, control: true)
            #expect(driver.bytes == original)
            // Another switch starts from the hint: the message was about this one.
            try InspectorTests.open("mmm-large", driver)
            #expect(driver.app.inspector.panel.messageText == Inspector.hint)
        }

        /// Shift with a segment click and with Enter in a field: a default goes to the direct parent, an
        /// inherited colour to the ancestor that writes it.
        @Test func shiftWithASegmentClickOrEnterWritesTheParent() throws {
            let driver = try Driver()
            defer { driver.input.setShift(false) }
            try InspectorTests.open("mmm-large", driver)
            let original = driver.bytes
            let curve = try #require(driver.row("styles.mmm-large.animation.curve"))
            #expect(curve.field.source == .defaultValue && curve.field.parentStyle == "mmm")
            _ = driver.reveal(curve)
            let segments = try #require(curve.segments).sceneFrame
            let linear = Point(x: segments.minX + segments.width / 12, y: segments.midY)
            driver.input.mouseButton(down: true, at: linear)
            driver.step()
            driver.input.setShift(true)
            driver.input.mouseButton(down: false, at: linear)
            driver.step()
            driver.input.setShift(false)
            let afterCurve = driver.bytes
            let change = InspectorTests.changed(original, afterCurve)
            #expect(
                change.removed == "" && change.added.contains("\"animation\": { \"curve\": \"linear\" }"), "\(change)")
            let document = try ThemeDocument(bytes: afterCurve, file: driver.themePath)
            #expect(document.value(at: ThemeKeyPath(parsing: "styles.mmm.animation.curve")!)?.kind == .string("linear"))
            #expect(document.value(at: ThemeKeyPath(parsing: "styles.mmm-large.animation")!) == nil)
            #expect(
                driver.step { driver.app.engine.themes.contents == afterCurve },
                "the hot reload shows the written file before the next edit, as it would for a person")

            let row = try #require(driver.row("styles.mmm-large.track.on"))
            _ = driver.reveal(row)
            let field = try #require(row.textField)
            driver.click(field.sceneFrame.center)
            driver.type("#123456")
            driver.key(SDLK_RETURN, shift: true)
            let change2 = InspectorTests.changed(afterCurve, driver.bytes)
            #expect(change2 == ("00FF00", "123456"), "\(change2)")
            #expect(driver.app.inspector.panel.messageText == "wrote track.on in mmm (inherited by mmm-large)")
            driver.key(SDLK_z, control: true)
            driver.key(SDLK_z, control: true)
            #expect(driver.bytes == original)
        }
    }
}
