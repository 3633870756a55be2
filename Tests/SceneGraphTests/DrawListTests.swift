import Testing

@testable import SceneGraph

@Suite struct DrawListTests {
    private let red = Color(r: 255, g: 0, b: 0)

    @Test func emptyNegativeAndInvisibleShapesEmitNothing() {
        var list = DrawList()
        list.fill(gr(0, 0, 0, 10), color: red)
        list.fill(gr(0, 0, 10, -1), color: red)
        list.fill(gr(0, 0, .nan, 10), color: red)
        list.fill(gr(0, 0, 10, 10), color: .clear)
        list.stroke(gr(0, 0, 10, 10), width: 0, color: red)
        list.stroke(gr(0, 0, 10, 10), width: -2, color: red)
        list.fillCircle(center: gp(5, 5), diameter: 0, color: red)
        list.image(ImageHandle(id: 1), source: gr(0, 0, 0, 0), dest: gr(0, 0, 10, 10))
        list.text(TextHandle(id: 1), origin: .zero, size: .zero, color: red)
        #expect(list.commands.isEmpty)
    }

    @Test func radiusBeyondHalfTheShorterSideIsAPill() {
        var list = DrawList()
        list.fill(gr(0, 0, 100, 30), radius: 99, color: red)
        list.fill(gr(0, 0, 100, 30), radius: -4, color: red)
        list.stroke(gr(0, 0, 100, 30), radius: .infinity, width: 2, color: red)
        list.stroke(gr(0, 0, 100, 30), radius: 4, width: 15, color: red)
        list.fill(gr(0, 0, 100, 30), radius: .nan, color: red)
        #expect(
            Array(list.commands) == [
                .fill(gr(0, 0, 100, 30), radius: 15, color: red), .fill(gr(0, 0, 100, 30), radius: 0, color: red),
                .stroke(gr(0, 0, 100, 30), radius: 15, width: 2, color: red),
                .fill(gr(0, 0, 100, 30), radius: 4, color: red),
                .fill(gr(0, 0, 100, 30), radius: 0, color: red),
            ])
    }

    @Test func clipsNestAndIntersect() {
        var list = DrawList()
        list.pushClip(gr(0, 0, 100, 100))
        list.pushClip(gr(50, 50, 100, 100))
        #expect(list.currentClip == gr(50, 50, 50, 50) && list.clipDepth == 2)
        list.fill(gr(0, 0, 40, 40), color: red)
        list.fill(gr(60, 60, 10, 10), color: red)
        list.popClip()
        list.fill(gr(0, 0, 40, 40), color: red)
        list.popClip()
        list.popClip()
        #expect(
            Array(list.commands) == [
                .pushClip(gr(0, 0, 100, 100)), .pushClip(gr(50, 50, 50, 50)),
                .fill(gr(60, 60, 10, 10), radius: 0, color: red),
                .popClip, .fill(gr(0, 0, 40, 40), radius: 0, color: red), .popClip,
            ])
    }

    @Test func emptyClipsHideEverythingAndLeaveNoTrace() {
        var list = DrawList()
        list.pushClip(gr(0, 0, 10, 10))
        list.pushClip(gr(20, 20, 10, 10))
        #expect(list.currentClip?.isEmpty == true)
        list.fill(gr(0, 0, 100, 100), color: red)
        list.popClip()
        list.popClip()
        list.pushClip(gr(0, 0, .nan, 1))
        list.popClip()
        #expect(list.commands.isEmpty && list.clipDepth == 0)
    }

    @Test func opacityGroupsWrapTheirContentAndLeaveNoTraceWhenEmptyOrOpaque() {
        var list = DrawList()
        list.pushOpacity(0.5, bounds: gr(0, 0, 50, 50))
        list.fill(gr(0, 0, 10, 10), color: red)
        list.pushOpacity(1, bounds: gr(0, 0, 50, 50))
        list.fill(gr(5, 5, 10, 10), color: red)
        list.popOpacity()
        list.pushOpacity(.nan, bounds: gr(0, 0, 50, 50))
        list.fill(gr(5, 5, 10, 10), color: red)
        list.popOpacity()
        list.pushOpacity(0.25, bounds: gr(0, 0, 0, 50))
        list.fill(gr(5, 5, 10, 10), color: red)
        list.popOpacity()
        list.pushOpacity(2, bounds: gr(0, 0, 50, 50))
        list.popOpacity()
        list.pushOpacity(0.3, bounds: gr(0, 0, 50, 50))
        list.popOpacity()
        list.popOpacity()
        list.popOpacity()
        #expect(
            Array(list.commands) == [
                .beginGroup(gr(0, 0, 50, 50), opacity: 0.5), .fill(gr(0, 0, 10, 10), radius: 0, color: red),
                .fill(gr(5, 5, 10, 10), radius: 0, color: red), .endGroup,
            ])
        #expect(list.clipDepth == 0)
    }

    @Test func opacityGroupsOutsideTheClipHideTheirContent() {
        var list = DrawList()
        list.pushClip(gr(0, 0, 10, 10))
        list.pushOpacity(0.5, bounds: gr(20, 20, 10, 10))
        #expect(list.currentClip?.isEmpty == true)
        list.fill(gr(0, 0, 100, 100), color: red)
        list.popOpacity()
        list.popClip()
        #expect(list.commands.isEmpty && list.clipDepth == 0)
    }

    @Test func sceneDrawsInZOrderWithClipsAndSkipsHiddenSubtrees() {
        let s = Scene(size: Size(width: 300, height: 300))
        let back = GraphProbe(frame: gr(0, 0, 300, 300))
        back.fill = red
        let clipper = GraphProbe(frame: gr(100, 100, 50, 50))
        clipper.clipsToBounds = true
        clipper.contentOffset = gp(10, 0)
        clipper.scale = 2
        let inside = GraphProbe(frame: gr(20, 5, 10, 10))
        inside.fill = .white
        let outside = GraphProbe(frame: gr(200, 0, 10, 10))
        outside.fill = .white
        let hidden = GraphProbe(frame: gr(0, 0, 10, 10))
        hidden.fill = .black
        hidden.isHidden = true
        clipper.addChild(inside)
        clipper.addChild(outside)
        s.root.addChild(back)
        s.root.addChild(clipper)
        s.root.addChild(hidden)
        var list = DrawList()
        s.buildDrawList(into: &list)
        #expect(
            Array(list.commands) == [
                .fill(gr(0, 0, 300, 300), radius: 0, color: red), .pushClip(gr(100, 100, 100, 100)),
                .fill(gr(120, 110, 20, 20), radius: 0, color: .white), .popClip,
            ])
    }

    @Test func cullingKeepsANodeWhoseOverflowReachesTheClip() {
        final class Ring: Node {
            override func draw(into list: inout DrawList, rect: Rect, scale: Double) {
                list.stroke(rect.insetBy(dx: -4 * scale, dy: -4 * scale), width: 2 * scale, color: .black)
            }
        }
        let s = Scene(size: Size(width: 300, height: 300))
        let clipper = Node(frame: gr(0, 0, 100, 100))
        clipper.clipsToBounds = true
        let ring = Ring(frame: gr(102, 10, 20, 20))
        clipper.addChild(ring)
        s.root.addChild(clipper)
        var list = DrawList()
        s.buildDrawList(into: &list)
        #expect(list.commands.isEmpty)
        ring.visualOverflow = 4
        s.buildDrawList(into: &list)
        #expect(list.commands.count == 3)
        final class Counter: Node {
            var draws = 0
            override func draw(into list: inout DrawList, rect: Rect, scale: Double) { draws += 1 }
        }
        let box = Counter(frame: gr(150, 0, 20, 20))
        box.clipsToBounds = true
        let inner = Ring(frame: gr(0, 0, 10, 10))
        inner.visualOverflow = 100
        box.addChild(inner)
        clipper.addChild(box)
        s.buildDrawList(into: &list)
        #expect(list.commands.count == 3)
        #expect(box.draws == 0, "a clipping container outside the clip is skipped with its subtree")
    }

    @Test func finiteGeometryIsCheckedInEveryNumber() {
        let good = gr(0, 0, 10, 10)
        #expect(DrawCommand.fill(good, radius: 2, color: red).hasFiniteGeometry)
        #expect(!DrawCommand.fill(gr(0, .nan, 10, 10), radius: 2, color: red).hasFiniteGeometry)
        #expect(!DrawCommand.stroke(good, radius: 2, width: .infinity, color: red).hasFiniteGeometry)
        let image = DrawCommand.image(ImageHandle(id: 1), source: gr(0, 0, .nan, 1), dest: good, color: red)
        #expect(!image.hasFiniteGeometry)
        #expect(!DrawCommand.text(TextHandle(id: 1), origin: Point(x: -.infinity, y: 0), color: red).hasFiniteGeometry)
        #expect(!DrawCommand.beginGroup(good, opacity: .nan).hasFiniteGeometry)
        #expect(DrawCommand.popClip.hasFiniteGeometry)
    }

    @Test func eachDrawingCommandsAreaIsWhereItCanPaintAndClipsAndGroupsHaveNone() {
        var list = DrawList()
        list.fill(gr(1, 2, 30, 10), radius: 4, color: red)
        list.stroke(gr(5, 5, 20, 20), radius: 3, width: 2, color: red)
        list.pushClip(gr(0, 0, 100, 100))
        list.image(ImageHandle(id: 1), source: gr(0, 0, 4, 4), dest: gr(40, 40, 8, 8))
        list.popClip()
        list.pushOpacity(0.5, bounds: gr(0, 0, 50, 50))
        list.text(TextHandle(id: 2), origin: gp(7.5, 9), size: Size(width: 42, height: 14), color: red)
        list.popOpacity()
        let areas = list.commands.indices.map { list.commands.area(at: $0) }
        #expect(
            areas == [
                gr(1, 2, 30, 10), gr(5, 5, 20, 20), nil, gr(40, 40, 8, 8), nil, nil, gr(7.5, 9, 42, 14), nil,
            ])
        // The text's command still carries only its origin, so frame hashes are unchanged.
        #expect(list.commands[6] == .text(TextHandle(id: 2), origin: gp(7.5, 9), color: red))
    }
}
