/// Styles of seed designs the app and the bench use (UIKit's switch, HMCustomSwitch) with colours; images come
/// from themes. The other seeds' styles are the tests' (Tests/TestSupport/SeedStyles.swift).
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

    private static func hex(_ rgb: UInt32) -> Color {
        Color(
            r: UInt8(truncatingIfNeeded: rgb >> 16), g: UInt8(truncatingIfNeeded: rgb >> 8),
            b: UInt8(truncatingIfNeeded: rgb))
    }
}
