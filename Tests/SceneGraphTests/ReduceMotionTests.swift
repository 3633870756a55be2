import SceneGraph
import Testing

/// `Scene.reducesMotion` (docs/switch.md, Reduce motion): the thumb jumps to its end at once and only the
/// colours cross-fade, over `SwitchNode.reducedMotionFadeDuration`, whatever the style's animation.
@Suite struct ReduceMotionTests {
    /// The track's fill colour in the switch's draw list (the first fill is the track).
    private func trackColour(_ h: SwitchHarness) -> Color? {
        h.drawList().fills.first?.2
    }

    @Test func tapJumpsTheThumbAndCrossFadesTheColours() {
        let h = SwitchHarness()
        h.scene.reducesMotion = true
        var style = SwitchStyle.linearTest
        style.animation = AnimationStyle(duration: 2, curve: .spring(damping: 0.3))
        let s = h.add(style: style)
        let centre = Point(x: 150, y: 115)
        h.down(centre)
        h.up(centre)
        #expect(s.isOn && s.state == .on)
        #expect(s.thumbPosition == 1, "the thumb is at the on end at once")
        #expect(s.isAnimating, "the colours still fade")
        let off = Color(r: 0, g: 0, b: 0)
        let on = Color(r: 200, g: 100, b: 50)
        #expect(trackColour(h) == off)
        h.step(4)
        let middle = trackColour(h)
        #expect(middle != off && middle != on, "half-way through the fade: \(String(describing: middle))")
        h.step(5)
        #expect(!s.isAnimating, "done within 0.15 s (9 ticks), not the style's 2 s spring")
        #expect(trackColour(h) == on)
        #expect(s.thumbPosition == 1)
    }

    @Test func reversingMidFadeStartsFromTheColourShown() {
        let h = SwitchHarness()
        h.scene.reducesMotion = true
        let s = h.add()
        h.key(.tab)
        h.key(.space)
        h.step(3)
        let shown = trackColour(h)
        h.key(.space)
        #expect(!s.isOn && s.thumbPosition == 0)
        #expect(trackColour(h) == shown, "no jump in colour when the fade turns back")
        h.step(9)
        #expect(!s.isAnimating && trackColour(h) == Color(r: 0, g: 0, b: 0))
    }

    @Test func withoutReduceMotionTheThumbTravels() {
        let h = SwitchHarness()
        let s = h.add()
        h.key(.tab)
        h.key(.space)
        h.step(6)
        #expect(s.thumbPosition > 0 && s.thumbPosition < 1)
        h.step(6)
        #expect(!s.isAnimating && s.thumbPosition == 1)
    }
}
