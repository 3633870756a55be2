import SceneGraph
import TestSupport
import Testing

/// What the switch emits into the draw list: geometry at off, on and mid-travel, cross-fades, labels,
/// images, direction and orientation, disabled and focused looks, and bad style values.
@Suite struct SwitchDrawingTests {
    @Test func thumbAndTrackAtOffOnAndMid() {
        let h = SwitchHarness()
        let s = h.add()
        var fills = h.drawList().fills
        #expect(fills.count == 2)
        #expect(fills[0].0 == Rect(x: 100, y: 100, width: 100, height: 30) && fills[0].1 == 15)
        #expect(fills[0].2 == Color(r: 0, g: 0, b: 0))
        #expect(fills[1].0 == Rect(x: 100, y: 100, width: 30, height: 30) && fills[1].1 == 15)
        s.setOn(true, animated: true)
        h.step(6)
        fills = h.drawList().fills
        #expect(abs(fills[1].0.minX - 135) < 1e-9)
        #expect(fills[0].2 == Color(r: 100, g: 50, b: 25), "colours cross-fade with the thumb")
        h.step(6)
        fills = h.drawList().fills
        #expect(fills[1].0 == Rect(x: 170, y: 100, width: 30, height: 30))
        #expect(fills[0].2 == Color(r: 200, g: 100, b: 50))
    }

    @Test func rightToLeftPutsOnAtTheLeftAndMirrorsDragsAndKeys() {
        let h = SwitchHarness()
        var style = SwitchStyle.linearTest
        style.direction = .rightToLeft
        let s = h.add(style: style)
        #expect(h.drawList().fills[1].0 == Rect(x: 170, y: 100, width: 30, height: 30))
        h.down(Point(x: 185, y: 115))
        h.move(Point(x: 140, y: 115))
        h.up(Point(x: 140, y: 115))
        #expect(h.takeLog() == ["s:selectedPressedOff", "s:selectedPressedOn", "s:on", "s:value=true"])
        h.step(12)
        #expect(h.drawList().fills[1].0 == Rect(x: 100, y: 100, width: 30, height: 30))
        h.scene.setFocus(s)
        h.key(.right)
        #expect(h.takeLog() == ["s:off", "s:value=false"])
    }

    @Test func verticalRunsTopToBottomWithOnAtTheTop() {
        let h = SwitchHarness()
        var style = SwitchStyle.linearTest
        style.orientation = .vertical
        style.size = Size(width: 30, height: 100)
        let s = h.add(style: style)
        #expect(h.drawList().fills[1].0 == Rect(x: 100, y: 170, width: 30, height: 30))
        h.down(Point(x: 115, y: 185))
        h.move(Point(x: 115, y: 140))
        h.up(Point(x: 115, y: 140))
        #expect(h.takeLog() == ["s:selectedPressedOff", "s:selectedPressedOn", "s:on", "s:value=true"])
        h.scene.setFocus(s)
        h.key(.down)
        #expect(h.takeLog() == ["s:off", "s:value=false"])
        h.key(.up)
        #expect(h.takeLog() == ["s:on", "s:value=true"])
        h.down(Point(x: 115, y: 115))
        let before = s.thumbPosition
        h.move(Point(x: 140, y: 116))
        #expect(h.takeLog() == ["s:selectedPressedOn"], "a horizontal pan on a vertical switch never drags its thumb")
        #expect(s.thumbPosition == before)
        h.up(Point(x: 140, y: 116))
        #expect(h.takeLog() == ["s:off", "s:value=false"], "with nothing to scroll it stays a tap")
    }

    @Test func marginsStretchAndFocusRing() {
        let h = SwitchHarness()
        var style = SwitchStyle.kylCustomSwitch
        style.thumb.pressedStretch = 0.5
        let s = h.add(style: style, at: .zero)
        var list = h.drawList()
        #expect(list.fills[0].0 == Rect(x: 0, y: 0, width: 200, height: 60))
        #expect(list.fills[1].0 == Rect(x: 5, y: 5, width: 50, height: 50), "pointMargin 5 from the frame")
        #expect(list.fills[1].2 == Color(r: 153, g: 153, b: 153))
        h.down(Point(x: 100, y: 30))
        h.step(6)
        list = h.drawList()
        #expect(list.fills[1].0 == Rect(x: 5, y: 5, width: 75, height: 50), "pressed thumb stretches inwards")
        h.up(Point(x: 100, y: 30))
        h.step(30)
        h.scene.setFocus(s)
        list = h.drawList()
        #expect(list.fills[1].0 == Rect(x: 145, y: 5, width: 50, height: 50))
        #expect(list.fills[1].2 == Color(r: 158, g: 0, b: 6))
        guard case .stroke(let ring, let radius, let width, _)? = list.commands.last else {
            Issue.record("no focus ring")
            return
        }
        #expect(ring == Rect(x: -4, y: -4, width: 208, height: 68) && radius == 34 && width == 2)
    }

    @Test func disabledDrawsTheWholeSwitchAsOneOpacityGroup() {
        let h = SwitchHarness()
        let s = h.add(style: .hmCustomSwitch, at: .zero)
        s.setOn(true, animated: false)
        let enabled = h.drawList().commands
        s.isEnabled = false
        let disabled = h.drawList().commands
        let grow = 4.0  // the focus ring's gap and width: the group holds everything the switch may draw
        let bounds = Rect(x: -grow, y: -grow, width: 95 + 2 * grow, height: 27 + 2 * grow)
        #expect(disabled.first == .beginGroup(bounds, opacity: 0.4))
        #expect(disabled.last == .endGroup)
        #expect(Array(disabled.dropFirst().dropLast()) == Array(enabled), "the parts keep their own colours inside")
        #expect(!enabled.contains(.endGroup))
    }

    @Test func slideLabelsRideWithTheThumbClippedToTheTracksStraightPart() {
        let h = SwitchHarness()
        let s = h.add(style: .hmCustomSwitch, at: .zero)
        let straight = Rect(x: 13.5, y: 0, width: 68, height: 27)
        var list = h.drawList()
        guard let clip = list.commands.firstIndex(of: .pushClip(straight)) else {
            Issue.record("labels are not clipped to the track between its rounded ends: \(list.commands)")
            return
        }
        let runs = h.resources.runs
        #expect(runs.map(\.text) == ["ON", "OFF"])
        // Off: the thumb spans 2...25; the on-label region (-66...2) is clipped away, the off-label region
        // is 25...93 (68 wide) and "OFF" is 30.6 x 20.4, well inside the clip's end at 81.5.
        #expect(list.commands[clip + 2] == .popClip)
        guard case .text(let offHandle, let offOrigin, _) = list.commands[clip + 1] else { return }
        #expect(offHandle == TextHandle(id: 1))
        #expect(abs(offOrigin.x - (59 - 15.3)) < 1e-9 && abs(offOrigin.y - (13.5 - 10.2)) < 1e-9)
        s.setOn(true, animated: true)
        h.step(6)
        list = h.drawList()
        // Halfway the thumb spans 36...59: "ON" (-8.2...12.2) is over the left cap, so it is not drawn;
        // "OFF" (77.7...108.3) still shows up to the right cap.
        #expect(list.commands[clip + 2] == .popClip)
        guard case .text(let midHandle, let midOrigin, _) = list.commands[clip + 1] else { return }
        #expect(midHandle == TextHandle(id: 1) && abs(midOrigin.x - (93 - 15.3)) < 1e-9)
        #expect(h.resources.runs.count == 2, "labels are interned once, not per frame")
    }

    @Test func verticalSlideLabelsStopAtTheRoundedEnds() {
        let h = SwitchHarness()
        var style = SwitchStyle.hmCustomSwitch
        style.orientation = .vertical
        style.size = Size(width: 27, height: 95)
        h.add(style: style, at: .zero)
        let list = h.drawList()
        #expect(list.commands.contains(.pushClip(Rect(x: 0, y: 13.5, width: 27, height: 68))))
        #expect(!list.commands.contains(.pushClip(Rect(x: 0, y: 0, width: 27, height: 95))))
    }

    @Test func slideLabelsShrinkToStayClearOfTheRoundedEnds() {
        let h = SwitchHarness()
        var style = SwitchStyle.hmCustomSwitch
        style.labels.off?.text = "OFF OFF"
        h.add(style: style, at: .zero)
        // 45 points between the thumb and the right cap at rest: 91 inside the thumb margins, less 23 of
        // thumb, and at most 95 - 27 of straight track less the thumb.
        let sizes = h.resources.runs.filter { $0.text == "OFF OFF" }.map(\.size)
        #expect(sizes == [17, 10], "\(sizes)")
    }

    @Test func fixedLabelsFillTheirHalvesAndTheTagCoversOne() {
        let h = SwitchHarness()
        h.add(style: .hwcCustomUISwitch, at: .zero)
        let list = h.drawList()
        let left = Rect(x: 0, y: 0, width: 50, height: 40)
        let right = Rect(x: 50, y: 0, width: 50, height: 40)
        let track = Rect(x: 0, y: 0, width: 100, height: 40)
        guard let l = list.commands.firstIndex(of: .pushClip(left)),
            let r = list.commands.firstIndex(of: .pushClip(right))
        else {
            Issue.record("halves are not clipped")
            return
        }
        #expect(list.commands[l + 1] == .fill(track, radius: 4, color: Color(r: 255, g: 255, b: 0)))
        #expect(list.commands[r + 1] == .fill(track, radius: 4, color: Color(r: 0x99, g: 0x66, b: 0x33)))
        #expect(list.fills.last?.0 == left, "off: the green tag covers the ON half")
        #expect(list.fills.last?.1 == 4)
    }

    @Test func emptyLabelsFallBackToIAndO() {
        let h = SwitchHarness()
        var style = SwitchStyle.hmCustomSwitch
        style.labels.on?.text = ""
        style.labels.off?.text = ""
        h.add(style: style)
        #expect(h.resources.runs.map(\.text) == ["I", "O"])
    }

    @Test func labelsShrinkToFitASmallSwitch() {
        let h = SwitchHarness()
        var style = SwitchStyle.hmCustomSwitch
        style.size = Size(width: 20, height: 10)
        style.labels.on?.minimumScale = 0.1
        style.labels.off?.minimumScale = 0.1
        let s = h.add(style: style)
        _ = h.drawList()
        let sizes = h.resources.runs.filter { $0.size < 17 }.map(\.size)
        // 4 x 10 points of room: 10 of straight track (20 less a 5-point cap at each end) less the 6-point
        // thumb. ON (1.2 em wide) fits 3 pt, OFF (1.8 em) 2 pt, both above 0.1 x 17 = 1 pt.
        #expect(sizes == [3, 2], "\(sizes)")
        s.frame.size = Size(width: 300, height: 100)
        _ = h.drawList()
        #expect(h.resources.runs.count == 4, "growing back uses the style's 17 pt runs")
    }

    @Test func labelsStopShrinkingAtTheMinimumScaleAndEndInAnEllipsis() {
        let h = SwitchHarness()
        var style = SwitchStyle.hmCustomSwitch
        style.labels.off?.text = "OFF OFF OFF"
        h.add(style: style, at: .zero)
        // 45 x 27 points of room (as above). 11 characters at 0.6 em fit 6 pt, below half of 17 (8 pt), so
        // the run stays at 8 pt (4.8 points a character) and is cut: "OFF OFF O…" (10 characters) is 48
        // points wide, too wide; "OFF OFF …" drops its space before the ellipsis and is 38.4.
        let off = h.resources.runs.filter { $0.text.hasPrefix("OFF") }
        #expect(off.map(\.size).min() == 8, "\(off.map(\.size))")
        let drawn = h.drawList().commands.compactMap { command -> TextRun? in
            guard case .text(let handle, _, _) = command else { return nil }
            return h.resources.runs[Int(handle.id)]
        }
        #expect(drawn.contains(TextRun(text: "OFF OFF…", face: .bold, size: 8)), "\(drawn)")
    }

    @Test func aLabelThatFitsAtHalfSizeOrMoreIsShrunkNotCut() {
        let h = SwitchHarness()
        var style = SwitchStyle.hmCustomSwitch
        style.labels.off?.text = "OFF OFF OF"
        h.add(style: style, at: .zero)
        // 10 characters fit 45 / 6 = 7.5 pt, whole points 7, below 8: cut. With a 0.4 minimum (6 pt) the
        // whole text fits at 7 pt.
        #expect(h.resources.runs.contains { $0.text.hasSuffix("…") })
        let h2 = SwitchHarness()
        style.labels.off?.minimumScale = 0.4
        h2.add(style: style, at: .zero)
        let off = h2.resources.runs.filter { $0.text.hasPrefix("OFF") }
        #expect(off.map(\.size) == [17, 7], "\(off.map(\.size))")
        #expect(!h2.resources.runs.contains { $0.text.hasSuffix("…") })
    }

    @Test func aLabelWithNoRoomForAnyCharacterIsTheEllipsisAlone() {
        let h = SwitchHarness()
        var style = SwitchStyle.hmCustomSwitch
        style.labels.off?.text = "OFF"
        style.labels.off?.minimumScale = 1
        style.size = Size(width: 60, height: 27)
        h.add(style: style, at: .zero)
        // 10 points of room: "O…" at 17 pt is 20.4 wide and "…" 10.2, too wide as well; the ellipsis alone
        // is the last resort.
        let drawn = h.drawList().commands.compactMap { command -> TextRun? in
            guard case .text(let handle, _, _) = command else { return nil }
            return h.resources.runs[Int(handle.id)]
        }
        #expect(drawn.contains(TextRun(text: "…", face: .bold, size: 17)), "\(drawn)")
        #expect(!h.resources.runs.contains { $0.text != "ON" && $0.size < 17 }, "a minimum scale of 1 never shrinks")
    }

    @Test func trackImagesStretchBetweenTheirCapsAndThumbsAspectFit() {
        let h = SwitchHarness()
        h.resources.imageSizes = [1: Size(width: 30, height: 30), 2: Size(width: 20, height: 10)]
        var style = SwitchStyle.linearTest
        style.track.off = .image(ImageHandle(id: 1), tint: nil)
        style.track.on = .color(.white)
        style.thumb.off = .image(ImageHandle(id: 2), tint: nil)
        h.add(style: style)
        let images = h.drawList().images
        #expect(images.count == 4)
        let edges = [0.0, 10, 20, 30]
        let dx = [100.0, 110, 190, 200]
        for column in 0..<3 {
            let (handle, source, dest, _) = images[column]
            #expect(handle == ImageHandle(id: 1))
            #expect(source == Rect(x: edges[column], y: 0, width: 10, height: 30))
            #expect(dest == Rect(x: dx[column], y: 100, width: dx[column + 1] - dx[column], height: 30))
        }
        #expect(images[3].2 == Rect(x: 100, y: 107.5, width: 30, height: 15), "the 2:1 thumb image keeps its aspect")
    }

    /// KYLCustomSwitch's thumb: the colour fills the thumb's shape, then the icon is drawn over it,
    /// aspect-fit; the on paint fades in over the off one, colour and icon alike.
    @Test func aColourUnderAnImageFillsTheShapeFirst() throws {
        let h = SwitchHarness()
        h.resources.imageSizes = [1: Size(width: 20, height: 20), 2: Size(width: 20, height: 20)]
        var style = SwitchStyle.linearTest
        let grey = Color(r: 0x99, g: 0x99, b: 0x99)
        let red = Color(r: 0x9E, g: 0, b: 6)
        style.thumb.off = .image(ImageHandle(id: 1), tint: nil, under: grey)
        style.thumb.on = .image(ImageHandle(id: 2), tint: nil, under: red)
        let node = h.add(style: style)
        let thumb = Rect(x: 100, y: 100, width: 30, height: 30)
        var commands = h.drawList().commands.filter {
            switch $0 {
            case .fill(let rect, _, _): return rect == thumb
            case .image: return true
            default: return false
            }
        }
        #expect(
            commands == [
                .fill(thumb, radius: 15, color: grey),
                .image(ImageHandle(id: 1), source: nil, dest: thumb, color: .white),
            ], "off: the grey, then its icon; the on paint is transparent and not drawn")
        node.setOn(true, animated: false)
        let on = Rect(x: 170, y: 100, width: 30, height: 30)
        commands = h.drawList().commands.filter {
            if case .fill(let rect, _, let color) = $0 { return rect == on && color == red }
            if case .image(let handle, _, let dest, _, _) = $0 { return handle == ImageHandle(id: 2) && dest == on }
            return false
        }
        #expect(commands.count == 2, "the on colour and its icon, at full opacity: \(commands)")
    }

    /// HMCustomSwitch's track: a 95x27 pill image with 13-point caps. At any height the caps scale with it,
    /// so the ends stay round instead of stretching into flat-ended boxes.
    @Test(arguments: [(Size(width: 300, height: 100), 100.0 / 27), (Size(width: 20, height: 10), 10.0 / 27)])
    func trackCapsScaleWithTheThickness(size: Size, factor: Double) throws {
        let h = SwitchHarness()
        h.resources.imageSizes = [1: Size(width: 95, height: 27)]
        var style = SwitchStyle.hmCustomSwitch
        style.size = size
        style.track.off = .image(ImageHandle(id: 1), tint: nil)
        style.track.imageInsets = EdgeInsets(top: 0, left: 13, bottom: 0, right: 13)
        h.add(style: style, at: .zero)
        let track = h.drawList().images.filter { $0.0 == ImageHandle(id: 1) }
        try #require(track.count == 3)
        let cap = 13 * factor
        #expect(
            track.map(\.1) == [
                Rect(x: 0, y: 0, width: 13, height: 27), Rect(x: 13, y: 0, width: 69, height: 27),
                Rect(x: 82, y: 0, width: 13, height: 27),
            ])
        #expect(abs(track[0].2.width - cap) < 1e-9 && track[0].2.height == size.height)
        #expect(abs(track[1].2.minX - cap) < 1e-9 && abs(track[1].2.maxX - (size.width - cap)) < 1e-9)
        #expect(abs(track[2].2.minX - (size.width - cap)) < 1e-9 && track[2].2.maxX == size.width)
    }

    @Test func verticalTrackImagesAreTurnedNotSqueezed() throws {
        let h = SwitchHarness()
        h.resources.imageSizes = [1: Size(width: 95, height: 27)]
        var style = SwitchStyle.hmCustomSwitch
        style.orientation = .vertical
        style.size = Size(width: 27, height: 95)
        style.track.off = .image(ImageHandle(id: 1), tint: nil)
        style.track.imageInsets = EdgeInsets(top: 0, left: 13, bottom: 0, right: 13)
        h.add(style: style, at: .zero)
        let track = h.drawList().commands.compactMap { command -> (Rect, ImageRotation)? in
            guard case .image(ImageHandle(id: 1), _, let dest, _, let rotation) = command else { return nil }
            return (dest, rotation)
        }
        try #require(track.count == 3)
        #expect(track.allSatisfy { $0.1 == .counterClockwise })
        #expect(
            track.map(\.0) == [
                Rect(x: 0, y: 82, width: 27, height: 13), Rect(x: 0, y: 13, width: 27, height: 69),
                Rect(x: 0, y: 0, width: 27, height: 13),
            ], "the image's left cap at the bottom, its right cap at the top")
    }

    @Test func tintsResolveWhenTheStyleIsSet() {
        let h = SwitchHarness()
        h.resources.imageSizes = [1: Size(width: 30, height: 30)]
        var style = SwitchStyle.linearTest
        style.track.on = .image(ImageHandle(id: 1), tint: Color(r: 255, g: 149, b: 0))
        let s = h.add(style: style, isOn: true)
        #expect(h.resources.tints.count == 1)
        let images = h.drawList().images
        _ = h.drawList()
        #expect(h.resources.tints.count == 1, "not per frame")
        #expect(images.count == 3 && images.allSatisfy { $0.0 == ImageHandle(id: 1001) })
        s.style = style
        #expect(s.isOn && s.state == .on, "restyling keeps the state")
    }

    @Test func badStyleValuesAreClampedNeverNaN() {
        let h = SwitchHarness()
        var style = SwitchStyle.hmCustomSwitch
        style.size = Size(width: -.infinity, height: .nan)
        style.track.margin = 1e9
        style.thumb.margin = -.nan
        style.thumb.width = .points(.nan)
        style.thumb.pressedStretch = 7
        style.animation = AnimationStyle(duration: -1, curve: .cubicBezier(.nan, 0, 2, 1))
        style.disabledOpacity = .nan
        style.labels.on?.size = -3
        let clean = style.sanitized()
        #expect(clean.size == Size(width: 1, height: 1))
        #expect(clean.thumb.margin == 0 && clean.thumb.width == nil && clean.thumb.pressedStretch == 1)
        #expect(clean.animation.duration == 0 && clean.animation.curve == .linear)
        #expect(clean.disabledOpacity == 0.4 && clean.labels.on?.size == 1)
        style.labels.on?.minimumScale = .nan
        style.labels.off?.minimumScale = 0
        #expect(style.sanitized().labels.on?.minimumScale == 0.5 && style.sanitized().labels.off?.minimumScale == 0.1)
        for size in [Size(width: 1, height: 1), Size(width: 20, height: 10), Size(width: 300, height: 100)] {
            var sized = style
            sized.size = size
            let s = h.add(style: sized)
            s.frame.size = size
            h.down(Point(x: 100, y: 100))
            h.move(Point(x: 140, y: 101))
            h.up(Point(x: 140, y: 101))
            #expect(s.thumbPosition.isFinite)
            for command in h.drawList().commands {
                switch command {
                case .fill(let r, let radius, _): #expect(r.isFinite && radius.isFinite)
                case .stroke(let r, let radius, let w, _): #expect(r.isFinite && radius.isFinite && w.isFinite)
                case .pushClip(let r): #expect(r.isFinite)
                case .text(_, let o, _): #expect(o.isFinite)
                default: break
                }
            }
            s.removeFromParent()
        }
    }

    @Test func anySizeKeepsTheThumbRound() {
        for size in [Size(width: 20, height: 10), Size(width: 95, height: 27), Size(width: 300, height: 100)] {
            let h = SwitchHarness()
            var style = SwitchStyle.mmmSwitch
            style.size = size
            h.add(style: style, at: .zero)
            let thumb = h.drawList().fills[1]
            #expect(thumb.0.width == thumb.0.height && thumb.0.width == size.height - 4)
            #expect(thumb.1 == thumb.0.width / 2)
        }
    }
}
