import SceneGraph
import Testing

/// When a switch fires its feedback cues (docs/feedback.md): press, on/off at the release or the crossing,
/// refused, pending, resolved, the rate-limited crossing, and none for code, cancels or no change. The
/// test switch is 100x30 at (100, 100): its thumb (30 long) travels 70 points.
@Suite struct SwitchCueTests {
    let mid = Point(x: 150, y: 115)
    let thumbOff = Point(x: 115, y: 115)
    let farOn = Point(x: 185, y: 115)

    /// A switch whose cues (and only its cues) go to the log as "cue:<name>".
    private func cued(
        _ h: SwitchHarness, commitAt: CommitMoment = .release, answer: SwitchDecision? = nil
    ) -> SwitchNode {
        var style = SwitchStyle.linearTest
        style.feedback = FeedbackStyle(commitAt: commitAt)
        let s = h.add(style: style)
        s.onStateChanged = nil
        s.onValueChanged = nil
        s.onCue = { [unowned h] _, cue in h.log.append("cue:\(cue.rawValue)") }
        if let answer { s.shouldChange = { _, _ in answer } }
        return s
    }

    @Test func aTapPressesThenCommits() {
        let h = SwitchHarness()
        _ = cued(h)
        h.tap(mid)
        h.tap(mid)
        #expect(h.takeLog() == ["cue:press", "cue:on", "cue:press", "cue:off"])
    }

    @Test func keysCommitWithoutAPress() {
        let h = SwitchHarness()
        let s = cued(h)
        h.scene.setFocus(s)
        h.key(.space)
        h.key(.right)
        h.key(.left)
        #expect(h.takeLog() == ["cue:on", "cue:off"])
    }

    @Test func aDragCrossesThenCommitsAtTheRelease() {
        let h = SwitchHarness()
        _ = cued(h)
        h.down(thumbOff)
        h.move(Point(x: 160, y: 115))
        #expect(h.takeLog() == ["cue:press", "cue:cross"])
        h.up(Point(x: 160, y: 115))
        #expect(h.takeLog() == ["cue:on"])
    }

    @Test func commitAtCrossFiresTheSideAtTheCrossingAndNotAgainAtTheRelease() {
        let h = SwitchHarness()
        _ = cued(h, commitAt: .cross)
        h.down(thumbOff)
        h.move(Point(x: 160, y: 115))
        #expect(h.takeLog() == ["cue:press", "cue:cross", "cue:on"])
        h.up(farOn)
        #expect(h.takeLog() == [])
        h.tap(mid)
        #expect(h.takeLog() == ["cue:press", "cue:off"])
    }

    @Test func crossingsFasterThanTheIntervalFireOnce() {
        let h = SwitchHarness()
        _ = cued(h, commitAt: .cross)
        h.down(thumbOff)
        h.move(Point(x: 160, y: 115))
        h.move(Point(x: 120, y: 115))
        h.move(Point(x: 160, y: 115))
        #expect(h.takeLog() == ["cue:press", "cue:cross", "cue:on"])
        h.step(5)
        h.move(Point(x: 120, y: 115))
        #expect(h.takeLog() == [])
        h.step(1)
        h.move(Point(x: 160, y: 115))
        h.move(Point(x: 120, y: 115))
        #expect(h.takeLog() == ["cue:cross", "cue:on"])
        h.up(Point(x: 120, y: 115))
        // No change, but the last crossing cue said "on": the thumb settling off says "off".
        #expect(h.takeLog() == ["cue:off"])
    }

    @Test func aDragBackToItsStartAndAReleaseOutsideCommitNothing() {
        let h = SwitchHarness()
        _ = cued(h)
        h.drag(from: thumbOff, through: Point(x: 160, y: 115), Point(x: 120, y: 115))
        #expect(h.takeLog() == ["cue:press", "cue:cross"])
        h.step(6)
        h.drag(from: thumbOff, through: Point(x: 160, y: 115), Point(x: 160, y: 400))
        #expect(h.takeLog() == ["cue:press", "cue:cross"])
    }

    @Test func theOwnersAnswersHaveTheirCues() {
        let refusing = SwitchHarness()
        _ = cued(refusing, answer: .refuse)
        refusing.tap(mid)
        #expect(refusing.takeLog() == ["cue:press", "cue:refused"])

        let waiting = SwitchHarness()
        let s = cued(waiting, answer: .pending)
        waiting.tap(mid)
        #expect(waiting.takeLog() == ["cue:press", "cue:pending"])
        s.resolve(true)
        #expect(waiting.takeLog() == ["cue:resolved"])
        waiting.step(30)
        waiting.tap(mid)
        s.resolve(true)
        #expect(waiting.takeLog() == ["cue:press", "cue:pending", "cue:refused"])
    }

    @Test func aTimeOutIsRefused() {
        let h = SwitchHarness()
        var style = SwitchStyle.linearTest
        style.pending.timeout = 0.5
        let s = h.add(style: style)
        s.onStateChanged = nil
        s.onValueChanged = nil
        s.onCue = { [unowned h] _, cue in h.log.append("cue:\(cue.rawValue)") }
        s.shouldChange = { _, _ in .pending }
        h.tap(mid)
        h.step(30)
        #expect(h.takeLog() == ["cue:press", "cue:pending", "cue:refused"])
    }

    @Test func codeAndCancelsFireNoCue() {
        let h = SwitchHarness()
        let s = cued(h)
        s.setOn(true, animated: true)
        s.isOn = false
        h.down(thumbOff)
        h.scene.handle(.cancelAll)
        #expect(h.takeLog() == ["cue:press"])
    }

    @Test func aCancelAfterACrossingCommitSettlesOnTheValue() {
        let h = SwitchHarness()
        _ = cued(h, commitAt: .cross)
        h.down(thumbOff)
        h.move(Point(x: 160, y: 115))
        h.scene.handle(.cancelAll)
        #expect(h.takeLog() == ["cue:press", "cue:cross", "cue:on", "cue:off"])
    }
}
