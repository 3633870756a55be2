import Testing

@testable import SceneGraph

/// `DrawList.append`: another list's commands as if drawn here, limited by the clip in force.
@Suite struct DrawListAppendTests {
    private let red = Color(r: 255, g: 0, b: 0)

    /// `other` appended to an empty list inside `clip`.
    private func appended(_ other: DrawList, within clip: Rect) -> DrawList {
        var list = DrawList()
        list.pushClip(clip)
        list.append(other)
        list.popClip()
        return list
    }

    @Test func withoutAClipEveryCommandIsKeptInOrder() {
        var other = DrawList()
        other.fill(gr(0, 0, 10, 10), radius: 3, color: red)
        other.pushClip(gr(0, 0, 50, 50))
        other.text(TextHandle(id: 2), origin: gp(1, 1), size: Size(width: 5, height: 5), color: red)
        other.popClip()
        other.pushOpacity(0.5, bounds: gr(0, 0, 20, 20))
        other.stroke(gr(0, 0, 20, 20), width: 1, color: red)
        other.popOpacity()
        var list = DrawList()
        list.append(other)
        #expect(list.commands == other.commands)
        #expect(list.clipDepth == 0)
    }

    @Test func theClipInForceLimitsTheAppendedCommandsAndTheirClips() {
        var other = DrawList()
        other.fill(gr(200, 200, 10, 10), color: red)
        other.fill(gr(5, 5, 10, 10), color: red)
        other.pushClip(gr(0, 0, 500, 500))
        other.image(ImageHandle(id: 3), dest: gr(300, 0, 10, 10))
        other.popClip()
        let list = appended(other, within: gr(0, 0, 100, 100))
        // The fill outside and the image outside are dropped; the inner clip, left empty, leaves no trace.
        #expect(
            Array(list.commands) == [
                .pushClip(gr(0, 0, 100, 100)), .fill(gr(5, 5, 10, 10), radius: 0, color: red), .popClip,
            ], "\(list.commands)")
        #expect(list.clipDepth == 0)
    }

    @Test func anEmptyClipDropsAppendedText() {
        var other = DrawList()
        other.text(TextHandle(id: 1), origin: gp(1, 1), size: Size(width: 5, height: 5), color: red)
        let list = appended(other, within: gr(0, 0, 0, 0))
        #expect(list.commands.allSatisfy { if case .text = $0 { false } else { true } })
    }

    @Test func appendedTextKeepsItsBoxAndIsDroppedOutsideTheClip() {
        var other = DrawList()
        other.text(TextHandle(id: 1), origin: gp(10, 20), size: Size(width: 30, height: 12), color: red)
        other.text(TextHandle(id: 2), origin: gp(150, 20), size: Size(width: 30, height: 12), color: red)
        let list = appended(other, within: gr(0, 0, 100, 100))
        #expect(
            Array(list.commands) == [
                .pushClip(gr(0, 0, 100, 100)), .text(TextHandle(id: 1), origin: gp(10, 20), color: red), .popClip,
            ])
        #expect(list.commands.area(at: 1) == gr(10, 20, 30, 12))
    }
}
