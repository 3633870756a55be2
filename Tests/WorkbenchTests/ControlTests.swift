import SceneGraph
import TestSupport
import Testing
import Workbench

/// The control nodes the inspector is built from, driven through a scene as the pointer router delivers
/// input: a slider's drag reports previews and one release, a cancelled drag reports the cancel, segments
/// report the chosen index, the colour picker moves the component of the part pressed, and the text edit
/// buffer's keys.
@Suite struct ControlTests {
    @Test func aSliderDragPreviewsThenReleasesOnce() {
        let scene = Scene(size: Size(width: 300, height: 100))
        let slider = SliderNode(range: 0...100, step: 1, value: 0)
        slider.frame = Rect(x: 20, y: 20, width: 214, height: 20)
        scene.root.addChild(slider)
        var seen: [(Double, ControlPhase)] = []
        slider.onChange = { seen.append(($0, $1)) }
        // The track spans x 27...227 in the scene (a 14-point knob's half at each end).
        scene.down(Point(x: 27, y: 30))
        scene.move(Point(x: 127, y: 30))
        scene.move(Point(x: 400, y: 30))
        scene.up(Point(x: 400, y: 30))
        #expect(seen.map(\.0) == [50, 100, 100])
        #expect(seen.map(\.1) == [.dragging, .dragging, .released])
        #expect(slider.value == 100)
        #expect(!slider.isDragging)
    }

    @Test func aCancelledSliderDragReportsTheCancelNotARelease() {
        let scene = Scene(size: Size(width: 300, height: 100))
        let slider = SliderNode(range: 0...1, step: 0.01, value: 0.5)
        slider.frame = Rect(x: 0, y: 0, width: 214, height: 20)
        scene.root.addChild(slider)
        var phases: [ControlPhase] = []
        var cancelled = false
        slider.onChange = { phases.append($1) }
        slider.onCancel = { cancelled = true }
        scene.down(Point(x: 50, y: 10))
        scene.handle(.cancelAll)
        #expect(phases == [.dragging])
        #expect(cancelled)
        #expect(slider.value(atX: 7 + 200 * 0.3) == 0.3)
    }

    @Test func segmentsReportTheChosenIndex() {
        let scene = Scene(size: Size(width: 300, height: 100))
        let segments = SegmentedNode(options: ["a", "b", "c"], selected: 0, resources: GraphFakeResources())
        segments.frame = Rect(x: 0, y: 0, width: 90, height: 20)
        scene.root.addChild(segments)
        var chosen: [Int] = []
        segments.onSelect = { chosen.append($0) }
        scene.down(Point(x: 75, y: 10))
        scene.up(Point(x: 75, y: 10))
        #expect(chosen == [2])
        #expect(segments.selected == 2)
        scene.down(Point(x: 15, y: 10))
        scene.up(Point(x: 200, y: 10))
        #expect(chosen == [2], "a release outside chooses nothing")
    }

    @Test func theColourPickerMovesThePartPressed() throws {
        let scene = Scene(size: Size(width: 300, height: 300))
        let picker = ColorPickerNode(color: Color(r: 255, g: 0, b: 0))
        picker.frame = Rect(origin: .zero, size: ColorPickerNode.size(square: 100))
        scene.root.addChild(picker)
        var colours: [(Color, ControlPhase)] = []
        picker.onChange = { colours.append(($0, $1)) }
        // The square's bottom-left corner: value 0 (black), whatever the hue.
        scene.down(Point(x: 0, y: 99.9))
        scene.up(Point(x: 0, y: 99.9))
        #expect(colours.last?.0 == Color(r: 0, g: 0, b: 0))
        #expect(colours.last?.1 == .released)
        // The top-right corner again, then the alpha strip's middle.
        scene.down(Point(x: 99.9, y: 0))
        scene.up(Point(x: 99.9, y: 0))
        #expect(colours.last?.0 == Color(r: 255, g: 0, b: 0), "the hue was kept through black")
        let alpha = picker.rects().alpha
        scene.down(Point(x: alpha.midX, y: alpha.midY))
        scene.up(Point(x: alpha.midX, y: alpha.midY))
        #expect(colours.last?.0 == Color(r: 255, g: 0, b: 0, a: 128))
        // A third of the way down the hue strip is green.
        let hue = picker.rects().hue
        scene.down(Point(x: hue.midX, y: hue.minY + hue.height / 3))
        scene.up(Point(x: hue.midX, y: hue.minY + hue.height / 3))
        #expect(colours.last?.0 == Color(r: 0, g: 255, b: 0, a: 128))
    }

    @Test func hsvRoundTripsEveryChannelStep() {
        for r in stride(from: 0, through: 255, by: 51) {
            for g in stride(from: 0, through: 255, by: 51) {
                for b in stride(from: 0, through: 255, by: 17) {
                    let colour = Color(r: UInt8(r), g: UInt8(g), b: UInt8(b), a: 77)
                    #expect(HSVColor(colour).color == colour)
                }
            }
        }
    }

    @Test func theEditBufferTakesTheUsualKeys() {
        var buffer = TextEditBuffer("Größe")
        #expect(buffer.caret == 5)
        buffer.apply(.left)
        buffer.apply(.backspace)
        #expect(buffer.text == "Gröe" && buffer.caret == 3)
        buffer.apply(.home)
        buffer.apply(.delete)
        buffer.insert("✓ ")
        #expect(buffer.text == "✓ röe" && buffer.caret == 2)
        buffer.apply(.end)
        buffer.apply(.right)
        #expect(buffer.caret == 5)
        buffer.apply(.selectAll)
        buffer.insert("ON")
        #expect(buffer.text == "ON" && !buffer.isAllSelected)
        buffer.apply(.selectAll)
        buffer.apply(.backspace)
        #expect(buffer.text.isEmpty)
        buffer.apply(.backspace)
        buffer.apply(.left)
        #expect(buffer.caret == 0)
    }

    @Test func aTextFieldCommitsOrCancels() {
        let field = TextFieldNode(text: "ON", resources: GraphFakeResources())
        var committed: [String] = []
        field.onCommit = { committed.append($0) }
        field.beginEditing()
        field.type("YES")
        field.cancel()
        #expect(field.text == "ON" && committed.isEmpty)
        field.beginEditing()
        field.apply(.end)
        field.type("!")
        field.commit()
        #expect(committed == ["ON!"])
        field.isEditable = false
        field.beginEditing()
        #expect(!field.isEditing)
    }
}
