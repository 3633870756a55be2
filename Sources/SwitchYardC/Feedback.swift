import CSwitchYardVersion
import SceneGraph

/// The host's feedback callback as C declares it: `void (*)(sy_context *, const char *id, sy_cue cue,
/// const sy_feedback *feedback, void *user)`.
public typealias FeedbackFunction =
    @convention(c) (
        OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafePointer<sy_feedback>?, UnsafeMutableRawPointer?
    ) -> Void

/// `sy_set_feedback_callback`: the function called at every feedback cue of a switch; NULL turns it off.
@_cdecl("sy_set_feedback_callback")
public func sySetFeedbackCallback(
    _ handle: OpaquePointer?, _ function: FeedbackFunction?, _ user: UnsafeMutableRawPointer?
) -> Int32 {
    Calls.apply("sy_set_feedback_callback", handle) { context in context.setFeedbackCallback(function, user: user) }
}

extension FeedbackCue {
    /// The cue's `sy_cue` value in include/switchyard.h.
    var cValue: Int32 {
        switch self {
        case .press: return 0
        case .on: return 1
        case .off: return 2
        case .refused: return 3
        case .pending: return 4
        case .resolved: return 5
        case .cross: return 6
        }
    }
}

extension sy_feedback {
    /// What a style gives a cue, as C reads it; all zero for none.
    init(_ cue: CueFeedback?) {
        self.init()
        guard let cue else { return }
        if cue.sound != nil {
            has_sound = 1
            gain = Float(cue.gain)
        }
        if let rumble = cue.rumble {
            has_rumble = 1
            rumble_low = Float(rumble.low)
            rumble_high = Float(rumble.high)
            rumble_ms = Int32(rumble.durationMilliseconds)
        }
    }
}
