import Testing

@testable import SceneGraph

/// Switches of one style and size share a painter: the table hands out the one it keeps, drops those no
/// switch holds when it grows, forgets all when resources are collected, and sharing changes no drawing.
@Suite struct SwitchPainterTableTests {
    private let resources = SwitchFakeResources()

    private func key(_ width: Double, _ provider: ResourceProvider? = nil) -> SwitchPainterTable.Key {
        SwitchPainterTable.Key(
            style: .linearTest, size: Size(width: width, height: 30),
            resources: ObjectIdentifier(provider ?? resources))
    }

    private func painter(_ width: Double) -> SwitchPainter {
        let style = SwitchStyle.linearTest
        let size = Size(width: width, height: 30)
        return SwitchPainter(
            style: style, layout: SwitchLayout(style: style, size: size, resources: resources),
            look: SwitchLook(style: style, resources: resources))
    }

    @Test func handsOutTheKeptPainterForAnEqualKey() {
        var table = SwitchPainterTable()
        let first = table.painter(for: key(100)) { painter(100) }
        var made = false
        let again = table.painter(for: key(100)) {
            made = true
            return painter(100)
        }
        #expect(again === first && !made)
        #expect(table.painter(for: key(120)) { painter(120) } !== first, "another size is another painter")
    }

    @Test func dropsPaintersNoSwitchHoldsWhenItGrows() {
        var table = SwitchPainterTable()
        let held = table.painter(for: key(1)) { painter(1) }
        for width in 2...80 { _ = table.painter(for: key(Double(width))) { painter(Double(width)) } }
        #expect(table.painter(for: key(1)) { painter(1) } === held, "a painter a switch holds stays")
        var remade = false
        _ = table.painter(for: key(2)) {
            remade = true
            return painter(2)
        }
        #expect(remade, "a painter only the table held was dropped")
    }

    @Test func forgetsEveryPainterWhenResourcesAreCollected() {
        let h = SwitchHarness()
        let a = h.add("a")
        var made = false
        let shared = h.scene.switchPainters.painter(for: key(100, h.resources)) {
            made = true
            return painter(100)
        }
        #expect(!made && shared.layout.geometry.size == a.layout.geometry.size, "the switch's painter is kept")
        var use = ResourceUse()
        h.scene.collectResources(into: &use)
        _ = h.scene.switchPainters.painter(for: key(100, h.resources)) {
            made = true
            return painter(100)
        }
        #expect(made)
    }

    @Test func switchesSharingAPainterStillDrawTheirOwnStyleAndSize() {
        let h = SwitchHarness()
        let a = h.add("a", at: Point(x: 0, y: 0))
        let b = h.add("b", at: Point(x: 0, y: 100), isOn: true)
        var other = SwitchStyle.linearTest
        other.track.off = .color(Color(r: 9, g: 9, b: 9))
        a.style = other
        b.frame.size = Size(width: 60, height: 30)
        let fills = h.drawList().fills
        #expect(fills[0].2 == Color(r: 9, g: 9, b: 9), "a's new style")
        #expect(fills[2].0 == Rect(x: 0, y: 100, width: 60, height: 30), "b's new size")
        #expect(fills[2].2 == Color(r: 200, g: 100, b: 50), "b keeps the style it shared")
        let c = h.add("c", at: Point(x: 0, y: 200))
        #expect(h.drawList().fills[4].0 == Rect(x: 0, y: 200, width: 100, height: 30))
        #expect(c.layout.geometry.size == Size(width: 100, height: 30))
    }
}
