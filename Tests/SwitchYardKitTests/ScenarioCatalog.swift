import Scenarios

/// The shipped scenarios, one per interaction rule of docs/switch.md, plus multi-touch on every
/// seed theme and the default gallery's switches whose owner decides. Each is recorded to `Assets/scenarios/<name>.jsonl` by `ScenarioGenerator`.
enum ScenarioCatalog {
    static var all: [ShippedScenario] {
        [
            tap, dragPastMiddle, dragReturns, releaseOutside, outAndBackIn, verticalPan, verticalPanNoScroll,
            focusLossCancel,
            twoFingersTwoSwitches, secondFingerIgnored, rightButton, keyboard, disabled, reversalMidAnimation,
            trackTapIgnore,
            multiTouchHM, multiTouchHwc, multiTouchMMM, multiTouchKYL, ownerRefusesEverySecond, ownerPending,
        ]
    }

}
