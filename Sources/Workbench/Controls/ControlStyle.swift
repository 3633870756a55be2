import SceneGraph

/// Whether a control's new value is a live preview (the pointer is still down) or final (let go, a
/// segment or switch chosen, text committed): a preview is shown, a final value is kept.
package enum ControlPhase: Hashable, Sendable {
    /// The pointer still drags: show the value, keep nothing yet.
    case dragging
    /// The value is final.
    case released
}

/// The colours and text size of the control nodes (slider, segments, text field, colour picker): a
/// dark panel's palette by default.
package struct ControlStyle: Hashable, Sendable {
    /// The body of a field, a slider's track, a segmented control's background.
    package var well = Color(r: 58, g: 58, b: 62)
    /// A slider's filled part, the selected segment, a field's caret and edit ring.
    package var accent = Color(r: 10, g: 132, b: 255)
    /// A slider's thumb and a picker's markers.
    package var knob = Color(r: 245, g: 245, b: 250)
    /// Text.
    package var text = Color(r: 235, g: 235, b: 245)
    /// Text of a disabled or read-only control.
    package var dimText = Color(r: 150, g: 150, b: 160)
    /// Text size in points.
    package var fontSize = 12.0

    /// The default palette.
    package init() {}
}
