import SceneGraph

/// Styles that reproduce three of the seed designs with colours, for the tests that draw them (the app's
/// and the bench's are in SceneGraph's SwitchStyle+Presets.swift).
extension SwitchStyle {
    /// HwcCustomUISwitch: 100x40 in two halves, "ON" on yellow and "OFF" on brown, a green tag covering
    /// half the track, corners a tenth of the height, a 1.0 s ease-in-out slide. The tag covers the half
    /// of the value that is not shown, so the uncovered label names the value.
    package static let hwcCustomUISwitch = SwitchStyle(
        size: Size(width: 100, height: 40),
        track: TrackStyle(
            off: .color(Color(r: 153, g: 102, b: 51)), on: .color(Color(r: 153, g: 102, b: 51)),
            cornerRadius: .fraction(0.1)),
        thumb: ThumbStyle(
            off: .color(Color(r: 0, g: 255, b: 0)), on: .color(Color(r: 0, g: 255, b: 0)),
            shape: .roundedRect(.fraction(0.1)),
            width: .fraction(0.5), margin: 0),
        labels: LabelsStyle(
            layout: .fixed,
            on: LabelStyle(
                text: "ON", face: .regular, size: 17, color: .black, background: Color(r: 255, g: 255, b: 0)),
            off: LabelStyle(
                text: "OFF", face: .regular, size: 17, color: .black, background: Color(r: 153, g: 102, b: 51))),
        animation: AnimationStyle(duration: 1.0, curve: .easeInOut))

    /// MMMSwitch: UISwitch-sized, dark grey off tint, green on tint, a black track border, a white thumb.
    package static let mmmSwitch = SwitchStyle(
        size: Size(width: 51, height: 31),
        track: TrackStyle(
            off: .color(Color(r: 85, g: 85, b: 85)), on: .color(Color(r: 0, g: 255, b: 0)),
            border: BorderStyle(color: .black, width: 1)),
        thumb: ThumbStyle(off: .color(.white), on: .color(.white), margin: 2),
        animation: AnimationStyle(duration: 0.25, curve: .easeInOut))

    /// KYLCustomSwitch: 200x60 pills, the demo's #E9E9F2 off background, rgb(70,0,3) on, a thumb grey
    /// rgb(153,153,153) off and red rgb(158,0,6) on, background margin 0, thumb margin 5; 0.25 s.
    package static let kylCustomSwitch = SwitchStyle(
        size: Size(width: 200, height: 60),
        track: TrackStyle(off: .color(Color(r: 233, g: 233, b: 242)), on: .color(Color(r: 70, g: 0, b: 3)), margin: 0),
        thumb: ThumbStyle(off: .color(Color(r: 153, g: 153, b: 153)), on: .color(Color(r: 158, g: 0, b: 6)), margin: 5),
        animation: AnimationStyle(duration: 0.25, curve: .easeInOut))
}
