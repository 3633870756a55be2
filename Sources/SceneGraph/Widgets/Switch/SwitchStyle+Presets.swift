/// Styles that reproduce the four seed designs (and UIKit's switch) with colours; images come from themes.
extension SwitchStyle {
    /// UISwitch: 51x31, light grey off, green on, white circular thumb that stretches while pressed,
    /// a slightly springy slide.
    package static let uiSwitch = SwitchStyle(
        size: Size(width: 51, height: 31),
        track: TrackStyle(off: .color(hex(0xE9E9EA)), on: .color(hex(0x34C759))),
        thumb: ThumbStyle(
            off: .color(.white), on: .color(.white), margin: 2, pressedStretch: 0.25,
            border: BorderStyle(color: Color(r: 0, g: 0, b: 0, a: 26), width: 0.5)),
        animation: AnimationStyle(duration: 0.35, curve: .spring(damping: 0.8)))

    /// HMCustomSwitch: 95x27, a blue on track and a light off track, a white thumb, a bold white "ON" and a
    /// grey "OFF" sliding with the thumb, clipped to the track; 0.2 s.
    package static let hmCustomSwitch = SwitchStyle(
        size: Size(width: 95, height: 27),
        track: TrackStyle(
            off: .color(hex(0xE5E5EA)), on: .color(hex(0x0A84FF)),
            border: BorderStyle(color: Color(r: 0, g: 0, b: 0, a: 38), width: 1)),
        thumb: ThumbStyle(
            off: .color(.white), on: .color(.white), margin: 2,
            border: BorderStyle(color: Color(r: 0, g: 0, b: 0, a: 38), width: 1)),
        labels: LabelsStyle(
            layout: .slide,
            on: LabelStyle(text: "ON", face: .bold, size: 17, color: .white),
            off: LabelStyle(text: "OFF", face: .bold, size: 17, color: hex(0x808080))),
        animation: AnimationStyle(duration: 0.2, curve: .easeInOut))

    /// HwcCustomUISwitch: 100x40 in two halves, "ON" on yellow and "OFF" on brown, a green tag covering
    /// half the track, corners a tenth of the height, a 1.0 s ease-in-out slide. The tag covers the half
    /// of the value that is not shown, so the uncovered label names the value.
    package static let hwcCustomUISwitch = SwitchStyle(
        size: Size(width: 100, height: 40),
        track: TrackStyle(off: .color(hex(0x996633)), on: .color(hex(0x996633)), cornerRadius: .fraction(0.1)),
        thumb: ThumbStyle(
            off: .color(hex(0x00FF00)), on: .color(hex(0x00FF00)), shape: .roundedRect(.fraction(0.1)),
            width: .fraction(0.5), margin: 0),
        labels: LabelsStyle(
            layout: .fixed,
            on: LabelStyle(text: "ON", face: .regular, size: 17, color: .black, background: hex(0xFFFF00)),
            off: LabelStyle(text: "OFF", face: .regular, size: 17, color: .black, background: hex(0x996633))),
        animation: AnimationStyle(duration: 1.0, curve: .easeInOut))

    /// MMMSwitch: UISwitch-sized, dark grey off tint, green on tint, a black track border, a white thumb.
    package static let mmmSwitch = SwitchStyle(
        size: Size(width: 51, height: 31),
        track: TrackStyle(
            off: .color(hex(0x555555)), on: .color(hex(0x00FF00)), border: BorderStyle(color: .black, width: 1)),
        thumb: ThumbStyle(off: .color(.white), on: .color(.white), margin: 2),
        animation: AnimationStyle(duration: 0.25, curve: .easeInOut))

    /// KYLCustomSwitch: 200x60 pills, the demo's #E9E9F2 off background, rgb(70,0,3) on, a thumb grey
    /// rgb(153,153,153) off and red rgb(158,0,6) on, background margin 0, thumb margin 5; 0.25 s.
    package static let kylCustomSwitch = SwitchStyle(
        size: Size(width: 200, height: 60),
        track: TrackStyle(off: .color(hex(0xE9E9F2)), on: .color(Color(r: 70, g: 0, b: 3)), margin: 0),
        thumb: ThumbStyle(off: .color(Color(r: 153, g: 153, b: 153)), on: .color(Color(r: 158, g: 0, b: 6)), margin: 5),
        animation: AnimationStyle(duration: 0.25, curve: .easeInOut))

    private static func hex(_ rgb: UInt32) -> Color {
        Color(
            r: UInt8(truncatingIfNeeded: rgb >> 16), g: UInt8(truncatingIfNeeded: rgb >> 8),
            b: UInt8(truncatingIfNeeded: rgb))
    }
}
