import Scenarios

/// The shipped scenarios, one per interaction rule of DESIGN.md "The switch", plus multi-touch on every
/// seed theme. Each is recorded to `Assets/scenarios/<name>.jsonl` by `ScenarioGenerator`.
enum ScenarioCatalog {
    static var all: [ShippedScenario] {
        [
            tap, dragPastMiddle, dragReturns, releaseOutside, outAndBackIn, verticalPan, focusLossCancel,
            twoFingersTwoSwitches, secondFingerIgnored, rightButton, keyboard, disabled, reversalMidAnimation,
            multiTouchHM, multiTouchHwc, multiTouchMMM, multiTouchKYL,
        ]
    }

    /// Seen in the replays: the caption under each switch shows its live state, and `Gallery` reflows the
    /// grid on every state change, so when a caption's width changes the columns move and a held switch
    /// jumps under its pointer (hm-one-zero moves 55 points left at touch-down in the 800x600 HM gallery):
    /// taps turn into drags or cancels, releases land outside, pans are cancelled before they scroll.
    static let galleryReflowBug = "the gallery reflows on state changes and moves a held switch under its pointer"
}
