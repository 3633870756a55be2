import JSONKit
import SceneGraph

/// A style's `feedback`: when its commit cues fire and, per cue, a sound (a WAV file beside the theme) at a
/// gain and a rumble (docs/feedback.md).
extension DecodeContext {
    func feedbackStyle(_ reader: SectionReader) -> FeedbackStyle? {
        let at = reader.choice("at").flatMap(CommitMoment.init(rawValue:))
        var cues: [FeedbackCue: CueFeedback] = [:]
        var allRead = true
        for cue in FeedbackCue.allCases where reader.present(cue.rawValue) != nil {
            let read = SectionReader(cue.rawValue, of: reader, section: .cue).flatMap { cueFeedback($0) }
            if let read { cues[cue] = read } else { allRead = false }
        }
        guard let at, allRead else { return nil }
        return FeedbackStyle(cues: cues, commitAt: at)
    }

    /// One cue: `sound` and its `gain`, `rumble`; at least one of the sound and the rumble.
    private func cueFeedback(_ reader: SectionReader) -> CueFeedback? {
        let soundValue = reader.present("sound")
        let gainValue = reader.present("gain")
        let rumbleValue = reader.present("rumble")
        let handle = soundValue.flatMap { value in string(value).flatMap { self.sound(value, relative: $0) } }
        let gain = reader.number("gain")
        let motors =
            rumbleValue == nil
            ? nil : SectionReader("rumble", of: reader, section: .rumble).flatMap { self.rumble($0) }
        if soundValue == nil, let gainValue { error(gainValue, "\"gain\" applies only to a sound") }
        if soundValue == nil, rumbleValue == nil { error(reader.located, "expected \"sound\" or \"rumble\"") }
        guard soundValue == nil || handle != nil, let gain, rumbleValue == nil || motors != nil,
            soundValue != nil || (gainValue == nil && rumbleValue != nil)
        else { return nil }
        return CueFeedback(sound: handle, gain: gain, rumble: motors)
    }

    private func rumble(_ reader: SectionReader) -> Rumble? {
        let low = reader.number("low")
        let high = reader.number("high")
        let duration = reader.number("duration")
        guard let low, let high, let duration else { return nil }
        return Rumble(low: low, high: high, durationMilliseconds: Int(duration.rounded()))
    }
}
