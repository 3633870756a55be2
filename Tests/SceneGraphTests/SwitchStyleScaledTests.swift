import Testing

@testable import SceneGraph

/// `SwitchStyle.scaled(by:)`: what the playground's states sheet zooms with.
@Suite struct SwitchStyleScaledTests {
    @Test func lengthsInPointsAndLabelSizesScaleTheRestStays() {
        var style = SwitchStyle.hmCustomSwitch
        style.track.margin = 3
        style.track.cornerRadius = .points(6)
        style.track.border = BorderStyle(color: .white, width: 2)
        style.thumb.margin = 4
        style.thumb.width = .points(20)
        style.thumb.shape = .roundedRect(.points(5))
        style.labels = LabelsStyle(on: LabelStyle(text: "ON", size: 16, color: .white))
        let half = style.scaled(by: 0.5)
        #expect(half.size == Size(width: style.size.width / 2, height: style.size.height / 2))
        #expect(half.track.margin == 1.5 && half.track.cornerRadius == .points(3) && half.track.border?.width == 1)
        #expect(
            half.thumb.margin == 2 && half.thumb.width == .points(10) && half.thumb.shape == .roundedRect(.points(2.5)))
        #expect(half.labels.on?.size == 8 && half.labels.off == nil)
        #expect(half.animation == style.animation && half.track.on == style.track.on, "motion and paints stay")
        var tiny = style
        tiny.thumb.width = .fraction(0.4)
        tiny.track.cornerRadius = .pill
        let shrunk = tiny.scaled(by: 0.01)
        #expect(shrunk.labels.on?.size == 1, "a label keeps at least 1 point")
        #expect(shrunk.thumb.width == .fraction(0.4) && shrunk.track.cornerRadius == .pill)
        #expect(style.scaled(by: 1) == style && style.scaled(by: .nan) == style && style.scaled(by: -2) == style)
    }
}
