import Testing

@testable import Scenarios

/// Every broken file gives one clear `file:line: error` (or a warning when the rest still replays).
@Suite struct BadInputTests {
    static let header =
        #"{"format":"switchyard-scenario","version":1,"tickRate":60,"window":{"points":[400,300],"pixels":[800,600]},"#
        + #""theme":{"path":"theme.json"},"initial":{"a":{"on":false}}}"#

    private func diagnostics(_ lines: [String], endsWithNewline: Bool = true) -> [String] {
        let text = lines.joined(separator: "\n") + (endsWithNewline ? "\n" : "")
        let result = ScenarioFile.parse(text: text, file: "bad.jsonl")
        #expect(result.hasErrors == (result.scenario == nil))
        return result.diagnostics.map(\.description)
    }

    private func body(_ lines: String...) -> [String] {
        [Self.header] + lines + [#"{"end":100}"#]
    }

    @Test func aNewerVersionIsRefusedWithTheVersionNamed() {
        let newer = Self.header.replacingOccurrences(of: "\"version\":1", with: "\"version\":3")
        #expect(
            diagnostics([newer, #"{"end":1}"#]) == [
                "bad.jsonl:1: error: scenario version 3 is newer than this SwitchYard supports (2)"
            ])
    }

    @Test func ownerEventsNameAKnownSwitchAndAKnownAnswer() {
        let lines = body(
            #"{"tick":1,"event":"decide","switch":"b","answer":"pending"}"#,
            #"{"tick":2,"event":"decide","switch":"a","answer":"pendng"}"#,
            #"{"tick":3,"event":"resolve","switch":"a","on":"yes"}"#,
            #"{"tick":4,"event":"resolve","switch":"a"}"#,
            #"{"tick":5,"event":"resolve","switch":"a","on":true}"#)
        #expect(
            diagnostics(lines) == [
                #"bad.jsonl:2: error: switch "b" is not in the header's initial states"#,
                #"bad.jsonl:3: error: "answer" is "pendng" (did you mean "pending"?); answers are: allow, refuse, pending"#,
                #"bad.jsonl:4: error: "on" must be true or false, not a string"#,
                #"bad.jsonl:5: error: a resolve event needs "on""#,
            ])
    }

    @Test func ticksOutOfOrder() {
        let lines = body(
            #"{"tick":42,"event":"key","key":"tab"}"#, #"{"tick":40,"event":"key","key":"space"}"#)
        #expect(
            diagnostics(lines) == [
                "bad.jsonl:3: error: tick 40 comes after tick 42 of line 2: ticks must not go backwards"
            ])
    }

    @Test func anUpWithoutADown() {
        let lines = body(#"{"tick":1,"event":"up","pointer":3,"x":10,"y":10}"#)
        #expect(diagnostics(lines) == ["bad.jsonl:2: error: finger 3 is not down, so it cannot go up"])
    }

    @Test func aSecondPressOfAHeldPointerIsALostReleaseAndOtherButtonsAreNeverHeld() {
        let lines = body(
            #"{"tick":1,"event":"down","pointer":"mouse","x":10,"y":10,"button":"primary"}"#,
            #"{"tick":2,"event":"down","pointer":"mouse","x":10,"y":10,"button":"primary"}"#,
            #"{"tick":3,"event":"down","pointer":"mouse","x":10,"y":10,"button":"secondary"}"#,
            #"{"tick":4,"event":"up","pointer":"mouse","x":10,"y":10,"button":"secondary"}"#,
            #"{"tick":5,"event":"up","pointer":"mouse","x":10,"y":10,"button":"primary"}"#,
            #"{"tick":6,"event":"cancel","pointer":"mouse"}"#)
        #expect(diagnostics(lines) == ["bad.jsonl:7: error: mouse is not down, so it cannot be cancelled"])
    }

    @Test func focusLossReleasesEveryPointer() {
        let lines = body(
            #"{"tick":1,"event":"down","pointer":1,"x":10,"y":10}"#, #"{"tick":2,"event":"focusLost"}"#,
            #"{"tick":3,"event":"move","pointer":1,"x":12,"y":10}"#)
        #expect(diagnostics(lines) == ["bad.jsonl:4: error: finger 1 is not down, so it cannot move"])
    }

    @Test func aHoveringMouseMayMove() {
        #expect(diagnostics(body(#"{"tick":1,"event":"move","pointer":"mouse","x":12,"y":10}"#)) == [])
    }

    @Test func nonFiniteCoordinates() {
        let lines = body(
            #"{"tick":1,"event":"down","pointer":1,"x":NaN,"y":10}"#,
            #"{"tick":2,"event":"down","pointer":2,"x":5,"y":-Infinity}"#,
            #"{"tick":3,"event":"down","pointer":3,"x":5,"y":1e999}"#)
        #expect(
            diagnostics(lines) == [
                "bad.jsonl:2: error: coordinate \"x\" is NaN: coordinates must be finite numbers",
                "bad.jsonl:3: error: coordinate \"y\" is -Infinity: coordinates must be finite numbers",
                "bad.jsonl:4: error: coordinate \"y\" is 1e999: coordinates must be finite numbers",
            ])
    }

    @Test func coordinatesFarOutsideTheWindow() {
        let lines = body(
            #"{"tick":1,"event":"down","pointer":1,"x":-390,"y":590}"#,
            #"{"tick":2,"event":"down","pointer":2,"x":5000,"y":10}"#)
        #expect(
            diagnostics(lines) == [
                "bad.jsonl:3: error: x = 5000 is outside the 400x300 window by more than its size"
            ])
    }

    @Test func theWindowRangeFollowsResizes() {
        let lines = body(
            #"{"tick":1,"event":"resize","w":2000,"h":300,"density":2}"#,
            #"{"tick":2,"event":"down","pointer":2,"x":3500,"y":10}"#)
        #expect(diagnostics(lines) == [])
    }

    @Test func unknownEventKindWithASuggestion() {
        #expect(
            diagnostics(body(#"{"tick":1,"event":"dwn","pointer":1,"x":1,"y":1}"#)) == [
                "bad.jsonl:2: error: unknown event \"dwn\" (did you mean \"down\"?); events are: down, move, up, "
                    + "cancel, key, wheel, resize, focusLost, themeReload, decide, resolve"
            ])
    }

    @Test func unknownKeysAreErrorsWithTheirPath() {
        let header = Self.header.replacingOccurrences(of: "\"path\":", with: "\"pth\":\"x\",\"path\":")
        #expect(
            diagnostics([header, #"{"tick":1,"event":"up","pointer":"mouse","x":1,"y":1,"buton":"primary"}"#])
                == ["bad.jsonl:1: error: unknown key \"theme.pth\" in the header's theme (did you mean \"path\"?)"])
        #expect(
            diagnostics(body(#"{"tick":1,"event":"key","key":"space","shfit":true}"#)) == [
                "bad.jsonl:2: error: unknown key \"shfit\" in a key event (did you mean \"shift\"?)"
            ])
    }

    @Test func jsonSyntaxErrorsCarryTheColumn() {
        #expect(
            diagnostics(body(#"{"tick":1 "event":"focusLost"}"#)) == [
                "bad.jsonl:2:11: error: expected ',' or '}' after an object member"
            ])
    }

    @Test func aMissingHeader() {
        #expect(
            diagnostics([#"{"tick":1,"event":"focusLost"}"#, #"{"end":1}"#]) == [
                "bad.jsonl:1: error: the first line must be the header: {\"format\":\"switchyard-scenario\",...}"
            ])
        #expect(
            diagnostics([""], endsWithNewline: false) == [
                "bad.jsonl:1: error: empty scenario file: the first line must be the header"
            ])
    }

    @Test func aMissingEndIsAWarningAndTheRestReplays() {
        let text = [Self.header, #"{"tick":7,"event":"focusLost"}"#].joined(separator: "\n") + "\n"
        let result = ScenarioFile.parse(text: text, file: "bad.jsonl")
        #expect(
            result.diagnostics.map(\.description) == [
                "bad.jsonl:2: warning: no end line: the file stops after line 2; replaying what is there"
            ])
        #expect(result.scenario?.endTick == 7)
    }

    @Test func aLastLineCutShortIsAWarning() {
        let lines = [Self.header, #"{"tick":7,"event":"focusLost"}"#, #"{"tick":9,"ev"#]
        #expect(
            diagnostics(lines, endsWithNewline: false) == [
                "bad.jsonl:3: warning: line 3 is cut short (no newline at the end and not valid JSON): "
                    + "replaying up to line 2"
            ])
    }

    @Test func aBrokenLineInTheMiddleIsAnError() {
        let lines = body(#"{"tick":9,"ev"#, #"{"tick":10,"event":"focusLost"}"#)
        #expect(diagnostics(lines) == ["bad.jsonl:2:14: error: unexpected end of line: the string is not closed"])
    }

    @Test func wrongValuesNameTheKeyAndTheRange() {
        let lines = body(
            #"{"tick":1.5,"event":"focusLost"}"#, #"{"tick":2,"event":"down","pointer":"pen","x":1,"y":1}"#,
            #"{"tick":3,"expect":{"switches":{"a":{"state":"selectedPresedOn"}}}}"#,
            #"{"tick":4,"expect":{"switches":{"z":{"on":true}}}}"#, #"{"tick":5,"expect":{}}"#,
            #"{"tick":6,"event":"resize","w":400,"h":300,"density":0}"#)
        #expect(
            diagnostics(lines) == [
                "bad.jsonl:2: error: \"tick\" must be a whole number from 0 to 5184000, not 1.5",
                "bad.jsonl:3: error: \"pointer\" must be \"mouse\" or a whole finger id, not \"pen\"",
                "bad.jsonl:4: error: \"expect.switches.a.state\" is \"selectedPresedOn\" (did you mean "
                    + "\"selectedPressedOn\"?); states are: off, selectedPressedOff, selectedUnpressedOff, "
                    + "selectedPressedOn, selectedUnpressedOn, on, pending",
                "bad.jsonl:5: error: switch \"z\" is not in the header's initial states",
                "bad.jsonl:6: error: an expect line needs \"switches\", \"callbacks\", \"frame\" or \"cues\"",
                "bad.jsonl:7: error: \"density\" is 0: it must be from 0.25 to 16",
            ])
    }

    @Test func textAfterTheEndAndAnEndBeforeTheLastTick() {
        #expect(
            diagnostics([Self.header, #"{"tick":50,"event":"focusLost"}"#, #"{"end":10}"#, "{}"]) == [
                "bad.jsonl:3: error: end tick 10 is before tick 50 of line 2",
                "bad.jsonl:4: error: text after the end line: the end line must be the last",
            ])
    }

    @Test func anUnsupportedTickRate() {
        let header = Self.header.replacingOccurrences(of: "\"tickRate\":60", with: "\"tickRate\":30")
        #expect(
            diagnostics([header, #"{"end":1}"#]) == [
                "bad.jsonl:1: error: tick rate 30 is not supported: scenarios run at 60"
            ])
    }

    @Test func notAScenario() {
        #expect(
            diagnostics([#"{"format":"switchyard-theme","version":1}"#]) == [
                "bad.jsonl:1: error: \"format\" must be \"switchyard-scenario\": this is not a SwitchYard scenario"
            ])
    }

    /// A broken end line is one error; the file is not also said to have no end line.
    @Test(arguments: [#"{"end":-1}"#, #"{"end":"soon"}"#, #"{"end":5,"extra":1}"#])
    func aBadEndLineIsOneMessage(_ end: String) {
        let found = diagnostics([Self.header, #"{"tick":1,"event":"focusLost"}"#, end])
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix("bad.jsonl:3:") == true && found.first?.contains("error:") == true, "\(found)")
    }

    /// A themeReload's "path" and the header's theme path must name a file: empty or with a NUL is one
    /// error on its line (both were accepted, the first silently reloading the theme on screen).
    @Test func aThemePathThatIsEmptyOrHoldsANULIsRefusedOnItsLine() {
        let emptyHeader = Self.header.replacingOccurrences(of: #""path":"theme.json""#, with: #""path":"""#)
        #expect(
            diagnostics([emptyHeader, #"{"end":1}"#]) == [
                #"bad.jsonl:1: error: "theme.path" is empty: it must name a file"#
            ])
        let lines = body(
            #"{"tick":1,"event":"themeReload","path":""}"#,
            #"{"tick":2,"event":"themeReload","path":"a\u0000b.json"}"#)
        #expect(
            diagnostics(lines) == [
                #"bad.jsonl:2: error: "path" is empty: it must name a file"#,
                #"bad.jsonl:3: error: "path" is "a\u0000b.json": a path with a NUL character names no file"#,
            ])
    }

    /// Ids, names and values of a line are quoted as short, marked excerpts, however long they are.
    @Test func aHugeIdOrNameIsQuotedAsAShortExcerpt() {
        let huge = String(repeating: "k", count: 1_000_000)
        let lines = body(
            #"{"tick":1,"event":"decide","switch":"\#(huge)","answer":"allow"}"#,
            #"{"tick":2,"event":"\#(huge)"}"#,
            #"{"tick":3,"expect":{"switches":{"\#(huge)":{"on":"yes"}}}}"#)
        let found = diagnostics(lines)
        #expect(found.count == 3)
        for line in found {
            #expect(line.count < 300, "\(line.prefix(300))")
            #expect(line.contains("…\" (1000000 characters)") || line.contains("… (1000000 characters)"), "\(line)")
        }
    }
}
