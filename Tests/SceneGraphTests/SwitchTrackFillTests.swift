import SceneGraph
import Testing

/// The split track (`TrackFill.split`), the thumb clipped to the track (`clipToTrack`) and a track that
/// ignores taps (`TrackTap.ignore`), on the 100x30 linear test switch at (100, 100): mid-travel its thumb
/// spans 35...65 along the track, centre 50.
@Suite struct SwitchTrackFillTests {
    let off = Color(r: 0, g: 0, b: 0)
    let on = Color(r: 200, g: 100, b: 50)

    /// Every fill with the clip it is drawn in (nil: none).
    private func fills(_ list: DrawList) -> [(color: Color, rect: Rect, clip: Rect?)] {
        var clips: [Rect] = []
        var result: [(Color, Rect, Rect?)] = []
        for command in list.commands {
            switch command {
            case .pushClip(let r): clips.append(r)
            case .popClip: clips.removeLast()
            case .fill(let r, _, let c): result.append((c, r, clips.last))
            default: break
            }
        }
        return result
    }

    private func midway(_ style: SwitchStyle) -> (SwitchHarness, SwitchNode) {
        let h = SwitchHarness()
        let s = h.add(style: style)
        s.setOn(true, animated: true)
        h.step(6)
        #expect(s.thumbPosition == 0.5)
        return (h, s)
    }

    @Test(arguments: [
        (SwitchOrientation.horizontal, LayoutDirection.leftToRight, Rect(x: 100, y: 100, width: 50, height: 30)),
        (.horizontal, .rightToLeft, Rect(x: 150, y: 100, width: 50, height: 30)),
        (.vertical, .leftToRight, Rect(x: 100, y: 150, width: 30, height: 50)),
        (.vertical, .rightToLeft, Rect(x: 100, y: 100, width: 30, height: 50)),
    ])
    func aSplitTrackShowsTheOnPaintFromTheOffEndToTheThumbsCentre(
        orientation: SwitchOrientation, direction: LayoutDirection, onSide: Rect
    ) {
        var style = SwitchStyle.linearTest
        style.track.fill = .split
        style.orientation = orientation
        style.direction = direction
        if orientation == .vertical { style.size = Size(width: 30, height: 100) }
        let (h, _) = midway(style)
        let track = fills(h.drawList()).filter { $0.color == on || $0.color == off }
        #expect(track.count == 2)
        #expect(track.first { $0.color == on }?.clip == onSide, "the minimum track lies at the off end")
        let offSide = track.first { $0.color == off }?.clip
        let whole = Rect(x: 100, y: 100, width: style.size.width, height: style.size.height)
        #expect(offSide.map { !$0.intersects(onSide) } == true, "the maximum track lies beyond the cut")
        #expect(offSide.map { $0.width * $0.height + onSide.width * onSide.height } == whole.width * whole.height)
    }

    @Test func aSplitTrackAtRestDrawsAsACrossFade() {
        var split = SwitchStyle.linearTest
        split.track.fill = .split
        for isOn in [false, true] {
            let a = SwitchHarness()
            a.add(style: split, isOn: isOn)
            let b = SwitchHarness()
            b.add(style: .linearTest, isOn: isOn)
            #expect(a.drawList().commands == b.drawList().commands)
        }
        let (h, _) = midway(.linearTest)
        #expect(fills(h.drawList()).first?.color == off.mix(on, 0.5), "cross-fade mid-travel without split")
    }

    @Test func aClippedThumbIsTheTracksShapeUnderTheThumbAndNothingIsDrawnBeneathIt() {
        var style = SwitchStyle.linearTest
        style.track.cornerRadius = .pill
        style.thumb.shape = .roundedRect(.points(0))
        style.thumb.clipToTrack = true
        style.thumb.on = .color(.white)
        style.thumb.off = .color(.white)
        let (h, _) = midway(style)
        let all = fills(h.drawList())
        let thumb = all.filter { $0.color == .white }
        #expect(thumb.count == 1)
        #expect(thumb.first?.rect == Rect(x: 100, y: 100, width: 100, height: 30), "the track's pill")
        #expect(thumb.first?.clip == Rect(x: 135, y: 100, width: 30, height: 30), "cut to the thumb")
        let beneath = all.filter { $0.color != .white }
        #expect(beneath.count == 2)
        #expect(
            beneath.allSatisfy { $0.clip.map { !$0.intersects(Rect(x: 135, y: 100, width: 30, height: 30)) } == true })
    }

    @Test func aClippedImageThumbIsFittedToTheThumbNotTheTrack() {
        var style = SwitchStyle.linearTest
        style.thumb.clipToTrack = true
        style.thumb.off = .image(ImageHandle(id: 7), tint: nil)
        style.thumb.on = .image(ImageHandle(id: 7), tint: nil)
        let h = SwitchHarness()
        h.resources.imageSizes[7] = Size(width: 20, height: 20)
        h.add(style: style)
        let images = h.drawList().images.filter { $0.0 == ImageHandle(id: 7) }
        #expect(!images.isEmpty)
        #expect(images.allSatisfy { $0.2 == Rect(x: 100, y: 100, width: 30, height: 30) })
    }

    @Test func withTrackTapIgnoreOnlyTheThumbTakesPresses() {
        var style = SwitchStyle.linearTest
        style.trackTap = .ignore
        let h = SwitchHarness()
        let s = h.add(style: style)
        h.tap(Point(x: 160, y: 115))
        #expect(h.takeLog().isEmpty && !s.isOn, "a tap on the track away from the thumb does nothing")
        #expect(h.scene.router.capturedPointers.isEmpty)
        h.tap(Point(x: 115, y: 128))
        #expect(h.takeLog() == ["s:selectedPressedOff", "s:on", "s:value=true"], "a tap on the thumb toggles")
        h.step(12)
        h.tap(Point(x: 115, y: 115))
        #expect(h.takeLog().isEmpty && s.isOn, "the thumb has moved to the on end")
        h.drag(from: Point(x: 185, y: 115), through: Point(x: 120, y: 115))
        #expect(h.takeLog() == ["s:selectedPressedOn", "s:selectedPressedOff", "s:off", "s:value=false"])
    }
}
