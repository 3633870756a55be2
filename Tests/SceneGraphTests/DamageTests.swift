import TestSupport
import Testing

@testable import SceneGraph

/// A node that fills its frame, grown by `reach` points, with a colour that can change.
private final class Patch: Node {
    var color = Color(r: 200, g: 0, b: 0) {
        didSet { setNeedsDisplay() }
    }
    var reach = 0.0

    override func draw(into list: inout DrawList, rect: Rect, scale: Double) {
        list.fill(rect.insetBy(dx: -reach, dy: -reach), color: color)
    }
}

@Suite struct DamageRegionsTests {
    private let bounds = Rect(x: 0, y: 0, width: 400, height: 300)

    @Test func rectanglesGrowByTheMarginOntoWholePixels() {
        var regions = DamageRegions(bounds: bounds, density: 2)
        regions.add(Rect(x: 10.3, y: 20.7, width: 5, height: 5))
        // 20.6 px floored to 20, less 2 px margin: 9 points; 30.6 px ceiled to 31 plus 2: 16.5 points.
        #expect(regions.rects == [Rect(x: 9, y: 19.5, width: 7.5, height: 7.5)])
        #expect(!regions.isFull)
        #expect(regions.pixelCount == 15 * 15)
    }

    @Test func overlappingRectanglesMergeAndTheResultIsDisjoint() {
        var regions = DamageRegions(bounds: bounds, density: 1)
        regions.add(Rect(x: 10, y: 10, width: 20, height: 20))
        regions.add(Rect(x: 60, y: 10, width: 20, height: 20))
        regions.add(Rect(x: 25, y: 15, width: 40, height: 5))
        #expect(regions.rects.count == 1)
        #expect(regions.rects[0] == Rect(x: 8, y: 8, width: 74, height: 24))
    }

    @Test func manyRectanglesAreMergedToTheLimitAndStayDisjoint() {
        var regions = DamageRegions(bounds: bounds, density: 1)
        var random = SplitMix64(seed: 7)
        var added: [Rect] = []
        for _ in 0..<200 {
            let rect = Rect(x: random.unit(0...390), y: random.unit(0...290), width: 3, height: 3)
            added.append(rect)
            regions.add(rect)
        }
        let rects = regions.rects
        #expect(rects.count <= DamageRegions.limit)
        for i in rects.indices {
            for j in rects.indices where i < j { #expect(!rects[i].intersects(rects[j])) }
        }
        for rect in added {
            #expect(rects.contains { $0.contains(rect) }, "\(rect) is not covered")
        }
    }

    @Test func coveringMostOfTheSceneIsAFullRedraw() {
        var regions = DamageRegions(bounds: bounds, density: 1)
        regions.add(Rect(x: 0, y: 0, width: 300, height: 200))
        #expect(regions.isFull)
        #expect(regions.rects == [bounds])
        var other = DamageRegions(bounds: bounds, density: 1)
        other.add(Rect(x: 0, y: 0, width: 10, height: 10))
        other.setFull()
        #expect(other.isFull && other.pixelCount == 400 * 300)
        var clipped = DamageRegions(bounds: bounds, density: 1)
        clipped.add(Rect(x: -50, y: -50, width: 20, height: 20))
        clipped.add(Rect(x: .nan, y: 0, width: 5, height: 5))
        #expect(clipped.isEmpty)
    }
}

@Suite struct SceneDamageTests {
    private func scene() -> (Scene, Patch, Patch) {
        let scene = Scene(size: Size(width: 400, height: 300))
        let a = Patch(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        let b = Patch(frame: Rect(x: 200, y: 100, width: 30, height: 30))
        scene.root.addChild(a)
        scene.root.addChild(b)
        return (scene, a, b)
    }

    private func damage(_ scene: Scene) -> DamageRegions { scene.drawDamagedFrame() }

    @Test func theFirstFrameIsFullThenNothingIsDamaged() {
        let (scene, _, _) = scene()
        #expect(damage(scene).isFull)
        #expect(damage(scene).isEmpty)
    }

    @Test func aLookChangeDamagesOnlyThatNodeWithWhatItDrawsOutsideItsFrame() {
        let (scene, a, _) = scene()
        _ = damage(scene)
        a.reach = 4
        a.color = Color(r: 0, g: 0, b: 200)
        #expect(scene.needsDisplay)
        // Old area 10...30 (no reach) and new area 6...34 (reach 4), grown by the 2-point margin.
        #expect(damage(scene).rects == [Rect(x: 4, y: 4, width: 32, height: 32)])
    }

    @Test func aPartOfANodesDrawingDamagesOnlyThatPartInSceneTerms() {
        let scene = Scene(size: Size(width: 400, height: 300))
        let parent = Node(frame: Rect(x: 100, y: 50, width: 200, height: 200))
        parent.scale = 2
        let b = Patch(frame: Rect(x: 10, y: 10, width: 60, height: 40))
        parent.addChild(b)
        scene.root.addChild(parent)
        _ = damage(scene)
        b.setNeedsDisplayOnNextFrame(in: Rect(x: 5, y: 0, width: 2, height: 40))
        #expect(!scene.needsDisplay, "the next-frame form asks for no frame")
        // x 100 + (10 + 5) * 2 = 130, 4 points wide; y 50 + 10 * 2 = 70, 80 high; grown by the margin.
        #expect(damage(scene).rects == [Rect(x: 128, y: 68, width: 8, height: 84)])
        b.setNeedsDisplay(in: Rect(x: 0, y: 0, width: 1, height: 1))
        #expect(scene.needsDisplay)
        b.setNeedsDisplay()
        let whole = damage(scene)
        #expect(whole.rects == [Rect(x: 118, y: 68, width: 124, height: 84)], "a whole-node change wins")
    }

    @Test func togglingASwitchDamagesOnlyThatSwitchNotTheScene() {
        let harness = SwitchHarness()
        let toggled = harness.add("a", at: Point(x: 100, y: 100))
        harness.add("b", at: Point(x: 500, y: 400))
        _ = damage(harness.scene)
        toggled.setOn(true, animated: true)
        let regions = damage(harness.scene)
        // Starting the thumb's animation must not mark the whole scene: every toggle would be a full redraw.
        #expect(!regions.isFull && !regions.isEmpty)
        #expect(regions.rects.allSatisfy { $0.intersects(toggled.drawnBounds ?? .zero) })
        #expect(regions.pixelCount < 800 * 600 / 10)
    }

    @Test func aMoveDamagesTheOldAndTheNewPlace() {
        let (scene, _, b) = scene()
        _ = damage(scene)
        b.frame.origin = Point(x: 300, y: 200)
        let rects = damage(scene).rects
        #expect(rects.count == 2)
        #expect(rects.contains(Rect(x: 198, y: 98, width: 34, height: 34)))
        #expect(rects.contains(Rect(x: 298, y: 198, width: 34, height: 34)))
    }

    @Test func movingAParentDamagesItsWholeSubtree() {
        let (scene, a, _) = scene()
        let child = Patch(frame: Rect(x: 50, y: 0, width: 10, height: 10))
        a.addChild(child)
        _ = damage(scene)
        a.frame.origin = Point(x: 10, y: 100)
        let rects = damage(scene).rects
        // The parent and child before (10...70 across, 10...30 down) and after (100...120 down).
        #expect(rects.contains { $0.intersection(Rect(x: 60, y: 10, width: 10, height: 10)).width == 10 })
        #expect(rects.contains { $0.intersection(Rect(x: 60, y: 100, width: 10, height: 10)).width == 10 })
    }

    @Test func aRemovedNodeDamagesWhereItWasAndHidingDoesToo() {
        let (scene, a, b) = scene()
        _ = damage(scene)
        a.removeFromParent()
        #expect(damage(scene).rects == [Rect(x: 8, y: 8, width: 24, height: 24)])
        b.isHidden = true
        #expect(damage(scene).rects == [Rect(x: 198, y: 98, width: 34, height: 34)])
    }

    @Test func aNextFrameChangeDamagesWithoutAskingForAFrame() {
        let (scene, a, _) = scene()
        _ = damage(scene)
        #expect(!scene.needsDisplay)
        a.setNeedsDisplayOnNextFrame()
        #expect(!scene.needsDisplay)
        #expect(damage(scene).rects == [Rect(x: 8, y: 8, width: 24, height: 24)])
    }

    @Test func aSceneWideChangeOrTooManyChangesAreAFullRedraw() {
        let (scene, a, _) = scene()
        _ = damage(scene)
        scene.setNeedsDisplay()
        #expect(damage(scene).isFull)
        scene.pixelDensity = 2
        #expect(damage(scene).isFull)
        for i in 0...SceneDamage.nodeLimit {
            a.addChild(Patch(frame: Rect(x: Double(i % 10), y: 0, width: 1, height: 1)))
        }
        #expect(damage(scene).isFull)
    }
}
