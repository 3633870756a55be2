import JSONKit
import Testing

/// Messages quote at most a short, marked excerpt of what they were given, on one line.
@Suite struct ExcerptTests {
    static let huge = String(repeating: "k", count: 1_000_000)

    @Test func shortTextIsShownWholeAndLongTextAsAMarkedExcerpt() {
        #expect(Excerpt.quoted("hm") == #""hm""#)
        #expect(Excerpt.quoted(String(repeating: "a", count: 40)) == "\"" + String(repeating: "a", count: 40) + "\"")
        let forty = String(repeating: "k", count: 40)
        #expect(Excerpt.quoted(Self.huge) == "\"\(forty)…\" (1000000 characters)")
        #expect(Excerpt.plain(Self.huge) == "\(forty)… (1000000 characters)")
        #expect(Excerpt.plain("hm") == "hm")
    }

    @Test func controlCharactersAndNULsAreEscapedSoAMessageStaysOneLine() {
        #expect(Excerpt.quoted("a\nb\0c") == #""a\nb\u0000c""#)
        #expect(Excerpt.plain("line\none") == #"line\none"#)
        #expect(!Excerpt.quoted(String(repeating: "\n", count: 100)).contains("\n"))
    }

    @Test func aKeyPathKeepsItsShortPartsAroundALongKey() {
        let forty = String(repeating: "k", count: 40)
        #expect(Excerpt.keyPath("styles.hm.track.on") == "styles.hm.track.on")
        #expect(
            Excerpt.keyPath("styles.\(Self.huge).track.on")
                == "styles.\(forty)… (1000000 characters).track.on")
    }

    @Test func aListShowsItsFirstNamesAndHowManyMore() {
        let names = (0..<10_000).map { "style\($0)" }
        let list = Excerpt.list(names)
        #expect(list.hasPrefix("style0, style1, "))
        #expect(list.hasSuffix("style19 and 9980 more"))
        #expect(Excerpt.list(["a", "b"]) == "a, b")
    }

    @Test func aPathIsWholeUpToTheLongestPathTheSystemOpens() {
        let long = "/" + String(repeating: "d/", count: 2000)
        #expect(Excerpt.path(long) == long)
        #expect(Excerpt.path("/" + Self.huge).count < 100)
    }

    @Test func everyMessageOfAJSONReaderEchoingAKeyIsBounded() {
        let limits = JSONLimits(maxBytes: 4 << 20, maxDepth: 8)
        let doubled = JSONParser.parse(
            Array(#"{"\#(Self.huge)":1,"\#(Self.huge)":2}"#.utf8), limits: limits, file: "x.json")
        let missingColon = JSONParser.parse(Array(#"{"\#(Self.huge)" 1}"#.utf8), limits: limits, file: "x.json")
        let issues = doubled.issues + missingColon.issues
        #expect(issues.count == 2)
        for issue in issues {
            #expect(issue.description.count < 200, "\(issue.description.prefix(300))")
            #expect(issue.description.contains("(1000000 characters)"))
        }
        let diagnostic = Diagnostic(file: "x.json", line: 1, column: 2, keyPath: "styles.\(Self.huge)", message: "m")
        #expect(diagnostic.description.count < 200)
    }

    /// Two 1,000,000-character names one edit apart would take 10^12 steps to compare: names past
    /// `Suggestion.maxLength` are never compared, and a near miss among short names is still found.
    @Test func aDidYouMeanNeverComparesHugeNames() {
        let long = String(repeating: "k", count: 2_000)
        #expect(Suggestion.hint(for: long, in: [long + "j", "size"]) == "")
        #expect(Suggestion.hint(for: "trak", in: [Self.huge, "track"]) == #" (did you mean "track"?)"#)
    }
}
