import JSONKit
import Testing

@Suite struct SuggestionTests {
    @Test func aThirdOfTheWordAllowsMoreEditsForLongerWords() {
        #expect(Suggestion.hint(for: "trak", in: ["track", "thumb"]) == " (did you mean \"track\"?)")
        #expect(Suggestion.closest(to: "disabledOpcity", in: ["disabledOpacity"]) == "disabledOpacity")
        #expect(Suggestion.closest(to: "abc", in: ["xyz"]) == nil)
        #expect(Suggestion.closest(to: "abcd", in: ["abdc"]) == nil)
    }

    @Test func twoEditsAtMostHalfKeepsShortWordsApart() {
        let closeness = Suggestion.Closeness.twoEditsAtMostHalf
        #expect(
            Suggestion.hint(for: "shfit", in: ["shift", "repeat"], closeness: closeness) == " (did you mean \"shift\"?)"
        )
        #expect(Suggestion.closest(to: "abcd", in: ["abdc"], closeness: closeness) == "abdc")
        #expect(Suggestion.closest(to: "z", in: ["a"], closeness: closeness) == nil)
        #expect(Suggestion.closest(to: "abcdefgh", in: ["abcdexyz"], closeness: closeness) == nil)
    }

    @Test func tiesGoToTheFirstCandidateAndCaseIsIgnored() {
        #expect(Suggestion.closest(to: "Cat", in: ["bat", "hat"]) == "bat")
        #expect(Suggestion.distance("kitten", "sitting") == 3)
    }
}
