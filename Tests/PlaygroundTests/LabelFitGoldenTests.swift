import SDLKit
import SceneGraph
import TestSupport
import Testing

@testable import Playground

extension PlaygroundSDLSuite {
    /// Golden sheets of how a label meets its room at density 1 and 2: a label that fits, one
    /// that shrinks but stays above half its size, one that would need less than half and is cut with "…",
    /// the same with `minimumScale` 0.2 shrinking instead, and italic labels. Re-record with
    /// SWITCHYARD_RECORD_GOLDEN=1.
    @Suite struct LabelFitGoldenTests {
        /// Long enough to need about three quarters of its 17 points in the room of a 140x36 HMCustomSwitch.
        static let shrinking = "STANDBY"
        /// Long enough to need about a quarter of its 17 points there.
        static let overlong = "STANDBY MODE ACTIVE"

        /// Each sample off and on, two samples a row; every label is the same text on and off.
        static func makeSheet() -> ContactSheet {
            func sample(_ caption: String, _ text: String, face: FontFace = .bold, minimumScale: Double = 0.5)
                -> [SheetEntry]
            {
                var style = SwitchStyle.hmCustomSwitch
                style.size = Size(width: 140, height: 36)
                style.labels.on?.text = text
                style.labels.off?.text = text
                style.labels.on?.face = face
                style.labels.off?.face = face
                style.labels.on?.minimumScale = minimumScale
                style.labels.off?.minimumScale = minimumScale
                return [
                    SheetEntry(caption: "\(caption) off", style: style, pose: .off),
                    SheetEntry(caption: "\(caption) on", style: style, pose: .on),
                ]
            }
            let rows = [
                sample("fits", "ON") + sample("shrinks", shrinking),
                sample("cut with …", overlong) + sample("minimumScale 0.2", overlong, minimumScale: 0.2),
                sample("italic", "ON", face: .regularItalic) + sample("bold italic", "OFF", face: .boldItalic),
            ]
            return ContactSheet(title: "Labels: fit, shrink, cut, italic", rows: rows)
        }

        @Test(arguments: [1, 2])
        func labelsMatchTheirGolden(density: Int) throws {
            Repository.prepareSDL()
            let sheet = Self.makeSheet()
            let canvas = try Headless(
                width: Int(sheet.size.width), height: Int(sheet.size.height), density: Double(density))
            sheet.pose(resources: canvas.resources)
            let list = sheet.drawList(resources: canvas.resources)
            let runs: [TextRun] = list.commands.compactMap {
                guard case .text(let handle, _, _) = $0 else { return nil }
                return canvas.resources.run(for: handle)
            }
            #expect(runs.contains { $0.text == "ON" && $0.face == .bold && $0.size == 17 })
            #expect(runs.contains { $0.text == Self.shrinking && $0.size > 8 && $0.size < 17 })
            #expect(!runs.contains { $0.text == Self.shrinking && $0.size <= 8 }, "shrinks above half")
            #expect(
                runs.contains {
                    $0.text.hasSuffix("…") && Self.overlong.hasPrefix(String($0.text.dropLast())) && $0.size == 8
                }, "cut at half its size")
            #expect(runs.contains { $0.text == Self.overlong && $0.size < 8 && $0.size >= 3 }, "shrinks past half")
            #expect(runs.contains { $0.text == "ON" && $0.face == .regularItalic && $0.size == 17 })
            #expect(runs.contains { $0.text == "OFF" && $0.face == .boldItalic && $0.size == 17 })
            try canvas.render(list, background: .white)
            #expect(canvas.resources.lastError == nil, "\(String(describing: canvas.resources.lastError))")
            let mismatch = try GoldenImage.mismatch(
                canvas.surface, named: "switch-labels-fit-\(density)x", tolerance: SwitchLookGoldenTests.tolerance,
                context: canvas.context)
            #expect(mismatch == nil, "\(mismatch ?? "")")
        }
    }
}
