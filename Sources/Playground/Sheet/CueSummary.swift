import SceneGraph

/// The line under a style's name in the states sheet that says which feedback cues the style gives
/// (docs/feedback.md): the cues with a sound, those with a rumble, and when a drag's `on`/`off` fires.
enum CueSummary {
    /// `sound: press, on, off · rumble: on, off · on/off at the crossing`; nil for a silent, still style.
    static func text(for feedback: FeedbackStyle) -> String? {
        let order = FeedbackCue.allCases
        let sounding = order.filter { feedback.cues[$0]?.sound != nil }
        let rumbling = order.filter { feedback.cues[$0]?.rumble != nil }
        guard !sounding.isEmpty || !rumbling.isEmpty else { return nil }
        var parts: [String] = []
        if !sounding.isEmpty { parts.append("sound: " + sounding.map(\.rawValue).joined(separator: ", ")) }
        if !rumbling.isEmpty { parts.append("rumble: " + rumbling.map(\.rawValue).joined(separator: ", ")) }
        if feedback.commitAt == .cross { parts.append("on/off at the crossing") }
        return parts.joined(separator: " · ")
    }
}
