import JSONKit

/// Compares an expectation with what the host reported and words each difference for a person.
enum ScenarioComparison {
    /// One message per difference: a switch, the callback list, or the frame hash.
    static func differences(
        expected: ScenarioExpectation, actual: ScenarioSnapshot, checkFrame: Bool
    ) -> [String] {
        var out: [String] = []
        for (id, want) in (expected.switches ?? [:]).sorted(by: { $0.key < $1.key }) {
            let wanted = describe(on: want.isOn, state: want.state)
            guard let got = actual.switches[id] else {
                out.append("switch \(Excerpt.quoted(id)): expected \(wanted), got no switch with this id")
                continue
            }
            let onDiffers = want.isOn.map { $0 != got.isOn } ?? false
            let stateDiffers = want.state.map { $0 != got.state } ?? false
            if onDiffers || stateDiffers {
                let shown = describe(on: want.isOn.map { _ in got.isOn }, state: want.state.map { _ in got.state })
                out.append("switch \(Excerpt.quoted(id)): expected \(wanted), got \(shown)")
            }
        }
        if let callbacks = expected.callbacks, callbacks != actual.callbacks {
            out.append(callbackDiff(expected: callbacks, actual: actual.callbacks))
        }
        if let cues = expected.cues, cues != actual.cues {
            out.append(listDiff("cues", expected: cues.map(\.summary), actual: actual.cues.map(\.summary)))
        }
        if checkFrame, let want = expected.frameHash, let got = actual.frameHash, want != got {
            out.append(frameDifference(expected: want, actual: got))
        }
        return out
    }

    /// The message of a frame hash that differs.
    static func frameDifference(expected: FrameHash, actual: FrameHash) -> String {
        "frame hash: expected \(expected.hex), got \(actual.hex) (the frame drawn does not hash as recorded)"
    }

    private static func describe(on: Bool?, state: ScenarioSwitchState?) -> String {
        [on.map { "on=\($0)" }, state.map { "state=\($0.rawValue)" }].compactMap { $0 }.joined(separator: " ")
    }

    /// `callbacks differ (expected 3, got 2):` then the merged list, one per line, with `-` for expected
    /// only, `+` for actual only and blanks for common ones (a longest-common-subsequence diff).
    static func callbackDiff(expected: [ScenarioCallback], actual: [ScenarioCallback]) -> String {
        listDiff("callbacks", expected: expected.map(\.summary), actual: actual.map(\.summary))
    }

    /// `<what> differ (expected 3, got 2):` then the merged list of summaries, as `callbackDiff`.
    static func listDiff(_ what: String, expected: [String], actual: [String]) -> String {
        let n = expected.count
        let m = actual.count
        var lcs = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lcs[i][j] = expected[i] == actual[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var lines = ["\(what) differ (expected \(n), got \(m)):"]
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, expected[i] == actual[j] {
                lines.append("    \(expected[i])")
                i += 1
                j += 1
            } else if i < n, j == m || lcs[i + 1][j] >= lcs[i][j + 1] {
                lines.append("  - \(expected[i])")
                i += 1
            } else {
                lines.append("  + \(actual[j])")
                j += 1
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `expected` with every part it checks replaced by the actual value (switches it names that no
    /// longer exist are dropped); the frame hash only when `updateFrame`.
    static func updated(_ expected: ScenarioExpectation, with actual: ScenarioSnapshot, updateFrame: Bool)
        -> ScenarioExpectation
    {
        var out = expected
        if let switches = expected.switches {
            var map: [String: ScenarioSwitchExpectation] = [:]
            for id in switches.keys {
                guard let got = actual.switches[id] else { continue }
                map[id] = ScenarioSwitchExpectation(isOn: got.isOn, state: got.state)
            }
            out.switches = map
        }
        if expected.callbacks != nil { out.callbacks = actual.callbacks }
        if expected.cues != nil { out.cues = actual.cues }
        if updateFrame, expected.frameHash != nil, let hash = actual.frameHash { out.frameHash = hash }
        return out
    }
}
