import Testing

@testable import SceneGraph

/// Right-to-left styles draw their track and thumb images mirrored (the image's left end at the off end,
/// wherever that is), unless a paint opts out with `mirrorsInRTL: false`.
@Suite struct SwitchMirroringTests {
    /// The commands drawing image 1 (the track) and image 2 (the thumb): source, destination, rotation.
    private static func images(_ style: SwitchStyle) -> [(id: Int32, source: Rect?, dest: Rect, turn: ImageRotation)] {
        let h = SwitchHarness()
        h.resources.imageSizes = [1: Size(width: 95, height: 27), 2: Size(width: 20, height: 20)]
        h.add(style: style, at: .zero)
        return h.drawList().commands.compactMap { command in
            guard case .image(let handle, let source, let dest, _, let rotation) = command else { return nil }
            return (handle.id, source, dest, rotation)
        }
    }

    private static func style(direction: LayoutDirection, vertical: Bool = false, mirrors: Bool = true) -> SwitchStyle {
        var style = SwitchStyle.hmCustomSwitch
        style.direction = direction
        if vertical {
            style.orientation = .vertical
            style.size = Size(width: 27, height: 95)
        } else {
            style.size = Size(width: 95, height: 27)
        }
        style.track.off = .image(ImageHandle(id: 1), tint: nil, mirrorsInRTL: mirrors)
        style.track.imageInsets = EdgeInsets(top: 0, left: 13, bottom: 0, right: 13)
        style.thumb.off = .image(ImageHandle(id: 2), tint: nil, mirrorsInRTL: mirrors)
        return style
    }

    @Test func aRightToLeftTrackImageIsMirroredAlongTheTrack() throws {
        let track = Self.images(Self.style(direction: .rightToLeft)).filter { $0.id == 1 }
        try #require(track.count == 3)
        #expect(track.allSatisfy { $0.turn == .mirrored })
        #expect(
            track.map(\.source) == [
                Rect(x: 0, y: 0, width: 13, height: 27), Rect(x: 13, y: 0, width: 69, height: 27),
                Rect(x: 82, y: 0, width: 13, height: 27),
            ])
        #expect(
            track.map(\.dest) == [
                Rect(x: 82, y: 0, width: 13, height: 27), Rect(x: 13, y: 0, width: 69, height: 27),
                Rect(x: 0, y: 0, width: 13, height: 27),
            ], "the image's left cap at the right, the off end")
    }

    @Test func aVerticalRightToLeftTrackImageHasItsLeftEndAtTheTop() throws {
        let track = Self.images(Self.style(direction: .rightToLeft, vertical: true)).filter { $0.id == 1 }
        try #require(track.count == 3)
        #expect(track.allSatisfy { $0.turn == .mirroredCounterClockwise })
        #expect(
            track.map(\.dest) == [
                Rect(x: 0, y: 0, width: 27, height: 13), Rect(x: 0, y: 13, width: 27, height: 69),
                Rect(x: 0, y: 82, width: 27, height: 13),
            ], "the image's left cap at the top, the off end of a right-to-left vertical switch")
    }

    @Test func aRightToLeftThumbImageIsFlipped() {
        let thumb = Self.images(Self.style(direction: .rightToLeft)).filter { $0.id == 2 }
        #expect(thumb.count == 1 && thumb.allSatisfy { $0.turn == .mirrored })
        let ltr = Self.images(Self.style(direction: .leftToRight)).filter { $0.id == 2 }
        #expect(ltr.count == 1 && ltr.allSatisfy { $0.turn == .upright })
    }

    @Test func anImageThatOptsOutIsDrawnAsInLeftToRight() {
        let rtl = Self.images(Self.style(direction: .rightToLeft, mirrors: false))
        #expect(rtl.count == 4)
        #expect(rtl.allSatisfy { $0.turn == .upright })
        let vertical = Self.images(Self.style(direction: .rightToLeft, vertical: true, mirrors: false))
        #expect(vertical.filter { $0.id == 1 }.allSatisfy { $0.turn == .counterClockwise })
    }
}
